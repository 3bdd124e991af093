#!/bin/bash
# bh: where one program's spread between processes comes from. The simple
# program and dpopt's --aggregate=grid output, each run in 8 processes in
# turn (20 runs after 3 warm-ups each), the SM clock, temperature and power
# read just before each process; every run verified.
S=$(cd "$(dirname "$0")" && pwd); ROOT=$(git -C "$S" rev-parse --show-toplevel); B=/tmp/bhn; mkdir -p $B/obj
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC="-I$ROOT/bench/common -I$ROOT/bench/datasets -I$ROOT/bench/apps/bh -I$ROOT/runtime/include"
for c in $ROOT/bench/datasets/*.c; do
  [ "$(basename $c)" = check_datasets.c ] && continue
  gcc -std=c11 -O3 $INC -c $c -o $B/obj/$(basename $c .c).o &
done
nvcc $FL $INC -c $ROOT/bench/common/harness.cu -o $B/obj/harness.o & wait
ar rcs $B/libbench.a $B/obj/*.o
declare -A SRC=([flat]=$ROOT/bench/apps/bh/flat.cu [grid]=$S/grid.cu)
for v in flat grid; do
  nvcc $FL -DBENCH_VARIANT="\"$v\"" $INC $ROOT/bench/apps/bh/main.cu ${SRC[$v]} $B/libbench.a -o $B/bh_$v -lcudadevrt &
done; wait
for p in 1 2 3 4 5 6 7 8; do for v in flat grid; do
  st=$(nvidia-smi --query-gpu=clocks.sm,clocks.mem,temperature.gpu,power.draw --format=csv,noheader,nounits | tr -d ' ')
  echo "$p $v $st $($B/bh_$v --dataset plummer-4096 --runs 20 --warmup 3 --quiet | grep RESULT | sed 's/RESULT app=[^ ]* variant=[^ ]* dataset=[^ ]* //')"
done; done | tee $OUT/bh-noise.txt
