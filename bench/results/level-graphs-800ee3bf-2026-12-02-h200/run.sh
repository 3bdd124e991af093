#!/usr/bin/env bash
# On the device (carry .gpu/lg/bins.txz and .gpu/lg/run.sh; about 60 s): plain, 3 interleaved rounds of 10
# runs after 2 warm-ups, random-1M, sorted-1M and reverse-1M (times.txt); stamped, random-1M, the last of 3
# runs' stamps (levels.txt; summary.txt: reach, the leaf's sort, the wide levels).
set -u
B=/tmp/lgb; mkdir -p $B && tar xJf .gpu/lg/bins.txz -C $B
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/device.txt
V="${V:-flat grid gridx graph54 graphx54 graph40 graphx40}" # a-graph: flat grid graph54 graph40; c-close: flat grid graphx40 graphc
for r in 1 2 3; do for d in random-1M sorted-1M reverse-1M; do for v in $V; do
  echo "round $r $d $v $(timeout 60 $B/qsb_$v --dataset $d --runs 10 --warmup 2 2>&1 | grep -o 'median_ms=[^ ]*\|verified=[a-z]*\|overflowed' | tr '\n' ' ')"
done; done; done | tee $OUT/times.txt
for v in $V; do
  timeout 60 $B/qsb_${v}_lite --dataset random-1M --runs 3 --warmup 1 > /tmp/s.txt 2>&1
  echo "== random-1M $v (rc $?): $(grep -o 'median_ms=[^ ]*\|verified=[a-z]*' /tmp/s.txt | tr '\n' ' ')"
  awk '/^QSL depth/ { n = 0; delete t } /^QSL/ { t[n++] = $0 } END { for (i = 0; i < n; i++) print t[i] }' /tmp/s.txt
done > $OUT/levels.txt
awk '/^==/ { v = $3; w = 0 } /^QSL [0-9]/ { if ($2 >= 7 && $2 <= 23) w += $6; if ($2 == 24) printf "%s depths 7-23 spans %.0f us, depth 24 first start %.0f us, last end %.0f us, longest block %.0f us (the deep leaf starts at the end less it)\n", v, w, $4, $5, $9 }' $OUT/levels.txt | tee $OUT/summary.txt
