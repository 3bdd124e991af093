#!/bin/bash
# qsb A/B: dpopt --aggregate=grid of the CDP program (the suite's best), and the
# same with __launch_bounds__(256, N) on its fused kernel (N = 8, 6, 5: at most
# 32, 40, 48 registers), against the simple program. Built with the app's own
# main.cu and harness (CUDA events around each run, the sort verified
# every run); three interleaved rounds, median and min per variant.
#   usage: bench/results/qsb-ab-578bb0e-2026-11-28-h200/run.sh [RUNS]   (from the checkout's root)
set -e
S=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$S/../../.." && pwd)
RUNS=${1:-10}
B=/tmp/qsb-ab; mkdir -p $B/obj
VARIANTS=${VARIANTS:-"flat grid grid_lb8 grid_lb6 grid_lb5"}
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC="-I$ROOT/bench/common -I$ROOT/bench/datasets -I$ROOT/bench/apps/qsb -I$ROOT/bench/apps/qs -I$ROOT/runtime/include"
for c in $ROOT/bench/datasets/*.c; do
  [ "$(basename $c)" = check_datasets.c ] && continue
  gcc -std=c11 -O3 $INC -c $c -o $B/obj/$(basename $c .c).o &
done
nvcc $FL $INC -c $ROOT/bench/common/harness.cu -o $B/obj/harness.o &
wait
rm -f $B/libbench.a; ar rcs $B/libbench.a $B/obj/*.o
pids=()
for v in $VARIANTS; do
  nvcc $FL -DBENCH_VARIANT="\"$v\"" $INC $ROOT/bench/apps/qsb/main.cu $S/$v.cu $B/libbench.a \
       -o $B/qsb_$v -lcudadevrt > $B/build_$v.log 2>&1 &
  pids+=($!)
done
for p in "${pids[@]}"; do wait $p || { echo "build failed"; cat $B/build_*.log; exit 1; }; done
[ -n "${BUILD_ONLY:-}" ] && { echo built; exit 0; }
# flat_t, grid_t (diagnostics, VARIANTS="flat_t grid_t"): a per-level timeline
# (level_timer.cuh), printed by the harness's last run.
for round in 1 2 3; do
  for v in $VARIANTS; do
    $B/qsb_$v --dataset random-1M --runs $RUNS --warmup 2 --quiet | grep "RESULT\|LEVEL" | sed "s/^/round=$round $v /"
  done
done
