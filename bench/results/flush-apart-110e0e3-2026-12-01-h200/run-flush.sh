#!/usr/bin/env bash
# One device call (about 4 to 6 minutes; carry build/dpopt, bench/data and .gpu): each app's tuned program
# (bench/tuned/APP.json) against the same with its batches' flush out of line (flush_apart.py), every dataset,
# 5 alternating rounds, every run verified; then each kernel's registers as the GPU reports them. Results in
# $OUT/flush.tgz (ab.txt and ab.csv an app). Arguments: the apps (default all eight; four fit one call).
set -u
APPS=${*:-qsb sssp bfs gc tc mstv sp bh}
P=bench/results/next-plan-2026-12-17
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cat .gpu/commit 2>/dev/null || git log --format=%h -1
mkdir -p .gpu/flush
for a in $APPS; do
    build/dpopt --decisions=bench/tuned/$a.json -I bench/common -I bench/datasets bench/apps/$a/cdp.cu \
        -o .gpu/flush/$a-tuned.cu 2>/dev/null || { echo "$a: dpopt failed"; continue; }
    /usr/bin/python3 $P/flush_apart.py .gpu/flush/$a-tuned.cu .gpu/flush/$a-apart.cu >/dev/null || { echo "$a: no flush"; continue; }
    sets=$(grep -v '^#' bench/apps/$a/datasets | paste -sd, -)
    more=()
    [ $a = qsb ] && sets=random-1M,sorted-1M,reverse-1M && more=(flat=bench/apps/qsb/flat.cu) # issue 46: >= 1.0x of flat
    timeout 130 bench/ab $a --datasets "$sets" --rounds 5 --out "$OUT/$a" \
        tuned=.gpu/flush/$a-tuned.cu apart=.gpu/flush/$a-apart.cu "${more[@]}" >/dev/null 2>"$OUT/$a.err"
    echo "== $a (rc $?)"; grep -v "^$" "$OUT/$a/ab.txt"; tail -2 "$OUT/$a.err"
done
cd $OUT && tar czf flush.tgz */ab.csv */ab.txt *.err && rm -rf */ *.err
