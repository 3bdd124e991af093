#!/bin/bash
# Next session, optional (about 20 s; carry build/dpopt and bench/data): qsb
# with the fused kernel's copy of the original body in a __noinline__
# function of its own (grid_body.cu: the one-thread sort then compiles apart
# from the batch's code, as in the simple program's level kernel), against
# flat and grid. bench/results/qsb-ab-578bb0e-2026-11-28-h200/README.md has
# the question.
set -u
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit 2>/dev/null || git log --format=%h -1; } > $OUT/device.txt
VARIANTS="flat grid grid_body" bash bench/results/qsb-ab-578bb0e-2026-11-28-h200/run.sh 10 2>&1 | tee $OUT/qsb-body.txt | grep RESULT
