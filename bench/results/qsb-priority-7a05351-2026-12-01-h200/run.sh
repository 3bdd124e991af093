#!/bin/bash
# qsb deepest first (prio.cu) against flat.cu, dpopt's grid levels (grid.cu)
# and the FIFO prototype (dataflow.cu): 3 interleaved rounds x 3 datasets,
# then the same built with -DQST (sort stamps), 2 runs each.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
timeout 120 make -s -j 16 -f bench/Makefile lib > $OUT/lib.log 2>&1 || { echo lib failed; tail $OUT/lib.log; }
B=/tmp/qsbp; mkdir -p $B
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC="-I.gpu/qsbp/qsb -Ibench/common -Ibench/datasets -Iruntime/include"
for v in flat grid dataflow prio; do for s in "" QST; do
  timeout 200 nvcc $FL ${s:+-D$s} "-DBENCH_VARIANT=\"$v\"" $INC bench/apps/qsb/main.cu .gpu/qsbp/qsb/$v.cu \
    bench/build/libbench.a -o $B/qsb_$v$s -lcudadevrt > $B/build_$v$s.log 2>&1 || echo "build $v$s failed: $(head -5 $B/build_$v$s.log)" &
done; done; wait
echo "built at $(( $(date +%s) - T0 )) s"
for round in 1 2 3; do for d in random-1M sorted-1M reverse-1M; do
  vs="flat grid dataflow prio"; [ $round = 2 ] && vs="prio dataflow grid flat"
  for v in $vs; do
    echo "$round $d $v $(timeout 40 $B/qsb_$v --dataset $d --runs 10 --warmup 2 --quiet 2>&1 | grep -E 'RESULT|rror|dpopt' | sed 's/RESULT app=[^ ]* variant=[^ ]* dataset=[^ ]* //; s/ max_ms=[^ ]*//' | tr '\n' ' ')"
  done
done; done | tee $OUT/times.txt
for d in random-1M sorted-1M reverse-1M; do for v in flat grid dataflow prio; do
  echo "== $d $v"; timeout 40 $B/qsb_${v}QST --dataset $d --runs 2 --warmup 1 2>&1 | grep -E 'QST|RESULT|rror'
done; done | tee $OUT/stamps.txt
echo "all done at $(( $(date +%s) - T0 )) s"
