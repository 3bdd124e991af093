#!/bin/bash
set -u
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
T0=$(date +%s)
( timeout 100 tests/runtime/gpu-levels.sh build/dpopt /tmp/lv > $OUT/gpu-levels.txt 2>&1; echo "rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/gpu-levels.txt ) &
( timeout 200 tests/runtime/gpu-null-order.sh build/dpopt /tmp/no > $OUT/gpu-null-order.txt 2>&1; echo "rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/gpu-null-order.txt ) &
wait
( timeout 190 tests/runtime/gpu-groups.sh build/dpopt /tmp/gr > $OUT/gpu-groups.txt 2>&1; echo "rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/gpu-groups.txt )
tail -n 3 $OUT/*.txt
