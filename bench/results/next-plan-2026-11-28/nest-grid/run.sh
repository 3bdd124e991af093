#!/bin/bash
# Session 71, call 4 (about 8 minutes; carry build/dpopt, bench/data): every
# grid-granularity fused grid launched as a child of the launching grid
# (dpopt::launch_nested) where no other launch of its blocks is ordered with
# the batch's, not only a recursion's levels. (1) the runtime GPU tests of
# grid granularity; (2) the differential tester under --aggregate=grid,
# --flatten=grid and -O on the default shapes; (3) the apps whose grid
# variants change (bh, bt, ccl, dyncall, sp; qsb's first dataset). Progress
# in $OUT/log.txt; every step bounded.
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
t0=$(date +%s)
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
for t in grid-flat grid-table null-order streams levels block-walk groups; do
    timeout 45 tests/runtime/gpu-$t.sh build/dpopt /tmp/rt-$t > $OUT/gpu-$t.txt 2>&1
    say "gpu-$t rc $? FAIL $(grep -c FAIL $OUT/gpu-$t.txt) PASS $(grep -c PASS $OUT/gpu-$t.txt) at $(( $(date +%s) - t0 ))s"
done
DIFFTEST_STRATEGIES='--aggregate=grid;--flatten=grid;-O' timeout 110 tests/difftest/gpu-run.sh 120 7103 /tmp/dtg 0 80 > /dev/null 2>&1
cp /tmp/dtg/summary.md $OUT/difftest-grid.md 2>/dev/null; cp /tmp/dtg/failures.tgz $OUT/ 2>/dev/null
say "difftest seed 7103: $(grep total $OUT/difftest-grid.md) at $(( $(date +%s) - t0 ))s"
left=$(( 540 - ($(date +%s) - t0) ))
timeout $left bench/run --apps bh,bt,ccl,dyncall,sp,qsb --quick --runs 5 --min-time 20 \
    --variants cdp,flat,aggregate=grid,flatten=grid,threshold=128+aggregate=grid+coarsen=2 --csv $OUT/nest-grid.csv > $OUT/bench.log 2>&1
say "bench rc $? at $(( $(date +%s) - t0 ))s"; grep -E "^\[" $OUT/bench.log | cut -c1-110 | tee -a "$log"
say "end at $(( $(date +%s) - t0 ))s"
