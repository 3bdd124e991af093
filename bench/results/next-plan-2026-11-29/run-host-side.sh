#!/bin/bash
# Host side of transformed programs (review r-host, not yet run on a GPU;
# about 2 minutes on 16 cores (6 on 2); carry build/dpopt): suspected breakages of graph capture
# and cudaDeviceReset. Each program checks its own output and prints PASS
# or FAIL (with the failing CUDA call); the program as written must PASS.
#   cap.cu    the parent's first launch captured (global mode) into a graph
#             on a non-blocking stream, the graph launched twice;
#   cap2.cu   the same in the per-thread default stream (--default-stream
#             per-thread, launches without a stream): launch_free's first
#             call (cudaMallocHost, cudaMalloc, a synchronous cudaMemset)
#             would run inside the capture (suspected: capture invalidated);
#   chain.cu  a chain's first link captured: --promote=p/po call
#             chain_pending_room (cudaDeviceSetLimit) inside the capture,
#             --promote-start=pool copies a host image from pageable memory
#             that is freed at once (suspected: the replay reads freed memory);
#   hoist.cu  an offsets walk captured (cudaMallocAsync: expected PASS);
#   reset.cu  cudaDeviceReset between two runs: the per-device state kept
#             from the first context (launch_free's selector, the follow
#             room, the raised pending limit) is used in the second
#             (suspected: errors or wrong results under --remove and
#             --flatten=grid).
set -u
src=tests/runtime/capture_reset
d=$(mktemp -d)
build() { # NAME FILE DPOPT-OPTIONS [NVCC FLAGS...]
    local name=$1 file=$2 o=$3
    shift 3
    if [ "$o" = written ]; then
        nvcc -arch=sm_90 -rdc=true "$@" "$src/$file" -o "$d/$name" -lcudadevrt >"$d/$name.log" 2>&1
    else
        DPOPT=$PWD/build/dpopt scripts/dpopt-nvcc "--dpopt=$o" -arch=sm_90 "$@" "$src/$file" -o "$d/$name" >"$d/$name.log" 2>&1
    fi || echo "$name: build failed: $(head -c 300 "$d/$name.log")"
}
for o in written --aggregate=block --aggregate=grid --flatten=grid --remove=t3 --remove=t4; do
    build "cap.${o//[^a-z0-9]/}" cap.cu "$o" &
done
for o in written --aggregate=grid --aggregate=multiblock:4 --flatten=grid --remove=t1 --remove=t2 --remove=auto; do
    build "cap2.${o//[^a-z0-9]/}" cap2.cu "$o" --default-stream per-thread &
done
for o in written --promote=p --promote=pa --promote=p,--promote-start=pool --promote=pa,--promote-start=pool; do
    build "chain.${o//[^a-z0-9]/}" chain.cu "$o" &
done
for o in written --hoist; do
    build "hoist.${o//[^a-z0-9]/}" hoist.cu "$o" &
done
for o in written --aggregate=grid --aggregate=multiblock:4 --flatten=grid --remove=t1 --remove=auto; do
    build "reset.${o//[^a-z0-9]/}" reset.cu "$o" &
    build "reset_pt.${o//[^a-z0-9]/}" reset.cu "$o" --default-stream per-thread &
done
wait
for b in "$d"/*; do
    [ -x "$b" ] && [ -f "$b" ] || continue
    r=$(timeout 60 "$b" 2>&1)
    rc=$?
    echo "$(basename "$b"): $(tail -n 2 <<<"$r" | tr '\n' ' ')rc $rc"
done | tee "${OUT:-/tmp}/host-side.txt"
