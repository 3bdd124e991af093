#!/bin/bash
# The differential tester at this commit: the wide shape (a function nvcc
# compiles apart in half its parents) twice its share, then every shape.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
DIFFTEST_SHAPES=wide DIFFTEST_BATCH=20 timeout 120 tests/difftest/gpu-run.sh 60 9211 $OUT/wide 0 100 > /tmp/wide.log 2>&1
echo "wide: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 2 /tmp/wide.log
DIFFTEST_SHAPES=new DIFFTEST_BATCH=25 timeout 250 tests/difftest/gpu-run.sh 125 9212 $OUT/shapes 0 210 > /tmp/new.log 2>&1
echo "shapes: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 2 /tmp/new.log
rm -f $OUT/wide/run.log $OUT/shapes/run.log
