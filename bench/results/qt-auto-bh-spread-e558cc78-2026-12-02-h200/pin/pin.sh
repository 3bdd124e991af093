#!/bin/bash
# Is one binary's spread between processes where its process runs? bh's
# flat.cu and --aggregate=multiblock:8, bt's tuned plan: 8 rounds, each
# binary in a process not pinned, pinned to CPU 2, pinned to CPU 9
# (taskset), every run verified. The machine's topology first.
S=$(cd "$(dirname "$0")" && pwd); ROOT=$(git -C "$S" rev-parse --show-toplevel); cd "$ROOT"
B=/tmp/pin; mkdir -p $B/obj $B/gen
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; nvidia-smi topo -m; lscpu | grep -i "numa\|model name\|^cpu(s)\|socket"; } > $OUT/topo.txt 2>&1
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC="-I$ROOT/bench/common -I$ROOT/bench/datasets"
for c in bench/datasets/*.c; do
  [ "$(basename $c)" = check_datasets.c ] && continue
  gcc -std=c11 -O3 $INC -c $c -o $B/obj/$(basename $c .c).o &
done
nvcc $FL $INC -c bench/common/harness.cu -o $B/obj/harness.o & wait
ar rcs $B/libbench.a $B/obj/*.o
build/dpopt --aggregate=multiblock:8 $INC bench/apps/bh/cdp.cu -o $B/gen/bh_mb8.cu
build/dpopt --decisions=bench/tuned/bt.json $INC bench/apps/bt/cdp.cu -o $B/gen/bt_tuned.cu
mk() { nvcc $FL -DBENCH_VARIANT="\"$1\"" $INC -Ibench/apps/$2 -Iruntime/include bench/apps/$2/main.cu $3 $B/libbench.a \
    -o $B/$1 -lcudadevrt > $B/$1.log 2>&1 || { echo "build $1 failed"; head -5 $B/$1.log; }; }
mk bh_flat bh bench/apps/bh/flat.cu & mk bh_mb8 bh $B/gen/bh_mb8.cu & mk bt_tuned bt $B/gen/bt_tuned.cu & wait
res() { grep RESULT | sed 's/RESULT app=[^ ]* //; s/ date=.*//'; }
for r in 1 2 3 4 5 6 7 8; do for how in free cpu2 cpu9; do
  case $how in free) pre=();; cpu2) pre=(taskset -c 2);; cpu9) pre=(taskset -c 9);; esac
  echo "$r $how bh_flat $("${pre[@]}" $B/bh_flat --dataset plummer-4096 --runs 10 --warmup 2 --quiet | res)"
  echo "$r $how bh_mb8 $("${pre[@]}" $B/bh_mb8 --dataset plummer-4096 --runs 10 --warmup 2 --quiet | res)"
  echo "$r $how bt_tuned $("${pre[@]}" $B/bt_tuned --dataset lines-25600 --runs 200 --warmup 2 --quiet | res)"
done; done | tee $OUT/pin.txt
