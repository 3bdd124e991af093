#!/bin/bash
# Session 76, call 3 (carry build/dpopt and .gpu): the host side's
# suspicions (run-host-side.sh of next-plan-2026-11-29, about 2 minutes),
# the batch cut check (a batch past 2^31 - 1 blocks), then the differential
# tester over every shape on a new seed with what time is left (BUDGET_S).
set -u
budget=${1:-280}
bash bench/results/next-plan-2026-11-29/run-host-side.sh 2>&1 | tail -n 60
echo "== batch cut"
tests/runtime/gpu-batch-cut.sh build/dpopt 2>&1 | tail -n 15
echo "== difftest, every shape, seed 7640"
DIFFTEST_SHAPES=all tests/difftest/gpu-run.sh 60 7640 $OUT/difftest 0 "$budget" 2>&1 | tail -n 8
cat $OUT/difftest/summary.md 2>/dev/null | awk -F'|' 'NR<=2 || $6+$7+$8+$9+$11+$12>0'
