#!/bin/bash
# Next session, call 1 (about 9 minutes): first verify hoisting's lane form (bf63ddd: the hoisted grid of a
# launch under threadIdx.x == k, not yet run on a GPU) with the difftest's hoist shape, which draws it; then
# re-tune on the H200 the apps whose tuned program lost to the oracle at d6d3a32 (bh 0.78x, sssp 0.92x,
# bfs 0.94x; tuned on an H100). Carry build/dpopt, bench/data. Every step bounded; progress in $OUT/log.txt.
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
t0=$(date +%s)
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
DIFFTEST_SHAPES=hoist DIFFTEST_STRATEGIES='--hoist;-O' timeout 120 tests/difftest/gpu-run.sh 120 7001 /tmp/dth 0 100 > /dev/null 2>&1
cp /tmp/dth/summary.md $OUT/difftest-hoist.md 2>/dev/null; cp /tmp/dth/failures.tgz $OUT/failures-hoist.tgz 2>/dev/null
say "difftest hoist: $(grep total $OUT/difftest-hoist.md) at $(( $(date +%s) - t0 ))s"
timeout 420 bench/tune --apps bh,sssp,bfs --out $OUT/tuned --jobs 16 > $OUT/tune.log 2>&1; say "tune rc $? at $(( $(date +%s) - t0 ))s"
rm -rf $OUT/tuned/state
for a in bh sssp bfs; do tail -4 $OUT/tuned/$a.log | tee -a "$log"; done
say "end at $(( $(date +%s) - t0 ))s"
