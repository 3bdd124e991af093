#!/usr/bin/env bash
# Builds here (nvcc, no GPU) qsb three ways: flat.cu (the simple program),
# dpopt --aggregate=grid --levels=chained (each level launched by the last
# block of the one before) and dpopt --aggregate=grid (its levels as device
# graphs, the default). Packs .gpu/lge/bins.txz and run.sh. From the checkout's root.
set -eu
P=$(dirname "$0"); W=.gpu/lge
rm -rf $W/bin $W/src; mkdir -p $W/bin $W/src
make -s -j2 -f bench/Makefile lib
I="-I bench/common -I bench/datasets"
build/dpopt --aggregate=grid --levels=chained $I bench/apps/qsb/cdp.cu -o $W/src/chained.cu
build/dpopt --aggregate=grid $I bench/apps/qsb/cdp.cu -o $W/src/graph.cu
grep -q level_graph_launch $W/src/graph.cu
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
b() { # name source
  nvcc $FL "-DBENCH_VARIANT=\"$1\"" -Ibench/apps/qsb -Ibench/common -Ibench/datasets -Iruntime/include bench/apps/qsb/main.cu \
    $2 bench/build/libbench.a -o $W/bin/qsb_$1 -lcudadevrt || { echo "build $1 failed"; exit 1; }
}
b flat bench/apps/qsb/flat.cu & b chained $W/src/chained.cu & wait
b graph $W/src/graph.cu
(cd $W/bin && strip qsb_* && tar cJf ../bins.txz qsb_* && rm -f qsb_*)
cp $P/run.sh $W/run.sh
du -sh $W/bins.txz
