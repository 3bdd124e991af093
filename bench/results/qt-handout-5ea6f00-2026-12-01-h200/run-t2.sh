#!/usr/bin/env bash
# qt: dpopt --remove=auto against a copy whose T2 walk loads a launch's
# record without waiting for its block count.
set -uo pipefail
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 300 bench/ab qt --datasets points-40000,clustered-40000 --rounds 5 --out "$OUT" \
  flat=bench/apps/qt/flat.cu auto=dpopt:remove=auto t2=bench/results/qt-handout-5ea6f00-2026-12-01-h200/programs/t2.cu
