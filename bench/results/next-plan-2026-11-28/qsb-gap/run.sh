#!/usr/bin/env bash
# bench/results/next-plan-2026-11-28/qsb-gap/run.sh - why dpopt's qsb (--aggregate=grid, random-1M) loses
# ~120 us between every other pair of levels (bench/results/qsb-ab-63902e1-
# 2026-11-28-h200: gaps 121/7/121/7... us from depth 2 on, the simple
# program ~20 us each). Run from the checkout root on a GPU machine:
#
#     bash bench/results/next-plan-2026-11-28/qsb-gap/run.sh $OUT        (BUILD_ONLY=1: build, do not run;
#                                          JOBS=N: parallel nvcc, default 16)
#
# 1. tailchain (tailchain.cu, no dpopt code): a chain of 25 device-launched
#    grids, one per level (1 or 1024 blocks busy 20 us each), the last block
#    of each launching the next: into cudaStreamTailLaunch (tail), into
#    cudaStreamFireAndForget (ff), tail alternating two kernels (tail2), a
#    tail launch made by block 0 at its start (early), tail then a 20 us spin
#    (delay), 1-block grids that only launch (empty), and 48 levels of tail;
#    at the default pending-launch limit (2048) and at the harness's
#    (281314, as for random-1M). Per config: the sum of gaps, split by the
#    parity of the level, and the gaps.
# 2. qsb variants (bench's flags: nvcc -O3 -arch=sm_90 -rdc=true -std=c++17
#    with main.cu, libbench.a, -lcudadevrt), each untimed (the app's harness:
#    2 reps of --runs 5 --warmup 2, verified) and timed (level_timer.cuh,
#    2 runs of --runs 1 --warmup 1, the per-level table in $OUT/levels_*):
#      flat    bench/apps/qsb/flat.cu (flat_t.cu: qsb-study's timed copy)
#      grid    dpopt --aggregate=grid output as studied (grid.cu, grid_t.cu)
#      ff      next level into cudaStreamFireAndForget (make_variants.py)
#      k2      levels alternate between two instances of the fused kernel
#      tdelay  the launching thread spins 20 us after its tail launch
#      lim     grid run with BENCH_PENDING_LAUNCH_LIMIT=2048 (the harness
#              otherwise reserves 281314 pending launches; dpopt needs 1)
# Output: summary table on stdout and $OUT/qsb-gap.txt, logs in $OUT/logs.
set -uo pipefail
OUT=${1:-${OUT:-/tmp/qsb-gap-out}}
HERE=$(cd "$(dirname "$0")" && pwd)
[ -f bench/apps/qsb/main.cu ] && [ -f $HERE/grid.cu ] || { echo "run.sh: run from the checkout root" >&2; exit 2; }
mkdir -p "$OUT/logs"
B=/tmp/qsb-gap-build; rm -rf "$B"; mkdir -p "$B"
T0=$(date +%s)
BUILT="flat flat_t grid grid_t ff ff_t k2 k2_t tdelay tdelay_t"
RUNS="flat grid ff k2 tdelay lim"   # untimed (harness) and timed (name_t) each
src_of() { case "$1" in flat) echo bench/apps/qsb/flat.cu ;; *) echo $HERE/$1.cu ;; esac; }
bin_of() { case "$1" in lim) echo "$B/qsb_grid" ;; lim_t) echo "$B/qsb_grid_t" ;; *) echo "$B/qsb_$1" ;; esac; }
env_of() { case "$1" in lim|lim_t) echo BENCH_PENDING_LAUNCH_LIMIT=2048 ;; *) echo BENCH_NOTHING=1 ;; esac; }

timeout 20 python3 $HERE/make_variants.py > "$OUT/logs/make_variants.log" 2>&1 || { echo "run.sh: make_variants.py failed"; cat "$OUT/logs/make_variants.log"; exit 2; }
echo "== building libbench.a, ${BUILT// /, } and tailchain"
timeout 60 make -s -j "${JOBS:-16}" -f bench/Makefile lib > "$OUT/logs/libbench.log" 2>&1 || { echo "run.sh: libbench.a failed (logs/libbench.log)"; tail -5 "$OUT/logs/libbench.log"; exit 2; }
build() { # variant
    if [ "$1" = tailchain ]; then
        timeout 60 nvcc -O3 -arch=sm_90 -rdc=true -std=c++17 -Xcompiler -Wall,-Wextra $HERE/tailchain.cu -o "$B/tailchain" -lcudadevrt \
            > "$OUT/logs/build_tailchain.log" 2>&1 || echo "build failed" >> "$OUT/logs/build_tailchain.log"
        return
    fi
    timeout 60 nvcc -O3 -arch=sm_90 -rdc=true -std=c++17 -Xcompiler -Wall,-Wextra "-DBENCH_VARIANT=\"$1\"" \
        -Ibench/common -Ibench/datasets -Ibench/apps/qsb -Iruntime/include -I$HERE \
        bench/apps/qsb/main.cu "$(src_of $1)" bench/build/libbench.a -o "$B/qsb_$1" -lcudadevrt \
        > "$OUT/logs/build_$1.log" 2>&1 || echo "build failed" >> "$OUT/logs/build_$1.log"
}
export -f build src_of; export B OUT HERE
echo tailchain $BUILT | tr ' ' '\n' | timeout 75 xargs -P "${JOBS:-16}" -I{} bash -c 'build {}'
fail=0
for v in tailchain $BUILT; do
    [ tailchain = $v ] && x=$B/tailchain || x=$B/qsb_$v
    [ -x "$x" ] || { echo "run.sh: $v did not build:"; tail -5 "$OUT/logs/build_$v.log"; fail=1; }
