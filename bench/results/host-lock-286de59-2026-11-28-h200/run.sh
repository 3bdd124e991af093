#!/bin/bash
# call 7: host launch lock (GridOrderLock, FollowLock) under per-thread default streams; difftest
set -u
t0=$(date +%s)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for i in 1 2; do tests/runtime/gpu-follow-hosts.sh build/dpopt /tmp/fh$i 2>&1 | tail -6; done
echo "fh at $(( $(date +%s) - t0 ))s"
tests/runtime/gpu-grid-flat.sh build/dpopt /tmp/gf > /tmp/gf.log 2>&1; echo "grid-flat rc $?: $(grep -c PASS /tmp/gf.log) PASS"; grep FAIL /tmp/gf.log | head -3
echo "gf at $(( $(date +%s) - t0 ))s"
DIFFTEST_NVCC_FLAGS='--default-stream per-thread' DIFFTEST_SHAPES=threads,streams,loops,resized DIFFTEST_STRATEGIES='--aggregate=grid;--aggregate=multiblock:4;--flatten=grid;-O' tests/difftest/gpu-run.sh 100 77 /tmp/dt9 0 70 > /dev/null 2>&1
tail -2 /tmp/dt9/run.log | head -1; cp /tmp/dt9/summary.md $OUT/difftest-per-thread.md 2>/dev/null
DIFFTEST_SHAPES=all DIFFTEST_STRATEGIES='--aggregate=grid;--aggregate=multiblock:4;--flatten=grid;--remove=auto;-O' tests/difftest/gpu-run.sh 120 78 /tmp/dt10 0 80 > /dev/null 2>&1
tail -2 /tmp/dt10/run.log | head -1; cp /tmp/dt10/summary.md $OUT/difftest-legacy.md 2>/dev/null
echo "end at $(( $(date +%s) - t0 ))s"
