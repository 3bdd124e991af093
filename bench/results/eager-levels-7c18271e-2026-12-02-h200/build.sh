#!/usr/bin/env bash
# Builds here (nvcc, no GPU; a few minutes) qsb's eager levels prototype (groups.cu: grids of at most G blocks,
# each launching its children as soon as its blocks are done) for G = 32, 64, 128, 256 and 1024, beside
# flat.cu and main's --aggregate=grid output; each plain and with the light stamps of
# ../level-one-each-2026-12-02-h200/qsl.h (reach: when depth 24 starts; sort: its longest block).
# Packs .gpu/grp/bins.txz and run.sh. Run from the checkout's root.
set -eu
P=$(dirname "$0"); W=.gpu/grp; S=bench/results/level-one-each-2026-12-02-h200
rm -rf $W/bin $W/src; mkdir -p $W/bin $W/src $W/qs
make -s -j2 -f bench/Makefile lib
cp bench/apps/qs/qs.h $W/qs/; cp bench/apps/qsb/qsb.h $S/qsl.h $P/groups.cu $W/src/
# flat_lite.cu and the stamped grid form, as the level-one-each build makes them
python3 $S/lite.py sources bench/apps/qsb/cdp.cu bench/apps/qsb/flat.cu $W/src
I="-I bench/common -I bench/datasets"
build/dpopt --aggregate=grid $I bench/apps/qsb/cdp.cu -o $W/src/grid.cu
build/dpopt --aggregate=grid $I -I $W/src $W/src/cdp_lite.cu -o $W/src/grid_lite.cu
python3 $S/lite.py grid $W/src/grid_lite.cu
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
b() { # name source extra
  nvcc $FL $3 "-DBENCH_VARIANT=\"$1\"" -I$W/src -Ibench/common -Ibench/datasets -Iruntime/include bench/apps/qsb/main.cu \
    $2 bench/build/libbench.a -o $W/bin/qsb_$1 -lcudadevrt || { echo "build $1 failed"; exit 1; }
}
b flat bench/apps/qsb/flat.cu "" & b flat_lite $W/src/flat_lite.cu "" & wait
b grid $W/src/grid.cu "" & b grid_lite $W/src/grid_lite.cu "" & wait
for g in 32 64 128 256 1024; do
  b g$g $W/src/groups.cu "-DQSB_GROUP=$g" & b g${g}_lite $W/src/groups.cu "-DQSB_GROUP=$g -DQSL" & wait
done
(cd $W/bin && strip qsb_* && tar cJf ../bins.txz qsb_* && rm -f qsb_*)
cp $P/run.sh $W/run.sh
du -sh $W/bins.txz
