#!/usr/bin/env bash
# On the device (carry .gpu/qq and bench/data): flat, main's grid program and the queue, 10 runs after 2
# warm-ups, 3 interleaved rounds on random-1M, sorted-1M and reverse-1M (times.txt).
set -u
B=/tmp/qqb; mkdir -p $B && tar xJf .gpu/qq/bins.txz -C $B
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/device.txt
for r in 1 2 3; do for d in random-1M sorted-1M reverse-1M; do for v in flat grid queue; do
  echo "round $r $d $v $(timeout 60 $B/qsb_$v --dataset $d --runs 10 --warmup 2 2>&1 | grep -o 'median_ms=[^ ]*\|verified=[a-z]*\|queue: .*' | tr '\n' ' ')"
done; done; done | tee $OUT/times.txt
