#!/usr/bin/env bash
# qt: flat and dpopt's persistent grid with the tree cut at depth D (1 to 12),
# alternating, 2 rounds: where along the levels the persistent grid loses.
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
for r in 1 2; do
  for d in 1 2 3 4 5 6 7 8 9 10 11 12; do
    for n in flat auto; do
      line=$(timeout 30 bench/build/qt-$n --dataset points-40000 --param max_depth=$d --runs 20 --warmup 3 2>&1 | grep '^RESULT')
      echo "$r $d $n $line" | tee -a "$OUT/depth.txt" | sed 's/ app=.*median_ms=/ /; s/ min_ms.*verified=/ /'
    done
  done
done
