#!/usr/bin/env bash
# Branch grid-barrier-lanes: the persistent grid's barrier (persistent_grid_sync, two a run of a
# persistent kernel that is not a recursion) in grid_barrier.cuh's lanes against cooperative groups'
# grid.sync() (cg_sync.cuh), the same dpopt output otherwise: bfs, gc, mstv, sssp and bh under
# --remove=auto (bfs also t1), every dataset, 5 rounds; then the checks of
# bench/results/level-lanes-b93262c-2026-12-01-h200/ (gpu-subtree.sh, gpu-streams.sh, the differential
# tester under the removal sets). One device call, about 5 minutes; carry build/dpopt and bench/data.
set -u
B=bench/results/grid-barrier-8c38eec-2026-12-01-h200/call-1
W=/tmp/barrier; rm -rf $W; mkdir -p $W
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
git log --format=%h -1 2>/dev/null
cp $B/cg_sync.cuh $W/
for p in bfs:auto bfs:t1 gc:auto mstv:auto sssp:auto bh:auto; do
    a=${p%%:*} m=${p##*:}
    build/dpopt --remove=$m -I bench/common -I bench/datasets bench/apps/$a/cdp.cu -o $W/$a-$m-lanes.cu 2>/dev/null
    { echo '#include "cg_sync.cuh"'; sed 's/dpopt::persistent_grid_sync(dp_space);/dpopt_cg_sync();/' $W/$a-$m-lanes.cu; } > $W/$a-$m-cg.cu
    grep -q persistent_grid_sync $W/$a-$m-cg.cu && echo "$a $m: a sync left"
done
for a in bfs gc mstv sssp bh; do
    sets=$(grep -v '^#' bench/apps/$a/datasets | paste -sd, -)
    progs=(cg=$W/$a-auto-cg.cu lanes=$W/$a-auto-lanes.cu)
    [ $a = bfs ] && progs+=(t1cg=$W/bfs-t1-cg.cu t1lanes=$W/bfs-t1-lanes.cu)
    timeout 120 bench/ab $a --datasets "$sets" --rounds 5 --out $OUT/$a "${progs[@]}" > /dev/null 2> $OUT/$a.err
    echo "== $a rc $?"; grep -v "^$" $OUT/$a/ab.txt; tail -2 $OUT/$a.err
done
timeout 200 tests/runtime/gpu-subtree.sh build/dpopt $OUT/subtree > $OUT/subtree.txt 2>&1; echo "subtree rc $?: $(grep -c PASS $OUT/subtree.txt) PASS"; grep FAIL $OUT/subtree.txt | head -3
timeout 120 tests/runtime/gpu-streams.sh build/dpopt $OUT/streams > $OUT/streams.txt 2>&1; echo "streams rc $?: $(grep -c PASS $OUT/streams.txt) PASS"; grep FAIL $OUT/streams.txt | head -3
export DIFFTEST_STRATEGIES='--remove=t1;--remove=auto;--remove=t2;-O'
tests/difftest/gpu-run.sh 40 9530 $OUT/dt 0 120 2>&1 | tail -7
cd $OUT && tar czf barrier.tgz */ab.csv */ab.txt *.err subtree.txt streams.txt dt/summary.* $(ls -d dt/failures.tgz 2>/dev/null); rm -rf bfs gc mstv sssp bh subtree streams dt *.err
