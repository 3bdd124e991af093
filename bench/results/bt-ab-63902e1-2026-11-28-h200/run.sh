#!/bin/bash
# bt-study: A/B of dpopt's remove=t4 output for bench/apps/bt against flat, on an H200.
# Usage: ROOT=<dpopt checkout> /tmp/bt-study/run.sh [runs]     (default ROOT: git top of cwd, else /work/main)
# Builds each variant with the bench's own main.cu + harness (same timing: CUDA events
# around bt_variant_run, verification every run) and prints median/min per dataset.
set -e
S=$(cd "$(dirname "$0")" && pwd)
ROOT=${ROOT:-$(git rev-parse --show-toplevel 2>/dev/null || echo /work/main)}
RUNS=${1:-100}
B=$S/build; mkdir -p $B/obj
VARIANTS=${VARIANTS:-"flat t4 t4_cc t4_wt4 t4_wt4_cc t4_fused"}
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC="-I$ROOT/bench/common -I$ROOT/bench/datasets -I$ROOT/bench/apps/bt -I$ROOT/runtime/include"
for c in $ROOT/bench/datasets/*.c; do
  [ "$(basename $c)" = check_datasets.c ] && continue
  gcc -std=c11 -O3 $INC -c $c -o $B/obj/$(basename $c .c).o &
done
nvcc $FL $INC -c $ROOT/bench/common/harness.cu -o $B/obj/harness.o &
wait
rm -f $B/libbench.a; ar rcs $B/libbench.a $B/obj/*.o
pids=()
for v in $VARIANTS; do
  nvcc $FL -DBENCH_VARIANT="\"$v\"" $INC $ROOT/bench/apps/bt/main.cu $S/$v.cu $B/libbench.a \
       -o $B/bt_$v -lcudadevrt > $B/build_$v.log 2>&1 &
  pids+=($!)
done
for p in "${pids[@]}"; do wait $p || { echo "build failed"; cat $B/build_*.log; exit 1; }; done
[ -n "$BUILD_ONLY" ] && { echo built; exit 0; }
# two rounds, variants interleaved, to see the noise
for round in 1 2; do
  for ds in lines-25600 sample-lines-25600; do
    for v in $VARIANTS; do
      $B/bt_$v --dataset $ds --runs $RUNS --warmup 5 --quiet | grep RESULT | sed 's/RESULT app=bt //; s/ max_ms=.*runs=[0-9]*//'
    done
  done
done
