#!/bin/bash
# Next session, call 1 (about 5 minutes; carry build/dpopt): what session 71
# built after its device time ran out. (1) the differential tester's
# nest_order shape (a fill and a child reading it, in the NULL stream or
# fire-and-forget, directly or through a device function: where the fused
# grid must stay a tail launch and where it may nest) under grid and
# multiblock aggregation, grid flattening and -O; (2) gpu-groups.sh whole
# (session 71 stopped it at 140 s, 72 passed). Every step bounded; progress
# in $OUT/log.txt. Then call 2: the whole suite (bench/suite-gpus, about
# 460 s) at the same commit.
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
t0=$(date +%s)
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
DIFFTEST_SHAPES=nest_order DIFFTEST_STRATEGIES='--aggregate=grid;--flatten=grid;--aggregate=multiblock:4;-O' \
    timeout 150 tests/difftest/gpu-run.sh 120 7201 /tmp/dtno 0 80 > /dev/null 2>&1
cp /tmp/dtno/summary.md $OUT/difftest-nest-order.md 2>/dev/null; cp /tmp/dtno/failures.tgz $OUT/ 2>/dev/null
say "difftest nest_order seed 7201: $(grep total $OUT/difftest-nest-order.md) at $(( $(date +%s) - t0 ))s"
timeout 240 tests/runtime/gpu-groups.sh build/dpopt /tmp/rt-groups > $OUT/gpu-groups.txt 2>&1
say "gpu-groups rc $? FAIL $(grep -c FAIL $OUT/gpu-groups.txt) PASS $(grep -c PASS $OUT/gpu-groups.txt) at $(( $(date +%s) - t0 ))s"
say "end at $(( $(date +%s) - t0 ))s"
