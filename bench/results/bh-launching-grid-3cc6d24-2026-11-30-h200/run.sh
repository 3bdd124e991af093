#!/bin/bash
# bh's forms at 4,096 bodies (16 launching blocks) and 16,384 (64): does
# the block batch's lead over the grid batch follow the launching grid?
set -u
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
timeout 300 bench/run --apps bh --datasets plummer-4096,plummer-16384 --runs 10 --variants cdp,flat,aggregate=warp,aggregate=block,aggregate=grid,flatten=grid,O --csv $OUT/bh.csv > $OUT/bh.log 2>&1
echo "rc $?"; cut -d, -f2,3,6,10 $OUT/bh.csv
