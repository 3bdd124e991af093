#!/bin/bash
# Next session, call 2 (about 3 minutes; carry build/dpopt, bench/data): A/B studies prepared in
# session 70, not yet run. (1) qsb's level gaps (qsb-gap/NOTES.md); (2) what separates mstv, sssp and
# bfs rmat12 from their hand-written programs (gaps-study/NOTES.md: issue 46, item 4). Every step
# bounded; progress in $OUT/log.txt.
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
t0=$(date +%s)
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
# Why every other level of qsb's grid aggregation starts 120 us late
# (bench/results/qsb-ab-63902e1-2026-11-28-h200): the next level launched fire-and-forget, by two
# copies of the kernel, after a pause, with a smaller pending-launch limit; and a chain of 25 tail
# launches with no dpopt code at all (qsb-gap/NOTES.md).
timeout 150 bash bench/results/next-plan-2026-11-28/qsb-gap/run.sh $OUT/qsb-gap > $OUT/qsb-gap.log 2>&1
say "qsb-gap rc $? at $(( $(date +%s) - t0 ))s"; tail -25 $OUT/qsb-gap.log | tee -a "$log"
timeout 170 bash bench/results/next-plan-2026-11-28/gaps-study/run.sh $OUT/gaps > $OUT/gaps.log 2>&1
say "gaps-study rc $? at $(( $(date +%s) - t0 ))s"; tail -25 $OUT/gaps.log | tee -a "$log"
say "end at $(( $(date +%s) - t0 ))s"
