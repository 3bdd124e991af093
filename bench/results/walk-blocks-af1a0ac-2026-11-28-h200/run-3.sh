#!/bin/bash
# session 68 call 3: grid flattening in whole blocks (af1a0ac+): corpus check, difftest, dyncall and bh against grid aggregation, coarsening and removal; the walk's size
set -u
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$(date +%s)
# the walk's size: three trees built in parallel with the bench variants
for n in 131072 8388608; do
  rm -rf /tmp/t$n; mkdir -p /tmp/t$n; cp -r bench runtime share Makefile /tmp/t$n/ 2>/dev/null; mkdir -p /tmp/t$n/build; cp build/dpopt /tmp/t$n/build/
  rm -rf /tmp/t$n/bench/build; ln -sfn $PWD/bench/data /tmp/t$n/bench/data 2>/dev/null
  sed -i "s/^NVCCFLAGS=(-O3/NVCCFLAGS=(-DDPOPT_BLOCK_WALK_THREADS=${n}u -O3/" /tmp/t$n/bench/run
  (cd /tmp/t$n && bench/run --apps dyncall,bh --variants flatten=grid --build-only --jobs 4 > /tmp/t$n.build.log 2>&1) &
done
bench/run --apps dyncall,bh --variants 'flat,remove=t1,aggregate=grid,aggregate=grid+coarsen=16,flatten=grid' --build-only --jobs 8 > /tmp/b.log 2>&1
wait
echo "built at $(( $(date +%s) - t0 ))s"
bench/run --apps dyncall,bh --variants 'flat,remove=t1,aggregate=grid,aggregate=grid+coarsen=16,flatten=grid' --no-build --runs 7 --warmup 2 --csv $OUT/walk.csv > /tmp/b.log 2>&1; echo "bench rc $?"
for n in 131072 8388608; do (cd /tmp/t$n && bench/run --apps dyncall,bh --variants flatten=grid --no-build --runs 7 --warmup 2 --csv /tmp/t$n.csv > /tmp/t$n.log 2>&1); sed "s/flatten=grid/flatten=grid@$n/" /tmp/t$n.csv | tail -n +2 >> $OUT/walk.csv; done
cut -d, -f1-3,6,10,13 $OUT/walk.csv
echo "bench at $(( $(date +%s) - t0 ))s"
timeout 200 tests/gpu-corpus-check.sh build/dpopt --flatten=grid > $OUT/corpus.txt 2>&1; echo "corpus rc $?"; tail -2 $OUT/corpus.txt; grep -i "differ\|FAIL" $OUT/corpus.txt | head -5
echo "corpus at $(( $(date +%s) - t0 ))s"
DIFFTEST_STRATEGIES='--flatten=grid' tests/difftest/gpu-run.sh 100 6803 /tmp/dt3 0 100 > /dev/null 2>&1
tail -2 /tmp/dt3/run.log | head -1; cp /tmp/dt3/summary.md $OUT/difftest-old.md 2>/dev/null; cp /tmp/dt3/failures.tgz $OUT/failures3.tgz 2>/dev/null
grep total $OUT/difftest-old.md
echo "end at $(( $(date +%s) - t0 ))s"
