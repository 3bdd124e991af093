#!/usr/bin/env bash
# Builds here (nvcc, no GPU) qsb's and qt's --aggregate=grid output (the same text at HEAD and in the working
# tree: only the runtime changed) against HEAD's runtime (`before`) and the working tree's with level-retire.patch (`after`: a level's
# batch given back at its grid's close, no block counting itself as a reader), and qsb's flat.cu; packs
# .gpu/lr/bins.txz and run.sh.
set -eu
P=$(dirname "$0"); W=.gpu/lr; rm -rf $W; mkdir -p $W/bin $W/src $W/rt-before
git archive HEAD runtime/include | tar x -C $W/rt-before
make -s -j2 -f bench/Makefile lib
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
for a in qsb qt; do
  build/dpopt --aggregate=grid -I bench/common -I bench/datasets bench/apps/$a/cdp.cu -o $W/src/$a-grid.cu
  for v in before after; do
    RT=runtime/include; [ $v = before ] && RT=$W/rt-before/runtime/include
    nvcc $FL "-DBENCH_VARIANT=\"$v\"" -Ibench/apps/$a -Ibench/common -Ibench/datasets -I$RT bench/apps/$a/main.cu \
      $W/src/$a-grid.cu bench/build/libbench.a -o $W/bin/${a}_$v -lcudadevrt &
  done
done
nvcc $FL '-DBENCH_VARIANT="flat"' -Ibench/apps/qsb -Ibench/common -Ibench/datasets -Iruntime/include bench/apps/qsb/main.cu \
  bench/apps/qsb/flat.cu bench/build/libbench.a -o $W/bin/qsb_flat -lcudadevrt &
wait
(cd $W/bin && strip * && tar cJf ../bins.txz * && cd .. && rm -rf bin src rt-before)
cp $P/run.sh $W/run.sh
du -sh $W
