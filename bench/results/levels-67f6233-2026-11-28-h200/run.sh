#!/bin/bash
# session 70: one barrier a level (free_level_step) and appends by row: verify and time.
set -u
out=$OUT; t0=$(date +%s)
say() { echo "$*" | tee -a $out/log.txt; }
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
timeout 90 tests/runtime/gpu-levels.sh build/dpopt $out/levels > $out/levels.txt 2>&1; say "gpu-levels rc $? fails $(grep -c FAIL $out/levels.txt) at $(( $(date +%s) - t0 ))s"
timeout 90 tests/runtime/gpu-subtree.sh build/dpopt $out/subtree > $out/subtree.txt 2>&1; say "gpu-subtree rc $? fails $(grep -c FAIL $out/subtree.txt) at $(( $(date +%s) - t0 ))s"
rm -rf $out/levels $out/subtree
DIFFTEST_STRATEGIES='--remove=t1;--remove=t2;--remove=auto' timeout 120 tests/difftest/gpu-run.sh 150 7002 /tmp/dtl 0 100 > /dev/null 2>&1
cp /tmp/dtl/summary.md $out/difftest-levels.md 2>/dev/null; cp /tmp/dtl/failures.tgz $out/ 2>/dev/null
say "difftest seed 7002: $(grep total $out/difftest-levels.md) at $(( $(date +%s) - t0 ))s"
timeout 120 bench/run --apps qt --variants flat,remove=auto,remove=t1,remove=t2,O --runs 15 --jobs 16 --csv $out/bench.csv > $out/bench.log 2>&1; say "bench qt rc $? at $(( $(date +%s) - t0 ))s"
timeout 110 bench/run --apps qs,qsb --quick --variants flat,remove=auto,remove=t1,remove=t2 --jobs 16 --csv $out/bench-qs.csv > $out/bench-qs.log 2>&1; say "bench qs rc $? at $(( $(date +%s) - t0 ))s"
cut -d, -f1-3,6,10,13 $out/bench-qs.csv | tee -a $out/log.txt
cut -d, -f1-3,6,10,13 $out/bench.csv | tee -a $out/log.txt
