#!/usr/bin/env bash
set -u
B=bench/results/grid-barrier-8c38eec-2026-12-01-h200/call-1
W=/tmp/barrier; rm -rf $W; mkdir -p $W
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit
cp $B/cg_sync.cuh $W/; mkdir -p $OUT/ab
for a in bfs gc mstv sssp bh; do
    build/dpopt --remove=auto -I bench/common -I bench/datasets bench/apps/$a/cdp.cu -o $W/$a-new.cu 2>/dev/null
    { echo '#include "cg_sync.cuh"'; sed 's/dpopt::persistent_grid_sync(dp_space);/dpopt_cg_sync();/' $W/$a-new.cu; } > $W/$a-cg.cu
    grep -q persistent_grid_sync $W/$a-cg.cu && echo "$a: a sync left"
done
for a in bfs gc mstv sssp bh; do
    sets=$(grep -v '^#' bench/apps/$a/datasets | paste -sd, -)
    timeout 100 bench/ab $a --datasets "$sets" --rounds 7 --out $OUT/ab/$a cg=$W/$a-cg.cu lanes=$W/$a-new.cu > /dev/null 2> $OUT/ab/$a.err
    echo "== $a rc $?"; grep -v "^$" $OUT/ab/$a/ab.txt; tail -2 $OUT/ab/$a.err
done
(cd $OUT && tar czf ab.tgz ab && rm -rf ab)
timeout 200 tests/runtime/gpu-subtree.sh build/dpopt /tmp/subtree > $OUT/subtree.txt 2>&1; echo "subtree rc $?: $(grep -c PASS $OUT/subtree.txt) PASS"; grep FAIL $OUT/subtree.txt | head -3
timeout 120 tests/runtime/gpu-streams.sh build/dpopt /tmp/streams > $OUT/streams.txt 2>&1; echo "streams rc $?: $(grep -c PASS $OUT/streams.txt) PASS"; grep FAIL $OUT/streams.txt | head -3
export DIFFTEST_STRATEGIES='--remove=t1;--remove=auto;--remove=t2;-O'
tests/difftest/gpu-run.sh 40 9531 /tmp/dt 0 100 2>&1 | tail -7
cp /tmp/dt/summary.md $OUT/difftest.md 2>/dev/null
