# Warp granularity gathers the lanes that run a launch together (the active
# mask), and on Volta and later those may be running different executions
# of it: lanes in different iterations of a loop, or in different calls of
# the function that holds it. The differential tester found it (seed 11,
# programs 26, 214, 342, 344; tests/difftest/found): a value uniform at each
# iteration (`tag + j * 1000003u`) travelled as one scalar, the leader's,
# for the whole batch; wrong checksums on an H100 once the warp batch's
# barriers were real. Since seed 11 programs 518 and 583 (a lane meeting
# two warp batches at once; tests/defects/warp-batch-one-per-lane) such a
# site is not made a warp batch at all: it stays as written, with a note.
# Also: every warp batch is closed on every lane after the leader's launch
# (a lane must not make its next launch before the batch holding its last
# one is launched).
wbe="$tmp/warp-batch-executions"
mkdir -p "$wbe"
for option in --aggregate=warp "--threshold=32 --aggregate=warp"; do
    out="$wbe/loop_tag.cu"
    # shellcheck disable=SC2086
    expect_status 0 "loop_tag $option" build/dpopt $option "$here/loop_tag.cu" -o "$out"
    # In the loops and in the device function called in a loop: no batch.
    for line in 14:5 24:9 28:9; do
        grep "loop_tag.cu:$line: note: launch of 'child' " "$tmp/cli.err" | grep -qF "a thread may run the launch more than once (a loop, or a lambda)" && pass ||
            fail "loop_tag $option: the repeated launch at $line is not refused: $(grep "loop_tag.cu:$line:" "$tmp/cli.err")"
    done
    # Outside any loop, in the kernel, but beside the loops' launches: no
    # warp batch either (thread 0's batch then launches in a loop hung:
    # tests/difftest/found/seed45-55-warp-hang), the note naming one of them.
    grep "loop_tag.cu:22:9: note: launch of 'child' " "$tmp/cli.err" | grep -q "also launches 'child' (line [0-9]*), and a warp batch beside other launches can hang" && pass ||
        fail "loop_tag $option: the launch run once per thread beside launches in loops is not refused: $(grep "loop_tag.cu:22:" "$tmp/cli.err")"
    opens=$(grep -c 'dpopt::warp_batch_open(' "$out")
    [ "$opens" = 0 ] && pass || fail "loop_tag $option: $opens warp batches opened (expected none)"
done
# The runtime: the lanes' mask is hidden from ptxas, which otherwise drops
# the barriers of the shuffles and __syncwarp that name it (measured: a lane
# ran on before its group had written its records).
wb_rt=runtime/include/dpopt/warp_batch.cuh
awk '/bool warp_batch_open/,/^}/' "$wb_rt" | grep -q 'b->mask = warp_active_lanes();' && pass ||
    fail "warp-batch-executions: warp_batch_open takes the mask from __activemask() as ptxas sees it"
awk '/arena_cudaMalloc/,/^}/' runtime/include/dpopt/arena.cuh | grep -q 'mask = warp_active_lanes()' && pass ||
    fail "warp-batch-executions: arena_cudaMalloc takes the mask from __activemask() as ptxas sees it"
awk '/arena_cudaFree/,/^}/' runtime/include/dpopt/arena.cuh | grep -q 'mask = warp_active_lanes()' && pass ||
    fail "warp-batch-executions: arena_cudaFree takes the mask from __activemask() as ptxas sees it"
awk '/void warp_batch_close/,/^}/' "$wb_rt" | grep -q '__syncwarp(b.mask);' && pass ||
    fail "warp-batch-executions: warp_batch_close does not hold the lanes until the leader has launched"
if [ "${DPOPT_SKIP_NVCC:-0}" != 1 ] && command -v nvcc >/dev/null; then
    nvcc -arch=sm_90 -rdc=true -Iruntime/include -c "$wbe/loop_tag.cu" -o "$wbe/loop_tag.o" >"$wbe/nvcc.log" 2>&1 && pass ||
        fail "warp-batch-executions: nvcc rejects dpopt's output: $(head -c 300 "$wbe/nvcc.log")"
fi
