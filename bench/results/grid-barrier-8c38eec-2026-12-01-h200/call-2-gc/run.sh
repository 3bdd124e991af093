#!/usr/bin/env bash
# gc again: lanes vs cg, 11 rounds; output summary
set -u
W=/tmp/barrier2; rm -rf $W; mkdir -p $W
B=bench/results/grid-barrier-8c38eec-2026-12-01-h200/call-1
cp $B/cg_sync.cuh $W/
for m in auto t2; do
build/dpopt --remove=$m -I bench/common -I bench/datasets bench/apps/gc/cdp.cu -o $W/gc-$m-lanes.cu 2>/dev/null
{ echo '#include "cg_sync.cuh"'; sed 's/dpopt::persistent_grid_sync(dp_space);/dpopt_cg_sync();/' $W/gc-$m-lanes.cu; } > $W/gc-$m-cg.cu
done
timeout 200 bench/ab gc --datasets bcsstk13 --rounds 11 --out $OUT/gc cg=$W/gc-auto-cg.cu lanes=$W/gc-auto-lanes.cu t2cg=$W/gc-t2-cg.cu t2lanes=$W/gc-t2-lanes.cu >/dev/null 2>$OUT/gc.err
echo "rc $?"; cat $OUT/gc/ab.txt; tail -3 $OUT/gc.err; ls $OUT/gc
