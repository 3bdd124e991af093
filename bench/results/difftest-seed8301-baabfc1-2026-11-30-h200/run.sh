#!/bin/bash
# The differential tester on the GPU: seed 8301, every shape, every strategy.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
DIFFTEST_SHAPES=all timeout 560 tests/difftest/gpu-run.sh 160 8301 /tmp/dt 0 470 > /tmp/dt-out.log 2>&1
echo "rc $? at $(( $(date +%s) - T0 )) s" >> /tmp/dt-out.log
cp /tmp/dt/summary.md /tmp/dt/summary.csv $OUT/ 2>/dev/null
tail -n 40 /tmp/dt/run.log > $OUT/run-tail.log 2>/dev/null
cp /tmp/dt-out.log $OUT/
[ -s /tmp/dt/failures.tgz ] && cp /tmp/dt/failures.tgz $OUT/
tail -n 25 /tmp/dt/summary.md 2>/dev/null
echo "all done at $(( $(date +%s) - T0 )) s"
