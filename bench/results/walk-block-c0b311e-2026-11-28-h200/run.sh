#!/bin/bash
# call 3: difftest of the walks' constant block and sp's one-dimensional grid; A/B ee81f56 -> HEAD (flatten=grid, aggregate=grid)
set -u
t0=$(date +%s)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; git log --oneline -1 | cut -c1-60
export RC_VARIANTS=flatten=grid,aggregate=grid
( bench/runtime-compare build .gpu/base0 > $OUT/abbuild.log 2>&1; echo "abbuild rc $? at $(( $(date +%s) - t0 ))s" >> $OUT/abbuild.log ) &
abpid=$!
DIFFTEST_SHAPES=all DIFFTEST_STRATEGIES='--flatten=grid;--aggregate=grid;-O' tests/difftest/gpu-run.sh 200 72 /tmp/dt3 0 150 > /dev/null 2>&1
tail -2 /tmp/dt3/run.log; cp /tmp/dt3/summary.md $OUT/difftest.md 2>/dev/null
echo "dt at $(( $(date +%s) - t0 ))s"
wait $abpid; tail -1 $OUT/abbuild.log
bench/runtime-compare run $OUT/cmp --runs 9 --warmup 2 > $OUT/ab.log 2>&1; echo "ab rc $?"
grep -A40 "after/before" $OUT/ab.log | grep -v "^$" | head -40
rm -f $OUT/cmp/*.log
echo "end at $(( $(date +%s) - t0 ))s"
