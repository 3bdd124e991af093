# launch-bounds: a kernel dpopt rewrites may need more registers than the
# kernel as written, and a block of 1,024 threads has 64 a thread at most:
# past that its launch fails ("too many resources requested for launch")
# where the program as written ran. wide.cu (a parent and a child of 1,024
# threads a block, bench/apps/mstf's shape): under --remove=auto the
# parent, rewritten in place, took 70 registers (ptxas, CUDA 13.0, sm_90).
# Every kernel dpopt writes or rewrites that may be launched with more
# than 256 threads a block now takes __launch_bounds__(1024), and ptxas
# keeps each at 64 registers at most. --remove=auto is compiled always, the
# other option sets one in three (tests/lib.sh).
lb_out="$tmp/launch-bounds"
mkdir -p "$lb_out"
# lb_registers OUT.cu LABEL: every kernel of OUT.cu at most 64 registers a thread.
lb_registers() {
    nvcc -arch=sm_90 -rdc=true -std=c++17 -O3 -Iruntime/include -c "$1" -o "$lb_out/out.o" -Xptxas -v \
        2>"$lb_out/ptxas.log" >/dev/null || { fail "launch-bounds $2: nvcc failed: $(head -c 300 "$lb_out/ptxas.log")"; return; }
    local most used
    # "entry function '_Z11find_parent...'" then its "Used N registers": name=N for each kernel.
    used=$(awk -F"'" '/entry function/ { name = $2 } /Used [0-9]+ registers/ { sub(/.*Used /, ""); print name "=" $1 + 0 }' \
        "$lb_out/ptxas.log")
    most=$(echo "$used" | sed -n 's/.*=//p' | sort -n | tail -n 1)
    if [ -n "$used" ] && [ "${most:-999}" -le 64 ]; then
        pass
    else
        fail "launch-bounds $2: a kernel uses ${most:-no} registers a thread (more than 64: a block of 1,024 threads does not launch): $(echo $used)"
    fi
}
lb_n=0
for opt in --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --flatten=warp --flatten=block \
    --flatten=grid --remove=t1 --remove=t2 --remove=t3 --remove=t4 --remove=auto --threshold=64 --coarsen=2 -O; do
    lb_n=$((lb_n + 1))
    lb_label=$(echo "$opt" | tr -c 'a-z0-9' _)
    if ! build/dpopt "$opt" "$here/wide.cu" -o "$lb_out/$lb_label.cu" 2>"$lb_out/$lb_label.notes"; then
        fail "launch-bounds $opt: dpopt failed: $(head -c 300 "$lb_out/$lb_label.notes")"
        continue
    fi
    # The parent, launched with THREADS (1,024) threads, is rewritten under
    # every option set: its rewrite (or the copies of it dpopt launches) bounded.
    grep -q '^__global__ void __launch_bounds__(1024) find_parent' "$lb_out/$lb_label.cu" && pass ||
        fail "launch-bounds $opt: find_parent is not bounded"
    # The child as written keeps its head: dpopt does not rewrite it.
    grep -q '^__global__ void find_child(' "$lb_out/$lb_label.cu" && pass ||
        fail "launch-bounds $opt: find_child's head changed"
    [ "$(grep -c '// dpopt: at most 64 registers a thread' "$lb_out/$lb_label.cu")" = \
        "$(grep -c '^__global__ void __launch_bounds__(1024) [A-Za-z0-9_]*(.*[^;]$' "$lb_out/$lb_label.cu")" ] && pass ||
        fail "launch-bounds $opt: not one comment a bounded kernel's definition"
    if [ "$opt" = --remove=auto ] || nvcc_sampled $lb_n 3; then
        lb_registers "$lb_out/$lb_label.cu" "$opt"
    fi
done
# helper.cu: the launch in a __device__ function the parent calls. The
# parent, whose thread runs the rewritten launch, is bounded; --flatten=warp
# (72 registers before) compiled always.
for opt in --flatten=warp --remove=auto --threshold=64; do
    lb_label=helper$(echo "$opt" | tr -c 'a-z0-9' _)
    if ! build/dpopt "$opt" "$here/helper.cu" -o "$lb_out/$lb_label.cu" 2>"$lb_out/$lb_label.notes"; then
        fail "launch-bounds helper.cu $opt: dpopt failed: $(head -c 300 "$lb_out/$lb_label.notes")"
        continue
    fi
    grep -q '^__global__ void __launch_bounds__(1024) find_parent' "$lb_out/$lb_label.cu" && pass ||
        fail "launch-bounds helper.cu $opt: find_parent, whose helper launches, is not bounded"
    if [ "$opt" = --flatten=warp ] || nvcc_sampled $((lb_n + 1)) 3; then
        lb_registers "$lb_out/$lb_label.cu" "helper.cu $opt"
    fi
