#!/usr/bin/env bash
# Builds here qsb's --aggregate=grid output with the light stamps of
# ../next-plan-2026-12-19/level-append/qsl.h (made by ../next-plan-2026-12-21/qsb-lite/build.sh) against HEAD's
# runtime (`before`) and the working tree's with level-retire.patch (`after`), to see where random-1M's time went (the leaf's sort is
# its last depth's longest block); packs .gpu/lrs/bins.txz.
set -eu
QSL_KEEP=1 bash bench/results/next-plan-2026-12-21/qsb-lite/build.sh > /dev/null
W=.gpu/lrs; rm -rf $W; mkdir -p $W/bin $W/rt-before
git archive HEAD runtime/include | tar x -C $W/rt-before
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
for v in before after; do
  RT=runtime/include; [ $v = before ] && RT=$W/rt-before/runtime/include
  nvcc $FL "-DBENCH_VARIANT=\"$v\"" -I.gpu/qsl/src -Ibench/common -Ibench/datasets -I$RT bench/apps/qsb/main.cu \
    .gpu/qsl/src/grid_lite.cu bench/build/libbench.a -o $W/bin/qsb_$v -lcudadevrt &
done
wait
(cd $W/bin && strip * && tar cJf ../bins.txz * && cd .. && rm -rf bin rt-before)
