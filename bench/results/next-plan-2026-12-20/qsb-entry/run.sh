#!/usr/bin/env bash
# On the device (carry .gpu/qsec and bench/data): the plain programs in 3 interleaved rounds of 10 runs after
# 2 warm-ups, random-1M and sorted-1M (times.txt); the stamped ones, the last of 3 runs (levels.txt).
set -u
T0=$(date +%s); B=/tmp/qseb; mkdir -p $B && tar xJf .gpu/qsec/bins.txz -C $B
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/device.txt
for r in 1 2 3; do for d in random-1M sorted-1M; do for v in flat grid ident coarse2 coarse4 coarse4s; do
  m=$(timeout 60 $B/qsb_${v}_plain --dataset $d --runs 10 --warmup 2 2>&1 | grep -o 'median_ms=[^ ]*\|verified=[a-z]*' | tr '\n' ' ')
  echo "round $r $d $v $m"
  if [ $v = grid ]; then # the same program under the default pending-launch limit (the harness sets 281,314)
    m=$(BENCH_PENDING_LAUNCH_LIMIT=2048 timeout 60 $B/qsb_grid_plain --dataset $d --runs 10 --warmup 2 2>&1 | grep -o 'median_ms=[^ ]*\|verified=[a-z]*' | tr '\n' ' ')
    echo "round $r $d grid_limit2048 $m"
  fi
done; done; done | tee $OUT/times.txt
for d in random-1M sorted-1M; do for v in flat grid ident; do
  timeout 60 $B/qsb_${v}_qse --dataset $d --runs 3 --warmup 1 > /tmp/s.txt 2>&1
  echo "== $d $v (rc $?): $(grep -o 'median_ms=[^ ]*\|verified=[a-z]*' /tmp/s.txt | tr '\n' ' ')"
  awk '/^QSE depth/ { n = 0; delete t } /^QSE/ { t[n++] = $0 } END { for (i = 0; i < n; i++) print t[i] }' /tmp/s.txt
done; done > $OUT/levels.txt
{ timeout 60 $B/dispatch; timeout 60 $B/dispatch 281314; } | tee $OUT/dispatch.txt
echo "done at $(( $(date +%s) - T0 )) s"
