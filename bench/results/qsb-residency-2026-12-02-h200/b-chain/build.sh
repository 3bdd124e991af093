#!/usr/bin/env bash
# flat.cu, flat.cu's levels chained from the device (flat_chain.cu, with and without one thread's fence), qx's
# `all` as it is, held to 32 registers in its device functions (fmr32) and under __launch_bounds__(256, 8);
# plain and stamped with qsl.h here (the stamps plus blocks resident per SM). Packs .gpu/qx2/bins.txz.
set -eu
W=.gpu/qx2; Q=.gpu/qx; rm -rf $W/bin $W/src; mkdir -p $W/bin $W/src $W/qs
cp $Q/src/*.h $W/src/; cp $W/qsl.h $W/src/qsl.h; cp bench/apps/qs/qs.h $W/qs/
cp $Q/src/all.cu $Q/src/all_lite.cu $Q/src/flat_plain.cu $Q/src/flat_lite.cu $W/flat_chain.cu $W/src/
K='__global__ void cdp_block_quicksort_dp_grid_1(const dpopt::LevelPiece dp_piece'
for k in "" _lite; do
  sed "s/^$K/__global__ void __launch_bounds__(256, 8) cdp_block_quicksort_dp_grid_1(const dpopt::LevelPiece dp_piece/" \
    $W/src/all$k.cu > $W/src/alllb8$k.cu; grep -q "__launch_bounds__(256, 8)" $W/src/alllb8$k.cu
  cp $W/src/all$k.cu $W/src/allfmr$k.cu
done
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
I="-I$W/src -Ibench/common -Ibench/datasets -I$Q/rtR/runtime/include"
b() { # name source extra
  nvcc $FL $3 "-DBENCH_VARIANT=\"$1\"" $I bench/apps/qsb/main.cu $W/src/$2 bench/build/libbench.a -o $W/bin/qsb_$1 \
    -lcudadevrt -Xnvlink --verbose > $W/bin/link_$1.log 2>&1 || { echo "build $1 failed"; tail $W/bin/link_$1.log; exit 1; }
}
b flat flat_plain.cu "" & b flat_lite flat_lite.cu "" & wait
b chain flat_chain.cu "" & b chain_lite flat_chain.cu -DQSL & wait
b chainf1 flat_chain.cu -DCHAIN_F1 & b chainf1_lite flat_chain.cu "-DQSL -DCHAIN_F1" & wait
b all all.cu -DQX_F1 & b all_lite all_lite.cu -DQX_F1 & wait
b allfmr allfmr.cu "-DQX_F1 -Xptxas --device-function-maxrregcount=32" & b allfmr_lite allfmr_lite.cu "-DQX_F1 -Xptxas --device-function-maxrregcount=32" & wait
b alllb8 alllb8.cu -DQX_F1 & b alllb8_lite alllb8_lite.cu -DQX_F1 & wait
for v in flat chain chainf1 all allfmr alllb8; do for k in "" _lite; do
  echo "$v$k: $(grep -A1 "Function properties for '_Z.*\(qsb_level\|qsb_chain\|quicksort_dp_grid\)" $W/bin/link_$v$k.log | grep -o 'used [0-9]* registers.*lmem')"
done; done | tee $W/registers.txt
(cd $W/bin && strip qsb_* && tar cJf ../bins.txz qsb_* && rm -f link_*)
