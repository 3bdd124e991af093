#!/usr/bin/env bash
# On the device (carry .gpu/qsl and bench/data; about 60 s): the plain programs, 3 interleaved rounds of 10
# runs after 2 warm-ups (times.txt); the stamped ones, the last of 3 runs' stamps (levels.txt); random-1M and
# sorted-1M.
set -u
B=/tmp/qslb; mkdir -p $B && tar xJf .gpu/qsl/bins.txz -C $B
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/device.txt
cp .gpu/qsl/registers.txt $OUT/
for r in 1 2 3; do for d in random-1M sorted-1M; do for v in flat grid fmr32 lb8 queue; do
  echo "round $r $d $v $(timeout 60 $B/qsb_$v --dataset $d --runs 10 --warmup 2 2>&1 | grep -o 'median_ms=[^ ]*\|verified=[a-z]*' | tr '\n' ' ')"
done; done; done | tee $OUT/times.txt
for d in random-1M sorted-1M; do for v in flat grid fmr32 lb8 queue; do
  timeout 60 $B/qsb_${v}_lite --dataset $d --runs 3 --warmup 1 > /tmp/s.txt 2>&1
  echo "== $d $v (rc $?): $(grep -o 'median_ms=[^ ]*\|verified=[a-z]*' /tmp/s.txt | tr '\n' ' ')"
  awk '/^QSL depth/ { n = 0; delete t } /^QSL/ { t[n++] = $0 } END { for (i = 0; i < n; i++) print t[i] }' /tmp/s.txt
done; done | tee $OUT/levels.txt
