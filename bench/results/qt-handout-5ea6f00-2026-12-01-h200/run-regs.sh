#!/usr/bin/env bash
# qt: dpopt --remove=auto against copies whose level loop keeps the
# level's state (lists, counts, mode, space) in shared memory, set once a
# level, and reads the launch record where it lies (fewer registers; no
# step of one thread a child block).
set -uo pipefail
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 500 bench/ab qt --datasets points-40000,clustered-40000 --rounds 5 --out "$OUT" \
  flat=bench/apps/qt/flat.cu auto=dpopt:remove=auto r=bench/results/qt-handout-5ea6f00-2026-12-01-h200/programs/r.cu r12=bench/results/qt-handout-5ea6f00-2026-12-01-h200/programs/r12.cu
