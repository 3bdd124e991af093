#!/usr/bin/env bash
# Builds here (nvcc, no GPU) qsb's driver with queue.cu, flat.cu and main's --aggregate=grid output (HEAD's
# runtime); packs .gpu/qq/bins.txz and run.sh.
set -eu
P=$(dirname "$0"); W=.gpu/qq; rm -rf $W; mkdir -p $W/bin
make -s -j2 -f bench/Makefile lib
build/dpopt --aggregate=grid -I bench/common -I bench/datasets bench/apps/qsb/cdp.cu -o $W/grid.cu
FL="-O3 -arch=sm_90 -rdc=true -std=c++17 -Ibench/apps/qsb -Ibench/common -Ibench/datasets -Iruntime/include"
nvcc $FL '-DBENCH_VARIANT="queue"' bench/apps/qsb/main.cu $P/queue.cu bench/build/libbench.a -o $W/bin/qsb_queue -lcudadevrt -Xnvlink --verbose > $W/queue.log 2>&1 &
nvcc $FL '-DBENCH_VARIANT="flat"' bench/apps/qsb/main.cu bench/apps/qsb/flat.cu bench/build/libbench.a -o $W/bin/qsb_flat -lcudadevrt &
nvcc $FL '-DBENCH_VARIANT="grid"' bench/apps/qsb/main.cu $W/grid.cu bench/build/libbench.a -o $W/bin/qsb_grid -lcudadevrt &
wait
grep -A1 "Function properties for '_Z13qsb_queue" $W/queue.log | tail -1
(cd $W/bin && strip * && tar cJf ../bins.txz * && cd .. && rm -rf bin grid.cu queue.log)
cp $P/run.sh $W/run.sh
