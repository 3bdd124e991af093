#!/bin/bash
# -O's qt after it takes T1 at every level: bench/run builds O, --remove=t1,
# --remove=auto and tuned (bench/tuned/qt.json, still auto) and runs each on
# both datasets, every run verified. Carry build/dpopt and .gpu/commit.
set -u
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
timeout 200 bench/run --apps qt --variants O,remove=t1,remove=auto,tuned --runs 10 --warmup 2 --csv $OUT/qt.csv \
    > $OUT/run.log 2>&1; echo "exit $?"
grep -E "^  built|verified|FAIL" $OUT/run.log | head -20