done
# apart.cu: a kernel that would be bounded calls a function nvcc compiles
# apart from it (it calls itself; another file defines it): ptxas refused
# the output ("with max regcount of 64 calls function ... with regcount of
# 254"). Such launches stay as written with a note; the narrow parent's is
# taken; the output compiles. And dpopt's own recursion of a level's
# subtree (share/dpopt/calibrate/tree.cu in blocks of one, level by level)
# is of internal linkage, so that ptxas holds it to its callers' bound.
lb_compiles() { # OUT.cu LABEL [nvcc flags]: ptxas takes it
    local out=$1 label=$2
    shift 2
    nvcc -arch=sm_90 -rdc=true -std=c++17 -O3 -Iruntime/include "$@" -c "$out" -o "$lb_out/apart.o" \
        >"$lb_out/apart.log" 2>&1 && pass || fail "launch-bounds $label: nvcc failed: $(grep -m 1 error "$lb_out/apart.log")"
}
if build/dpopt --aggregate=grid "$here/apart.cu" -o "$lb_out/apart.cu" 2>"$lb_out/apart.notes"; then
    grep -q "apart.cu:45:9: note: launch of 'plain_child' left as written: wide_parent runs mix_again (line 14), which nvcc compiles apart from it (it calls itself again)" \
        "$lb_out/apart.notes" && pass || fail "launch-bounds apart.cu: no note for wide_parent's call of mix_again: $(cat "$lb_out/apart.notes")"
    grep -q "apart.cu:54:9: note: launch of 'mixing_child' left as written: mixing_child runs mix_elsewhere (line 30), which nvcc compiles apart from it (another file defines it)" \
        "$lb_out/apart.notes" && pass || fail "launch-bounds apart.cu: no note for mixing_child's call of mix_elsewhere"
    grep -q "plain_child as launched from narrow_parent (line 63), aggregated at grid granularity" "$lb_out/apart.cu" &&
        pass || fail "launch-bounds apart.cu: narrow_parent's launch, which needs no bound, was not aggregated"
    nvcc_sampled 0 1 && lb_compiles "$lb_out/apart.cu" "apart.cu --aggregate=grid"
else
    fail "launch-bounds apart.cu: dpopt failed: $(head -c 300 "$lb_out/apart.notes")"
fi
if build/dpopt --aggregate=grid -DTREE_BLOCKS share/dpopt/calibrate/tree.cu -o "$lb_out/tree.cu" 2>"$lb_out/tree.notes"; then
    grep -q '^static __device__ __noinline__ void calib_tree_dp_subtree(' "$lb_out/tree.cu" && pass ||
        fail "launch-bounds tree.cu: the subtree's recursion is not static"
    nvcc_sampled 0 1 && lb_compiles "$lb_out/tree.cu" "tree.cu -DTREE_BLOCKS levels" -DTREE_BLOCKS -Ishare/dpopt/calibrate
else
    fail "launch-bounds tree.cu: dpopt failed: $(head -c 300 "$lb_out/tree.notes")"
fi
# apart_pointer.cu: the same class through a pointer, and under --corun.
if build/dpopt --aggregate=grid "$here/apart_pointer.cu" -o "$lb_out/pointer.cu" 2>"$lb_out/pointer.notes"; then
    grep -q "apart_pointer.cu:42:9: note: launch of 'child' left as written: viaptr runs a call through a pointer in viaptr (line 41), which nvcc compiles apart from it" \
        "$lb_out/pointer.notes" && pass || fail "launch-bounds apart_pointer.cu: no note for viaptr's call through a pointer: $(cat "$lb_out/pointer.notes")"
    grep -q "apart_pointer.cu:63:9: note: launch of 'child' left as written: viaptr_declared runs a call through a pointer in viaptr_declared (line 62)" \
        "$lb_out/pointer.notes" && pass || fail "launch-bounds apart_pointer.cu: no note for viaptr_declared's call through mix_at"
    nvcc_sampled 101 2 && lb_compiles "$lb_out/pointer.cu" "apart_pointer.cu --aggregate=grid"
else
    fail "launch-bounds apart_pointer.cu: dpopt failed: $(head -c 300 "$lb_out/pointer.notes")"
fi
if build/dpopt --corun "$here/apart_pointer.cu" -o "$lb_out/corun.cu" 2>"$lb_out/corun.notes"; then
    grep -q "apart_pointer.cu:48:5: note: kernel 'work' not made co-runnable, its launches left as written: work runs mix_again, which nvcc compiles apart from it (it calls itself again)" \
        "$lb_out/corun.notes" && pass || fail "launch-bounds apart_pointer.cu --corun: no note for work: $(cat "$lb_out/corun.notes")"
    nvcc_sampled 102 2 && lb_compiles "$lb_out/corun.cu" "apart_pointer.cu --corun"
