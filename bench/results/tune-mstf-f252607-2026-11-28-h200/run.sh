#!/bin/bash
# bench/tune on mstf, with hoisting over offsets among the tuner's choices.
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
t0=$(date +%s)
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
timeout 330 bench/tune --apps mstf --out $OUT/tuned --jobs 16 > $OUT/tune.log 2>&1; say "tune rc $? at $(( $(date +%s) - t0 ))s"
rm -rf $OUT/tuned/state
tail -25 $OUT/tuned/mstf.log | tee -a "$log"
