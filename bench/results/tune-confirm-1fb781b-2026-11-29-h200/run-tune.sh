#!/bin/bash
# Next session, call 1 (about 5 minutes; carry build/dpopt and bench/data):
# bench/tune, now with dpopt-tune's confirmation (the search's best and the
# candidates within 10% of it timed again side by side), on the apps whose
# tuned choice lies within the noise of another in the rechecks at 3e695e8
# (bt, bh, bfs) and on dyncall. Then compare bench/tuned/*.json with
# $OUT/tuned/*.json; where one changes, the whole suite (run-suite.sh).
set -u
log=$OUT/log.txt
say() { echo "$*" | tee -a "$log"; }
t0=$(date +%s)
say "$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader) $(cat .gpu/commit 2>/dev/null || git log --format=%h -1)"
timeout 500 bench/tune --apps bt,bh,bfs,dyncall --out $OUT/tuned --jobs 16 > $OUT/tune.log 2>&1; say "tune rc $? at $(( $(date +%s) - t0 ))s"
rm -rf $OUT/tuned/state
for a in bt bh bfs dyncall; do tail -10 $OUT/tuned/$a.log 2>/dev/null | tee -a "$log"; done
