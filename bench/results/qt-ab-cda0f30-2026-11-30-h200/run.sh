#!/bin/bash
# Kept as it ran. .gpu/qt/auto.cu: build/dpopt --remove=auto -Ibench/common -Ibench/datasets
# -Ibench/apps/qt bench/apps/qt/cdp.cu; .gpu/qt/edited.cu: ../qt-ab-63902e1-2026-11-28-h200/edited.cu.
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
E=.gpu/qt/edited.cu
bench/ab qt --datasets points-40000,clustered-40000 --rounds 7 --out $OUT \
  flat=bench/apps/qt/flat.cu auto=.gpu/qt/auto.cu \
  "sfs=$E@QT_PIN=6,QT_SYNC1=1,QT_FLUSH=1,QT_SPIN=1" "sfs8=$E@QT_PIN=8,QT_SYNC1=1,QT_FLUSH=1,QT_SPIN=1" 2>&1 | tail -20
