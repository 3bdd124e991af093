#!/usr/bin/env bash
# One device call (about 4 to 5 minutes; carry build/dpopt and bench/data): each app's tuned program
# (bench/tuned/APP.json) against the same with its postponed launches' records declared without zeros
# (pending_uninit.py), every dataset, 5 rounds (qsb also against flat.cu on its three 1M inputs); then the
# registers ptxas gives each. Arguments: the apps (default all seven; qt's persistent kernel goes
# from 64 registers to 80 with the edit: there it may cost). Results in $OUT/pending.tgz.
set -u
P=bench/results/pending-uninit-e835f48-2026-12-01-h200
W=/tmp/pending; rm -rf $W; mkdir -p $W
APPS=${*:-qsb bh bfs gc mstv sssp qt}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
git log --format=%h -1 2>/dev/null
for a in $APPS; do
    build/dpopt --decisions=bench/tuned/$a.json -I bench/common -I bench/datasets bench/apps/$a/cdp.cu \
        -o $W/$a-tuned.cu 2>/dev/null || { echo "$a: dpopt failed"; continue; }
    /usr/bin/python3 $P/pending_uninit.py $W/$a-tuned.cu $W/$a-uninit.cu >/dev/null || { echo "$a: no record"; continue; }
    sets=$(grep -v '^#' bench/apps/$a/datasets | paste -sd, -)
    more=()
    [ $a = qsb ] && sets=random-1M,sorted-1M,reverse-1M && more=(flat=bench/apps/qsb/flat.cu)
    timeout 75 bench/ab $a --datasets "$sets" --rounds 5 --out "$OUT/$a" \
        tuned=$W/$a-tuned.cu uninit=$W/$a-uninit.cu "${more[@]}" >/dev/null 2>"$OUT/$a.err"
    echo "== $a (rc $?)"; grep -v "^$" "$OUT/$a/ab.txt"; tail -2 "$OUT/$a.err"
done
cd $OUT && tar czf pending.tgz $(ls -d */ab.csv */ab.txt *.err 2>/dev/null) && rm -rf $APPS *.err
