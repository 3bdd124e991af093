# macro-launch: a launch, sync or allocation written inside a macro body
# (`#define LAUNCH(k, n, p) k<<<n, 32>>>(p)`) is invisible to the parser.
# Before, under --remove a device-side cudaDeviceSynchronize after
# `LAUNCH(child, n, p);` became a barrier or went while the launch stayed
# (the parent read results the child had not written); a child launching
# through cudaLaunchKernel in a macro was run inline; a macro's sync did
# not stop T3 or block/grid aggregation from moving the launch after it;
# thresholding and multiblock lost the order of a macro's launch; grid
# shared one batch between grids a macro launched into streams; a macro's
# cudaMalloc met an aggregated cudaFree. Now every decision that needs all
# of a function's launches (syncs, allocations) refuses with a note naming
# the macro and the line (model/hidden.c). Since 2026-11-24 dpopt expands
# a launch macro its file defines once, used as a statement
# (syntax/expand.h); the macros here that test hidden launches live in
# quoted headers (order_macros.h, sync_macros.h), as such macros stay
# hidden.
ml_out="$tmp/macro-launch"
mkdir -p "$ml_out"
ml_all="--aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --remove=t1 --remove=t2
    --remove=t3 --remove=t4 --remove=auto --threshold=128 --coarsen=2"
# ml_note OPTION FILE LINE TEXT: exit 0 and a note at LINE holding TEXT.
ml_note() {
    rm -f "$ml_out/out.cu"
    build/dpopt $1 "$here/$2" -o "$ml_out/out.cu" 2>"$ml_out/notes"
    local status=$?
    if [ $status = 0 ] && grep -F "$2:$3:" "$ml_out/notes" | grep -qF "$4"; then
        pass
    else
        fail "macro-launch: $1 $2: exit $status, expected a note at line $3 with '$4'; got: $(head -c 400 "$ml_out/notes")"
    fi
}
# ml_keeps OPTION FILE TEXT: the output (of the last ml_note) still holds TEXT.
ml_keeps() {
    grep -qF "$3" "$ml_out/out.cu" && pass || fail "macro-launch: $1 $2: '$3' not in the output"
}

# 1. A sync after a launch through a macro (also one through a macro that
# names another) stays: every --remove option reports it as an error
# naming the macro and its line, and writes nothing.
for opt in --remove=t1 --remove=t2 --remove=t3 --remove=t4 --remove=auto; do
    rm -f "$ml_out/sync.cu"
    build/dpopt $opt "$here/macro_sync_launch.cu" -o "$ml_out/sync.cu" 2>"$ml_out/err"
    status=$?
    [ $status = 1 ] && [ ! -e "$ml_out/sync.cu" ] && pass ||
        fail "macro-launch: $opt macro_sync_launch.cu: exit $status (expected 1, no output): $(head -c 300 "$ml_out/err")"
    grep -F "macro_sync_launch.cu:10:5: error:" "$ml_out/err" |
        grep -qF "the parent launches a kernel through the macro START (line 9), which dpopt cannot see into" && pass ||
        fail "macro-launch: $opt: no error naming START at line 10: $(head -c 300 "$ml_out/err")"
    grep -F "macro_sync_launch.cu:18:5: error:" "$ml_out/err" |
        grep -qF "the parent launches a kernel through the macro LAUNCH (line 17), which dpopt cannot see into" && pass ||
        fail "macro-launch: $opt: no error naming LAUNCH at line 18: $(head -c 300 "$ml_out/err")"
done

# 2. Children that launch through a macro (of a quoted header, nested),
# through cudaLaunchKernel in a macro, or through a device function that
# does: never run inline or coarsened.
for opt in --remove=t1 --remove=t2 --remove=t3 --remove=t4 --remove=auto --threshold=128 --coarsen=2; do
    ml_note "$opt" child_launches.cu 24 "the child launches a kernel through the macro HDR_LAUNCH (line 8), which dpopt cannot see into"
    ml_note "$opt" child_launches.cu 26 "the child launches a kernel through the macro KL (line 14), which dpopt cannot see into"
    ml_note "$opt" child_launches.cu 28 "the child calls helper, which launches a kernel through the macro HDR_LAUNCH (line 17)"
    ml_keeps "$opt" child_launches.cu "mid_api<<<1, 32>>>(p);"
done

