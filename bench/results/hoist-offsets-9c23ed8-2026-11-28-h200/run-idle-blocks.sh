#!/bin/bash
# --hoist over offsets on the GPU (one device call, about 5 minutes): the
# differential tester's hoist_offsets shape under --hoist and -O, the hoist
# shape (block form, whose code moved), then mstf against its hand-written
# programs. Progress in $OUT/log.txt.
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
t0=$(date +%s)
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
DIFFTEST_SHAPES=hoist_offsets DIFFTEST_STRATEGIES='--hoist;-O' \
    timeout 170 tests/difftest/gpu-run.sh 240 7307 /tmp/dtho 0 140 > /dev/null 2>&1
cp /tmp/dtho/summary.md $OUT/difftest-hoist-offsets.md 2>/dev/null; cp /tmp/dtho/failures.tgz $OUT/ho-failures.tgz 2>/dev/null
say "difftest hoist_offsets seed 7307: $(grep total $OUT/difftest-hoist-offsets.md) at $(( $(date +%s) - t0 ))s"
DIFFTEST_SHAPES=hoist DIFFTEST_STRATEGIES='--hoist' \
    timeout 80 tests/difftest/gpu-run.sh 60 7308 /tmp/dth 0 60 > /dev/null 2>&1
cp /tmp/dth/summary.md $OUT/difftest-hoist.md 2>/dev/null; cp /tmp/dth/failures.tgz $OUT/h-failures.tgz 2>/dev/null
say "difftest hoist seed 7308: $(grep total $OUT/difftest-hoist.md) at $(( $(date +%s) - t0 ))s"
timeout 200 bench/run --apps mstf --variants cdp,flat,flat_lb,hoist,flatten=grid --runs 30 --warmup 3 \
    --csv $OUT/mstf.csv > $OUT/mstf.txt 2>&1
say "bench mstf rc $? at $(( $(date +%s) - t0 ))s"
tail -12 $OUT/mstf.txt | tee -a "$log"
say "end at $(( $(date +%s) - t0 ))s"
