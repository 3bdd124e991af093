#!/usr/bin/env bash
# The first call's leads in 5 rounds (a fused grid's block of 128 or 512 on
# bfs, gc and tc), and qt's persistent grid (its -O program, T1 at every
# level) capped at 1, 2, 4 or 8 blocks an SM (DPOPT_XP_PERSIST_PER_SM in
# free_select.cuh's free_resident, not committed; as many as fit as
# shipped). On the GPU machine: carry build/dpopt and bench/data.
set -u
cd "$(dirname "$0")/../../../.." || exit 2
OUT=${OUT:-/tmp/flat-knobs-again}
work=/tmp/flat-knobs-again
rm -rf "$work" && mkdir -p "$work" "$OUT"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >"$OUT/device.txt"
make -s -f bench/Makefile lib || exit 1
F=dpopt:flatten=grid
FLAT=(base=$F b128=$F@DPOPT_XP_BLOCK=128u b512=$F@DPOPT_XP_BLOCK=512u)
QT=(base=dpopt:O p1=dpopt:O@DPOPT_XP_PERSIST_PER_SM=1 p2=dpopt:O@DPOPT_XP_PERSIST_PER_SM=2
    p4=dpopt:O@DPOPT_XP_PERSIST_PER_SM=4 p8=dpopt:O@DPOPT_XP_PERSIST_PER_SM=8)
declare -A DATA=([bfs]=uniform-10000-1000,rmat12 [gc]=bcsstk13 [tc]=facebook_combined,oregon1_010331,rmat-16-16
                 [qt]=points-40000,clustered-40000)
APPS=(qt bfs gc tc)
programs() { if [ "$1" = qt ]; then echo "${QT[@]}"; else echo "${FLAT[@]}"; fi; }
start=$SECONDS
for app in "${APPS[@]}"; do
    bench/ab "$app" --build-only --build-dir "$work/build/$app" $(programs "$app") >"$work/build-$app.log" 2>&1 &
done
wait
echo "built in $((SECONDS - start)) s" | tee "$OUT/summary.txt"
# qt's persistent grid as each cap makes it (the runtime says how many blocks it keeps resident)
for p in base p1 p2 p4 p8; do
    echo "qt $p: $(DPOPT_REPORT_SELECTION=1 "$work/build/qt/$p" --dataset points-40000 --runs 1 --warmup 0 --quiet 2>&1 |
        grep -m 2 'resident' | tr '\n' ' ')" >>"$OUT/summary.txt"
done
for app in "${APPS[@]}"; do
    bench/ab "$app" --no-build --build-dir "$work/build/$app" --datasets "${DATA[$app]}" --rounds 5 \
        --out "$work/$app" $(programs "$app") >"$work/$app.log" 2>&1 || { echo "$app failed:"; tail -n 5 "$work/build-$app.log" "$work/$app.log"; }
    { echo "== $app"; cat "$work/$app/ab.txt"; } >>"$OUT/summary.txt"
    echo "$app done at $((SECONDS - start)) s"
done
head -n 1 "$work/qt/ab.csv" >"$OUT/ab.csv"
for app in "${APPS[@]}"; do tail -n +2 "$work/$app/ab.csv" >>"$OUT/ab.csv"; done
cat "$OUT/summary.txt"
