#!/bin/bash
# Session 74's last call (about 5 minutes; carry build/dpopt and .gpu): the
# differential tester over every shape and every strategy, a new seed (7410),
# 250 programs, 270 s of budget. Writes device.txt, difftest-all.md and
# failures.tgz (where a case failed).
set -u
t0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit 2>/dev/null || git log --format=%h -1; } > $OUT/device.txt
DIFFTEST_SHAPES=all timeout 300 tests/difftest/gpu-run.sh 250 7410 /tmp/dtall 0 270 > /tmp/dtall.log 2>&1
cp /tmp/dtall/summary.md $OUT/difftest-all.md 2>/dev/null; cp /tmp/dtall/failures.tgz $OUT/ 2>/dev/null
tail -n 3 /tmp/dtall.log >> $OUT/difftest-all.md
echo "difftest all shapes, seed 7410: $(grep '^| total' $OUT/difftest-all.md) at $(( $(date +%s) - t0 )) s"
