#!/bin/bash
# session 67 call 6: walks in pieces spread over the batch (grid_flat_pieces = 4): difftest, grid-flat checks, A/B against 9412f97 (--flatten=grid)
set -u
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$(date +%s)
export RC_VARIANTS=flatten=grid
( bench/runtime-compare build .gpu/base0 > /tmp/abbuild.log 2>&1; echo "abbuild rc $? at $(( $(date +%s) - t0 ))s" >> /tmp/abbuild.log ) &
abpid=$!
DIFFTEST_SHAPES=streams,threads,resized,loops,grid_stride DIFFTEST_STRATEGIES='--flatten=grid;-O' tests/difftest/gpu-run.sh 160 6706 /tmp/dt5 0 110 > /dev/null 2>&1
tail -2 /tmp/dt5/run.log | head -1; cp /tmp/dt5/summary.md $OUT/difftest.md 2>/dev/null; cp /tmp/dt5/failures.tgz $OUT/ 2>/dev/null
grep total $OUT/difftest.md
echo "dt at $(( $(date +%s) - t0 ))s"
timeout 150 tests/runtime/gpu-grid-flat.sh build/dpopt /tmp/gf > $OUT/grid-flat.txt 2>&1; echo "grid-flat rc $? PASS $(grep -c PASS $OUT/grid-flat.txt)"; grep FAIL $OUT/grid-flat.txt | head -5
echo "gf at $(( $(date +%s) - t0 ))s"
wait $abpid; tail -1 /tmp/abbuild.log
bench/runtime-compare run $OUT/cmp --runs 7 --warmup 2 > /tmp/ab.log 2>&1; echo "ab rc $?"
grep -A30 "after/before" /tmp/ab.log | grep -v "^$" | head -30
echo "ab at $(( $(date +%s) - t0 ))s"
bench/runtime-compare run $OUT/cmp2 --runs 7 --warmup 2 --apps ccl,bt,qt --datasets noise-1024x1024,sample-lines-25600,clustered-40000 > /tmp/ab2.log 2>&1; echo "ab2 rc $?"
grep -A8 "after/before" /tmp/ab2.log | grep -v "^$" | head -8
