#!/bin/bash
# Session 76, call 5 (carry build/dpopt and .gpu): after cuda.h left the
# runtime (its parameter names broke a build with -DN=2000): the host-side
# programs again, each fixed case and the -DN=2000 build.
set -u
src=tests/runtime/capture_reset
d=$(mktemp -d)
build() { # NAME FILE DPOPT-OPTIONS [NVCC FLAGS...]
    local name=$1 file=$2 o=$3
    shift 3
    DPOPT=$PWD/build/dpopt scripts/dpopt-nvcc "--dpopt=$o" -arch=sm_90 "$@" "$src/$file" -o "$d/$name" >"$d/$name.log" 2>&1 ||
        echo "$name: build failed: $(grep -m3 error "$d/$name.log")"
}
build cap_n2000.aggregategrid cap.cu --aggregate=grid -DN=2000 &
for o in --remove=t1 --remove=t2 --remove=auto --flatten=grid; do
    build "cap2.${o//[^a-z0-9]/}" cap2.cu "$o" --default-stream per-thread &
done
for o in --promote=pa,--promote-start=pool --promote=p,--promote-start=pool; do
    build "chain.${o//[^a-z0-9]/}" chain.cu "$o" &
done
wait
for o in --aggregate=grid --aggregate=multiblock:4 --flatten=grid --remove=t1 --remove=auto; do
    build "reset.${o//[^a-z0-9]/}" reset.cu "$o" &
    build "reset_pt.${o//[^a-z0-9]/}" reset.cu "$o" --default-stream per-thread &
done
wait
for b in "$d"/*; do
    [ -x "$b" ] && [ -f "$b" ] || continue
    r=$(timeout 30 "$b" 2>&1)
    rc=$?
    echo "$(basename "$b"): $(tail -n 1 <<<"$r" | tr '\n' ' ')rc $rc"
done | tee "${OUT:-/tmp}/host-verify.txt"
