#!/usr/bin/env bash
# On the device (carry .gpu/qx/bins.txz, .gpu/qx/registers.txt): plain, 3 interleaved rounds of 10 runs after
# 2 warm-ups, random-1M and sorted-1M (times.txt); stamped, random-1M, the last of 3 runs' stamps (levels.txt).
set -u
B=/tmp/qxb; mkdir -p $B && tar xJf .gpu/qx/bins.txz -C $B
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/device.txt
cp .gpu/qx/registers.txt $OUT/
V="flat base ret mu1 f1 dir one rdmf all"
for r in 1 2 3; do for d in random-1M sorted-1M; do for v in $V; do
  echo "round $r $d $v $(timeout 60 $B/qsb_$v --dataset $d --runs 10 --warmup 2 2>&1 | grep -o 'median_ms=[^ ]*\|verified=[a-z]*' | tr '\n' ' ')"
done; done; done | tee $OUT/times.txt
for v in $V; do
  timeout 60 $B/qsb_${v}_lite --dataset random-1M --runs 3 --warmup 1 > /tmp/s.txt 2>&1
  echo "== random-1M $v (rc $?): $(grep -o 'median_ms=[^ ]*\|verified=[a-z]*' /tmp/s.txt | tr '\n' ' ')"
  awk '/^QSL depth/ { n = 0; delete t } /^QSL/ { t[n++] = $0 } END { for (i = 0; i < n; i++) print t[i] }' /tmp/s.txt
done > $OUT/levels.txt
awk '/^==/ { v = $3; w = 0 } /^QSL [0-9]/ { if ($2 >= 7 && $2 <= 23) w += $6; if ($2 == 24) printf "%s wide %.0f us, reach %.0f us, sort %.0f us\n", v, w, $4, $9 }' $OUT/levels.txt | tee $OUT/summary.txt
