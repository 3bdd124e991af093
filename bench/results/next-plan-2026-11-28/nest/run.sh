#!/bin/bash
# Session 71, call 2 (about 4 minutes; carry build/dpopt, bench/data): a
# recursion's next level launched as a child of the level before
# (dpopt::level_launch, cudaStreamFireAndForget; the tail launch past the
# nesting depth) instead of a tail launch. (1) tests/runtime/gpu-levels.sh
# (chains to 100 levels: past the depth of 24 the fallback) and
# gpu-subtree.sh; (2) the differential tester under --aggregate=grid and -O;
# (3) qsb, qs, qt: flat, cdp, aggregate=grid, O. Progress in $OUT/log.txt.
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
t0=$(date +%s)
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); $(git rev-parse --short HEAD)"
timeout 120 tests/runtime/gpu-levels.sh build/dpopt /tmp/lv > $OUT/gpu-levels.txt 2>&1
say "gpu-levels rc $? FAIL $(grep -c FAIL $OUT/gpu-levels.txt) PASS $(grep -c PASS $OUT/gpu-levels.txt) at $(( $(date +%s) - t0 ))s"
timeout 90 tests/runtime/gpu-subtree.sh build/dpopt /tmp/st > $OUT/gpu-subtree.txt 2>&1
say "gpu-subtree rc $? FAIL $(grep -c FAIL $OUT/gpu-subtree.txt) PASS $(grep -c PASS $OUT/gpu-subtree.txt) at $(( $(date +%s) - t0 ))s"
DIFFTEST_STRATEGIES='--aggregate=grid;-O' timeout 100 tests/difftest/gpu-run.sh 150 7102 /tmp/dtn 0 80 > /dev/null 2>&1
cp /tmp/dtn/summary.md $OUT/difftest-nest.md 2>/dev/null; cp /tmp/dtn/failures.tgz $OUT/ 2>/dev/null
say "difftest seed 7102: $(grep total $OUT/difftest-nest.md) at $(( $(date +%s) - t0 ))s"
timeout 200 bench/run --apps qsb,qs,qt --variants cdp,flat,aggregate=grid,O --runs 10 --csv $OUT/nest.csv > $OUT/bench.log 2>&1
say "bench rc $? at $(( $(date +%s) - t0 ))s"; tail -30 $OUT/bench.log | tee -a "$log"
say "end at $(( $(date +%s) - t0 ))s"
