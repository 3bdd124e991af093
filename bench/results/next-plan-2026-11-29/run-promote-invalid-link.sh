#!/bin/bash
# Next session (about a minute; carry build/dpopt): chains of single-block
# grids in which one link's launch fails on its configuration (a block of
# 2,048, 0 or -64 threads), promote-invalid-link.cu, run on the GPU: the
# program as written, and under every --promote mode (pools of 128 and 2,
# and started as a pool by the host); each must print PASS (before the fix
# of 2026-11-29, every promoted one stopped at dpopt::chain_launch_failed's
# __trap: "FAIL: the chains end with unspecified launch failure" or the like).
#   usage: run-promote-invalid-link.sh [DPOPT]
set -u
dpopt=${1:-build/dpopt}
d=$(mktemp -d)
cp bench/results/next-plan-2026-11-29/promote-invalid-link.cu $d/written.cu
for o in "--promote=p" "--promote=pa" "--promote=po" "--promote=pao" "--promote=pa --promote-group=2" \
    "--promote=p --promote-start=pool" "--promote=pa --promote-start=pool" "--promote=pao --promote-start=pool"; do
    $dpopt $o $d/written.cu -o $d/$(echo $o | tr -dc 'a-z0-9').cu 2>/dev/null || echo "dpopt $o failed"
done
for f in $d/*.cu; do
    ( nvcc -O2 -arch=sm_90 -rdc=true -Iruntime/include $f -o ${f%.cu}.bin -lcudadevrt > ${f%.cu}.log 2>&1 ||
        echo "$(basename $f): build failed" ) &
done
wait
for b in $d/*.bin; do
    echo "== $(basename $b .bin)"
    timeout 60 $b 2>&1
    echo "rc $?"
done | tee ${OUT:-/tmp}/promote-invalid-link.txt
