#!/bin/bash
# call 1: room claim checks + A/B flatten=grid against ee81f56
set -u
t0=$(date +%s)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; nvcc --version | tail -1; git log --oneline -1 | cut -c1-60
export RC_VARIANTS=flatten=grid
( bench/runtime-compare build .gpu/base0 > $OUT/abbuild.log 2>&1; echo "abbuild rc $? at $(( $(date +%s) - t0 ))s" >> $OUT/abbuild.log ) &
abpid=$!
tests/runtime/gpu-follow-hosts.sh build/dpopt /tmp/fh 2>&1 | tail -6
echo "fh at $(( $(date +%s) - t0 ))s"
tests/runtime/gpu-attributes.sh build/dpopt /tmp/attr > $OUT/attr.log 2>&1; echo "attributes rc $?: $(grep -c PASS $OUT/attr.log) PASS"; grep -v PASS $OUT/attr.log | head -8
echo "attr at $(( $(date +%s) - t0 ))s"
tests/runtime/gpu-grid-flat.sh build/dpopt /tmp/gf > /tmp/gf.log 2>&1; echo "grid-flat rc $?: $(grep -c PASS /tmp/gf.log) PASS"; grep FAIL /tmp/gf.log | head -5
echo "gf at $(( $(date +%s) - t0 ))s"
DIFFTEST_SHAPES=resized,streams,loops DIFFTEST_STRATEGIES='--flatten=grid;-O' tests/difftest/gpu-run.sh 150 71 /tmp/dt1 0 110 > /dev/null 2>&1
tail -3 /tmp/dt1/run.log; cp /tmp/dt1/summary.md $OUT/dt1.md 2>/dev/null
echo "dt at $(( $(date +%s) - t0 ))s"
wait $abpid; tail -2 $OUT/abbuild.log
bench/runtime-compare run $OUT/cmp --runs 9 --warmup 2 > $OUT/ab.log 2>&1; echo "ab rc $?"
tail -30 $OUT/ab.log
echo "end at $(( $(date +%s) - t0 ))s"
