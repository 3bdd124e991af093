#!/usr/bin/env bash
# Builds here (nvcc, no GPU) qsb's flat.cu and main's --aggregate=grid output (.gpu/qse/src/grid_plain.cu of
# ../../next-plan-2026-12-20/qsb-entry/build.sh) as it is and in four forms whose fused level kernel holds
# more blocks an SM: lb8 and lb6 (__launch_bounds__(256, 8) and (256, 6) on it: its out-of-line close then
# compiled within 32 and 40 registers), inline (the close's lambda always inlined) and fmr32 (ptxas
# --device-function-maxrregcount=32). Prints each kernel's registers as nvlink sets them (a kernel's own and
# its callees' most: ptxas -v under -rdc shows only its own). Packs .gpu/qsr/bins.txz and run.sh.
set -eu
P=bench/results/qsb-dispatch-767503c-2026-12-01-h200/registers
S=.gpu/qse/src; W=.gpu/qsr; rm -rf $W; mkdir -p $W/bin $W/src
K='__global__ void cdp_block_quicksort_dp_grid_1(const dpopt::LevelPiece dp_piece'
grep -q "^$K" $S/grid_plain.cu
cp $S/grid_plain.cu $W/src/grid.cu
sed "s/^$K/__global__ void __launch_bounds__(256, 8) cdp_block_quicksort_dp_grid_1(const dpopt::LevelPiece dp_piece/" $S/grid_plain.cu > $W/src/lb8.cu
sed "s/^$K/__global__ void __launch_bounds__(256, 6) cdp_block_quicksort_dp_grid_1(const dpopt::LevelPiece dp_piece/" $S/grid_plain.cu > $W/src/lb6.cu
sed 's/\[\]() __attribute__((noinline)) {/[]() __attribute__((always_inline)) {/' $S/grid_plain.cu > $W/src/inline.cu
cp $S/grid_plain.cu $W/src/fmr32.cu; cp $S/flat_plain.cu $W/src/flat.cu
make -s -j2 -f bench/Makefile lib
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
for v in flat grid lb8 lb6 inline fmr32; do
  X=""; [ $v = fmr32 ] && X="-Xptxas --device-function-maxrregcount=32"
  nvcc $FL $X "-DBENCH_VARIANT=\"$v\"" -I$S -Ibench/common -Ibench/datasets -Iruntime/include bench/apps/qsb/main.cu \
    $W/src/$v.cu bench/build/libbench.a -o $W/bin/qsb_$v -lcudadevrt -Xnvlink --verbose > $W/bin/link_$v.log 2>&1 &
done
wait
for v in flat grid lb8 lb6 inline fmr32; do
  echo "$v: $(grep -A1 "Function properties for '_Z.*\(qsb_level\|quicksort_dp_grid\)" $W/bin/link_$v.log | grep -o 'used [0-9]* registers, [^,]*, [0-9]* stack')"
done | tee $W/registers.txt
(cd $W/bin && strip qsb_* && tar cJf ../bins.txz qsb_* && rm -rf ../bin ../src)
cp $P/run.sh $W/run.sh
