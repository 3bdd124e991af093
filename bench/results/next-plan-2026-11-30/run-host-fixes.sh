#!/bin/bash
# Session 76, call 4 (carry build/dpopt and .gpu): the host side's fixes
# (capture: launch_free in place, the chain's pool made on the device, the
# pending limit not set in a capture; cudaDeviceReset: a slot per context),
# with the test programs now correct as written (launches a grid within
# CDP's 2,048 pending: N 1000), plus diagnostics of the first run's two
# open questions (as written, the 16-link chain lost links under capture;
# cap.cu under --aggregate=block hung at N 2000), then the runtime's GPU
# checks the change touches.
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
    fi || echo "$name: build failed: $(grep -m3 error "$d/$name.log")"
}
for o in written --aggregate=block --aggregate=grid --flatten=grid --remove=t1 --remove=t3 --remove=t4 --remove=auto; do
    build "cap.${o//[^a-z0-9]/}" cap.cu "$o" &
done
build cap_n2000.written cap.cu written -DN=2000 &
build cap_n2000.aggregateblock cap.cu --aggregate=block -DN=2000 &
for o in written --aggregate=grid --aggregate=multiblock:4 --flatten=grid --remove=t1 --remove=t2 --remove=auto; do
    build "cap2.${o//[^a-z0-9]/}" cap2.cu "$o" --default-stream per-thread &
done
wait
for o in written --promote=p --promote=pa --promote=p,--promote-start=pool --promote=pa,--promote-start=pool; do
    build "chain.${o//[^a-z0-9]/}" chain.cu "$o" &
    build "chain_direct.${o//[^a-z0-9]/}" chain.cu "$o" -DCAPTURE=0 &
done
build chain_6.written chain.cu written -DLINKS=6 &
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
    r=$(timeout 30 "$b" 2>&1)
    rc=$?
    echo "$(basename "$b"): $(tail -n 2 <<<"$r" | tr '\n' ' ')rc $rc"
done | tee "${OUT:-/tmp}/host-side.txt"
for s in gpu-chain gpu-devices gpu-exit gpu-follow-hosts; do
    echo "== $s"
    timeout 150 tests/runtime/$s.sh build/dpopt 2>&1 | tail -n 6
done
