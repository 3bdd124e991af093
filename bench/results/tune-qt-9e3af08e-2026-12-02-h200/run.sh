#!/bin/bash
# bench/tuned/qt.json again, now that -O takes T1 at every level for qt
# (its file was tuned when -O chose auto): bench/tune on qt alone, about
# 80 s on one GPU. Carry build/dpopt and .gpu/commit; copy $OUT/tuned/qt.json
# to bench/tuned/ and its log beside the results.
set -u
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
timeout 300 bench/tune --apps qt --out $OUT/tuned > $OUT/tune.log 2>&1; echo "exit $?"
rm -rf $OUT/tuned/state
tail -8 $OUT/tuned/qt.log
