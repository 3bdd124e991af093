#!/bin/bash
# call 6: the follow lock's event under per-thread default streams; difftest; A/B ee81f56 -> HEAD on followed apps
set -u
t0=$(date +%s)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export RC_VARIANTS=flatten=grid
( bench/runtime-compare build .gpu/base0 > $OUT/abbuild.log 2>&1; echo "abbuild rc $? at $(( $(date +%s) - t0 ))s" >> $OUT/abbuild.log ) &
abpid=$!
for i in 1 2 3; do tests/runtime/gpu-follow-hosts.sh build/dpopt /tmp/fh$i 2>&1 | tail -3; done
echo "fh at $(( $(date +%s) - t0 ))s"
DIFFTEST_NVCC_FLAGS='--default-stream per-thread' DIFFTEST_SHAPES=threads,streams,loops DIFFTEST_STRATEGIES='--flatten=grid;-O' tests/difftest/gpu-run.sh 100 75 /tmp/dt7 0 60 > /dev/null 2>&1
tail -2 /tmp/dt7/run.log | head -1; cp /tmp/dt7/summary.md $OUT/difftest-per-thread.md 2>/dev/null
DIFFTEST_SHAPES=resized,streams,loops,threads DIFFTEST_STRATEGIES='--flatten=grid;-O' tests/difftest/gpu-run.sh 100 76 /tmp/dt8 0 60 > /dev/null 2>&1
tail -2 /tmp/dt8/run.log | head -1; cp /tmp/dt8/summary.md $OUT/difftest-legacy.md 2>/dev/null
echo "dt at $(( $(date +%s) - t0 ))s"
wait $abpid; tail -1 $OUT/abbuild.log
bench/runtime-compare run $OUT/cmp --runs 15 --warmup 2 --apps bfs,sssp,mstf --datasets rmat12 > $OUT/ab.log 2>&1; echo "ab rc $?"
grep -A8 "after/before" $OUT/ab.log | grep -v "^$" | head -8
bench/runtime-compare run $OUT/cmp2 --runs 15 --warmup 2 --apps gc,tc > $OUT/ab2.log 2>&1; echo "ab2 rc $?"
grep -A8 "after/before" $OUT/ab2.log | grep -v "^$" | head -8
rm -f $OUT/cmp/*.log $OUT/cmp2/*.log $OUT/ab2.log $OUT/abbuild.log $OUT/cmp/compare.txt $OUT/cmp2/compare.txt
echo "end at $(( $(date +%s) - t0 ))s"
