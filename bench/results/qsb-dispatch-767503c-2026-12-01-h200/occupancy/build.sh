#!/usr/bin/env bash
# Builds here (nvcc, no GPU) qsb's flat.cu and main's --aggregate=grid output with qso.h's stamps (qse.h's
# and each depth's blocks an SM), and occ.cu; packs them with run.sh in .gpu/qso/. Run from the checkout's
# root after bench/results/next-plan-2026-12-20/qsb-entry/build.sh (its .gpu/qse/src).
set -eu
P=bench/results/qsb-dispatch-767503c-2026-12-01-h200/occupancy
S=.gpu/qse/src; W=.gpu/qso; rm -rf $W; mkdir -p $W/bin
cp $P/qso.h $S/
for v in flat grid; do sed 's/#include "qse.h"/#include "qso.h"/' $S/${v}_qse.cu > $S/${v}_qso.cu; done
cp $P/occ.cu $S/
make -s -j2 -f bench/Makefile lib
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
for v in flat grid; do
  nvcc $FL "-DBENCH_VARIANT=\"$v\"" -I$S -Ibench/common -Ibench/datasets -Iruntime/include bench/apps/qsb/main.cu \
    $S/${v}_qso.cu bench/build/libbench.a -o $W/bin/qsb_${v}_qso -lcudadevrt &
done
nvcc $FL -I$S -Ibench/common -Ibench/datasets -Iruntime/include $S/occ.cu bench/build/libbench.a -o $W/bin/occ -lcudadevrt &
wait
(cd $W/bin && strip qsb_* occ && tar cJf ../bins.txz qsb_* occ && rm -rf ../bin)
cp $P/run.sh $W/run.sh
du -sh $W
