#!/usr/bin/env bash
# On the device: each app's four runtime variants (.gpu/fx-build.sh), interleaved rounds, one process each.
set -u
T0=$(date +%s); B=/tmp/fxb; mkdir -p $B && tar xJf .gpu/fxc/bins.txz -C $B
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/device.txt
R=${ROUNDS:-4}
one() { # app dataset
  for r in $(seq $R); do for v in base one onear none; do
    [ $(( $(date +%s) - T0 )) -gt ${BUDGET:-370} ] && return
    m=$(timeout 60 $B/$1_$v --dataset $2 --runs 10 --warmup 2 --min-time 30 --max-runs 200 2>&1 | grep -o 'median_ms=[^ ]*\|verified=[a-z]*' | tr '\n' ' ')
    echo "$1 $2 $r $v $m"
  done; done
}
{ one qsb random-1M; one qsb sorted-1M; one tc rmat-16-16; one tc oregon1_010331; one bfs rmat12
  one gc bcsstk13; one sssp rmat12; one tc facebook_combined; one bfs uniform-10000-1000; } | tee $OUT/times.txt
echo "done at $(( $(date +%s) - T0 )) s"
