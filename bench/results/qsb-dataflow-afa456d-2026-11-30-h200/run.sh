#!/bin/bash
# qsb without levels (dataflow.cu, a hand-written prototype) against the
# simple program (flat.cu) and dpopt's best (--aggregate=grid: level by
# level), three interleaved rounds of 10 runs after 2 warm-ups, every run
# verified by the app's own check.
S=$(cd "$(dirname "$0")" && pwd); ROOT=$(git -C "$S" rev-parse --show-toplevel); B=/tmp/qsbdf; mkdir -p $B/obj
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC="-I$ROOT/bench/common -I$ROOT/bench/datasets -I$ROOT/bench/apps/qsb -I$ROOT/runtime/include"
for c in $ROOT/bench/datasets/*.c; do
  [ "$(basename $c)" = check_datasets.c ] && continue
  gcc -std=c11 -O3 $INC -c $c -o $B/obj/$(basename $c .c).o &
done
nvcc $FL $INC -c $ROOT/bench/common/harness.cu -o $B/obj/harness.o & wait
ar rcs $B/libbench.a $B/obj/*.o
declare -A SRC=([flat]=$ROOT/bench/apps/qsb/flat.cu [grid]=$S/grid.cu [dataflow]=$S/dataflow.cu)
for v in flat grid dataflow; do
  nvcc $FL -DBENCH_VARIANT="\"$v\"" $INC $ROOT/bench/apps/qsb/main.cu ${SRC[$v]} $B/libbench.a -o $B/qsb_$v -lcudadevrt \
       -Xptxas -v > $B/build_$v.log 2>&1 || { echo "build $v failed"; cat $B/build_$v.log; } &
done; wait
for v in flat grid dataflow; do echo "$v: $(grep -o 'Used [0-9]* registers' $B/build_$v.log | sort | uniq -c | tr '\n' ' ')"; done
for round in 1 2 3; do for d in random-1M sorted-1M reverse-1M; do for v in flat grid dataflow; do
  echo "$round $d $v $(timeout 60 $B/qsb_$v --dataset $d --runs 10 --warmup 2 --quiet 2>&1 | grep RESULT | sed 's/RESULT app=[^ ]* variant=[^ ]* dataset=[^ ]* //; s/ max_ms=[^ ]*//')"
done; done; done | tee $OUT/qsb-dataflow.txt
