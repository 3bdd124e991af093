#!/bin/bash
# mstf A/B (session 78): what the hoisted find step spends beside the
# load-balanced program. Variants of dpopt --hoist's output of
# bench/apps/mstf/cdp.cu at 281d04c (hoist.cu): its offsets' check with its
# loads unrolled 8 and 32 at a time, no check at all, and the walking grid
# sized to rmat12's edges (the last two are bounds, not programs: they hold
# for sorted offsets and this dataset only); flat_lb and flat_lb_plain (no
# plain read before each atomicMin) as references. The app's own main.cu
# and harness, the forest verified every run; three interleaved rounds.
#   usage: [ROUNDS=N] bench/results/mstf-check-ab-2026-11-29-h200/run.sh [RUNS]   (from the checkout's root)
set -e
S=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$S/../../.." && pwd)
RUNS=${1:-200}
B=/tmp/mstf-check-ab; mkdir -p $B/obj
VARIANTS=${VARIANTS:-"flat_lb flat_lb_plain hoist hoist_unroll8 hoist_unroll32 hoist_nocheck hoist_fit hoist_notail hoist_nocheck_tail hoist_new"}
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC="-I$ROOT/bench/common -I$ROOT/bench/datasets -I$ROOT/bench/apps/mstf -I$ROOT/runtime/include"
for c in $ROOT/bench/datasets/*.c; do
  [ "$(basename $c)" = check_datasets.c ] && continue
  gcc -std=c11 -O3 $INC -c $c -o $B/obj/$(basename $c .c).o &
done
nvcc $FL $INC -c $ROOT/bench/common/harness.cu -o $B/obj/harness.o &
wait
rm -f $B/libbench.a; ar rcs $B/libbench.a $B/obj/*.o
# The one-edit variants of hoist.cu, written by variants.py; flat_lb, the app's own.
python3 $S/variants.py $B/src
cp $ROOT/bench/apps/mstf/flat_lb.cu $B/src/
src_of() { if [ -f $S/$1.cu ]; then echo $S/$1.cu; else echo $B/src/$1.cu; fi; }
pids=()
for v in $VARIANTS; do
  nvcc $FL -DBENCH_VARIANT="\"$v\"" $INC $ROOT/bench/apps/mstf/main.cu $(src_of $v) $B/libbench.a \
       -o $B/mstf_$v -lcudadevrt > $B/build_$v.log 2>&1 &
  pids+=($!)
done
for p in "${pids[@]}"; do wait $p || { echo "build failed"; cat $B/build_*.log; exit 1; }; done
[ -n "${BUILD_ONLY:-}" ] && { echo built; exit 0; }
for round in $(seq 1 ${ROUNDS:-3}); do
  for v in $VARIANTS; do
    $B/mstf_$v --dataset rmat12 --runs $RUNS --warmup 5 --quiet | grep RESULT | sed "s/^RESULT /round=$round /"
  done
done
