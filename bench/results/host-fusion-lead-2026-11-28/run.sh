#!/bin/bash
# ccl: the hand prototype of "the host launch makes the children" against cdp, flat_lb and dpopt's best
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader) $(git rev-parse --short HEAD 2>/dev/null)"
timeout 200 bench/run --apps ccl --variants cdp,flat_lb,aggregate=grid,threshold=128 --build-only --jobs 4 > /tmp/b.log 2>&1; say "build: $(tail -1 /tmp/b.log)"
timeout 120 nvcc -O3 -arch=sm_90 -rdc=true -std=c++17 -DBENCH_VARIANT='"host_fused"' -Ibench/common -Ibench/datasets -Ibench/apps/ccl \
  -Iruntime/include bench/apps/ccl/main.cu bench/results/host-fusion-lead-2026-11-28/ccl_host_fused.cu bench/build/libbench.a \
  -o bench/build/ccl_host_fused -lcudadevrt > /tmp/hf.log 2>&1; say "hf build rc $?"
for r in 1 2 3; do
  for v in cdp flat_lb aggregate=grid threshold=128 host_fused; do
    for d in blobs-1024x1024 noise-1024x1024; do
      timeout 30 bench/build/ccl_$v --dataset $d --runs 10 --warmup 2 --min-time 20 --csv $OUT/ccl.csv --variant $v | grep RESULT | sed "s/^/r$r /" | cut -c1-160 | tee -a "$log"
    done
  done
done
