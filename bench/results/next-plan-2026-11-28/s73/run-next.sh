#!/bin/bash
# Next session, call 1 (about 520 s; carry build/dpopt and bench/data): the
# whole suite at the current commit, with sssp's new tuning (flatten_grid,
# bench/results/tune-sssp-bt-bfs-d17a116-2026-11-28-h200/). Writes exactly
# the 8 files the device tool returns (build.log, part1-3 .csv and .log,
# device.txt): the commit goes into device.txt.
set -u
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; git log --format=%h -1; } > $OUT/device.txt
timeout 570 bench/suite-gpus $OUT 'bfs,bh,bt,ccl,dyncall,gc,mstf' 'mstv,qt,sp,sssp,tc' 'qs,qsb:--quick' 2>&1 | tail -8
