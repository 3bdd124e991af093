#!/usr/bin/env bash
# On the device: qsb's four programs (.gpu/las-build.sh), plain ones timed in 3 interleaved rounds of 10 runs
# after 2 warm-ups on random-1M and sorted-1M; stamped ones (qsl.h), 1 warm-up + 3 runs, the last run's table.
set -u
mkdir -p /tmp/lasb && tar xJf .gpu/lasx/bins.txz -C /tmp/lasb; B=/tmp/lasb; T0=$(date +%s)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/device.txt
for r in ${ROUNDS:-1 2 3}; do for d in random-1M sorted-1M; do for v in flat grid branch hand; do
  m=$(timeout 60 $B/qsb_${v}_plain --dataset $d --runs 10 --warmup 2 2>&1 | grep -o 'median_ms=[^ ]*\|verified=[a-z]*' | tr '\n' ' ')
  echo "round $r $d $v $m"
done; done; done | tee $OUT/times.txt
for d in random-1M sorted-1M; do for v in flat grid branch hand; do
  timeout 60 $B/qsb_${v}_qsl --dataset $d --runs 3 --warmup 1 > /tmp/s.txt 2>&1
  echo "== $d $v (rc $?): $(grep -o 'median_ms=[^ ]*\|verified=[a-z]*' /tmp/s.txt | tr '\n' ' ')"
  awk '/^QSL depth/ { n = 0; delete t } /^QSL/ { t[n++] = $0 } END { for (i = 0; i < n; i++) print t[i] }' /tmp/s.txt
done; done > $OUT/levels.txt
echo "done at $(( $(date +%s) - T0 )) s"
