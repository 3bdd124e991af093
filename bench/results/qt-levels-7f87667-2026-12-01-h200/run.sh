#!/bin/bash
# qt per level: flat.cu and dpopt --remove=auto, each child block's start
# and end stamped per depth (flat_t, auto_t), 3 runs a dataset; and the
# unstamped pair timed in 3 interleaved rounds of 10 runs.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
timeout 120 make -s -j 16 -f bench/Makefile lib > $OUT/lib.log 2>&1 || { echo lib failed; tail $OUT/lib.log; }
B=/tmp/qtl; mkdir -p $B
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC="-I.gpu/qtl -Ibench/apps/qt -Ibench/common -Ibench/datasets -Iruntime/include"
for v in flat auto flat_t auto_t; do
  timeout 200 nvcc $FL "-DBENCH_VARIANT=\"$v\"" $INC bench/apps/qt/main.cu .gpu/qtl/$v.cu \
    bench/build/libbench.a -o $B/qt_$v -lcudadevrt > $B/build_$v.log 2>&1 || echo "build $v failed: $(head -5 $B/build_$v.log)" &
done; wait
echo "built at $(( $(date +%s) - T0 )) s"
for round in 1 2 3; do for d in points-40000 clustered-40000; do
  vs="flat auto"; [ $round = 2 ] && vs="auto flat"
  for v in $vs; do
    echo "$round $d $v $(timeout 40 $B/qt_$v --dataset $d --runs 20 --warmup 3 --quiet 2>&1 | grep -E 'RESULT|rror|dpopt' | sed 's/RESULT app=[^ ]* variant=[^ ]* dataset=[^ ]* //; s/ max_ms=[^ ]*//' | tr '\n' ' ')"
  done
done; done | tee $OUT/times.txt
for d in points-40000 clustered-40000; do for v in flat_t auto_t; do
  echo "== $d $v"; timeout 40 $B/qt_$v --dataset $d --runs 3 --warmup 1 2>&1 | grep -E 'QTS|RESULT|rror'
done; done | tee $OUT/stamps.txt
echo "all done at $(( $(date +%s) - T0 )) s"
