#!/bin/bash
# A/B: dpopt's output against the same with the pending record's fields that
# are the same at the flush set there (remat): qsb grid, bh block and grid;
# beside flat.cu; interleaved rounds, every run verified.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
timeout 100 make -s -j 8 -f bench/Makefile lib > /tmp/lib.log 2>&1
build() { # app variant src
  timeout 200 nvcc -O3 -arch=sm_90 -rdc=true -std=c++17 "-DBENCH_VARIANT=\"$2\"" -Xptxas -v \
    -Ibench/common -Ibench/datasets -Ibench/apps/$1 -Iruntime/include bench/apps/$1/main.cu $3 \
    bench/build/libbench.a -o /tmp/$1_$2 -lcudadevrt > /tmp/build_$1_$2.log 2>&1
}
build qsb flat bench/apps/qsb/flat.cu & build bh flat bench/apps/bh/flat.cu &
for v in grid grid_remat; do build qsb $v .gpu/remat/qsb_$v.cu & done
for v in block block_remat grid grid_remat; do build bh $v .gpu/remat/bh_$v.cu & done
wait
echo "built at $(( $(date +%s) - T0 )) s"
for f in /tmp/build_*.log; do echo "$f: $(grep -o 'Used [0-9]* registers' $f | tr '\n' ' ')"; grep -i error $f | head -3; done
for round in 1 2 3; do
  for ds in random-1M sorted-1M; do for v in grid grid_remat flat; do
    timeout 60 /tmp/qsb_$v --dataset $ds --runs 10 --warmup 2 --variant $v > /tmp/r.log 2>&1
    grep '^RESULT' /tmp/r.log | sed "s/^/round=$round app=qsb /" >> $OUT/ab.txt || echo "qsb $v $ds: $(tail -n 2 /tmp/r.log)" >> $OUT/ab.txt
  done; done
  for ds in plummer-4096 plummer-16384; do for v in block block_remat grid grid_remat flat; do
    timeout 60 /tmp/bh_$v --dataset $ds --runs 5 --warmup 1 --variant $v > /tmp/r.log 2>&1
    grep '^RESULT' /tmp/r.log | sed "s/^/round=$round app=bh /" >> $OUT/ab.txt || echo "bh $v $ds: $(tail -n 2 /tmp/r.log)" >> $OUT/ab.txt
  done; done
done
awk '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] } print f["round"], f["app"], f["dataset"], f["variant"], f["median_ms"], f["min_ms"], f["verified"] }' $OUT/ab.txt
echo "all done at $(( $(date +%s) - T0 )) s"
