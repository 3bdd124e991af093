#!/usr/bin/env bash
# qt: Nsight Compute on flat's level kernels and dpopt's persistent grid (points-40000).
set -uo pipefail
# The two programs, built as bench/run builds a variant (with -lineinfo for ncu):
# bench/build/qt-flat from bench/apps/qt/flat.cu, bench/build/qt-auto from
# build/dpopt --remove=auto's output of bench/apps/qt/cdp.cu.
make -s -f bench/Makefile lib
build/dpopt --remove=auto -I bench/common -I bench/datasets bench/apps/qt/cdp.cu -o bench/build/qt-auto.cu
for n in flat auto; do
  src=bench/apps/qt/flat.cu; [ $n = auto ] && src=bench/build/qt-auto.cu
  nvcc -O3 -arch=sm_90 -rdc=true -std=c++17 -lineinfo "-DBENCH_VARIANT=\"$n\"" -Ibench/common -Ibench/datasets \
    -Ibench/apps/qt -Iruntime/include bench/apps/qt/main.cu $src bench/build/libbench.a -o bench/build/qt-$n -lcudadevrt
done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
S="--section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section LaunchStats"
for n in flat auto; do
  timeout 200 ncu --clock-control none $S --launch-count 16 bench/build/qt-$n --dataset points-40000 --runs 1 --warmup 0 --min-time 0 \
    > "$OUT/ncu-$n.txt" 2>&1
  echo "$n rc $?"
  grep -E "Duration|Achieved Occupancy|Warp Cycles Per Issued|Registers Per|Theoretical Occ|Grid Size|Block Limit Reg" "$OUT/ncu-$n.txt" | head -60
done
