#!/bin/bash
# The ref_alias shape (now also a lambda's init-capture by reference) under
# every option set: this tree's dpopt, then 554d9ac's (.gpu/prev-dpopt).
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
DIFFTEST_SHAPES=ref_alias DIFFTEST_BATCH=24 timeout 200 tests/difftest/gpu-run.sh 72 9007 $OUT/new 0 160 > /tmp/new.log 2>&1
echo "new: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 3 /tmp/new.log
cp .gpu/prev-dpopt build/dpopt
DIFFTEST_SHAPES=ref_alias DIFFTEST_BATCH=24 timeout 200 tests/difftest/gpu-run.sh 72 9007 $OUT/prev 0 160 > /tmp/old.log 2>&1
echo "prev: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 3 /tmp/old.log
