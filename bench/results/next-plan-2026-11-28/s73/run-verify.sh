#!/bin/bash
# Next session, call 2 (about 2 minutes; carry build/dpopt): what session 72
# changed after its device time ran out. The differential tester's
# hoist_offsets shape under --hoist and -O (it now draws an int or unsigned
# index with a negative bound, counted on the host as the kernel compares
# them, and a child writing back the word its parent read, which dpopt must
# refuse), and tests/runtime/gpu-hoist-offsets.sh. Progress in $OUT/log.txt.
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
t0=$(date +%s)
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader) $(git log --format=%h -1)"
DIFFTEST_SHAPES=hoist_offsets DIFFTEST_STRATEGIES='--hoist;-O' \
    timeout 170 tests/difftest/gpu-run.sh 300 7312 /tmp/dtho 0 140 > /dev/null 2>&1
cp /tmp/dtho/summary.md $OUT/difftest-hoist-offsets.md 2>/dev/null; cp /tmp/dtho/failures.tgz $OUT/ 2>/dev/null
say "difftest hoist_offsets seed 7312: $(grep total $OUT/difftest-hoist-offsets.md) at $(( $(date +%s) - t0 ))s"
timeout 120 tests/runtime/gpu-hoist-offsets.sh build/dpopt /tmp/gho > $OUT/gpu-hoist-offsets.txt 2>&1
say "gpu-hoist-offsets rc $? FAIL $(grep -c FAIL $OUT/gpu-hoist-offsets.txt) ok $(grep -c '^ok' $OUT/gpu-hoist-offsets.txt) at $(( $(date +%s) - t0 ))s"
