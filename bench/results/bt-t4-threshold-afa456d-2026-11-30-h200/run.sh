#!/bin/bash
# bt: dpopt --remove=t4 against --threshold=128 (the same code but a launch
# never made: every child has at most 32 threads), SASS compared, timed in
# 5 interleaved rounds of 300 runs, every run verified.
S=$(cd "$(dirname "$0")" && pwd); ROOT=$(git -C "$S" rev-parse --show-toplevel); B=/tmp/btab; mkdir -p $B/obj
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC="-I$ROOT/bench/common -I$ROOT/bench/datasets -I$ROOT/bench/apps/bt -I$ROOT/runtime/include"
for c in $ROOT/bench/datasets/*.c; do
  [ "$(basename $c)" = check_datasets.c ] && continue
  gcc -std=c11 -O3 $INC -c $c -o $B/obj/$(basename $c .c).o &
done
nvcc $FL $INC -c $ROOT/bench/common/harness.cu -o $B/obj/harness.o & wait
ar rcs $B/libbench.a $B/obj/*.o
declare -A SRC=([flat]=$ROOT/bench/apps/bt/flat.cu [t4]=$S/t4.cu [th]=$S/th.cu)
for v in flat t4 th; do
  nvcc $FL -DBENCH_VARIANT="\"$v\"" $INC $ROOT/bench/apps/bt/main.cu ${SRC[$v]} $B/libbench.a -o $B/bt_$v -lcudadevrt &
done; wait
for v in t4 th; do cuobjdump -sass $B/bt_$v | grep -v '^\s*/\*[0-9a-f]*\*/\s*$' > $OUT/sass_$v.txt; done
for round in 1 2 3 4 5; do for d in lines-25600 sample-lines-25600; do for v in flat t4 th; do
  echo "$round $d $v $($B/bt_$v --dataset $d --runs 300 --warmup 10 --quiet | grep RESULT | sed 's/RESULT app=[^ ]* variant=[^ ]* dataset=[^ ]* //; s/ max_ms=[^ ]*//')"
done; done; done | tee $OUT/bt-ab.txt
