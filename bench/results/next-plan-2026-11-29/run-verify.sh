#!/bin/bash
# Next session, call 0 (about 5 minutes; carry build/dpopt and .gpu): the
# fixes of session 74 that change generated code, and the differential
# tester's new child_code shape (what the reviews of 2026-11-29 found),
# under every option set. Progress in $OUT/log.txt.
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
t0=$(date +%s)
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader) $(cat .gpu/commit 2>/dev/null || git log --format=%h -1)"
timeout 60 bash bench/results/next-plan-2026-11-29/run-null-argument.sh > /dev/null 2>&1
say "null argument: $(tr '\n' ';' < $OUT/null-argument.txt) at $(( $(date +%s) - t0 ))s"
DIFFTEST_SHAPES=child_code timeout 120 tests/difftest/gpu-run.sh 150 7510 /tmp/dtcc 0 100 > /dev/null 2>&1
cp /tmp/dtcc/summary.md $OUT/difftest-child-code.md 2>/dev/null; cp /tmp/dtcc/failures.tgz $OUT/failures-child-code.tgz 2>/dev/null
say "difftest child_code seed 7510: $(grep total $OUT/difftest-child-code.md) at $(( $(date +%s) - t0 ))s"
DIFFTEST_SHAPES=all timeout 200 tests/difftest/gpu-run.sh 200 7520 /tmp/dtall 0 170 > /dev/null 2>&1
cp /tmp/dtall/summary.md $OUT/difftest-all.md 2>/dev/null; cp /tmp/dtall/failures.tgz $OUT/failures-all.tgz 2>/dev/null
say "difftest all shapes seed 7520: $(grep total $OUT/difftest-all.md) at $(( $(date +%s) - t0 ))s"