else
    fail "launch-bounds apart_pointer.cu --corun: dpopt failed: $(head -c 300 "$lb_out/corun.notes")"
fi
# apart_chain.cu: the same under --promote.
if build/dpopt --promote=p "$here/apart_chain.cu" -o "$lb_out/chain.cu" 2>"$lb_out/chain.notes"; then
    grep -q "apart_chain.cu:24:9: note: launch of 'step' not promoted: step runs mix_again, which nvcc compiles apart from it (it calls itself again)" \
        "$lb_out/chain.notes" && pass || fail "launch-bounds apart_chain.cu --promote=p: no note for step: $(cat "$lb_out/chain.notes")"
    nvcc_sampled 103 2 && lb_compiles "$lb_out/chain.cu" "apart_chain.cu --promote=p"
else
    fail "launch-bounds apart_chain.cu --promote=p: dpopt failed: $(head -c 300 "$lb_out/chain.notes")"
fi
# apart.cu under --corun --corun-children: a kernel launching a child made
# co-runnable is rewritten around the launch and bounded; ptxas refused
# the differential tester's wide shape so (seed 9201).
if build/dpopt --corun --corun-children "$here/apart.cu" -o "$lb_out/children.cu" 2>"$lb_out/children.notes"; then
    grep -q "apart.cu:32:1: note: kernel 'plain_child' not made co-runnable, its launches left as written: wide_parent runs mix_again, which nvcc compiles apart from it (it calls itself again), and it, launching plain_child's co-runnable version, is bounded" \
        "$lb_out/children.notes" && pass || fail "launch-bounds apart.cu --corun --corun-children: no note for plain_child: $(cat "$lb_out/children.notes")"
    nvcc_sampled 104 2 && lb_compiles "$lb_out/children.cu" "apart.cu --corun --corun-children"
else
    fail "launch-bounds apart.cu --corun --corun-children: dpopt failed: $(head -c 300 "$lb_out/children.notes")"
