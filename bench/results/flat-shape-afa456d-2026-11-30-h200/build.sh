#!/bin/bash
# Grid flattening's fused-grid shape, A/B: each flatten=grid app built with
# the runtime's grid_flat_block / grid_flat_max_blocks edited. Builds into /tmp/shape (one app at a time: run.sh ran
# six at once, and the six shared /tmp/shape/libbench.a: bfs, mstv and tc
# failed to build on the device).
set -e
ROOT=$(git rev-parse --show-toplevel); B=/tmp/shape/bin; mkdir -p $B /tmp/shape/obj
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC0="-I$ROOT/bench/common -I$ROOT/bench/datasets"
for c in $ROOT/bench/datasets/*.c; do
  [ "$(basename $c)" = check_datasets.c ] && continue
  gcc -std=c11 -O3 $INC0 -c $c -o /tmp/shape/obj/$(basename $c .c).o
done
nvcc $FL $INC0 -I$ROOT/runtime/include -c $ROOT/bench/common/harness.cu -o /tmp/shape/obj/harness.o
rm -f /tmp/shape/libbench.a; ar rcs /tmp/shape/libbench.a /tmp/shape/obj/*.o
for shape in $SHAPES; do
  blk=${shape%x*}; mb=${shape#*x}
  rt=/tmp/shape/rt-$shape; rm -rf $rt; cp -r $ROOT/runtime/include $rt
  sed -i "s/constexpr unsigned int grid_flat_block = 256u;/constexpr unsigned int grid_flat_block = ${blk}u;/; s/constexpr unsigned int grid_flat_max_blocks = 2048u;/constexpr unsigned int grid_flat_max_blocks = ${mb}u;/" $rt/dpopt/grid_flat.cuh
  grep -q "grid_flat_block = ${blk}u" $rt/dpopt/grid_flat.cuh && grep -q "max_blocks = ${mb}u" $rt/dpopt/grid_flat.cuh
done
for app in $APPS; do
  $ROOT/build/dpopt --flatten=grid $INC0 $ROOT/bench/apps/$app/cdp.cu -o /tmp/shape/$app.cu
  for shape in $SHAPES; do
    echo "build $app $shape"
    nvcc $FL -DBENCH_VARIANT="\"fg_$shape\"" $INC0 -I$ROOT/bench/apps/$app -I/tmp/shape/rt-$shape \
      $ROOT/bench/apps/$app/main.cu /tmp/shape/$app.cu /tmp/shape/libbench.a -o $B/${app}_$shape -lcudadevrt
  done
done
