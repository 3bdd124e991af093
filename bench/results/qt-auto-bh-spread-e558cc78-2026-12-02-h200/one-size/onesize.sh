#!/bin/bash
# The persistent grid's T1 or T2 where every launch has the same blocks
# (free_pick_mode): --remove=auto against the runtime before ($1, HEAD's
# runtime/include) and after (the working tree's), beside --remove=t1, on
# qt (8 rounds) and on the apps whose removal runs the megakernel (4
# rounds); every run verified. Then the corpus and the differential tester
# under --remove=auto with the runtime after. Carry build/dpopt, bench/data
# and the runtime before.
S=$(cd "$(dirname "$0")" && pwd); ROOT=$(git -C "$S" rev-parse --show-toplevel); cd "$ROOT"
OLD=${1:?runtime before}
B=/tmp/one; mkdir -p $B/obj $B/gen
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/device.txt
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC="-I$ROOT/bench/common -I$ROOT/bench/datasets"
for c in bench/datasets/*.c; do
  [ "$(basename $c)" = check_datasets.c ] && continue
  gcc -std=c11 -O3 $INC -c $c -o $B/obj/$(basename $c .c).o &
done
nvcc $FL $INC -c bench/common/harness.cu -o $B/obj/harness.o & wait
ar rcs $B/libbench.a $B/obj/*.o
mk() { nvcc $FL -DBENCH_VARIANT="\"$1\"" $INC -Ibench/apps/$2 -I$4 bench/apps/$2/main.cu $3 $B/libbench.a \
    -o $B/$1 -lcudadevrt > $B/$1.log 2>&1 || { echo "build $1 failed"; head -5 $B/$1.log; }; }
for a in qt bfs sssp gc mstv; do
  build/dpopt --remove=auto $INC bench/apps/$a/cdp.cu -o $B/gen/${a}_auto.cu 2>/dev/null
  mk ${a}_before $a $B/gen/${a}_auto.cu $OLD & mk ${a}_after $a $B/gen/${a}_auto.cu runtime/include &
done
build/dpopt --remove=t1 $INC bench/apps/qt/cdp.cu -o $B/gen/qt_t1.cu 2>/dev/null
mk qt_t1 qt $B/gen/qt_t1.cu runtime/include & wait
res() { grep RESULT | sed 's/RESULT app=[^ ]* //; s/ date=.*//'; }
for r in 1 2 3 4 5 6 7 8; do for v in qt_before qt_after qt_t1; do for ds in points-40000 clustered-40000; do
  echo "$r $v $($B/$v --dataset $ds --runs 30 --warmup 2 --quiet | res)"
done; done; done > $OUT/times.txt
for r in 1 2 3 4; do for a in bfs sssp gc mstv; do for ds in $(cat bench/apps/$a/datasets); do for w in before after; do
  echo "$r ${a}_$w $(timeout 60 $B/${a}_$w --dataset $ds --runs 10 --warmup 2 --min-time 20 --quiet | res)"
done; done; done; done >> $OUT/times.txt
timeout 100 tests/gpu-corpus-check.sh build/dpopt --remove=auto > $OUT/corpus.txt 2>&1
tail -1 $OUT/corpus.txt
DIFFTEST_STRATEGIES="--remove=auto" timeout 130 tests/difftest/gpu-run.sh 100 9905 $OUT/difftest 0 110 > /dev/null 2>&1
tail -3 $OUT/difftest/summary.md
