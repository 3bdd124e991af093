#!/bin/bash
# Session 75's last device call (about 6 minutes; carry build/dpopt and
# .gpu): the fixes of the session that change generated code or the
# runtime, on the GPU, in order of what they change most: invalid launch
# configurations under every strategy (h-config), the warp/block review's
# three miscompiles (f-warp), --corun's invalid launches, the counts past
# 32 bits after the merge (h-overflow with h-config's batch counting), and
# the differential tester over every shape on a new seed. Each step has
# its own time limit; progress and results in $OUT.
set -u
here=bench/results/next-plan-2026-11-29
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
t0=$(date +%s)
at() { echo "at $(( $(date +%s) - t0 ))s"; }
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader) $(cat .gpu/commit 2>/dev/null || git log --format=%h -1)"
timeout 100 bash $here/run-invalid-config.sh > $OUT/invalid-config.txt 2>&1
say "invalid config: $(grep -c PASS $OUT/invalid-config.txt) PASS, $(grep -c FAIL $OUT/invalid-config.txt) FAIL $(at)"
timeout 80 bash $here/run-warp-fixes.sh > $OUT/warp-fixes.txt 2>&1
say "warp fixes: $(grep -c PASS $OUT/warp-fixes.txt) PASS, $(grep -c FAIL $OUT/warp-fixes.txt) FAIL $(at)"
timeout 40 bash $here/run-corun-invalid-launch.sh > $OUT/corun-invalid-launch.txt 2>&1
say "corun invalid: $(grep -c PASS $OUT/corun-invalid-launch.txt) PASS, $(grep -c FAIL $OUT/corun-invalid-launch.txt) FAIL $(at)"
OUT=$OUT timeout 90 bash $here/run-overflow.sh new > /dev/null 2>&1
say "overflow: $(grep -c ' ok' $OUT/overflow-new.txt 2>/dev/null) ok, $(grep -ci 'wrong\|fail' $OUT/overflow-new.txt 2>/dev/null) wrong $(at)"
DIFFTEST_SHAPES=all timeout 90 tests/difftest/gpu-run.sh 80 7530 /tmp/dtall 0 75 > /dev/null 2>&1
cp /tmp/dtall/summary.md $OUT/difftest-all.md 2>/dev/null; cp /tmp/dtall/failures.tgz $OUT/failures-all.tgz 2>/dev/null
say "difftest all shapes seed 7530: $(grep total $OUT/difftest-all.md) $(at)"
