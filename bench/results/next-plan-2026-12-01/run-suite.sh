#!/bin/bash
# Session 77 (about 8 minutes; carry build/dpopt, bench/data and .gpu): the
# whole suite after a tuning call (run-tune.sh), in one device call. Exactly
# the 8 files the device tool returns (build.log, part1-3 .csv and .log,
# device.txt). Then bench/recheck on it in a call of its own (about 5
# minutes: bench/recheck --rounds 3 bench/results/suite-<commit>-<date>-h200 $OUT).
set -u
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit 2>/dev/null || git log --format=%h -1; } > $OUT/device.txt
timeout 570 bench/suite-gpus $OUT 'bfs,bh,bt,ccl,dyncall,gc,mstf' 'mstv,qt,sp,sssp,tc' 'qs,qsb:--quick' 2>&1 | tail -8