done
echo "== built in $(( $(date +%s) - T0 )) s"
[ "${BUILD_ONLY:-0}" = 1 ] && exit $fail

command -v nvidia-smi > /dev/null && timeout 10 nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | sed 's/^/== GPU: /'

# 1. the microbenchmark
if [ -x "$B/tailchain" ]; then
    echo "== tailchain: gaps between device-launched levels (us; even_d/odd_d: gaps after levels of even/odd depth)"
    for lim in 0 281314; do
        timeout 20 "$B/tailchain" $lim > "$OUT/logs/tailchain_$lim.log" 2>&1 || echo "   tailchain $lim: rc $? (logs/tailchain_$lim.log)"
        grep '^CHAIN' "$OUT/logs/tailchain_$lim.log" | sed 's/^CHAIN /   /'
    done
fi

# 2. qsb: harness medians (2 interleaved reps), then the timelines (2 runs each)
CSV=$OUT/qsb-gap.csv
echo "variant,rep,median_ms,verified" > "$CSV"
for rep in 1 2; do
    for v in $RUNS; do
        x=$(bin_of $v); [ -x "$x" ] || continue
        log=$OUT/logs/run_${v}_$rep.log
        env $(env_of $v) timeout 30 "$x" --dataset random-1M --runs 5 --warmup 2 --variant "$v" > "$log" 2>&1
        rc=$?
        res=$(grep '^RESULT ' "$log" | tail -n 1)
        if echo "$res" | grep -q 'verified=true'; then
            echo "$v,$rep,$(echo "$res" | sed -n 's/.* median_ms=\([^ ]*\).*/\1/p'),true" >> "$CSV"
        else
            echo "$v,$rep,,false" >> "$CSV"
            echo "   $v rep $rep: FAILED (rc $rc): $(tail -n 2 "$log" | tr '\n' ' ' | cut -c1-200)"
        fi
        grep -h '^QSG' "$log" | tail -n 1 | sed "s/^/   $v rep $rep: /"
    done
done
for r in 1 2; do
    for v in $RUNS; do
        x=$(bin_of ${v}_t); [ -x "$x" ] || continue
        log=$OUT/logs/run_${v}_t_$r.log
        env $(env_of ${v}_t) timeout 30 "$x" --dataset random-1M --runs 1 --warmup 1 --variant "${v}_t" > "$log" 2>&1
        grep -q 'verified=true' "$log" || echo "   ${v}_t run $r: not verified (logs/run_${v}_t_$r.log)"
        grep -h '^QSG' "$log" | tail -n 1 | sed "s/^/   ${v}_t run $r: /"
        awk '/^LEVELS depth/ { n = 0; delete rows } /^LEVEL / { rows[++n] = $0 } END { for (i = 1; i <= n; i++) print rows[i] }' \
            "$log" > "$OUT/levels_${v}_$r.txt"
    done
done

# The summary: per variant, the harness median (mean of the 2 reps' medians),
# and per timed run the sums over levels of the gap (next level's first
# block start - this level's last block end) and of the span (first start to
# last end), the first start to the last end of the whole tree, the gaps
# summed by the parity of the depth, and the gaps themselves (depth 0..23).
{
echo
echo "== qsb random-1M: harness median (ms, 2 reps of 5 runs), then per timed run: sum of gaps, sum of spans, tree (us)"
printf '%-7s %9s %8s %8s %4s | %-3s %8s %9s %9s %8s %8s | %s\n' variant median rep1 rep2 ok run gap_sum span_sum tree_us gap_even gap_odd "gaps by depth (us)"
for v in $RUNS; do
    med=$(awk -F, -v v=$v '$1 == v && $4 == "true" { s += $3; k++; m[$2] = $3 } $1 == v && $4 != "true" { bad = 1 }
          END { printf "%9s %8s %8s %4s", k ? sprintf("%.3f", s / k) : "-", m[1] == "" ? "-" : m[1], m[2] == "" ? "-" : m[2], (k && !bad) ? "yes" : "NO" }' "$CSV")
    for r in 1 2; do
        f=$OUT/levels_${v}_$r.txt
        [ -s "$f" ] || { printf '%-7s %s | %-3s %s\n' "$v" "$med" "$r" "(no timeline)"; continue; }
        awk -v v=$v -v med="$med" -v r=$r '
            { d = $2; span[d] = $4; gap[d] = $6; if (d + 1 > n) n = d + 1 }
            END { for (d = 0; d < n; d++) { gs += gap[d]; ss += span[d]; if (d % 2) go += gap[d]; else ge += gap[d]
                      if (d + 1 < n) list = list sprintf(" %.0f", gap[d]) }
                  printf "%-7s %s | %-3s %8.1f %9.1f %9s %8.1f %8.1f |%s\n", r == 1 ? v : "", r == 1 ? med : sprintf("%32s", ""), r, gs, ss, tree, ge, go, list }' \
            tree="$(grep -h 'first start to last end' "$OUT/logs/run_${v}_t_$r.log" 2>/dev/null | tail -n 1 | sed 's/.*: \([0-9.]*\) us/\1/')" "$f"
    done
done
echo "(lim: grid and grid_t run with BENCH_PENDING_LAUNCH_LIMIT=2048; ff: see QSG lines for launches that fell back to tail)"
} | tee "$OUT/qsb-gap.txt"
echo "== total $(( $(date +%s) - T0 )) s; levels_<variant>_<run>.txt: LEVEL depth blocks span longest gap"
