#!/bin/bash
# Two changes timed against what they replace, in one device call, every run
# verified; then the removal strategies checked on the corpus and the
# differential tester with the new runtime.
#  1. The persistent grid's T1 or T2 (free_pick_mode): qt's --remove=auto
#     with the runtime before (HEAD's free_launch.cuh, given as $1's folder)
#     and after, beside --remove=t1, 6 rounds of one process each.
#  2. bh's interaction lists a line apart (BH_LIST_PAD=32) against n ints
#     apart (=0): flat.cu, --aggregate=multiblock:8 and the tuned plan,
#     8 rounds of one process each.
# Carry build/dpopt and the old runtime folder (.gpu/old-runtime).
S=$(cd "$(dirname "$0")" && pwd); ROOT=$(git -C "$S" rev-parse --show-toplevel); cd "$ROOT"
OLD=${1:?old runtime include folder}
B=/tmp/exp; mkdir -p $B/obj $B/gen
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/device.txt
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC="-I$ROOT/bench/common -I$ROOT/bench/datasets"
for c in bench/datasets/*.c; do
  [ "$(basename $c)" = check_datasets.c ] && continue
  gcc -std=c11 -O3 $INC -c $c -o $B/obj/$(basename $c .c).o &
done
nvcc $FL $INC -c bench/common/harness.cu -o $B/obj/harness.o & wait
ar rcs $B/libbench.a $B/obj/*.o
D="$INC -I$ROOT/bench/datasets"
build/dpopt --remove=auto $D bench/apps/qt/cdp.cu -o $B/gen/qt_auto.cu
build/dpopt --remove=t1 $D bench/apps/qt/cdp.cu -o $B/gen/qt_t1.cu
build/dpopt --aggregate=multiblock:8 $D bench/apps/bh/cdp.cu -o $B/gen/bh_mb8.cu
build/dpopt --decisions=bench/tuned/bh.json $D bench/apps/bh/cdp.cu -o $B/gen/bh_tuned.cu
mk() { # name app source runtime-include extra-flags
  nvcc $FL -DBENCH_VARIANT="\"$1\"" $INC -Ibench/apps/$2 -I$4 $5 bench/apps/$2/main.cu $3 $B/libbench.a \
    -o $B/$1 -lcudadevrt > $B/$1.log 2>&1 || { echo "build $1 failed"; head -5 $B/$1.log; }
}
mk qt_auto_before qt $B/gen/qt_auto.cu $OLD "" &
mk qt_auto_after qt $B/gen/qt_auto.cu runtime/include "" &
mk qt_t1 qt $B/gen/qt_t1.cu runtime/include "" &
for pad in 0 32; do
  mk bh_flat_p$pad bh bench/apps/bh/flat.cu runtime/include -DBH_LIST_PAD=$pad &
  mk bh_mb8_p$pad bh $B/gen/bh_mb8.cu runtime/include -DBH_LIST_PAD=$pad &
  mk bh_tuned_p$pad bh $B/gen/bh_tuned.cu runtime/include -DBH_LIST_PAD=$pad &
done; wait
res() { grep RESULT | sed 's/RESULT app=[^ ]* //; s/ date=.*//'; }
for r in 1 2 3 4 5 6; do for v in qt_auto_before qt_auto_after qt_t1; do for ds in points-40000 clustered-40000; do
  echo "$r $v $($B/$v --dataset $ds --runs 30 --warmup 2 --quiet | res)"
done; done; done | tee $OUT/qt.txt
for r in 1 2 3 4 5 6 7 8; do for v in bh_flat_p0 bh_flat_p32 bh_mb8_p0 bh_mb8_p32 bh_tuned_p0 bh_tuned_p32; do
  echo "$r $v $($B/$v --dataset plummer-4096 --runs 10 --warmup 2 --quiet | res)"
done; done | tee $OUT/bh.txt
timeout 120 tests/gpu-corpus-check.sh build/dpopt --remove=auto --remove=t1 --remove=t2 > $OUT/corpus.txt 2>&1
tail -3 $OUT/corpus.txt
DIFFTEST_STRATEGIES="--remove=auto;--remove=t1;--remove=t2" timeout 200 tests/difftest/gpu-run.sh 100 9906 $OUT/difftest 0 170 > /dev/null 2>&1
tail -5 $OUT/difftest/summary.md
