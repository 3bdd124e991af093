#!/bin/bash
# -O hoisting after an early exit of a bound: the difftest's hoist shape (now drawing early exits).
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
DIFFTEST_SHAPES=hoist DIFFTEST_STRATEGIES='--hoist;-O' timeout 150 tests/difftest/gpu-run.sh 80 6906 /tmp/dt6 0 130 > /dev/null 2>&1
cp /tmp/dt6/summary.md $OUT/difftest-hoist.md 2>/dev/null; cp /tmp/dt6/failures.tgz $OUT/failures6.tgz 2>/dev/null
say "dt6: $(grep total $OUT/difftest-hoist.md)"
grep -l "t >= n" /tmp/dt6/*/*.cu 2>/dev/null | wc -l | sed 's/^/files with early exits: /' | tee -a "$log"
