#!/usr/bin/env bash
# Branch level-append: each launch of a recursion's level into the next level's batch at the launch
# (plan SiteAggregation.append_at_launch, runtime level_append). Run from a checkout of the branch in the
# checkout that travels (git checkout --detach level-append), build/dpopt built there (carry build/dpopt,
# bench/data); main's outputs are in main-outputs/ (dpopt at 8c38eec's code), built against the branch's
# runtime, whose batch API they use unchanged.
# Part 1: bench/ab, 5 rounds, every dataset: qsb's -O/tuned program (--aggregate=grid) as main writes it
# (`main`) and as the branch does (`append`), and flat.cu; qt's --aggregate=grid and --flatten=grid the
# same way (its -O and tuned, --remove=auto, do not change). Part 2: tests/runtime/gpu-levels.sh (its split
# tree appends at the launch: pools of 4 KB, heaps full), gpu-subtree.sh, and the differential tester under
# --aggregate=grid, --flatten=grid and -O. One device call, about 5 to 6 minutes.
set -u
T0=$(date +%s)
W=/tmp/level-branch; rm -rf $W; mkdir -p $W
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; git log --format=%h -1; } | tee $OUT/device.txt
P=bench/results/next-plan-2026-12-19/level-append
for a in qsb qt; do for o in aggregate_grid flatten_grid; do
    cp $P/main-outputs/$a-$o.cu $W/$a-$o-main.cu
    build/dpopt --${o/_/=} -I bench/common -I bench/datasets bench/apps/$a/cdp.cu -o $W/$a-$o-append.cu 2>/dev/null
    grep -q dpopt::level_append $W/$a-$o-append.cu || echo "$a --${o/_/=}: no level_append in the branch's output"
done; done
mkdir -p $OUT/ab
timeout 110 bench/ab qsb --datasets random-1M,sorted-1M,reverse-1M --rounds 5 --out $OUT/ab/qsb \
    main=$W/qsb-aggregate_grid-main.cu append=$W/qsb-aggregate_grid-append.cu flat=bench/apps/qsb/flat.cu \
    > /dev/null 2> $OUT/ab/qsb.err
echo "== qsb rc $? at $(( $(date +%s) - T0 )) s"; grep -v '^$' $OUT/ab/qsb/ab.txt; tail -2 $OUT/ab/qsb.err
sets=$(grep -v '^#' bench/apps/qt/datasets | paste -sd, -)
timeout 110 bench/ab qt --datasets "$sets" --rounds 5 --out $OUT/ab/qt \
    grid_main=$W/qt-aggregate_grid-main.cu grid_append=$W/qt-aggregate_grid-append.cu \
    flat_main=$W/qt-flatten_grid-main.cu flat_append=$W/qt-flatten_grid-append.cu \
    > /dev/null 2> $OUT/ab/qt.err
echo "== qt rc $? at $(( $(date +%s) - T0 )) s"; grep -v '^$' $OUT/ab/qt/ab.txt; tail -2 $OUT/ab/qt.err
(cd $OUT && tar czf ab.tgz ab && rm -rf ab)
timeout 150 tests/runtime/gpu-levels.sh build/dpopt /tmp/levels > $OUT/levels.txt 2>&1
echo "levels rc $?: $(grep -c PASS $OUT/levels.txt) PASS, $(grep -c FAIL $OUT/levels.txt) FAIL"; grep FAIL $OUT/levels.txt | head -3
timeout 120 tests/runtime/gpu-subtree.sh build/dpopt /tmp/subtree > $OUT/subtree.txt 2>&1
echo "subtree rc $?: $(grep -c PASS $OUT/subtree.txt) PASS"; grep FAIL $OUT/subtree.txt | head -3
export DIFFTEST_STRATEGIES='--aggregate=grid;--flatten=grid;-O'
tests/difftest/gpu-run.sh 120 9601 /tmp/dt 0 120 2>&1 | tail -6
cp /tmp/dt/summary.md $OUT/difftest.md 2>/dev/null
echo "all done at $(( $(date +%s) - T0 )) s"
