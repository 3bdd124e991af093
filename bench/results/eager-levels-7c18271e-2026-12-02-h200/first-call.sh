#!/usr/bin/env bash
# The next session's first device call (about 450 s): build here first with
# `bash bench/results/eager-levels-7c18271e-2026-12-02-h200/build.sh` and
# `git log --format=%h -1 > .gpu/commit`, then run this there carrying
# build/dpopt, bench/data, .gpu/commit, .gpu/grp/bins.txz and .gpu/grp/run.sh.
# 1. the eager-levels prototype beside flat.cu and the grid form (about 60 s: $OUT/groups/);
# 2. the differential tester, seed 9905 (levels of every entry form), --aggregate=grid and -O (about 40 s);
# 3. the recheck of the suite at 12724755 (about 330 s: $OUT/r).
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
mkdir -p $OUT/groups
OUT=$OUT/groups bash .gpu/grp/run.sh > /dev/null 2>&1
cat $OUT/groups/summary.txt
(cd $OUT && tar cf groups.tar groups && rm -rf groups) # the tool returns 8 files at most
echo "groups done at $(( $(date +%s) - T0 )) s"
DIFFTEST_STRATEGIES='--aggregate=grid;-O' timeout 150 tests/difftest/gpu-run.sh 100 9905 /tmp/dt 0 50 2>&1 | tail -4
cp /tmp/dt/summary.md $OUT/difftest-9905.md 2>/dev/null
echo "difftest done at $(( $(date +%s) - T0 )) s"
timeout $(( 580 - ($(date +%s) - T0) )) /usr/bin/python3 bench/recheck --rounds 3 --within 0.1 \
    bench/results/suite-12724755-2026-12-02-h200 $OUT/r 2>&1 | tail -4
echo "all done at $(( $(date +%s) - T0 )) s"
