#!/bin/bash
# call 8: rooms per stream for followed kernels launched into streams (ccl): difftest, ccl A/B, kernel times
set -u
t0=$(date +%s)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export RC_VARIANTS=flatten=grid
( bench/runtime-compare build .gpu/base0 > /tmp/abbuild.log 2>&1; echo "abbuild rc $? at $(( $(date +%s) - t0 ))s" >> /tmp/abbuild.log ) &
abpid=$!
DIFFTEST_SHAPES=streams,threads,resized,loops DIFFTEST_STRATEGIES='--flatten=grid;-O' tests/difftest/gpu-run.sh 120 79 /tmp/dt11 0 60 > /dev/null 2>&1
tail -2 /tmp/dt11/run.log | head -1; cp /tmp/dt11/summary.md $OUT/difftest-legacy.md 2>/dev/null
DIFFTEST_NVCC_FLAGS='--default-stream per-thread' DIFFTEST_SHAPES=streams,threads DIFFTEST_STRATEGIES='--flatten=grid;-O' tests/difftest/gpu-run.sh 80 80 /tmp/dt12 0 40 > /dev/null 2>&1
tail -2 /tmp/dt12/run.log | head -1; cp /tmp/dt12/summary.md $OUT/difftest-per-thread.md 2>/dev/null
echo "dt at $(( $(date +%s) - t0 ))s"
wait $abpid; tail -1 /tmp/abbuild.log
bench/runtime-compare run $OUT/cmp --runs 9 --warmup 2 --apps ccl --datasets blobs-1024x1024,noise-1024x1024 > /tmp/ab.log 2>&1; echo "ab rc $?"
grep -A5 "after/before" /tmp/ab.log | grep -v "^$" | head -6
grep -h "ccl.*flat_lb\|ccl.*,cdp," $OUT/cmp/after.csv | cut -d, -f2,3,6 | head -4
echo "ab at $(( $(date +%s) - t0 ))s"
unset RC_VARIANTS
bench/kernel-times $OUT/kt ccl:blobs-1024x1024:flatten=grid 2>&1 | tail -10
rm -rf $OUT/kt/raw $OUT/kt/build.log $OUT/cmp/*.log $OUT/cmp/compare.txt
echo "end at $(( $(date +%s) - t0 ))s"
