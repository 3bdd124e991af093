#!/bin/bash
# call 2: ccl kernel by kernel; bfs rmat12 A/B of the room claim (ee81f56 -> HEAD)
set -u
t0=$(date +%s)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; git log --oneline -1 | cut -c1-60
export RC_VARIANTS=flatten=grid
( bench/runtime-compare build .gpu/base0 > $OUT/abbuild.log 2>&1; echo "abbuild rc $? at $(( $(date +%s) - t0 ))s" >> $OUT/abbuild.log ) &
abpid=$!
wait $abpid; tail -1 $OUT/abbuild.log
bench/runtime-compare run $OUT/cmp --runs 15 --warmup 2 --apps bfs,sssp --datasets rmat12 > $OUT/ab.log 2>&1; echo "ab rc $?"
grep -A8 "after/before" $OUT/ab.log | head -12
echo "ab at $(( $(date +%s) - t0 ))s"
unset RC_VARIANTS
bench/kernel-times $OUT/kt ccl:blobs-1024x1024:flat_lb,cdp,threshold=128,aggregate=grid,flatten=grid 2>&1 | tail -40
rm -rf $OUT/kt/raw
echo "end at $(( $(date +%s) - t0 ))s"
