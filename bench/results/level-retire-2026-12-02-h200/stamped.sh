#!/usr/bin/env bash
# On the device (carry .gpu/lrs, as build-stamped.sh packs it, and bench/data; about 20 s): the stamped
# programs, before and after twice each, random-1M, 3 runs after a warm-up; the last run's stamps per depth.
set -u
B=/tmp/lrs; mkdir -p $B && tar xJf .gpu/lrs/bins.txz -C $B
for v in before after before after; do
  timeout 60 $B/qsb_$v --dataset random-1M --runs 3 --warmup 1 > /tmp/s.txt 2>&1
  echo "== $v (rc $?): $(grep -o 'median_ms=[^ ]*\|verified=[a-z]*' /tmp/s.txt | tr '\n' ' ')"
  awk '/^QSL depth/ { n = 0; delete t } /^QSL/ { t[n++] = $0 } END { for (i = 0; i < n; i++) print t[i] }' /tmp/s.txt
done > $OUT/stamped.txt
