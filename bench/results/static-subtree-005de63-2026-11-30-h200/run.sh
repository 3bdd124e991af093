#!/bin/bash
# qs under the six option sets whose output changed (the subtree runner made
# static), every run verified; then the differential tester's shapes.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
timeout 200 bench/run --apps qs --quick --runs 5 --variants cdp,aggregate=grid,threshold=128,threshold=128+aggregate=grid,aggregate=grid+coarsen=4,threshold=128+aggregate=grid+coarsen=2,flatten=grid --csv $OUT/qs.csv > $OUT/qs.log 2>&1
echo "qs: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 12 $OUT/qs.log
DIFFTEST_SHAPES=new DIFFTEST_BATCH=25 timeout 330 tests/difftest/gpu-run.sh 125 9101 $OUT/shapes 0 300 > /tmp/new.log 2>&1
echo "shapes: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 4 /tmp/new.log