fi
# apart_held.cu: calls through a pointer held by a local, a member, a
# parameter of a typedef'd type, a __constant__ variable, a virtual
# function; a function whose address is taken, called by name; a
# __noinline__ function not static. Each such launch stays as written, a
# static one's is taken, and the output compiles (ptxas refused six of its
# kernels before).
if build/dpopt --aggregate=grid "$here/apart_held.cu" -o "$lb_out/held.cu" 2>"$lb_out/held.notes"; then
    for expected in "53:9:vialocal runs a call through a pointer in vialocal (line 52)" \
        "64:9:viamember runs a call through a pointer in viamember (line 63)" \
        "75:9:viaparameter runs a call through a pointer in apply (line 68)" \
        "84:9:viaconstant runs a call through a pointer in viaconstant (line 83)" \
        "94:9:viavirtual runs a call through a pointer in viavirtual (line 93)" \
        "104:9:taken runs mix (line 26), which nvcc compiles apart from it (its address is taken on line 35)" \
        "114:9:shared runs spread (line 29), which nvcc compiles apart from it (it is __noinline__ and not static"; do
        at=${expected%%:*} rest=${expected#*:}
        grep -q "apart_held.cu:$at:${rest%%:*}: note: launch of 'child' left as written: ${rest#*:}" "$lb_out/held.notes" && pass ||
            fail "launch-bounds apart_held.cu: no note at line $at: ${rest#*:}: $(cat "$lb_out/held.notes")"
    done
    grep -q "child as launched from direct (line 125), aggregated at grid granularity" "$lb_out/held.cu" && pass ||
        fail "launch-bounds apart_held.cu: direct's launch (a lambda, a static __noinline__ function) was not aggregated"
    nvcc_sampled 105 2 && lb_compiles "$lb_out/held.cu" "apart_held.cu --aggregate=grid"
else
    fail "launch-bounds apart_held.cu: dpopt failed: $(head -c 300 "$lb_out/held.notes")"
fi
# apart_exported.cu: the __noinline__ function not static, under the
# strategies whose outputs ptxas refused.
for opt in --remove=t3 --flatten=grid --remove=auto; do
    if build/dpopt "$opt" "$here/apart_exported.cu" -o "$lb_out/exported.cu" 2>"$lb_out/exported.notes"; then
        grep -q "apart_exported.cu:35:9: note: launch of 'child' left as written: parent runs blend (line 23), which nvcc compiles apart from it (it is __noinline__ and not static" \
            "$lb_out/exported.notes" && pass || fail "launch-bounds apart_exported.cu $opt: no note for blend: $(cat "$lb_out/exported.notes")"
        [ "$opt" = --remove=t3 ] && nvcc_sampled 106 2 && lb_compiles "$lb_out/exported.cu" "apart_exported.cu $opt"
    else
        fail "launch-bounds apart_exported.cu $opt: dpopt failed: $(head -c 300 "$lb_out/exported.notes")"
    fi
done
# apart_own_bounds.cu: kernels with bounds of their own, which dpopt
# keeps: under bounds leaving all 255 registers, and with a static
# __noinline__ function, the launch is taken; under 1,024 threads, code
# nvcc compiles apart is refused as under dpopt's own bound (--corun too).
for opt in --aggregate=grid --remove=t3; do
    if build/dpopt "$opt" "$here/apart_own_bounds.cu" -o "$lb_out/own.cu" 2>"$lb_out/own.notes"; then
        grep -q "apart_own_bounds.cu:54:9: note: launch of 'child' left as written: wide_again runs again (line 27), which nvcc compiles apart from it (it calls itself again)" \
            "$lb_out/own.notes" && pass || fail "launch-bounds apart_own_bounds.cu $opt: no note for wide_again: $(cat "$lb_out/own.notes")"
        grep -q "apart_own_bounds.cu:63:9: note: launch of 'child' left as written: wide_open runs open_mix (line 25), which nvcc compiles apart from it (it is __noinline__ and not static" \
            "$lb_out/own.notes" && pass || fail "launch-bounds apart_own_bounds.cu $opt: no note for wide_open: $(cat "$lb_out/own.notes")"
        [ "$(grep -c note: "$lb_out/own.notes")" = 2 ] && pass ||
            fail "launch-bounds apart_own_bounds.cu $opt: narrow_open or wide_closed refused: $(cat "$lb_out/own.notes")"
        nvcc_sampled $((107 + ${#opt})) 2 && lb_compiles "$lb_out/own.cu" "apart_own_bounds.cu $opt"
    else
        fail "launch-bounds apart_own_bounds.cu $opt: dpopt failed: $(head -c 300 "$lb_out/own.notes")"
    fi
done
if build/dpopt --corun "$here/apart_own_bounds.cu" -o "$lb_out/own_corun.cu" 2>"$lb_out/own_corun.notes"; then
    grep -q "apart_own_bounds.cu:77:5: note: kernel 'work' not made co-runnable, its launches left as written: work runs again, which nvcc compiles apart from it (it calls itself again)" \
        "$lb_out/own_corun.notes" && pass || fail "launch-bounds apart_own_bounds.cu --corun: no note for work: $(cat "$lb_out/own_corun.notes")"
    nvcc_sampled 120 2 && lb_compiles "$lb_out/own_corun.cu" "apart_own_bounds.cu --corun"
else
    fail "launch-bounds apart_own_bounds.cu --corun: dpopt failed: $(head -c 300 "$lb_out/own_corun.notes")"
fi
# apart_header.cu: the functions in a quoted header dpopt reads: a
# __noinline__ one that is not static (directly, and through an inlined
# header function) and one calling itself stay as written; a static
# __noinline__ one is taken; the output compiles (ptxas refused it before).
if build/dpopt --remove=t3 "$here/apart_header.cu" -o "$lb_out/header.cu" 2>"$lb_out/header.notes"; then
    for expected in "17:9:from_header runs blend of $here/apart_header.h (line 16), which nvcc compiles apart from it (it is __noinline__ and not static" \
        "26:9:through_header runs blend of $here/apart_header.h (line 25)" \
        "35:9:recursive_header runs again of $here/apart_header.h (line 34), which nvcc compiles apart from it (it calls itself again)"; do
        at=${expected%%:*} rest=${expected#*:}
        grep -qF "apart_header.cu:$at:${rest%%:*}: note: launch of 'child' left as written: ${rest#*:}" "$lb_out/header.notes" && pass ||
            fail "launch-bounds apart_header.cu: no note at line $at: ${rest#*:}: $(cat "$lb_out/header.notes")"
    done
    [ "$(grep -c 'removed (T3)' "$lb_out/header.cu")" = 1 ] && pass ||
        fail "launch-bounds apart_header.cu: static_header's launch (a static __noinline__ function) was not removed"
    nvcc_sampled 110 2 && lb_compiles "$lb_out/header.cu" "apart_header.cu --remove=t3" -I"$here"
else
    fail "launch-bounds apart_header.cu: dpopt failed: $(head -c 300 "$lb_out/header.notes")"
fi
