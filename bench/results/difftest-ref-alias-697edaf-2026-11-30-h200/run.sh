#!/bin/bash
# The differential tester's ref_alias shape under every option set: this
# tree's dpopt, then the one before the fix (.gpu/old-dpopt, 570af91).
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
DIFFTEST_SHAPES=ref_alias DIFFTEST_BATCH=24 timeout 280 tests/difftest/gpu-run.sh 48 9001 $OUT/new 0 230 > /tmp/new.log 2>&1
echo "new: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 4 /tmp/new.log
cp .gpu/old-dpopt build/dpopt
DIFFTEST_SHAPES=ref_alias DIFFTEST_BATCH=24 timeout 280 tests/difftest/gpu-run.sh 48 9001 $OUT/old 0 230 > /tmp/old.log 2>&1
echo "old: rc $? at $(( $(date +%s) - T0 )) s"; tail -n 4 /tmp/old.log
rm -f $OUT/old/failures.tgz.big
ls -la $OUT/new $OUT/old
