#!/usr/bin/env bash
# pending-ab.sh - one device call: each app's tuned program (the suite's pick
# on most datasets at bdffaec) against the same with --pending=memory, 3
# rounds of bench/ab on the suite's datasets of the app, every run verified.
#
#   bash bench/results/next-plan-2026-12-13/pending-ab.sh     (on the GPU machine, $OUT set)
#
# Carry build/dpopt and bench/data. Writes $OUT/<app>/ab.csv and ab.txt; the
# tables on stdout. About 300 s (not run yet).
set -uo pipefail
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
start=$SECONDS
for app in qsb sssp mstf bfs gc tc ccl bh mstv sp dyncall bt; do
    [ $((SECONDS - start)) -lt 520 ] || { echo "stopped before $app: time"; break; }
    sets=$(grep -v '^#' "bench/apps/$app/datasets" 2>/dev/null | paste -sd, -)
    [ "$app" = qsb ] && sets=random-1M # the suite's (qsb runs --quick there)
    timeout $((560 - (SECONDS - start))) bench/ab "$app" ${sets:+--datasets "$sets"} --rounds 3 \
        --out "$OUT/$app" tuned=dpopt:tuned tuned_pm=dpopt:tuned+pending=memory >/dev/null 2>"$OUT/$app.err"
    echo "== $app (rc $?)"; cat "$OUT/$app/ab.txt" 2>/dev/null
done
