#!/bin/bash
# call 5: the room the legacy stream's alone: follow hosts before (ee81f56's runtime) and after; difftest; ccl kernels
set -u
t0=$(date +%s)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
echo "== after (this runtime)"
tests/runtime/gpu-follow-hosts.sh build/dpopt /tmp/fha 2>&1 | tail -6
echo "== before (ee81f56's runtime: every ticket claims the room)"
FOLLOW_RUNTIME=.gpu/base0/runtime/include tests/runtime/gpu-follow-hosts.sh build/dpopt /tmp/fhb 2>&1 | tail -6
echo "fh at $(( $(date +%s) - t0 ))s"
DIFFTEST_NVCC_FLAGS='--default-stream per-thread' DIFFTEST_SHAPES=threads,streams DIFFTEST_STRATEGIES='--flatten=grid;-O' tests/difftest/gpu-run.sh 100 73 /tmp/dt5 0 70 > /dev/null 2>&1
tail -2 /tmp/dt5/run.log; cp /tmp/dt5/summary.md $OUT/difftest-per-thread.md 2>/dev/null
DIFFTEST_SHAPES=resized,streams,loops,threads DIFFTEST_STRATEGIES='--flatten=grid;-O' tests/difftest/gpu-run.sh 100 74 /tmp/dt6 0 70 > /dev/null 2>&1
tail -2 /tmp/dt6/run.log; cp /tmp/dt6/summary.md $OUT/difftest-legacy.md 2>/dev/null
echo "dt at $(( $(date +%s) - t0 ))s"
bench/kernel-times $OUT/kt ccl:blobs-1024x1024:flat_lb,flatten=grid 2>&1 | tail -14
rm -rf $OUT/kt/raw
echo "end at $(( $(date +%s) - t0 ))s"
