#!/usr/bin/env bash
# On the device (carry .gpu/lge/bins.txz and .gpu/lge/run.sh; about 40 s):
# 3 interleaved rounds of 10 runs after 2 warm-ups, random-1M, sorted-1M
# and reverse-1M, each variant verified (times.txt).
set -u
B=/tmp/lgeb; mkdir -p $B && tar xJf .gpu/lge/bins.txz -C $B
for r in 1 2 3; do for d in random-1M sorted-1M reverse-1M; do for v in flat chained graph; do
  echo "round $r $d $v $(timeout 60 $B/qsb_$v --dataset $d --runs 10 --warmup 2 2>&1 | grep -o 'median_ms=[^ ]*\|verified=[a-z]*\|overflowed' | tr '\n' ' ')"
done; done; done | tee $OUT/times.txt
