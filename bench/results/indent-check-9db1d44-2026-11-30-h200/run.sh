#!/bin/bash
# GPU checks of the commit whose outputs move in-place bodies one level deeper:
# bench apps under the option sets that rewrite bodies in place (every run
# verified), gpu-levels, gpu-subtree, and the differential tester (seed 8302).
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
( timeout 150 tests/runtime/gpu-levels.sh build/dpopt /tmp/lv > /tmp/gpu-levels.txt 2>&1; echo "rc $? at $(( $(date +%s) - T0 )) s" >> /tmp/gpu-levels.txt ) &
( timeout 150 tests/runtime/gpu-subtree.sh build/dpopt /tmp/st > /tmp/gpu-subtree.txt 2>&1; echo "rc $? at $(( $(date +%s) - T0 )) s" >> /tmp/gpu-subtree.txt ) &
( timeout 200 bench/run --apps qsb,qs,qt,bfs,bh,tc,dyncall --variants aggregate=grid,aggregate=block,remove=t1,remove=t3,O \
    --quick --csv $OUT/bench.csv --timeout 30 > /tmp/bench.txt 2>&1; echo "rc $? at $(( $(date +%s) - T0 )) s" >> /tmp/bench.txt ) &
wait
echo "checks at $(( $(date +%s) - T0 )) s"
left=$(( 520 - ($(date +%s) - T0) )); [ $left -gt 260 ] && left=260
DIFFTEST_SHAPES=all DIFFTEST_STRATEGIES='--aggregate=block;--aggregate=grid;--remove=t1;--remove=t3;--threshold=64 --aggregate=grid --coarsen=2;-O' \
  timeout $((left + 40)) tests/difftest/gpu-run.sh 150 8302 /tmp/dt 0 $left > /dev/null 2>&1
cp /tmp/dt/summary.md $OUT/difftest.md 2>/dev/null
cp /tmp/gpu-levels.txt /tmp/gpu-subtree.txt /tmp/bench.txt $OUT/
[ -s /tmp/dt/failures.tgz ] && cp /tmp/dt/failures.tgz $OUT/
tail -n 2 $OUT/gpu-levels.txt $OUT/gpu-subtree.txt; grep -c ",true," $OUT/bench.csv; grep -vc ",true," $OUT/bench.csv; tail -n 3 $OUT/difftest.md
echo "all done at $(( $(date +%s) - T0 )) s"
