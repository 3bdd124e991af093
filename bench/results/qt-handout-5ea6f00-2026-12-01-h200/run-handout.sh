#!/usr/bin/env bash
# qt: dpopt --remove=auto against copies whose level loop hands a level's
# tasks out as blocks ask (an atomic a task, fetched a task ahead).
set -uo pipefail
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 560 bench/ab qt --datasets points-40000,clustered-40000 --rounds 5 --out "$OUT" \
  flat=bench/apps/qt/flat.cu auto=dpopt:remove=auto dyn=bench/results/qt-handout-5ea6f00-2026-12-01-h200/programs/dyn.cu dyn8=bench/results/qt-handout-5ea6f00-2026-12-01-h200/programs/dyn8.cu \
  dyn8l=bench/results/qt-handout-5ea6f00-2026-12-01-h200/programs/dyn8.cu@QT_BY_BLOCK=0 dyns8=bench/results/qt-handout-5ea6f00-2026-12-01-h200/programs/dyns8.cu
