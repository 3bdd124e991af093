#!/usr/bin/env bash
# .gpu/qsb-study/run.sh - A/B study of qsb (bench/apps/qsb) on random-1M:
# why dpopt's --aggregate=grid output (0.90x of flat on an H200) is slower
# than the hand-written flat.cu. Run from the checkout root on a GPU machine:
#
#     bash .gpu/qsb-study/run.sh $OUT          (BUILD_ONLY=1: build, do not run;
#                                              JOBS=N: parallel nvcc, default 8)
#
# Variants (each built as bench/run builds one: nvcc -O3 -arch=sm_90
# -rdc=true -std=c++17 -Xcompiler -Wall,-Wextra -DBENCH_VARIANT=... with
# bench/apps/qsb/main.cu, bench/build/libbench.a, -lcudadevrt):
#   flat       bench/apps/qsb/flat.cu
#   cdp        bench/apps/qsb/cdp.cu as written
#   grid       build/dpopt --aggregate=grid output, unedited (grid.cu here; -O
#              gives the same bytes)
#   e1_lb8     grid + __launch_bounds__(256, 8): 32 registers, 8 blocks/SM
#              (grid: 64 registers, 4 blocks/SM; flat: 32, 8)
#   e2_slim    grid with pending records of active/left/right only (uniform
#              fields written once into the batch's first launch) and no
#              cudaGetLastError: 40 registers, 6 blocks/SM, no spills
#   e3_nomax   grid with BatchOptions.max_block = false: no block_max_block
#              (3 barriers) and no 3 same-address global atomicMax per block
#   e4_lean    e1 + e2 + e3 + the fused block's record read by index (no
#              search on entry): the sum of the suspected per-block costs
#   flat_t, grid_t  diagnostics, run once: flat and grid with a per-level
#              timeline (level_timer.cuh: blocks, span, longest block, gap to
#              the next level), printed side by side
# The edits are made by make_edits.py from grid.cu (kept here, with the
# edited files). tree.c / tree-random-1M.txt: the recursion tree on the CPU.
# Carry .gpu/qsb-study (git-ignored) to the GPU machine. Each variant: 2 interleaved repetitions of the app's own
# harness (--runs 5 --warmup 2, every run verified against the CPU's sort).
# Output: a table on stdout, $OUT/qsb-study.csv (one row per variant and
# repetition, then one summary row per variant), logs in $OUT/logs.
set -uo pipefail
OUT=${1:-${OUT:-/tmp/qsb-study-out}}
HERE=.gpu/qsb-study
[ -f bench/apps/qsb/main.cu ] && [ -f $HERE/grid.cu ] || { echo "run.sh: run from the checkout root" >&2; exit 2; }
mkdir -p "$OUT/logs"
B=/tmp/qsb-study-build; rm -rf "$B"; mkdir -p "$B"
T0=$(date +%s)
VARIANTS="flat cdp grid e1_lb8 e2_slim e3_nomax e4_lean"
DIAG="flat_t grid_t"   # flat and grid with a per-level timeline (level_timer.cuh): run once, after the timed ones
src_of() { case "$1" in flat|cdp) echo bench/apps/qsb/$1.cu ;; *) echo $HERE/$1.cu ;; esac; }

# dpopt's output as this checkout makes it, where build/dpopt is here: a
# difference from the grid.cu studied is reported, not used.
if [ -x build/dpopt ]; then
    timeout 30 build/dpopt --aggregate=grid -I bench/common -I bench/datasets bench/apps/qsb/cdp.cu -o "$B/grid-now.cu" \
        > "$OUT/logs/dpopt.log" 2>&1 && { cmp -s "$B/grid-now.cu" $HERE/grid.cu && echo "== build/dpopt --aggregate=grid: the same as grid.cu" ||
        echo "== NOTE: build/dpopt --aggregate=grid now differs from grid.cu (the study uses grid.cu)"; }
fi

echo "== building libbench.a and ${VARIANTS// /, }"
timeout 150 make -s -j 16 -f bench/Makefile lib > "$OUT/logs/libbench.log" 2>&1 || { echo "run.sh: libbench.a failed (logs/libbench.log)"; tail -5 "$OUT/logs/libbench.log"; exit 2; }
build() { # variant
    timeout 150 nvcc -O3 -arch=sm_90 -rdc=true -std=c++17 -Xcompiler -Wall,-Wextra "-DBENCH_VARIANT=\"$1\"" \
        -Ibench/common -Ibench/datasets -Ibench/apps/qsb -Iruntime/include \
        bench/apps/qsb/main.cu "$(src_of $1)" bench/build/libbench.a -o "$B/qsb_$1" -lcudadevrt \
        > "$OUT/logs/build_$1.log" 2>&1 || echo "build failed" >> "$OUT/logs/build_$1.log"
}
export -f build src_of; export B OUT HERE
echo $VARIANTS $DIAG | tr ' ' '\n' | xargs -P "${JOBS:-8}" -I{} bash -c 'build {}'
for v in $VARIANTS $DIAG; do [ -x "$B/qsb_$v" ] || { echo "run.sh: $v did not build:"; tail -5 "$OUT/logs/build_$v.log"; }; done
# registers a thread of each kernel, where cuobjdump is here (occupancy: 256-thread blocks)
if command -v cuobjdump > /dev/null; then
    for v in $VARIANTS; do
        [ -x "$B/qsb_$v" ] && timeout 30 cuobjdump -res-usage "$B/qsb_$v" 2>/dev/null |
            awk -v v=$v '/Function/ { f = $2 } /REG:/ { for (i = 1; i <= NF; i++) if ($i ~ /^(REG|STACK|SHARED|LOCAL):/) s = s " " $i;
                         if (f ~ /quicksort|qsb_level/) print "   " v ": " f s; s = "" }'
    done > "$OUT/regs.txt"
    cat "$OUT/regs.txt"
    mkdir -p "$OUT/sass"   # the kernels' SASS, to compare the partition and selection-sort loops
    for v in flat grid e1_lb8 e2_slim; do
        [ -x "$B/qsb_$v" ] && timeout 30 cuobjdump -sass "$B/qsb_$v" 2>/dev/null |
            awk '/Function : / { keep = ($0 ~ /quicksort|qsb_level/) } keep' > "$OUT/sass/$v.sass"
    done
