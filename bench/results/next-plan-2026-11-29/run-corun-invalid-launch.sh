#!/bin/bash
# Next session (about 30 s; carry build/dpopt): launches whose grid would not
# start (1 x 70,000; -1), from the host and from the device, under --corun
# --corun-children with a quota, corun-invalid-launch.cu, run on the GPU: the
# program as written and the co-runnable one must each print PASS (before
# the fix of 2026-11-29 the co-runnable versions ran those grids).
#   usage: run-corun-invalid-launch.sh [DPOPT]
set -u
dpopt=${1:-build/dpopt}
d=$(mktemp -d)
cp bench/results/next-plan-2026-11-29/corun-invalid-launch.cu $d/written.cu
$dpopt --corun --corun-children $d/written.cu -o $d/corun.cu 2>/dev/null || echo "dpopt --corun failed"
for f in $d/*.cu; do
    ( nvcc -O2 -arch=sm_90 -rdc=true -Iruntime/include $f -o ${f%.cu}.bin -lcudadevrt > ${f%.cu}.log 2>&1 ||
        echo "$(basename $f): build failed" ) &
done
wait
for b in $d/*.bin; do
    echo "== $(basename $b .bin)"
    DPOPT_CORUN=mark:tlp=2,child:tlp=2 timeout 120 $b 2>&1
    echo "rc $?"
done | tee ${OUT:-/tmp}/corun-invalid-launch.txt
