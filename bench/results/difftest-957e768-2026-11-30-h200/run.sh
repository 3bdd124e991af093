#!/bin/bash
# The differential tester at this commit: the wide shape (a function nvcc
# compiles apart in half its parents), every shape, gen.py's own programs.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
DIFFTEST_SHAPES=wide DIFFTEST_BATCH=20 timeout 100 tests/difftest/gpu-run.sh 40 9203 $OUT/wide 0 80 > /tmp/wide.log 2>&1
echo "wide: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 2 /tmp/wide.log
DIFFTEST_SHAPES=new DIFFTEST_BATCH=25 timeout 250 tests/difftest/gpu-run.sh 125 9201 $OUT/shapes 0 210 > /tmp/new.log 2>&1
echo "shapes: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 2 /tmp/new.log
DIFFTEST_BATCH=25 timeout 200 tests/difftest/gpu-run.sh 80 9202 $OUT/programs 0 160 > /tmp/old.log 2>&1
echo "gen.py: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 2 /tmp/old.log
