#!/bin/bash
# dyncall A/B: dpopt's T4 before and after it ran each child thread whole
# where the child's barrier orders nothing (analysis/idle_barriers.h), beside
# the hand-fused version of the session before and flat; the CDP1 program
# likewise. Each built with the bench's own main.cu and harness (every run
# verified). Usage: run.sh [runs]
set -e
S=$(cd "$(dirname "$0")" && pwd)
ROOT=${ROOT:-$(git -C "$S" rev-parse --show-toplevel)}
BEFORE=$ROOT/bench/results/dyncall-fused-c658d37-2026-11-30-h200
RUNS=${1:-200}
B=${BUILD:-/tmp/dyncall-whole}; mkdir -p $B/obj
declare -A SRC=([flat]=$ROOT/bench/apps/dyncall/flat.cu [t4_before]=$BEFORE/t4.cu [t4]=$S/t4.cu
                [t4_fused]=$BEFORE/t4_fused.cu [c1_before]=$BEFORE/c1.cu [c1]=$S/c1.cu
                [c1_fused]=$BEFORE/c1_fused.cu)
# More variants, or others: SOURCES="name=path ..." and VARIANTS="name ..."
for pair in ${SOURCES:-}; do SRC[${pair%%=*}]=${pair#*=}; done
VARIANTS=${VARIANTS:-"flat t4_before t4 t4_fused c1_before c1 c1_fused"}
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
  nvcc $FL -DBENCH_VARIANT="\"$v\"" $INC $ROOT/bench/apps/dyncall/main.cu ${SRC[$v]} $B/libbench.a \
       -o $B/dc_$v -lcudadevrt -Xptxas -v > $B/build_$v.log 2>&1 &
  pids+=($!)
done
for p in "${pids[@]}"; do wait $p || { echo "build failed"; cat $B/build_*.log; exit 1; }; done
for v in $VARIANTS; do
  echo "$v: $(grep -A2 "_Z12parentKernel" $B/build_$v.log | grep -o '[0-9]* bytes stack frame\|Used [0-9]* registers' | tr '\n' ' ')"
done
for round in 1 2 3; do
  for v in $VARIANTS; do
    $B/dc_$v --dataset p64-l4-f50 --runs $RUNS --warmup 5 --quiet | grep RESULT | sed 's/RESULT app=dyncall //; s/ max_ms=.*runs=[0-9]*//'
  done
done