fi
echo "== built in $(( $(date +%s) - T0 )) s"
[ "${BUILD_ONLY:-0}" = 1 ] && exit 0

command -v nvidia-smi > /dev/null && nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | sed 's/^/== GPU: /'
CSV=$OUT/qsb-study.csv
echo "kind,variant,rep,median_ms,min_ms,max_ms,runs,verified" > "$CSV"
for rep in 1 2; do
    for v in $VARIANTS; do
        [ -x "$B/qsb_$v" ] || continue
        log=$OUT/logs/run_${v}_$rep.log
        timeout 30 "$B/qsb_$v" --dataset random-1M --runs 5 --warmup 2 --csv "$OUT/harness.csv" --variant "$v" > "$log" 2>&1
        rc=$?
        res=$(grep '^RESULT ' "$log" | tail -n 1)
        if echo "$res" | grep -q 'verified=true'; then
            f() { echo "$res" | sed -n "s/.* $1=\([^ ]*\).*/\1/p"; }
            echo "run,$v,$rep,$(f median_ms),$(f min_ms),$(f max_ms),$(f runs),true" >> "$CSV"
        else
            echo "run,$v,$rep,,,,0,false" >> "$CSV"
            echo "   $v rep $rep: FAILED (rc $rc): $(tail -n 2 "$log" | tr '\n' ' ' | cut -c1-200)"
        fi
    done
done

# The timelines: one run each (after a warm-up), the last run's levels.
for v in $DIAG; do
    [ -x "$B/qsb_$v" ] || continue
    timeout 30 "$B/qsb_$v" --dataset random-1M --runs 1 --warmup 1 --variant "$v" > "$OUT/logs/run_$v.log" 2>&1
    grep -q 'verified=true' "$OUT/logs/run_$v.log" || echo "   $v: not verified (logs/run_$v.log)"
    awk '/^LEVELS depth/ { n = 0; delete rows } /^LEVEL / { rows[++n] = $0 } END { for (i = 1; i <= n; i++) print rows[i] }' \
        "$OUT/logs/run_$v.log" > "$OUT/levels_$v.txt"
done
if [ -s "$OUT/levels_flat_t.txt" ] && [ -s "$OUT/levels_grid_t.txt" ]; then
    echo
    echo "== per level (us): blocks, span (first start to last end), longest block, gap to the next level's first block"
    printf '%5s | %6s %9s %9s %7s | %6s %9s %9s %7s | %9s\n' depth blocks span longest gap blocks span longest gap span_diff
    awk 'NR == FNR { fb[$2] = $3; fs[$2] = $4; fl[$2] = $5; fg[$2] = $6; if ($2 + 1 > n) n = $2 + 1; next }
         { gb[$2] = $3; gs[$2] = $4; gl[$2] = $5; gg[$2] = $6; if ($2 + 1 > n) n = $2 + 1 }
         END { for (d = 0; d < n; d++) {
                   printf "%5d | %6s %9s %9s %7s | %6s %9s %9s %7s | %+9.1f\n", d, fb[d], fs[d], fl[d], fg[d], gb[d], gs[d], gl[d], gg[d], gs[d] - fs[d]
                   a += fs[d]; b += gs[d]; c += fg[d]; e += gg[d] }
               printf "%5s | %6s %9.1f %9s %7.1f | %6s %9.1f %9s %7.1f | %+9.1f\n", "sum", "", a, "", c, "", b, "", e, b - a }' \
        "$OUT/levels_flat_t.txt" "$OUT/levels_grid_t.txt"
    grep -h 'first start to last end' "$OUT/logs/run_flat_t.log" | tail -n 1 | sed 's/^/   flat_t: /'
    grep -h 'first start to last end' "$OUT/logs/run_grid_t.log" | tail -n 1 | sed 's/^/   grid_t: /'
fi

echo
printf '%-10s %10s %10s %10s %9s  %s\n' variant median_ms rep1 rep2 vs_flat verified
awk -F, 'NR > 1 && $1 == "run" { v = $2; if (!(v in seen)) { seen[v] = 1; order[++n] = v }
             fail[v] += $8 != "true"; if ($8 == "true") { m[v, $3] = $4; k[v]++; s[v] += $4 } }
         END { flat = k["flat"] ? s["flat"] / k["flat"] : 0
               for (i = 1; i <= n; i++) { v = order[i]; med = k[v] ? s[v] / k[v] : 0   # median of 2 = their mean
                   printf "%-10s %10s %10s %10s %9s  %s\n", v, k[v] ? sprintf("%.3f", med) : "-", m[v, 1] == "" ? "-" : m[v, 1],
                          m[v, 2] == "" ? "-" : m[v, 2], (flat && k[v]) ? sprintf("%.3fx", flat / med) : "-", !fail[v] ? "true" : "false"
                   printf "summary,%s,all,%s,,,%d,%s\n", v, k[v] ? sprintf("%.4f", med) : "", k[v] * 5, !fail[v] ? "true" : "false" >> csv } }' \
    csv="$CSV" "$CSV"
echo "== CSV: $CSV (vs_flat: flat median / variant median); total $(( $(date +%s) - T0 )) s"
