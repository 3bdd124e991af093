# Sourced by tests/run-all.sh (pass, fail, $tmp, $here): a kernel launched
# where dpopt cannot see the launch may run as two grids at once, so what
# keeps one state per kernel (a grid-wide or multiblock batch, thresholded
# or flattened at grid granularity; the persistent version of T1/T2 and
# --remove=auto's host-side selector) must refuse it, or (grid granularity)
# give each grid a state of its own. Found 2026-11-25
# (launch_kernel_ex.cu): parent launched by <<<>>> and by cudaLaunchKernelEx
# into another stream; dpopt saw only the first and gave both grids one
# static batch. Every other way to launch it is here too: cudaLaunchKernel
# of (void *)parent, the C++ templates, cudaLaunchCooperativeKernel, a graph
# kernel node, a function pointer, &parent passed, a table at file scope, a
# macro naming it (macro_pointer.cu in a runtime launch, macro_escape.cu
# handing it to a function pointer). set_attribute.cu: runtime queries launch nothing.
lau_strategies="--aggregate=multiblock:4|--remove=t1|--remove=t2"
# Grid granularity (aggregated, thresholded or flattened) gives each grid of
# such a kernel a state of its own from a table (runtime grid_table.cuh),
# and says so: no one static state.
lau_table_strategies="--aggregate=grid|--threshold=128 --aggregate=grid|--flatten=grid"
lau_run() { # options input -> notes in $tmp/lau.notes, output in $tmp/lau-<input>.cu
    # shellcheck disable=SC2086
    build/dpopt $1 "$here/$2.cu" -o "$tmp/lau-$2.cu" 2>"$tmp/lau.notes"
}
# input:line of the launch or the use of the name that lets parent escape
for case in launch_kernel_ex:40 launch_kernel:21 template_forms:21 cooperative:21 graph_node:24 \
    function_pointer:20 address_passed:23 file_scope:13 macro_pointer:21 macro_escape:20; do
    in=${case%%:*} line=${case#*:}
    IFS='|'
    for opt in $lau_strategies; do
        unset IFS
        lau_run "$opt" "$in" || { fail "launch-api-unseen: dpopt $opt $in.cu exits non-zero"; continue; }
        grep -q "launch of 'child' .*instead of .*the launching kernel may be launched through .*(line $line).*so several of its grids may run at once" "$tmp/lau.notes" &&
            pass || fail "launch-api-unseen: $opt $in.cu: no note naming line $line, where parent escapes"
        # No grid-wide batch (aggregation, flattening) nor persistent version (T1/T2).
        ! grep -q "grid-wide batch\|one grid of parent\|persistent blocks" "$tmp/lau-$in.cu" && pass ||
            fail "launch-api-unseen: $opt $in.cu: parent keeps grid-wide state though it may run twice at once"
    done
    IFS='|'
    for opt in $lau_table_strategies; do
        unset IFS
        lau_run "$opt" "$in" || { fail "launch-api-unseen: dpopt $opt $in.cu exits non-zero"; continue; }
        grep -q "launch of 'child': each grid of 'parent' takes a grid-wide state of its own: .*line $line" "$tmp/lau.notes" &&
            pass || fail "launch-api-unseen: $opt $in.cu: no note on parent's table of grid states naming line $line"
        grep -q "static __device__ dpopt::GridStateTable " "$tmp/lau-$in.cu" &&
            ! grep -q "static __device__ dpopt::GridState [a-z]" "$tmp/lau-$in.cu" && pass ||
            fail "launch-api-unseen: $opt $in.cu: parent keeps one grid-wide state though it may run twice at once"
    done
    unset IFS
    lau_run --remove=auto "$in" || { fail "launch-api-unseen: dpopt --remove=auto $in.cu exits non-zero"; continue; }
    ! grep -q "FreeSelector\|persistent blocks" "$tmp/lau-$in.cu" && pass ||
        fail "launch-api-unseen: --remove=auto $in.cu: parent gets the persistent version and host-side selector"
done
# Runtime queries (cudaFuncSetAttribute, cudaFuncGetAttributes,
# cudaFuncSetCacheConfig, cudaOccupancy...) and a parameter or a local of a
# kernel's name are no escape: grid granularity and T1 as before.
lau_run --aggregate=grid set_attribute && ! grep -q "instead of" "$tmp/lau.notes" &&
    grep -q "one grid of parent" "$tmp/lau-set_attribute.cu" && pass ||
    fail "launch-api-unseen: --aggregate=grid set_attribute.cu: a runtime query refused grid granularity"
lau_run --remove=t1 set_attribute && ! grep -q "instead of" "$tmp/lau.notes" &&
    grep -q "persistent blocks" "$tmp/lau-set_attribute.cu" && pass ||
    fail "launch-api-unseen: --remove=t1 set_attribute.cu: a runtime query refused the persistent version"
# A use of a name at file scope belongs to no function: the notes that name
# the function of a hidden use skip it (AddressSanitizer, UBSan).
for opt in --corun --aggregate=grid --remove=auto; do
    build/san/dpopt $opt "$here/file_scope.cu" -o "$tmp/lau-san.cu" 2>"$tmp/lau.notes" &&
        ! grep -q "runtime error\|Sanitizer" "$tmp/lau.notes" && pass ||
        fail "launch-api-unseen: build/san/dpopt $opt file_scope.cu: $(head -c 300 "$tmp/lau.notes")"
done
# The outputs build: each strategy on the defect's input; grid granularity on a
# graph node's, a table's at file scope, and the queries' (all were built by hand).
# dpopt takes each; nvcc compiles a sample (tests/lib.sh).
if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null; then
    lau_n=0
    lau_nvcc() { # options input
        lau_n=$((lau_n + 1))
        lau_run "$1" "$2" || { fail "launch-api-unseen: dpopt $1 $2.cu: $(head -c 300 "$tmp/lau.notes")"; return; }
        nvcc_sampled $lau_n || { pass; return; }
        nvcc -arch=sm_90 -rdc=true -std=c++17 -Iruntime/include -c "$tmp/lau-$2.cu" -o "$tmp/lau.o" \
            >"$tmp/lau.log" 2>&1 && pass ||
            fail "launch-api-unseen: nvcc of dpopt $1 $2.cu: $(head -c 300 "$tmp/lau.log")"
    }
    IFS='|'
    for opt in $lau_strategies --remove=auto; do
        unset IFS
        lau_nvcc "$opt" launch_kernel_ex
    done
    unset IFS
    for in in graph_node file_scope set_attribute; do
        lau_nvcc --aggregate=grid "$in"
    done
fi
