#!/usr/bin/env bash
# Branch level-append with the last block's work out of line (a never-inlined lambda): qsb main vs branch vs
# flat, qt's --aggregate=grid main vs branch, then gpu-levels.sh, gpu-subtree.sh and the differential tester.
set -u
T0=$(date +%s)
W=/tmp/oil; rm -rf $W; mkdir -p $W
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/device.txt; cat .gpu/commit | tee -a $OUT/device.txt
P=bench/results/next-plan-2026-12-19/level-append
for a in qsb qt; do
    cp $P/main-outputs/$a-aggregate_grid.cu $W/$a-main.cu
    build/dpopt --aggregate=grid -I bench/common -I bench/datasets bench/apps/$a/cdp.cu -o $W/$a-oil.cu 2>/dev/null
    grep -q 'attribute__((noinline))' $W/$a-oil.cu || echo "$a: the branch's output has no out-of-line close"
done
mkdir -p $OUT/ab
timeout 100 bench/ab qsb --datasets random-1M,sorted-1M,reverse-1M --rounds 5 --out $OUT/ab/qsb \
    main=$W/qsb-main.cu oil=$W/qsb-oil.cu flat=bench/apps/qsb/flat.cu > /dev/null 2> $OUT/ab/qsb.err
echo "== qsb rc $? at $(( $(date +%s) - T0 )) s"; grep -v '^$' $OUT/ab/qsb/ab.txt; tail -2 $OUT/ab/qsb.err
timeout 75 bench/ab qt --datasets points-40000,clustered-40000 --rounds 3 --out $OUT/ab/qt \
    main=$W/qt-main.cu oil=$W/qt-oil.cu > /dev/null 2> $OUT/ab/qt.err
echo "== qt rc $? at $(( $(date +%s) - T0 )) s"; grep -v '^$' $OUT/ab/qt/ab.txt 2>/dev/null; tail -2 $OUT/ab/qt.err
(cd $OUT && tar czf ab.tgz ab && rm -rf ab)
timeout 100 tests/runtime/gpu-levels.sh build/dpopt /tmp/levels > $OUT/levels.txt 2>&1
echo "levels rc $?: $(grep -c PASS $OUT/levels.txt) PASS, $(grep -c FAIL $OUT/levels.txt) FAIL at $(( $(date +%s) - T0 )) s"; grep FAIL $OUT/levels.txt | head -3
timeout 60 tests/runtime/gpu-subtree.sh build/dpopt /tmp/subtree > $OUT/subtree.txt 2>&1
echo "subtree rc $?: $(grep -c PASS $OUT/subtree.txt) PASS, $(grep -c FAIL $OUT/subtree.txt) FAIL at $(( $(date +%s) - T0 )) s"
export DIFFTEST_STRATEGIES='--aggregate=grid;-O'
tests/difftest/gpu-run.sh 100 9701 /tmp/dt 0 50 2>&1 | tail -5
cp /tmp/dt/summary.md $OUT/difftest.md 2>/dev/null
echo "all done at $(( $(date +%s) - T0 )) s"
