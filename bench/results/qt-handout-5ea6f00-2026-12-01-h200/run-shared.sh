#!/usr/bin/env bash
# qt: dpopt --remove=auto against copies of it whose level loop keeps its
# bookkeeping in shared memory (fewer registers, more blocks an SM).
set -uo pipefail
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 560 bench/ab qt --datasets points-40000,clustered-40000 --rounds 5 --out "$OUT" \
  flat=bench/apps/qt/flat.cu auto=dpopt:remove=auto e=bench/results/qt-handout-5ea6f00-2026-12-01-h200/programs/e.cu f=bench/results/qt-handout-5ea6f00-2026-12-01-h200/programs/f.cu \
  f12=bench/results/qt-handout-5ea6f00-2026-12-01-h200/programs/f12.cu h=bench/results/qt-handout-5ea6f00-2026-12-01-h200/programs/h.cu h12=bench/results/qt-handout-5ea6f00-2026-12-01-h200/programs/h12.cu
cat "$OUT/ab.txt"
