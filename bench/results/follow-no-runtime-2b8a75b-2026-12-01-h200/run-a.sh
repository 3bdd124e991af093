#!/usr/bin/env bash
# difftest of cdd24c5: the new shape (children past 65,536 threads), the new shapes, the old programs
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cat .gpu/commit
DIFFTEST_SHAPES=big_children tests/difftest/gpu-run.sh 30 9393 $OUT/dt-big 0 140 > $OUT/dt-big.out 2>&1
tail -4 $OUT/dt-big.out
DIFFTEST_SHAPES=new tests/difftest/gpu-run.sh 60 9393 $OUT/dt-new 0 150 > $OUT/dt-new.out 2>&1
tail -4 $OUT/dt-new.out
tests/difftest/gpu-run.sh 100 9494 $OUT/dt-old 0 150 > $OUT/dt-old.out 2>&1
tail -4 $OUT/dt-old.out
cd $OUT && tar czf dt.tgz dt-big dt-new dt-old *.out && rm -rf dt-big dt-new dt-old
