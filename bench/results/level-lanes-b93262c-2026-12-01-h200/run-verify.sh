#!/usr/bin/env bash
# The level barrier in 32 lanes: the runtime's recursion checks under launch removal, and the differential tester
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cat .gpu/commit
T0=$(date +%s)
timeout 200 tests/runtime/gpu-subtree.sh build/dpopt $OUT/subtree > $OUT/subtree.txt 2>&1; echo "subtree rc $? at $(( $(date +%s) - T0 )) s"
grep -c PASS $OUT/subtree.txt; grep -E "FAIL" $OUT/subtree.txt | head -5
timeout 120 tests/runtime/gpu-streams.sh build/dpopt $OUT/streams > $OUT/streams.txt 2>&1; echo "streams rc $? at $(( $(date +%s) - T0 )) s"
grep -c PASS $OUT/streams.txt; grep -E "FAIL" $OUT/streams.txt | head -5
export DIFFTEST_STRATEGIES='--remove=t1;--remove=auto;--remove=t2;-O'
tests/difftest/gpu-run.sh 40 9520 $OUT/dt 0 120 2>&1 | tail -7
echo "all at $(( $(date +%s) - T0 )) s"
cd $OUT && tar czf v.tgz subtree.txt streams.txt dt/summary.* $(ls -d dt/failures.tgz 2>/dev/null); rm -rf subtree streams dt
