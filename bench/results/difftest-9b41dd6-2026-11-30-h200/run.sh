#!/bin/bash
# The differential tester at the session's final code: gen.py's own programs
# and every shape, every option set.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
DIFFTEST_BATCH=25 timeout 200 tests/difftest/gpu-run.sh 100 9222 $OUT/programs 0 170 > /tmp/old.log 2>&1
echo "gen.py: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 2 /tmp/old.log
DIFFTEST_SHAPES=new DIFFTEST_BATCH=25 timeout 220 tests/difftest/gpu-run.sh 125 9221 $OUT/shapes 0 180 > /tmp/new.log 2>&1
echo "shapes: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 2 /tmp/new.log
rm -f $OUT/programs/run.log $OUT/shapes/run.log
