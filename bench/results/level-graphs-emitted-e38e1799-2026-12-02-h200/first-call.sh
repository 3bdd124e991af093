#!/usr/bin/env bash
# The device call that checks dpopt's levels as device graphs (about 400 s):
# build here first with `bash <this folder>/build.sh` and
# `git log --format=%h -1 > .gpu/commit`, then run this there carrying
# build/dpopt, .gpu/commit, .gpu/lge/bins.txz and .gpu/lge/run.sh.
# 1. the runtime by hand (tests/runtime/gpu-level-graph.sh);
# 2. qsb: flat.cu, chained levels, graphs (run.sh, 3 rounds);
# 3. gpu-levels.sh and gpu-subtree.sh (recursions built by dpopt, graphs where the plan takes them);
# 4. the differential tester, seeds 9906 (levels as graphs) and 9905, --aggregate=grid and -O.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
t() { echo "$1 done at $(( $(date +%s) - T0 )) s"; }
timeout 150 tests/runtime/gpu-level-graph.sh /tmp/lgc > $OUT/runtime.txt 2>&1; tail -12 $OUT/runtime.txt; t runtime
bash .gpu/lge/run.sh > /dev/null 2>&1; awk '{ print }' $OUT/times.txt | tail -9; t qsb
{ timeout 200 tests/runtime/gpu-levels.sh build/dpopt /tmp/lv; echo "rc $?"; timeout 200 tests/runtime/gpu-subtree.sh build/dpopt /tmp/st; echo "rc $?"; } > $OUT/levels.txt 2>&1
grep -c PASS $OUT/levels.txt; grep -v PASS $OUT/levels.txt | tail -8; t levels
left=$(( 585 - ($(date +%s) - T0) ))
DIFFTEST_STRATEGIES='--aggregate=grid;-O' timeout $left tests/difftest/gpu-run.sh 100 9906 /tmp/dt6 0 $(( left / 2 - 20 )) 2>&1 | tail -3
cp /tmp/dt6/summary.md $OUT/difftest-9906.md 2>/dev/null; t difftest9906
left=$(( 585 - ($(date +%s) - T0) ))
DIFFTEST_STRATEGIES='--aggregate=grid;-O' timeout $left tests/difftest/gpu-run.sh 100 9905 /tmp/dt5 0 $(( left - 25 )) 2>&1 | tail -3
cp /tmp/dt5/summary.md $OUT/difftest-9905.md 2>/dev/null; t difftest9905