# 3. A parent that also launches through a macro: no threshold (order), no
# multiblock (NULL stream order), no persistent version; a kernel a macro
# launches into streams gets no grid-wide batch.
ml_note --threshold=128 parent_order.cu 14 "may launch again into the block's stream"
ml_note --threshold=128 parent_order.cu 14 "the parent launches a kernel through the macro LAUNCH (line 15)"
ml_keeps --threshold=128 parent_order.cu "child<<<(t % 4) + 1, 32>>>(p + t * 128);"
ml_note --aggregate=multiblock:4 parent_order.cu 14 "the parent launches a kernel through the macro LAUNCH (line 15)"
ml_note --aggregate=multiblock:4 parent_order.cu 26 "the launching kernel may be launched through the macro RUN_PARENT (line 37)"
# (grid granularity gives each grid of it a state of its own, and says so)
ml_note --aggregate=grid parent_order.cu 26 "each grid of 'twice' takes a grid-wide state of its own: the launching kernel may be launched through the macro RUN_PARENT (line 37)"
for opt in --remove=t1 --remove=t2; do
    ml_note $opt parent_order.cu 14 "the kernel gets no persistent version: the parent launches a kernel through the macro LAUNCH (line 15), which dpopt cannot see into"
done

# 4. A sync a macro makes: the launch before it is not postponed past it
# (T3, block, grid, multiblock; warp too, as for a sync written out); T4
# runs it inline. The macro's sync itself stays (dpopt does not rewrite a
# macro's text), and a device-side cudaDeviceSynchronize does not build on
# CUDA 12+: an error at the macro's use, exit 1, no output.
# ml_refused OPTION FILE LINE TEXT: exit 1, no output, a note at LINE with
# TEXT and the error at the macro's use (line 11).
ml_refused() {
    rm -f "$ml_out/out.cu"
    build/dpopt $1 "$here/$2" -o "$ml_out/out.cu" 2>"$ml_out/notes"
    local status=$?
    if [ $status = 1 ] && [ ! -e "$ml_out/out.cu" ] && grep -F "$2:$3:" "$ml_out/notes" | grep -qF "$4" &&
        grep -qF "$2:11:5: error: device-side cudaDeviceSynchronize (CDP1) made by the macro WAIT (line 11) left in place by $1" "$ml_out/notes"; then
        pass
    else
        fail "macro-launch: $1 $2: exit $status, expected exit 1, no output, a note at line $3 with '$4' and the error at line 11; got: $(head -c 400 "$ml_out/notes")"
    fi
}
for opt in --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4; do
    ml_refused $opt macro_sync.cu 10 "left as written: a device-side cudaDeviceSynchronize made by the macro WAIT (line 11) waits for this launch"
done
ml_refused --remove=t3 macro_sync.cu 10 "left as written: a cudaDeviceSynchronize made by the macro WAIT (line 11) waits for this launch"
ml_refused --remove=auto macro_sync.cu 10 "removed with t4 only: a cudaDeviceSynchronize made by the macro WAIT (line 11)"

# 5. A cudaMalloc a macro makes: no device allocation comes from the arena
# (every allocation and free of the file must change together).
for opt in --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --flatten=warp; do
    ml_note $opt macro_alloc.cu 11 "device-side cudaMalloc and cudaFree left to the device heap, not dpopt's arena: the macro ALLOC (line 11)"
    grep -q "arena_cuda" "$ml_out/out.cu" && fail "macro-launch: $opt macro_alloc.cu: an allocation was taken from the arena" || pass
done

# What was taken compiles.
if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null; then
    cp "$here/launch_header.h" "$ml_out/"
    for opt in --remove=auto --aggregate=block; do
        for f in child_launches parent_order macro_alloc; do
            build/dpopt $opt "$here/$f.cu" -o "$ml_out/$f.cu" 2>/dev/null
            nvcc -arch=sm_90 -rdc=true -Iruntime/include -I"$here" -c "$ml_out/$f.cu" -o "$ml_out/$f.o" \
                >"$ml_out/nvcc.log" 2>&1 && pass || fail "macro-launch: $opt $f.cu: nvcc: $(head -c 300 "$ml_out/nvcc.log")"
        done
    done
fi

# 6. One macro table (the file's and its quoted headers'): the uniformity
# analysis reads a header's macro as it reads the file's; before, it knew
# only the file's, and called `t = HTID` (threadIdx.x) uniform.
build/dpopt --report "$here/header_guard.cu" >"$ml_out/report" 2>&1
grep -qF "guard: if (t == 0) at line 6 (divergent)" "$ml_out/report" && pass ||
    fail "macro-launch: header_guard.cu: the guard reading a header macro's threadIdx is not divergent: $(grep guard "$ml_out/report")"
