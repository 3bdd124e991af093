#!/bin/bash
# Session 73's fourth call (about 9 minutes; carry build/dpopt and bench/data):
# the differential tester over every shape and every strategy (seed 7331,
# 200 s of budget), then bench/recheck on the whole suite at 3e695e8 with
# its rounds alternating (the first recheck's were not). Writes device.txt,
# difftest-all.md, failures.tgz (where a case failed), recheck.log and
# round-1..3.csv: at most 7 of the device tool's 8 files.
set -u
t0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; git log --format=%h -1; } > $OUT/device.txt
DIFFTEST_SHAPES=all timeout 260 tests/difftest/gpu-run.sh 100 7331 /tmp/dtall 0 200 > /tmp/dtall.log 2>&1
cp /tmp/dtall/summary.md $OUT/difftest-all.md 2>/dev/null; cp /tmp/dtall/failures.tgz $OUT/ 2>/dev/null
tail -n 3 /tmp/dtall.log >> $OUT/difftest-all.md
echo "difftest all shapes, seed 7331: $(grep '^| total' $OUT/difftest-all.md) at $(( $(date +%s) - t0 )) s"
timeout 330 bench/recheck --rounds 3 bench/results/suite-3e695e8-2026-11-28-h200 $OUT 2>&1 | tail -5
echo "done at $(( $(date +%s) - t0 )) s"
