#!/bin/bash
# The ref_alias shape (now also objects holding a reference and
# decltype(auto)) under every option set: this tree's dpopt, then the one
# with only the first fix (.gpu/fix1-dpopt, b1e5681).
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
DIFFTEST_SHAPES=ref_alias DIFFTEST_BATCH=24 timeout 200 tests/difftest/gpu-run.sh 72 9004 $OUT/new 0 170 > /tmp/new.log 2>&1
echo "new: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 3 /tmp/new.log
cp .gpu/fix1-dpopt build/dpopt
DIFFTEST_SHAPES=ref_alias DIFFTEST_BATCH=24 timeout 200 tests/difftest/gpu-run.sh 72 9004 $OUT/fix1 0 170 > /tmp/old.log 2>&1
echo "fix1: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 3 /tmp/old.log
