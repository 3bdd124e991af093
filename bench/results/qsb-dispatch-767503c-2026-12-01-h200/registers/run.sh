#!/usr/bin/env bash
# On the device (carry .gpu/qsr and bench/data): each program 10 runs after 2 warm-ups, 3 interleaved rounds,
# random-1M and sorted-1M.
set -u
B=/tmp/qsrb; mkdir -p $B && tar xJf .gpu/qsr/bins.txz -C $B
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/device.txt
cp .gpu/qsr/registers.txt $OUT/
for r in 1 2 3; do for d in random-1M sorted-1M; do for v in flat grid lb8 lb6 inline fmr32; do
  echo "round $r $d $v $(timeout 60 $B/qsb_$v --dataset $d --runs 10 --warmup 2 2>&1 | grep -o 'median_ms=[^ ]*\|verified=[a-z]*' | tr '\n' ' ')"
done; done; done | tee $OUT/times.txt
