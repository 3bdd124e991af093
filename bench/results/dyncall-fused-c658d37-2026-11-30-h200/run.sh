#!/bin/bash
# dyncall A/B: dpopt's T4 of the CDP2 program and of the CDP1 one, each as
# written and hand-edited (the child's two thread loops fused, its shared
# array read at the thread's own index a register; and the atomics of one
# launching thread summed first), beside flat. Built with the bench's own
# main.cu and harness (every run verified). Usage: run.sh [runs]
set -e
S=$(cd "$(dirname "$0")" && pwd)
ROOT=${ROOT:-$(git -C "$S" rev-parse --show-toplevel)}
RUNS=${1:-200}
B=$S/build; mkdir -p $B/obj
VARIANTS=${VARIANTS:-"flat t4 t4_fused t4_acc c1 c1_fused c1_acc"}
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC="-I$ROOT/bench/common -I$ROOT/bench/datasets -I$ROOT/bench/apps/dyncall -I$ROOT/runtime/include"
for c in $ROOT/bench/datasets/*.c; do
  [ "$(basename $c)" = check_datasets.c ] && continue
  gcc -std=c11 -O3 $INC -c $c -o $B/obj/$(basename $c .c).o &
done
nvcc $FL $INC -c $ROOT/bench/common/harness.cu -o $B/obj/harness.o &
wait
rm -f $B/libbench.a; ar rcs $B/libbench.a $B/obj/*.o
pids=()
for v in $VARIANTS; do
  src=$S/$v.cu
  [ "$v" = flat ] && src=$ROOT/bench/apps/dyncall/flat.cu # the app's own
  nvcc $FL -DBENCH_VARIANT="\"$v\"" $INC $ROOT/bench/apps/dyncall/main.cu $src $B/libbench.a \
       -o $B/dc_$v -lcudadevrt > $B/build_$v.log 2>&1 &
  pids+=($!)
done
for p in "${pids[@]}"; do wait $p || { echo "build failed"; cat $B/build_*.log; exit 1; }; done
[ -n "$BUILD_ONLY" ] && { echo built; exit 0; }
for round in 1 2 3; do
  for v in $VARIANTS; do
    $B/dc_$v --dataset p64-l4-f50 --runs $RUNS --warmup 5 --quiet | grep RESULT | sed 's/RESULT app=dyncall //; s/ max_ms=.*runs=[0-9]*//'
  done
done
