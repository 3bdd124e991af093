#!/bin/bash
# session 68 call 4: the walk's size, interleaved: bh and dyncall, grid aggregation and the walk at three sizes, three rounds
set -u
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$(date +%s)
for n in 131072 32768; do
  rm -rf /tmp/t$n; mkdir -p /tmp/t$n; cp -r bench runtime share Makefile /tmp/t$n/ 2>/dev/null; mkdir -p /tmp/t$n/build; cp build/dpopt /tmp/t$n/build/
  rm -rf /tmp/t$n/bench/build; ln -sfn $PWD/bench/data /tmp/t$n/bench/data 2>/dev/null
  sed -i "s/^NVCCFLAGS=(-O3/NVCCFLAGS=(-DDPOPT_BLOCK_WALK_THREADS=${n}u -O3/" /tmp/t$n/bench/run
  (cd /tmp/t$n && bench/run --apps dyncall,bh --variants flatten=grid --build-only --jobs 4 > /tmp/t$n.build.log 2>&1) &
done
bench/run --apps dyncall,bh --variants 'aggregate=grid,flatten=grid' --build-only --jobs 8 > /tmp/b.log 2>&1
wait
echo "built at $(( $(date +%s) - t0 ))s"
echo "round,app,variant,median_ms,min_ms,max_ms,verified" > $OUT/rounds.csv
for r in 1 2 3; do
  rm -f /tmp/r.csv; bench/run --apps dyncall,bh --variants 'aggregate=grid,flatten=grid' --no-build --runs 10 --warmup 2 --csv /tmp/r.csv > /dev/null 2>&1
  tail -n +2 /tmp/r.csv | awk -F, -v r=$r '{print r","$1","$2"@524288,"$6","$7","$8","$10}' >> $OUT/rounds.csv
  for n in 131072 32768; do
    rm -f /tmp/r.csv; (cd /tmp/t$n && bench/run --apps dyncall,bh --variants flatten=grid --no-build --runs 10 --warmup 2 --csv /tmp/r.csv > /dev/null 2>&1)
    tail -n +2 /tmp/r.csv | awk -F, -v r=$r -v n=$n '{print r","$1","$2"@"n","$6","$7","$8","$10}' >> $OUT/rounds.csv
  done
done
sed 's/aggregate=grid@524288/aggregate=grid/' -i $OUT/rounds.csv
sort -t, -k2,2 -k3,3 -k1,1n $OUT/rounds.csv | column -t -s, 2>/dev/null || sort -t, -k2,2 -k3,3 $OUT/rounds.csv
echo "end at $(( $(date +%s) - t0 ))s"
