#!/bin/bash
# A/B: qsb's fused kernel with each launching thread taking its batch slot at
# the launch (slot, and slot_lb with __launch_bounds__(256, 8)) against dpopt's
# output (grid) and flat.cu; interleaved rounds, every run verified.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
timeout 100 make -s -j 8 -f bench/Makefile lib > /tmp/lib.log 2>&1
for v in grid grid_lb slot slot_nomax flat flat_occ4; do
  src=.gpu/qsbs/$v.cu; [ $v = flat ] && src=bench/apps/qsb/flat.cu
  timeout 150 nvcc -O3 -arch=sm_90 -rdc=true -std=c++17 "-DBENCH_VARIANT=\"$v\"" -I.gpu/qsbs \
    -Ibench/common -Ibench/datasets -Ibench/apps/qsb -Iruntime/include bench/apps/qsb/main.cu $src \
    bench/build/libbench.a -o /tmp/qsb_$v -lcudadevrt > /tmp/build_$v.log 2>&1 &
done; wait
echo "built at $(( $(date +%s) - T0 )) s"; tail -n 3 /tmp/build_*.log
for round in 1 2 3; do for ds in random-1M sorted-1M; do for v in grid grid_lb slot slot_nomax flat flat_occ4; do
  timeout 60 /tmp/qsb_$v --dataset $ds --runs 10 --warmup 2 --variant $v > /tmp/r.log 2>&1
  grep '^RESULT' /tmp/r.log | sed "s/^/round=$round /" >> $OUT/ab.txt || echo "$v $ds: $(tail -n 2 /tmp/r.log)" >> $OUT/ab.txt
done; done; done
awk '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] } print f["round"], f["dataset"], f["variant"], f["median_ms"], f["min_ms"], f["verified"] }' $OUT/ab.txt
echo "all done at $(( $(date +%s) - T0 )) s"
