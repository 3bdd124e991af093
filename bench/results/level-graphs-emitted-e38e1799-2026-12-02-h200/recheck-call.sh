#!/bin/bash
# The suite at 12c10d53 timed again (bench/recheck --rounds 3 --within 0.1,
# about 330 s; carry build/dpopt, bench/data and .gpu/commit), after the
# runtime check with its refused block compared to its launch as written.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
timeout 100 tests/runtime/gpu-level-graph.sh /tmp/lgc >> $OUT/device.txt 2>&1
cat $OUT/device.txt
timeout $(( 585 - ($(date +%s) - T0) )) /usr/bin/python3 bench/recheck --rounds 3 --within 0.1 \
    bench/results/suite-12c10d53-2026-12-02-h200 $OUT/r 2>&1 | tail -6
echo "all done at $(( $(date +%s) - T0 )) s"
