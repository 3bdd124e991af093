#!/bin/bash
# Session 81's last call: gpu-subtree.sh and gpu-devices.sh (1 GPU) at the
# tree's commit, then qsb's per-level timeline (dpopt --aggregate=grid's
# output and flat.cu, each with .gpu/qsbt/level_timer.cuh), one run each
# after a warm-up, twice.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
( timeout 110 tests/runtime/gpu-subtree.sh build/dpopt /tmp/st > $OUT/gpu-subtree.txt 2>&1; echo "rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/gpu-subtree.txt ) &
( timeout 110 tests/runtime/gpu-devices.sh build/dpopt /tmp/dv 1 > $OUT/gpu-devices.txt 2>&1; echo "rc $? at $(( $(date +%s) - T0 )) s" >> $OUT/gpu-devices.txt ) &
( timeout 100 make -s -j 8 -f bench/Makefile lib > /tmp/lib.log 2>&1
  for v in grid_t flat_t; do
    timeout 100 nvcc -O3 -arch=sm_90 -rdc=true -std=c++17 -Xcompiler -Wall,-Wextra "-DBENCH_VARIANT=\"$v\"" -I.gpu/qsbt \
      -Ibench/common -Ibench/datasets -Ibench/apps/qsb -Iruntime/include bench/apps/qsb/main.cu .gpu/qsbt/$v.cu \
      bench/build/libbench.a -o /tmp/qsb_$v -lcudadevrt > /tmp/build_$v.log 2>&1 &
  done; wait ) &
wait
echo "checks and builds done at $(( $(date +%s) - T0 )) s"
for rep in 1 2; do for v in flat_t grid_t; do
  timeout 30 /tmp/qsb_$v --dataset random-1M --runs 1 --warmup 1 --variant $v > /tmp/run_${v}_$rep.log 2>&1
  grep -q 'verified=true' /tmp/run_${v}_$rep.log || echo "$v rep $rep: not verified: $(tail -n 2 /tmp/run_${v}_$rep.log)"
  awk '/^LEVELS depth/ { n = 0; delete rows } /^LEVEL / || /^LEVELS first/ { rows[++n] = $0 } END { for (i = 1; i <= n; i++) print rows[i] }' \
      /tmp/run_${v}_$rep.log > $OUT/levels_${v}_$rep.txt
  grep '^RESULT' /tmp/run_${v}_$rep.log | tail -n 1 >> $OUT/levels_${v}_$rep.txt
done; done
tail -n 2 $OUT/gpu-subtree.txt $OUT/gpu-devices.txt
paste $OUT/levels_flat_t_2.txt $OUT/levels_grid_t_2.txt | cut -c1-200
echo "all done at $(( $(date +%s) - T0 )) s"
