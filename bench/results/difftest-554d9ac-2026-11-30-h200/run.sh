#!/bin/bash
# The differential tester at this commit: every shape of shapes.py (new),
# then gen.py's own programs, every option set.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
DIFFTEST_SHAPES=new DIFFTEST_BATCH=25 timeout 300 tests/difftest/gpu-run.sh 150 9005 $OUT/shapes 0 250 > /tmp/new.log 2>&1
echo "shapes: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 3 /tmp/new.log
DIFFTEST_BATCH=25 timeout 250 tests/difftest/gpu-run.sh 100 9006 $OUT/programs 0 200 > /tmp/old.log 2>&1
echo "gen.py: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 3 /tmp/old.log
