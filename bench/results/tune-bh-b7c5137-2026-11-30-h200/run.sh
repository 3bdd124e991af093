#!/bin/bash
# Session 89: bench/tune on bh with dpopt-tune's extra confirmation rounds.
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
start=$(date +%s)
timeout 420 bench/tune --apps bh --jobs 16 --out /tmp/tuned > $OUT/tune.log 2>&1
echo "rc $? in $(( $(date +%s) - start )) s" >> $OUT/tune.log
cp /tmp/tuned/bh.json /tmp/tuned/bh.log $OUT/ 2>/dev/null
tar czf $OUT/state.tgz -C /tmp/tuned state 2>/dev/null
tail -30 $OUT/tune.log
