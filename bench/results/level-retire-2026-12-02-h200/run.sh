#!/usr/bin/env bash
# On the device (carry .gpu/lr, build/dpopt and bench/data): qsb before/after/flat and qt before/after, 10 runs
# after 2 warm-ups in interleaved rounds (times.txt); then gpu-levels.sh, gpu-subtree.sh and the differential
# tester under --aggregate=grid and -O with the working tree's runtime.
set -u
T0=$(date +%s); B=/tmp/lrb; mkdir -p $B && tar xJf .gpu/lr/bins.txz -C $B
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } | tee $OUT/device.txt
for r in 1 2 3; do
  for d in random-1M sorted-1M reverse-1M; do for v in before after flat; do
    echo "round $r qsb $d $v $(timeout 60 $B/qsb_$v --dataset $d --runs 10 --warmup 2 2>&1 | grep -o 'median_ms=[^ ]*\|verified=[a-z]*' | tr '\n' ' ')"
  done; done
  for d in points-40000 clustered-40000; do for v in before after; do
    echo "round $r qt $d $v $(timeout 60 $B/qt_$v --dataset $d --runs 10 --warmup 2 2>&1 | grep -o 'median_ms=[^ ]*\|verified=[a-z]*' | tr '\n' ' ')"
  done; done
done > $OUT/times.txt
echo "times at $(( $(date +%s) - T0 )) s: $(grep -c verified=true $OUT/times.txt) verified, $(grep -vc verified=true $OUT/times.txt) not"
timeout 120 tests/runtime/gpu-levels.sh build/dpopt /tmp/levels > $OUT/levels.txt 2>&1
echo "levels rc $?: $(grep -c PASS $OUT/levels.txt) PASS, $(grep -c FAIL $OUT/levels.txt) FAIL at $(( $(date +%s) - T0 )) s"; grep FAIL $OUT/levels.txt | head -3
timeout 80 tests/runtime/gpu-subtree.sh build/dpopt /tmp/subtree > $OUT/subtree.txt 2>&1
echo "subtree rc $?: $(grep -c PASS $OUT/subtree.txt) PASS, $(grep -c FAIL $OUT/subtree.txt) FAIL at $(( $(date +%s) - T0 )) s"
export DIFFTEST_STRATEGIES='--aggregate=grid;-O'
timeout 200 tests/difftest/gpu-run.sh 100 9902 /tmp/dt 0 50 2>&1 | tail -4
cp /tmp/dt/summary.md $OUT/difftest.md 2>/dev/null
echo "all done at $(( $(date +%s) - T0 )) s"
