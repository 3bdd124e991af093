#!/bin/bash
# session 68 call 1: the walk reconverged each round (reconverge.patch): grid-flat checks, difftest (grid_stride every strategy after e9499a5; flattening shapes), A/B against b648b61 (--flatten=grid)
set -u
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$(date +%s)
export RC_VARIANTS=flatten=grid
( bench/runtime-compare build .gpu/base0 > /tmp/abbuild.log 2>&1; echo "abbuild rc $? at $(( $(date +%s) - t0 ))s" >> /tmp/abbuild.log ) &
abpid=$!
timeout 140 tests/runtime/gpu-grid-flat.sh build/dpopt /tmp/gf > $OUT/grid-flat.txt 2>&1; echo "grid-flat rc $? PASS $(grep -c PASS $OUT/grid-flat.txt)"; grep FAIL $OUT/grid-flat.txt | head -5
echo "gf at $(( $(date +%s) - t0 ))s"
DIFFTEST_SHAPES=grid_stride tests/difftest/gpu-run.sh 30 6801 /tmp/dt1 0 120 > /dev/null 2>&1
tail -2 /tmp/dt1/run.log | head -1; cp /tmp/dt1/summary.md $OUT/difftest-grid-stride.md 2>/dev/null; cp /tmp/dt1/failures.tgz $OUT/failures1.tgz 2>/dev/null
grep total $OUT/difftest-grid-stride.md
echo "dt1 at $(( $(date +%s) - t0 ))s"
DIFFTEST_SHAPES=new DIFFTEST_STRATEGIES='--flatten=grid;--flatten=block;--flatten=warp;-O' tests/difftest/gpu-run.sh 120 6802 /tmp/dt2 0 100 > /dev/null 2>&1
tail -2 /tmp/dt2/run.log | head -1; cp /tmp/dt2/summary.md $OUT/difftest-flatten.md 2>/dev/null; cp /tmp/dt2/failures.tgz $OUT/failures2.tgz 2>/dev/null
grep total $OUT/difftest-flatten.md
echo "dt2 at $(( $(date +%s) - t0 ))s"
wait $abpid; tail -1 /tmp/abbuild.log
bench/runtime-compare run $OUT/cmp --runs 7 --warmup 2 --apps ccl,sp,mstf,mstv,bfs,sssp,gc,tc > /tmp/ab.log 2>&1; echo "ab rc $?"
grep -A30 "after/before" /tmp/ab.log | grep -v "^$" | head -24
rm -f $OUT/cmp/*.log
echo "ab at $(( $(date +%s) - t0 ))s"
