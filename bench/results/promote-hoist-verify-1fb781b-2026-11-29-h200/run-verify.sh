#!/bin/bash
# Next session, call 0 (about 2 minutes; carry build/dpopt and .gpu): what
# session 73 changed after its device time ran out (0688230: a child
# writing through a pointer dpopt does not follow is refused). The
# differential tester's hoist_offsets shape under --hoist and -O: it now
# draws a float word the child writes back through a pointer of its own,
# one held in a class by value handed to atomicExch, one in a const class
# it points to, or one of the file. Progress in $OUT/log.txt.
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
t0=$(date +%s)
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader) $(cat .gpu/commit 2>/dev/null || git log --format=%h -1)"
DIFFTEST_SHAPES=hoist_offsets DIFFTEST_STRATEGIES='--hoist;-O' \
    timeout 150 tests/difftest/gpu-run.sh 300 7350 /tmp/dtho 0 120 > /dev/null 2>&1
cp /tmp/dtho/summary.md $OUT/difftest-hoist-offsets.md 2>/dev/null; cp /tmp/dtho/failures.tgz $OUT/ 2>/dev/null
say "difftest hoist_offsets seed 7350: $(grep total $OUT/difftest-hoist-offsets.md) at $(( $(date +%s) - t0 ))s"
# edc2716: a --promote prologue that stores through __stcg is not overlapped
# (the promote_chain shape now draws it).
DIFFTEST_SHAPES=promote_chain DIFFTEST_STRATEGIES='--promote=pao;--promote=po;-O' \
    timeout 110 tests/difftest/gpu-run.sh 200 7401 /tmp/dtpr 0 90 > /dev/null 2>&1
cp /tmp/dtpr/summary.md $OUT/difftest-promote.md 2>/dev/null; cp /tmp/dtpr/failures.tgz $OUT/failures-promote.tgz 2>/dev/null
say "difftest promote_chain seed 7401: $(grep total $OUT/difftest-promote.md) at $(( $(date +%s) - t0 ))s"
