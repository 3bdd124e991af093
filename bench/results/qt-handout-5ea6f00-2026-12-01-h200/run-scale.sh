#!/usr/bin/env bash
# qt: flat against dpopt --remove=auto from a handful of points (the fixed
# and per-level costs) to ten times the suite's.
set -uo pipefail
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
timeout 560 bench/ab qt --datasets points-4,points-100,points-1000,points-40000,points-400000,clustered-400000 \
  --rounds 5 --out "$OUT" flat=bench/apps/qt/flat.cu auto=dpopt:remove=auto
