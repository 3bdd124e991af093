#!/bin/bash
# GPU checks of the T3 in-turns body moved into its lambda's depth: bench apps
# with barrier children under the removals (every run verified), and the
# differential tester (seed 8303) under the removals and -O.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
timeout 200 bench/run --apps bh,qt,bt,qsb,tc --variants remove=t1,remove=t3,remove=auto,O \
    --quick --csv $OUT/bench.csv --timeout 30 > /tmp/bench.txt 2>&1; echo "bench rc $? at $(( $(date +%s) - T0 )) s"
left=$(( 480 - ($(date +%s) - T0) )); [ $left -gt 240 ] && left=240
DIFFTEST_SHAPES=all DIFFTEST_STRATEGIES='--remove=t1;--remove=t2;--remove=t3;--remove=auto;-O' \
  timeout $((left + 40)) tests/difftest/gpu-run.sh 150 8303 /tmp/dt 0 $left > /dev/null 2>&1
cp /tmp/dt/summary.md $OUT/difftest.md 2>/dev/null
[ -s /tmp/dt/failures.tgz ] && cp /tmp/dt/failures.tgz $OUT/
cp /tmp/bench.txt $OUT/
grep -c ",true," $OUT/bench.csv; grep -v ",true," $OUT/bench.csv | head -5; tail -n 7 $OUT/difftest.md
echo "all done at $(( $(date +%s) - T0 )) s"
