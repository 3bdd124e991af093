#!/usr/bin/env bash
# the differential tester on the flattening option sets after the list-apart refactor (block_batch.cuh)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cat .gpu/commit
export DIFFTEST_STRATEGIES='--flatten=grid;--flatten=grid --pending=memory;-O;mix:1;mix:2'
DIFFTEST_SHAPES=big_children tests/difftest/gpu-run.sh 40 9500 $OUT/big 0 150 2>&1 | tail -4
tests/difftest/gpu-run.sh 25 9501 $OUT/old 0 120 2>&1 | tail -4
cd $OUT && for d in big old; do cat $d/summary.md | head -30; done; tar czf d.tgz big/summary.* old/summary.* $(ls -d big/failures.tgz old/failures.tgz 2>/dev/null) && rm -rf big old
