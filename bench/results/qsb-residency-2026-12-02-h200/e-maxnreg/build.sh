#!/usr/bin/env bash
# qx's `all` with the fused kernel under __maxnreg__(48, 40, 32) (no maxntid, unlike __launch_bounds__);
# rdmf (all but one append a block) and all but the one-thread fence, both held to 32 registers in their
# device functions (fmr32); allfmr and flat as anchors. Plain and stamped (qx2's qsl.h).
set -eu
W=.gpu/qx6; Q=.gpu/qx; rm -rf $W/bin $W/src; mkdir -p $W/bin $W/src $W/qs
cp .gpu/qx2/src/*.h $W/src/; cp bench/apps/qs/qs.h $W/qs/
cp .gpu/qx2/src/flat_plain.cu .gpu/qx2/src/flat_lite.cu $W/src/
for k in "" _lite; do
  python3 $Q/edit.py $Q/src/grid$k.cu $W/src/all$k.cu mu1,dir,one
  python3 $Q/edit.py $Q/src/grid$k.cu $W/src/rdmf$k.cu mu1,dir
  for n in 48 40 32; do
    sed "s/^__global__ void cdp_block_quicksort_dp_grid_1(const dpopt::LevelPiece dp_piece, unsigned int \*data, unsigned int \*scratch, int depth, int max_depth, dim3 dp_grid)$/__global__ void __maxnreg__($n) cdp_block_quicksort_dp_grid_1(const dpopt::LevelPiece dp_piece, unsigned int *data, unsigned int *scratch, int depth, int max_depth, dim3 dp_grid)/" \
      $W/src/all$k.cu > $W/src/nr$n$k.cu
    grep -q "__maxnreg__($n)" $W/src/nr$n$k.cu
  done
done
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
I="-I$W/src -Ibench/common -Ibench/datasets -I$Q/rtR/runtime/include"
FMR="-Xptxas --device-function-maxrregcount=32"
b() { nvcc $FL $3 "-DBENCH_VARIANT=\"$1\"" $I bench/apps/qsb/main.cu $W/src/$2 bench/build/libbench.a -o $W/bin/qsb_$1 \
    -lcudadevrt -Xnvlink --verbose > $W/bin/link_$1.log 2>&1 || { echo "build $1 failed"; tail $W/bin/link_$1.log; exit 1; }; }
for k in "" _lite; do
  b flat$k flat$( [ -z "$k" ] && echo _plain || echo _lite).cu "" & b allfmr$k all$k.cu "-DQX_F1 $FMR" & wait
  b nr48$k nr48$k.cu -DQX_F1 & b nr40$k nr40$k.cu -DQX_F1 & wait
  b nr32$k nr32$k.cu -DQX_F1 & b rdmffmr$k rdmf$k.cu "-DQX_F1 $FMR" & wait
  b nof1fmr$k all$k.cu "$FMR" & wait
done
for v in flat allfmr nr48 nr40 nr32 rdmffmr nof1fmr; do for k in "" _lite; do
  echo "$v$k: $(grep -A1 "Function properties for '_Z.*\(qsb_level\|quicksort_dp_grid\)" $W/bin/link_$v$k.log | grep -o 'used [0-9]* registers.*lmem')"
done; done | tee $W/registers.txt
(cd $W/bin && strip qsb_* && tar cJf ../bins.txz qsb_* && rm -f link_*)
