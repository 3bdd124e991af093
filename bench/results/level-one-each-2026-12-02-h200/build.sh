#!/usr/bin/env bash
# Builds here (nvcc, no GPU) qsb's and qt's --aggregate=grid output by HEAD's dpopt with HEAD's runtime
# (`before`; dpopt built in the worktree /work/wt-head) and by the working tree's (`after`: a level's launches
# of a constant grid reserved with one atomic, a level of one-block launches entered with no header read, the
# batch given back at the level's close); qsb's flat.cu; qsb before, after and flat also with the light stamps
# (qsl.h here: per depth the span, mean block and blocks resident per SM). Packs .gpu/loe/bins.txz.
set -eu
P=$(dirname "$0"); W=.gpu/loe; H=${HEAD_TREE:-/work/wt-head}
rm -rf $W; mkdir -p $W/bin $W/src $W/qs
make -s -j2 -f bench/Makefile lib
cp bench/apps/qs/qs.h $W/qs/; cp bench/apps/qsb/qsb.h $P/qsl.h $W/src/
python3 $P/lite.py sources bench/apps/qsb/cdp.cu bench/apps/qsb/flat.cu $W/src
I="-I bench/common -I bench/datasets"
for v in before after; do
  X=build/dpopt; RT=runtime/include; [ $v = before ] && X=$H/build/dpopt && RT=$H/runtime/include
  for a in qsb qt; do $X --aggregate=grid $I bench/apps/$a/cdp.cu -o $W/src/$a-$v.cu; done
  $X --aggregate=grid $I -I $W/src $W/src/cdp_lite.cu -o $W/src/qsb-$v-lite.cu
  python3 $P/lite.py grid $W/src/qsb-$v-lite.cu
done
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
b() { # name source runtime app
  nvcc $FL "-DBENCH_VARIANT=\"$1\"" -I$W/src -Ibench/apps/$4 -Ibench/common -Ibench/datasets -I$3 bench/apps/$4/main.cu $2 \
    bench/build/libbench.a -o $W/bin/$1 -lcudadevrt -Xnvlink --verbose > $W/bin/link_$1.log 2>&1 || { echo "build $1 failed"; exit 1; }
}
for v in before after; do
  RT=runtime/include; [ $v = before ] && RT=$H/runtime/include
  b qsb_$v $W/src/qsb-$v.cu $RT qsb & b qsb_${v}_lite $W/src/qsb-$v-lite.cu $RT qsb & wait
  b qt_$v $W/src/qt-$v.cu $RT qt
done
b qsb_flat bench/apps/qsb/flat.cu runtime/include qsb & b qsb_flat_lite $W/src/flat_lite.cu runtime/include qsb & wait
for v in qsb_before qsb_after qsb_flat qt_before qt_after; do
  echo "$v: $(grep -A1 "Function properties for '_Z.*\(qsb_level\|quicksort_dp_grid\|_dp_grid\)" $W/bin/link_$v.log | grep -o 'used [0-9]* registers.*lmem' | head -1)"
done | tee $W/registers.txt
(cd $W/bin && strip qsb_* qt_* && tar cJf ../bins.txz qsb_* qt_* && rm -f link_*)
cp $P/run.sh $W/run.sh
du -sh $W/bins.txz
