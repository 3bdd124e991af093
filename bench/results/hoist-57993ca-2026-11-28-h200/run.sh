#!/bin/bash
# --hoist on the GPU: ccl A/B, difftest hoist shape and new shapes under --hoist, corpus.
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
t0=$(date +%s)
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader) $(git rev-parse --short HEAD)"
V=cdp,flat_lb,threshold=128,aggregate=grid,hoist,O
timeout 200 bench/run --apps ccl --variants $V --build-only --jobs 8 > /tmp/b.log 2>&1; say "build: $(tail -1 /tmp/b.log) at $(( $(date +%s) - t0 ))s"
cp bench/build/logs/ccl_hoist.status bench/build/logs/ccl_O.status $OUT/ 2>/dev/null
for r in 1 2 3; do
  timeout 100 bench/run --apps ccl --variants $V --no-build --min-time 20 --runs 10 --warmup 2 --timeout 20 --csv $OUT/ccl.csv > /tmp/r$r.log 2>&1
  say "round $r rc $? at $(( $(date +%s) - t0 ))s"
done
cut -d, -f2,3,6,10 $OUT/ccl.csv | sort | tee -a "$log"
DIFFTEST_SHAPES=hoist DIFFTEST_STRATEGIES='--hoist;-O;--hoist --aggregate=grid;--flatten=grid' \
  timeout 150 tests/difftest/gpu-run.sh 60 6903 /tmp/dt3 0 130 > /dev/null 2>&1
cp /tmp/dt3/summary.md $OUT/difftest-hoist.md 2>/dev/null; cp /tmp/dt3/failures.tgz $OUT/failures3.tgz 2>/dev/null
say "dt3: $(grep total $OUT/difftest-hoist.md) at $(( $(date +%s) - t0 ))s"
DIFFTEST_SHAPES=new DIFFTEST_STRATEGIES='--hoist;-O' timeout 130 tests/difftest/gpu-run.sh 50 6904 /tmp/dt4 0 110 > /dev/null 2>&1
cp /tmp/dt4/summary.md $OUT/difftest-new.md 2>/dev/null; cp /tmp/dt4/failures.tgz $OUT/failures4.tgz 2>/dev/null
say "dt4: $(grep total $OUT/difftest-new.md) at $(( $(date +%s) - t0 ))s"
timeout 120 tests/gpu-corpus-check.sh build/dpopt --hoist -O > $OUT/corpus.txt 2>&1; say "corpus rc $? $(tail -1 $OUT/corpus.txt)"
say "end at $(( $(date +%s) - t0 ))s"
