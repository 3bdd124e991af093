#!/bin/bash
# Next session, call 1 (about 4 minutes; carry build/dpopt, bench/data): what session 70 built and could
# not run for want of device time. (1) tests/defects/pool-given-back/gpu.sh: the pool empties after each
# of 200 runs of a recursion under every strategy, with the levels' spaces now reused from one level to
# the next (67f6233); (2) the differential tester's old shapes (kernels launching themselves) under
# removal on new seeds. Every step bounded; progress in $OUT/log.txt.
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
t0=$(date +%s)
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
timeout 150 tests/defects/pool-given-back/gpu.sh $OUT/pgb build/dpopt > $OUT/pool-given-back.txt 2>&1
say "pool-given-back rc $? PASS $(grep -c PASS $OUT/pool-given-back.txt) FAIL $(grep -c FAIL $OUT/pool-given-back.txt) at $(( $(date +%s) - t0 ))s"
rm -rf $OUT/pgb
DIFFTEST_STRATEGIES='--remove=t1;--remove=t2;--remove=auto;-O' timeout 100 tests/difftest/gpu-run.sh 150 7101 /tmp/dtl 0 80 > /dev/null 2>&1
cp /tmp/dtl/summary.md $OUT/difftest-levels.md 2>/dev/null; cp /tmp/dtl/failures.tgz $OUT/ 2>/dev/null
say "difftest seed 7101: $(grep total $OUT/difftest-levels.md) at $(( $(date +%s) - t0 ))s"
# Then (about 60 s): qt under the one-barrier levels with 6 blocks a SM, and with the barrier's
# backing off changed (qt-step/run.sh), to close qt clustered's last 5%.
timeout 120 bash bench/results/next-plan-2026-11-28/qt-step/run.sh $OUT/qt-step > $OUT/qt-step.log 2>&1
say "qt-step rc $? at $(( $(date +%s) - t0 ))s"; tail -10 $OUT/qt-step.log | tee -a "$log"
say "end at $(( $(date +%s) - t0 ))s"
