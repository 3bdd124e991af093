#!/bin/bash
# After the hoisted grid's size checked factor by factor (runtime) and host launches naming dp_ left as written:
# ccl hoist and O, the difftest's hoist shape under --hoist and -O.
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
t0=$(date +%s)
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
timeout 150 bench/run --apps ccl --variants cdp,flat_lb,hoist,O --build-only --jobs 8 > /tmp/b.log 2>&1; say "build: $(tail -1 /tmp/b.log)"
for r in 1 2; do
  timeout 60 bench/run --apps ccl --variants cdp,flat_lb,hoist,O --no-build --min-time 20 --runs 10 --warmup 2 --timeout 20 --csv $OUT/ccl.csv > /dev/null 2>&1
done
cut -d, -f2,3,6,10 $OUT/ccl.csv | sort | tee -a "$log"
DIFFTEST_SHAPES=hoist DIFFTEST_STRATEGIES='--hoist;-O' timeout 120 tests/difftest/gpu-run.sh 60 6905 /tmp/dt5 0 100 > /dev/null 2>&1
cp /tmp/dt5/summary.md $OUT/difftest-hoist.md 2>/dev/null; cp /tmp/dt5/failures.tgz $OUT/failures5.tgz 2>/dev/null
say "dt5: $(grep total $OUT/difftest-hoist.md) at $(( $(date +%s) - t0 ))s"
