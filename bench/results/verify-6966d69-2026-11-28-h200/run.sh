#!/bin/bash
# next session, call 1: (a) own streams left out under batching and block-wide returns (3d20e92, ..): difftest of the
# old shapes under every strategy; (b) qsb against b648b61 (.gpu/base0); (c) warp-search.patch A/B (flatten=grid)
# Every step bounded by timeout; progress lines to $OUT/log.txt as it goes (no process substitution, no bare wait).
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
t0=$(date +%s)
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
# (c)'s tree, built in the background while (a) runs
rm -rf /tmp/ws; mkdir -p /tmp/ws; cp -r bench runtime share Makefile /tmp/ws/; mkdir -p /tmp/ws/build; cp build/dpopt /tmp/ws/build/
rm -rf /tmp/ws/bench/build; ln -sfn "$PWD/bench/data" /tmp/ws/bench/data
(cd /tmp/ws && patch -p1 < bench/results/walk-search-patch-2026-11-28/warp-search.patch > /tmp/ws.patch.log 2>&1 &&
  timeout 200 bench/run --apps mstf,mstv,bfs,sssp,gc,tc,sp,ccl --variants flatten=grid --build-only --jobs 6 > /tmp/ws.build.log 2>&1) &
wspid=$!
timeout 200 tests/difftest/gpu-run.sh 50 6901 /tmp/dt1 0 150 > /dev/null 2>&1
say "dt1: $(tail -2 /tmp/dt1/run.log | head -1)"; cp /tmp/dt1/summary.md $OUT/difftest-old.md 2>/dev/null; cp /tmp/dt1/failures.tgz $OUT/failures1.tgz 2>/dev/null
say "$(grep total $OUT/difftest-old.md)"
say "dt1 at $(( $(date +%s) - t0 ))s"
DIFFTEST_SHAPES=block_walk DIFFTEST_STRATEGIES='--flatten=grid;--aggregate=grid --coarsen=2;--coarsen=2 --aggregate=block;--aggregate=grid;-O' \
  timeout 100 tests/difftest/gpu-run.sh 40 6902 /tmp/dt2 0 70 > /dev/null 2>&1
say "dt2: $(tail -2 /tmp/dt2/run.log | head -1)"; cp /tmp/dt2/summary.md $OUT/difftest-block-walk.md 2>/dev/null; cp /tmp/dt2/failures.tgz $OUT/failures2.tgz 2>/dev/null
say "$(grep total $OUT/difftest-block-walk.md)"
timeout 120 tests/runtime/gpu-block-walk.sh build/dpopt /tmp/bwk > $OUT/block-walk.txt 2>&1; say "block-walk rc $? PASS $(grep -c PASS $OUT/block-walk.txt)"
say "bw at $(( $(date +%s) - t0 ))s"
# (b)
V='aggregate=grid,aggregate=block,flatten=grid,O'
rm -rf /tmp/base; cp -r .gpu/base0 /tmp/base; rm -rf /tmp/base/bench/build; ln -sfn "$PWD/bench/data" /tmp/base/bench/data
(cd /tmp/base && timeout 120 bench/run --apps qsb --variants "$V" --build-only --jobs 4 > /tmp/bb.log 2>&1)
timeout 120 bench/run --apps qsb --variants "flat,$V" --build-only --jobs 4 > /tmp/ba.log 2>&1
for r in 1 2; do
  (cd /tmp/base && timeout 60 bench/run --quick --apps qsb --variants "$V" --no-build --runs 5 --warmup 1 --timeout 20 --csv /tmp/before$r.csv > /dev/null 2>&1)
  timeout 60 bench/run --quick --apps qsb --variants "flat,$V" --no-build --runs 5 --warmup 1 --timeout 20 --csv /tmp/after$r.csv > /dev/null 2>&1
done
for r in 1 2; do tail -n +2 /tmp/before$r.csv | sed "s/^/before,$r,/"; tail -n +2 /tmp/after$r.csv | sed "s/^/after,$r,/"; done > $OUT/qsb-ab.csv
cut -d, -f1-5,8,12 $OUT/qsb-ab.csv | sort -t, -k4,4 -k1,1 -k2,2 | tee -a "$log"
say "qsb at $(( $(date +%s) - t0 ))s"
# (c)
wait $wspid; say "ws build: $(tail -1 /tmp/ws.build.log)"
timeout 150 bench/run --apps mstf,mstv,bfs,sssp,gc,tc,sp,ccl --variants flatten=grid --build-only --jobs 8 > /tmp/wsa.log 2>&1
for r in 1 2; do
  timeout 90 bench/run --quick --apps mstf,mstv,bfs,sssp,gc,tc,sp,ccl --variants flatten=grid --no-build --runs 7 --warmup 2 --timeout 20 --csv /tmp/a$r.csv > /dev/null 2>&1
  (cd /tmp/ws && timeout 90 bench/run --quick --apps mstf,mstv,bfs,sssp,gc,tc,sp,ccl --variants flatten=grid --no-build --runs 7 --warmup 2 --timeout 20 --csv /tmp/w$r.csv > /dev/null 2>&1)
done
for r in 1 2; do tail -n +2 /tmp/a$r.csv | sed "s/^/before,$r,/"; tail -n +2 /tmp/w$r.csv | sed "s/^/after,$r,/"; done > $OUT/ws-ab.csv
cut -d, -f1-5,8,12 $OUT/ws-ab.csv | sort -t, -k3,3 -k1,1 -k2,2 | tee -a "$log"
say "end at $(( $(date +%s) - t0 ))s"
