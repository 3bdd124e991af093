#!/bin/bash
# bfs A/B (prepared in session 78, for session 79): does the launch that
# grid flattening's followed parent keeps as a rare fallback cost its start,
# as mstf's walking kernel's did (bench/results/mstf-check-ab-2026-11-29-h200/)?
# fg.cu is dpopt --flatten=grid of bench/apps/bfs/cdp.cu at c4746360 (-O's
# and tuned's choice for bfs); fg_nolaunch (variants.py) is the same with the followed
# kernel's two launches (the launch as written where the batch or the pool
# is full, the fused grid's where the hand-off fails) replaced by a flag: a
# bound, correct only where neither is taken (every run is verified);
# flat_lb is the app's load-balanced program. The app's own main.cu and
# harness; ROUNDS interleaved rounds (default 8) on both datasets.
#   usage: [ROUNDS=N] bench/results/launch-presence-e32c1d8-2026-11-29-h200/bfs-ab/run.sh [RUNS]   (from the checkout's root)
set -e
S=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$S/../../../.." && pwd)
RUNS=${1:-200}
B=/tmp/bfs-ab; mkdir -p $B/obj
VARIANTS=${VARIANTS:-"flat_lb fg fg_nolaunch"}
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC="-I$ROOT/bench/common -I$ROOT/bench/datasets -I$ROOT/bench/apps/bfs -I$ROOT/runtime/include"
for c in $ROOT/bench/datasets/*.c; do
  [ "$(basename $c)" = check_datasets.c ] && continue
  gcc -std=c11 -O3 $INC -c $c -o $B/obj/$(basename $c .c).o &
done
nvcc $FL $INC -c $ROOT/bench/common/harness.cu -o $B/obj/harness.o &
wait
rm -f $B/libbench.a; ar rcs $B/libbench.a $B/obj/*.o
# fg_nolaunch written by variants.py from fg.cu; flat_lb, the app's own.
python3 $S/variants.py $B/src
cp $ROOT/bench/apps/bfs/flat_lb.cu $B/src/
src_of() { if [ -f $S/$1.cu ]; then echo $S/$1.cu; else echo $B/src/$1.cu; fi; }
pids=()
for v in $VARIANTS; do
  nvcc $FL -DBENCH_VARIANT="\"$v\"" $INC $ROOT/bench/apps/bfs/main.cu $(src_of $v) $B/libbench.a \
       -o $B/bfs_$v -lcudadevrt > $B/build_$v.log 2>&1 &
  pids+=($!)
done
for p in "${pids[@]}"; do wait $p || { echo "build failed"; cat $B/build_*.log; exit 1; }; done
[ -n "${BUILD_ONLY:-}" ] && { echo built; exit 0; }
for round in $(seq 1 ${ROUNDS:-8}); do
  for d in rmat12 uniform-10000-1000; do
    for v in $VARIANTS; do
      $B/bfs_$v --dataset $d --runs $RUNS --warmup 5 --quiet | grep RESULT | sed "s/^RESULT /round=$round /"
    done
  done
done
