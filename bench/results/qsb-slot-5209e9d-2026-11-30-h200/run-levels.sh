#!/bin/bash
# qsb per-level timeline: dpopt --aggregate=grid (grid_t), the same with each
# launching thread taking its slot at the launch (slot_t), flat.cu (flat_t);
# random-1M and sorted-1M, one run after a warm-up, twice.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
timeout 100 make -s -j 8 -f bench/Makefile lib > /tmp/lib.log 2>&1
for v in grid_t slot_t flat_t; do
  timeout 100 nvcc -O3 -arch=sm_90 -rdc=true -std=c++17 "-DBENCH_VARIANT=\"$v\"" -I.gpu/qsbt \
    -Ibench/common -Ibench/datasets -Ibench/apps/qsb -Iruntime/include bench/apps/qsb/main.cu .gpu/qsbt/$v.cu \
    bench/build/libbench.a -o /tmp/qsb_$v -lcudadevrt > /tmp/build_$v.log 2>&1 &
done; wait
echo "built at $(( $(date +%s) - T0 )) s"; cat /tmp/build_*.log | head
for ds in random-1M sorted-1M; do for rep in 1 2; do for v in flat_t grid_t slot_t; do
  timeout 40 /tmp/qsb_$v --dataset $ds --runs 1 --warmup 1 --variant $v > /tmp/run.log 2>&1
  grep -q 'verified=true' /tmp/run.log || echo "$v $ds: not verified: $(tail -n 2 /tmp/run.log)"
  { echo "== $v $ds rep $rep"
    awk '/^LEVELS depth/ { n = 0; delete rows } /^LEVEL / || /^LEVELS first/ { rows[++n] = $0 } END { for (i = 1; i <= n; i++) print rows[i] }' /tmp/run.log
    grep '^RESULT' /tmp/run.log | tail -n 1; } >> $OUT/levels_$ds.txt
done; done; done
echo "all done at $(( $(date +%s) - T0 )) s"
