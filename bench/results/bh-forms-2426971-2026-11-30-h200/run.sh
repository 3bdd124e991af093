#!/bin/bash
# bh under warp, block and grid aggregation, grid flattening and -O, beside
# flat.cu and the CDP program, at three sizes, in two passes (every run verified).
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
V=aggregate=warp,aggregate=block,aggregate=grid,flatten=grid,O,flat,cdp
timeout 200 bench/run --build-only --apps bh --variants $V > $OUT/build.log 2>&1; echo "built at $(( $(date +%s) - T0 )) s"
for pass in 1 2; do
  timeout 150 bench/run --no-build --apps bh --datasets plummer-4096,plummer-16384,plummer-65536 --variants $V \
    --runs 5 --warmup 1 --min-time 20 --timeout 40 --csv $OUT/bh-$pass.csv > /tmp/pass.log 2>&1
  echo "pass $pass at $(( $(date +%s) - T0 )) s"
done
for pass in 1 2; do cut -d, -f2,3,6,10 $OUT/bh-$pass.csv | sed "s/^/$pass,/"; done | sort -t, -k3,3 -k2,2 | column -s, -t 2>/dev/null || true
