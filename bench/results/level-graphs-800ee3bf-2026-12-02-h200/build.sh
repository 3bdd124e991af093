#!/usr/bin/env bash
# Builds here (nvcc, no GPU) qsb's levels through device graphs (graph.py on main's --aggregate=grid output)
# (its close's registers held to 54 and to 40) beside flat.cu and the grid form as it is, each plain and with the light stamps of
# ../level-one-each-2026-12-02-h200/qsl.h; each of the grid and graph forms also counted out by warps
# (warps.py: gridx, graphx), and the graph form closed by the graph's second node (closes.py: graphc);
# and disp2.cu. Packs .gpu/lg/bins.txz and run.sh. From the checkout's root.
set -eu
P=$(dirname "$0"); W=.gpu/lg; S=bench/results/level-one-each-2026-12-02-h200
rm -rf $W/bin $W/src; mkdir -p $W/bin $W/src $W/qs
make -s -j2 -f bench/Makefile lib
cp bench/apps/qs/qs.h $W/qs/; cp bench/apps/qsb/qsb.h $S/qsl.h $W/src/
python3 $S/lite.py sources bench/apps/qsb/cdp.cu bench/apps/qsb/flat.cu $W/src
I="-I bench/common -I bench/datasets"
build/dpopt --aggregate=grid $I bench/apps/qsb/cdp.cu -o $W/src/grid.cu
build/dpopt --aggregate=grid $I -I $W/src $W/src/cdp_lite.cu -o $W/src/grid_lite.cu
python3 $S/lite.py grid $W/src/grid_lite.cu
python3 $P/graph.py $W/src/grid.cu $W/src/graph.cu
python3 $P/graph.py $W/src/grid_lite.cu $W/src/graph_lite.cu
for f in grid grid_lite; do python3 $P/warps.py $W/src/$f.cu $W/src/${f/grid/gridx}.cu; done
for f in graph graph_lite; do python3 $P/warps.py $W/src/$f.cu $W/src/${f/graph/graphx}.cu; done
for f in graph graph_lite; do python3 $P/closes.py $W/src/$f.cu $W/src/${f/graph/graphc}.cu; done
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
b() { # name source [extra flags]
  nvcc $FL ${3:-} "-DBENCH_VARIANT=\"$1\"" -I$W/src -Ibench/common -Ibench/datasets -Iruntime/include bench/apps/qsb/main.cu \
    $2 bench/build/libbench.a -o $W/bin/qsb_$1 -lcudadevrt || { echo "build $1 failed"; exit 1; }
}
b flat bench/apps/qsb/flat.cu & b flat_lite $W/src/flat_lite.cu & b grid $W/src/grid.cu & wait
b grid_lite $W/src/grid_lite.cu & wait
# the level kernel's close, without its device launch, takes 70 registers: held to the grid form's 54, and to 40
for r in 54 40; do
  b graph$r $W/src/graph.cu "-Xptxas --device-function-maxrregcount=$r" &
  b graph${r}_lite $W/src/graph_lite.cu "-Xptxas --device-function-maxrregcount=$r" &
  b graphx$r $W/src/graphx.cu "-Xptxas --device-function-maxrregcount=$r" &
  b graphx${r}_lite $W/src/graphx_lite.cu "-Xptxas --device-function-maxrregcount=$r" & wait
done
b gridx $W/src/gridx.cu & b gridx_lite $W/src/gridx_lite.cu & b graphc $W/src/graphc.cu & b graphc_lite $W/src/graphc_lite.cu & wait
nvcc $FL $P/disp2.cu -o $W/bin/disp2 -lcudadevrt
(cd $W/bin && strip qsb_* && tar cJf ../bins.txz qsb_* disp2 && rm -f qsb_* disp2)
cp $P/run.sh $W/run.sh
du -sh $W/bins.txz
