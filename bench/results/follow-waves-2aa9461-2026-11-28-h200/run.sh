#!/bin/bash
# session 67 call 7: follow-up grids of 3 waves of blocks (A/B against 9412f97); difftest of HEAD (its runtime, from .gpu/base0) on the new shapes, every strategy
set -u
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$(date +%s)
export RC_VARIANTS=flatten=grid
( bench/runtime-compare build .gpu/base0 > /tmp/abbuild.log 2>&1; echo "abbuild rc $? at $(( $(date +%s) - t0 ))s" >> /tmp/abbuild.log ) &
abpid=$!
mkdir -p /tmp/dtroot/build && cp -r tests /tmp/dtroot/ && cp build/dpopt /tmp/dtroot/build/ && cp -r .gpu/base0/runtime /tmp/dtroot/runtime
( cd /tmp/dtroot && DIFFTEST_SHAPES=new tests/difftest/gpu-run.sh 80 6707 /tmp/dt7 0 110 > /dev/null 2>&1 )
tail -2 /tmp/dt7/run.log | head -1; cp /tmp/dt7/summary.md $OUT/difftest.md 2>/dev/null; cp /tmp/dt7/failures.tgz $OUT/ 2>/dev/null
grep total $OUT/difftest.md
echo "dt at $(( $(date +%s) - t0 ))s"
wait $abpid; tail -1 /tmp/abbuild.log
bench/runtime-compare run $OUT/cmp --runs 7 --warmup 2 > /tmp/ab.log 2>&1; echo "ab rc $?"
grep -A30 "after/before" /tmp/ab.log | grep -v "^$" | head -20
bench/runtime-compare run /tmp/cmp2 --runs 7 --warmup 2 --apps ccl --datasets noise-1024x1024 > /tmp/ab2.log 2>&1; echo "ab2 rc $?"
grep -A4 "after/before" /tmp/ab2.log | grep -v "^$" | head -4; cp /tmp/cmp2/compare.txt $OUT/compare-ccl-noise.txt
echo "ab at $(( $(date +%s) - t0 ))s"
