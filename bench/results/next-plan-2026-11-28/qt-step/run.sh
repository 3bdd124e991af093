#!/usr/bin/env bash
# qt-step/run.sh OUT - qt under dpopt --remove=auto at HEAD (one grid barrier a level,
# dpopt::free_level_step) against the simple program, and variants of it that change one thing:
#   lb6    the persistent kernel bounded to 6 blocks a SM (__launch_bounds__(128, 6)), as the
#          hand-edited program that ran 1.02x of flat on clustered (qt-ab-63902e1: sfs)
#   nb     the barrier's waiting blocks poll without backing off
#   cap2k  they back off up to 2 us, not 0.5 us
# Run from the checkout root on the GPU machine, build/dpopt carried; every run verified by the
# app's driver; REPS interleaved repetitions of RUNS runs. Table on stdout, $OUT/runs.csv.
set -uo pipefail
OUT=${1:?usage: run.sh OUT}; mkdir -p "$OUT/logs"
HERE=$(cd "$(dirname "$0")" && pwd)
B=/tmp/qt-step; rm -rf "$B"; mkdir -p "$B/nb" "$B/cap2k"
# the runtime is included by relative paths: a variant of it is a copy of the whole tree
cp -r runtime/include "$B/nb/include"; cp -r runtime/include "$B/cap2k/include"
REPS=${REPS:-3} RUNS=${RUNS:-7}
[ -f bench/build/libbench.a ] || timeout 150 make -s -f bench/Makefile lib > "$OUT/logs/lib.log" 2>&1
build/dpopt --remove=auto -I bench/common -I bench/datasets bench/apps/qt/cdp.cu -o "$B/now.cu" 2> "$OUT/logs/dpopt.log" || exit 1
sed 's/^__global__ void build_quadtree_kernel_dp_free(/__global__ void __launch_bounds__(128, 6) build_quadtree_kernel_dp_free(/' "$B/now.cu" > "$B/lb6.cu"
grep -q '__launch_bounds__(128, 6) build_quadtree_kernel_dp_free' "$B/lb6.cu" || { echo "lb6: edit not made"; exit 1; }
cp "$B/now.cu" "$B/nb.cu"; cp "$B/now.cu" "$B/cap2k.cu"
sed 's/                __nanosleep(pause);/                (void)pause;/' runtime/include/dpopt/free_launch.cuh > "$B/nb/include/dpopt/free_launch.cuh"
sed 's/pause < 512u ? pause \* 2u : pause/pause < 2048u ? pause * 2u : pause/' runtime/include/dpopt/free_launch.cuh > "$B/cap2k/include/dpopt/free_launch.cuh"
cmp -s runtime/include/dpopt/free_launch.cuh "$B/nb/include/dpopt/free_launch.cuh" && { echo "nb: edit not made"; exit 1; }
cmp -s runtime/include/dpopt/free_launch.cuh "$B/cap2k/include/dpopt/free_launch.cuh" && { echo "cap2k: edit not made"; exit 1; }
V="flat now lb6 nb cap2k"
for v in $V; do
    src=$B/$v.cu; [ $v = flat ] && src=bench/apps/qt/flat.cu
    inc=runtime/include; [ -d "$B/$v/include" ] && inc=$B/$v/include
    ( timeout 150 nvcc -O3 -arch=sm_90 -rdc=true -std=c++17 -DBENCH_VARIANT="\"$v\"" -Ibench/common -Ibench/datasets \
        -Ibench/apps/qt -I"$inc" bench/apps/qt/main.cu "$src" bench/build/libbench.a -o "$B/qt_$v" -lcudadevrt \
        > "$OUT/logs/build_$v.log" 2>&1 || echo "build of $v failed" ) &
done
wait
echo "variant,dataset,rep,median_ms,verified" > "$OUT/runs.csv"
for rep in $(seq 1 "$REPS"); do
    for ds in points-40000 clustered-40000; do
        for v in $V; do
            [ -x "$B/qt_$v" ] || continue
            res=$(timeout 20 "$B/qt_$v" --dataset $ds --runs "$RUNS" --warmup 2 --quiet 2>&1 | grep '^RESULT' | tail -1)
            med=$(echo "$res" | sed -n 's/.* median_ms=\([^ ]*\).*/\1/p'); ok=$(echo "$res" | sed -n 's/.* verified=\([^ ]*\).*/\1/p')
            echo "$v,$ds,$rep,$med,$ok" >> "$OUT/runs.csv"
        done
    done
done
python3 - "$OUT/runs.csv" <<'PY'
import csv, statistics, sys
rows = list(csv.DictReader(open(sys.argv[1])))
for ds in ("points-40000", "clustered-40000"):
    t = {}
    for r in rows:
        if r["dataset"] == ds and r["verified"] == "true":
            t.setdefault(r["variant"], []).append(float(r["median_ms"]))
    flat = statistics.median(t.get("flat", [float("nan")]))
    for v, xs in t.items():
        m = statistics.median(xs)
        print(f"{ds:16} {v:6} {m:8.4f} ms  x flat {flat / m:5.3f}  ({len(xs)} reps)")
PY
