#!/bin/bash
# session 67 call 3: grid-stride widening (2a50f86): difftest grid_stride shape, every strategy; sp's variants
set -u
out=$OUT
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
echo "== sp"
bench/run --apps sp --variants flat_lb,flatten=grid,aggregate=grid,O,tuned --runs 9 --jobs 16 --csv $out/sp.csv 2>&1 | grep -E "^\s*(sp|app)|median|FAIL|error" | head -20
cut -d, -f1-3,6,10,13 $out/sp.csv
echo "== difftest grid_stride"
DIFFTEST_SHAPES=grid_stride tests/difftest/gpu-run.sh 60 6703 $out/dt-grid-stride 0 200 > /tmp/dtg.log 2>&1; echo "rc $?"
tail -3 $out/dt-grid-stride/run.log; grep -E "flatten=grid|aggregate=grid|total" $out/dt-grid-stride/summary.md
gzip -f $out/dt-grid-stride/run.log
