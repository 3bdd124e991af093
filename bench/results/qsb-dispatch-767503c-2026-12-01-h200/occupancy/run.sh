#!/usr/bin/env bash
# On the device (carry .gpu/qso and bench/data): occ, then each stamped program on random-1M and sorted-1M
# (the last of 3 runs' stamps).
set -u
B=/tmp/qsob; mkdir -p $B && tar xJf .gpu/qso/bins.txz -C $B
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/device.txt
$B/occ | tee $OUT/occ.txt
for d in random-1M sorted-1M; do for v in flat grid; do
  timeout 60 $B/qsb_${v}_qso --dataset $d --runs 3 --warmup 1 > /tmp/s.txt 2>&1
  echo "== $d $v (rc $?): $(grep -o 'median_ms=[^ ]*\|verified=[a-z]*' /tmp/s.txt | tr '\n' ' ')"
  awk '/^QSE depth/ { n = 0; delete t } /^QSE/ { t[n++] = $0 } END { for (i = 0; i < n; i++) print t[i] }' /tmp/s.txt
done; done | tee $OUT/levels.txt
