#!/usr/bin/env bash
# On the device (carry .gpu/loe, .gpu/commit, build/dpopt and bench/data): qsb before/after/flat and qt
# before/after, 10 runs after 2 warm-ups in 3 interleaved rounds (times.txt); qsb's stamped programs on
# random-1M (levels.txt, summary.txt); gpu-levels.sh, gpu-subtree.sh and the differential
# tester under --aggregate=grid and -O with the working tree's dpopt and runtime.
set -u
T0=$(date +%s); B=/tmp/loeb; mkdir -p $B && tar xJf .gpu/loe/bins.txz -C $B
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } | tee $OUT/device.txt
cp .gpu/loe/registers.txt $OUT/
for r in 1 2 3; do
  for d in random-1M sorted-1M reverse-1M; do for v in before after flat; do
    echo "round $r qsb $d $v $(timeout 60 $B/qsb_$v --dataset $d --runs 10 --warmup 2 2>&1 | grep -o 'median_ms=[^ ]*\|verified=[a-z]*' | tr '\n' ' ')"
  done; done
  for d in points-40000 clustered-40000; do for v in before after; do
    echo "round $r qt $d $v $(timeout 60 $B/qt_$v --dataset $d --runs 10 --warmup 2 2>&1 | grep -o 'median_ms=[^ ]*\|verified=[a-z]*' | tr '\n' ' ')"
  done; done
done > $OUT/times.txt
echo "times at $(( $(date +%s) - T0 )) s: $(grep -c verified=true $OUT/times.txt) verified, $(grep -vc verified=true $OUT/times.txt) not"
for v in before after flat before after flat; do
  timeout 60 $B/qsb_${v}_lite --dataset random-1M --runs 3 --warmup 1 > /tmp/s.txt 2>&1
  echo "== random-1M $v (rc $?): $(grep -o 'median_ms=[^ ]*\|verified=[a-z]*' /tmp/s.txt | tr '\n' ' ')"
  awk '/^QSL depth/ { n = 0; delete t } /^QSL/ { t[n++] = $0 } END { for (i = 0; i < n; i++) print t[i] }' /tmp/s.txt
done > $OUT/levels.txt
awk '/^==/ { v = $3; w = 0 } /^QSL [0-9]/ { if ($2 >= 7 && $2 <= 23) w += $6; if ($2 == 20) r20 = $10 " " $11; if ($2 == 24) printf "%s wide %.0f us, reach %.0f us, sort %.0f us, depth 20 per SM max and mean %s\n", v, w, $4, $9, r20 }' $OUT/levels.txt | tee $OUT/summary.txt
timeout 120 tests/runtime/gpu-levels.sh build/dpopt /tmp/levels > $OUT/levels-check.txt 2>&1
echo "levels rc $?: $(grep -c PASS $OUT/levels-check.txt) PASS, $(grep -c FAIL $OUT/levels-check.txt) FAIL at $(( $(date +%s) - T0 )) s"; grep FAIL $OUT/levels-check.txt | head -3
timeout 80 tests/runtime/gpu-subtree.sh build/dpopt /tmp/subtree > $OUT/subtree.txt 2>&1
echo "subtree rc $?: $(grep -c PASS $OUT/subtree.txt) PASS, $(grep -c FAIL $OUT/subtree.txt) FAIL at $(( $(date +%s) - T0 )) s"; grep FAIL $OUT/subtree.txt | head -3
export DIFFTEST_STRATEGIES='--aggregate=grid;-O'
timeout 200 tests/difftest/gpu-run.sh 100 9904 /tmp/dt 0 50 2>&1 | tail -4
cp /tmp/dt/summary.md $OUT/difftest.md 2>/dev/null
echo "all done at $(( $(date +%s) - T0 )) s"
