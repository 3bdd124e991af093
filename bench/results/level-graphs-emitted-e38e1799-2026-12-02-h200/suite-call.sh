#!/bin/bash
# The whole suite with dpopt's levels as device graphs (about 8 minutes;
# carry build/dpopt, bench/data and .gpu/commit): the runtime check again
# first (its lines in device.txt), then bench/suite-gpus as in
# ../next-plan-2026-12-01/run-suite.sh. The 8 files the device tool returns.
set -u
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit 2>/dev/null || git log --format=%h -1; } > $OUT/device.txt
timeout 100 tests/runtime/gpu-level-graph.sh /tmp/lgc >> $OUT/device.txt 2>&1
cat $OUT/device.txt
timeout 540 bench/suite-gpus $OUT 'bfs,bh,bt,ccl,dyncall,gc,mstf' 'mstv,qt,sp,sssp,tc' 'qs,qsb:--quick' 2>&1 | tail -8
