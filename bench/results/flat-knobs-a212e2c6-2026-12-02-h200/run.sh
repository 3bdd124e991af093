#!/usr/bin/env bash
# Does a fused grid's shape pay? The apps whose tuned pick is flatten_grid,
# their program as --flatten=grid makes it, under the runtime's block of
# the fused grid (DPOPT_XP_BLOCK, 256 as shipped) and its follow-up grid's
# blocks an SM (DPOPT_XP_PER_SM, as many as fit as shipped): macros of the
# tree that ran (a212e2c6 with grid_flat.cuh's two constants made macros,
# not committed). All apps built at once, then timed app by app in 3
# rounds (bench/ab). On the GPU machine: carry build/dpopt and bench/data.
set -u
cd "$(dirname "$0")/../../.." || exit 2
OUT=${OUT:-/tmp/flat-knobs}
work=/tmp/flat-knobs
rm -rf "$work" && mkdir -p "$work" "$OUT"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >"$OUT/device.txt"
make -s -f bench/Makefile lib || exit 1
F=dpopt:flatten=grid
PROGRAMS=(base=$F b128=$F@DPOPT_XP_BLOCK=128u b512=$F@DPOPT_XP_BLOCK=512u b1024=$F@DPOPT_XP_BLOCK=1024u
          s1=$F@DPOPT_XP_PER_SM=1 s2=$F@DPOPT_XP_PER_SM=2 s4=$F@DPOPT_XP_PER_SM=4)
declare -A DATA=([bfs]=uniform-10000-1000,rmat12 [gc]=bcsstk13 [mstv]=rmat12 [sp]=random-42000-10000-3
                 [sssp]=rmat12 [tc]=facebook_combined,oregon1_010331,rmat-16-16)
APPS=(bfs gc mstv sp sssp tc)
start=$SECONDS
for app in "${APPS[@]}"; do
    bench/ab "$app" --build-only --build-dir "$work/build/$app" "${PROGRAMS[@]}" >"$work/build-$app.log" 2>&1 &
done
wait
echo "built in $((SECONDS - start)) s" | tee "$OUT/summary.txt"
for app in "${APPS[@]}"; do
    bench/ab "$app" --no-build --build-dir "$work/build/$app" --datasets "${DATA[$app]}" --rounds 3 \
        --out "$work/$app" "${PROGRAMS[@]}" >"$work/$app.log" 2>&1 || { echo "$app failed:"; tail -n 5 "$work/build-$app.log" "$work/$app.log"; }
    { echo "== $app"; cat "$work/$app/ab.txt"; } >>"$OUT/summary.txt"
    echo "$app done at $((SECONDS - start)) s"
done
head -n 1 "$work/bfs/ab.csv" >"$OUT/ab.csv"
for app in "${APPS[@]}"; do tail -n +2 "$work/$app/ab.csv" >>"$OUT/ab.csv"; done
cat "$OUT/summary.txt"
