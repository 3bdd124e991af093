#!/usr/bin/env bash
# The last check of the session's code (about 250 s; carry build/dpopt and
# .gpu/commit): the runtime check (each chain's counts read on its own
# stream), gpu-levels.sh and gpu-subtree.sh, and the differential tester on
# seed 9906 (200 programs) under --aggregate=grid and -O.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
t() { echo "$1 done at $(( $(date +%s) - T0 )) s"; }
timeout 100 tests/runtime/gpu-level-graph.sh /tmp/lgc > $OUT/runtime.txt 2>&1; cat $OUT/runtime.txt; t runtime
{ timeout 200 tests/runtime/gpu-levels.sh build/dpopt /tmp/lv; echo "rc $?"; timeout 200 tests/runtime/gpu-subtree.sh build/dpopt /tmp/st; echo "rc $?"; } > $OUT/levels.txt 2>&1
grep -c PASS $OUT/levels.txt; grep -v PASS $OUT/levels.txt | tail -8; t levels
left=$(( 440 - ($(date +%s) - T0) ))
DIFFTEST_STRATEGIES='--aggregate=grid;-O' timeout $left tests/difftest/gpu-run.sh 200 9906 /tmp/dt6 0 $(( left - 25 )) 2>&1 | tail -4
cp /tmp/dt6/summary.md $OUT/difftest-9906.md 2>/dev/null; t difftest9906
