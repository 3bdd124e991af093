#!/usr/bin/env bash
# bench/results/next-plan-2026-11-28/gaps-study/run.sh [OUTDIR] - what separates dpopt's best variant
# from the hand-written program on mstv, sssp and bfs (rmat12), by A/B of hand-edited dpopt outputs
# (NOTES.md says what each variant tests). Run from the checkout root (carry build/dpopt, bench/data):
#
#     bash bench/results/next-plan-2026-11-28/gaps-study/run.sh $OUT
#
# 1. prepare.py regenerates dpopt's outputs with build/dpopt and writes the edited variants
#    into gaps-study/gen/ (git-ignored), with gen/variants.tsv.
# 2. Builds each as bench/run's build_one does (nvcc -O3 -arch=sm_90 -rdc=true -std=c++17
#    -Xcompiler -Wall,-Wextra -DBENCH_VARIANT=... main.cu <variant>.cu libbench.a -lcudadevrt),
#    JOBS at once, into $BUILD_DIR (a binary whose inputs' hash is unchanged is kept).
# 3. Runs every variant with its app's driver on rmat12 (every run verified), REPS interleaved
#    repetitions of >= RUNS runs or MIN_TIME ms each; prints the table and writes $OUT/gaps.csv
#    (median of the repetitions' medians; x_hand = hand-written ms / variant ms, > 1 is faster)
#    and $OUT/gaps-runs.csv; sssp's variants print their rounds and pushes (DIAG).
# 4. If ncu is there and time is left (KERNELS=1): each kernel's time in one run of each variant
#    (bench/kernel-times' way: --clock-control none, gpu__time_duration.sum) into $OUT/kernels.csv,
#    stopping at BUDGET seconds from the start.
# env: BUILD_ONLY=1, JOBS (16), REPS (3), RUNS (30), WARMUP (5), MIN_TIME (60), DATA (bench/data),
#      BUILD_DIR (/tmp/gaps-study-build), RUN_LIMIT (95), KERNELS (1), BUDGET (110)
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
[ -f bench/apps/mstv/main.cu ] && [ -f "$HERE/prepare.py" ] || { echo "run.sh: run from the checkout root" >&2; exit 2; }
OUT=${1:-${OUT:-/tmp/gaps-study-out}}
JOBS=${JOBS:-16} REPS=${REPS:-3} RUNS=${RUNS:-30} WARMUP=${WARMUP:-5} MIN_TIME=${MIN_TIME:-60}
DATA=${DATA:-bench/data} B=${BUILD_DIR:-/tmp/gaps-study-build} KERNELS=${KERNELS:-1} BUDGET=${BUDGET:-110}
mkdir -p "$OUT/logs" "$B"
T0=$(date +%s)
el() { echo $(( $(date +%s) - T0 )); }
say() { echo "$*" | tee -a "$OUT/log.txt"; }
say "== gaps-study at $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $(date -u +%FT%TZ)"

# ---- 1. sources ------------------------------------------------------------------------------
[ -x build/dpopt ] || { say "run.sh: build/dpopt missing (carry it)"; exit 2; }
timeout 60 python3 "$HERE/prepare.py" > "$OUT/logs/prepare.log" 2>&1 ||
    { say "run.sh: prepare.py failed:"; tail -5 "$OUT/logs/prepare.log"; exit 2; }
LIST=$HERE/gen/variants.tsv

# ---- 2. build --------------------------------------------------------------------------------
if [ ! -f bench/build/libbench.a ]; then
    say "== building bench/build/libbench.a"
    timeout 150 make -s -j "$JOBS" -f bench/Makefile lib > "$OUT/logs/libbench.log" 2>&1 ||
        { say "run.sh: libbench.a failed:"; tail -5 "$OUT/logs/libbench.log"; exit 2; }
fi
build() { # app variant source
    local app=$1 v=$2 src=$3 bin=$B/$1_$2 log=$OUT/logs/build_$1_$2.log key
    local flags=(-O3 -arch=sm_90 -rdc=true -std=c++17 -Xcompiler -Wall,-Wextra)
    key=$( { cat "$src" bench/apps/$app/*.h bench/apps/$app/main.cu bench/apps/mstf/main.cu bench/apps/mstf/mstf.h \
               bench/common/*.h bench/common/*.cuh runtime/include/dpopt/*.cuh bench/build/libbench.a 2>/dev/null
             echo "${flags[*]} $v"; nvcc --version | tail -1; } | md5sum | cut -c1-32)
    if [ -x "$bin" ] && [ "$(cat "$bin.key" 2>/dev/null)" = "$key" ]; then echo "kept" > "$log"; return 0; fi
    rm -f "$bin" "$bin.key"
    local cmd=(nvcc "${flags[@]}" "-DBENCH_VARIANT=\"$v\"" -Ibench/common -Ibench/datasets -Ibench/apps/$app
               -Iruntime/include bench/apps/$app/main.cu "$src" bench/build/libbench.a -o "$bin" -lcudadevrt)
    echo "+ ${cmd[*]}" > "$log"
    timeout 300 "${cmd[@]}" >> "$log" 2>&1 && echo "$key" > "$bin.key"
}
export -f build; export B OUT
say "== building $(wc -l < "$LIST") variants (jobs $JOBS)"
cut -f1-3 "$LIST" | tr '\t' '\n' | timeout 400 xargs -d '\n' -n 3 -P "$JOBS" bash -c 'build "$@"' _
fail=0
while IFS=$'\t' read -r app v src what; do
    if [ ! -x "$B/${app}_$v" ]; then say "  build failed: $app $v ($OUT/logs/build_${app}_$v.log)"; tail -3 "$OUT/logs/build_${app}_$v.log"; fail=1
    elif grep -qi warning "$OUT/logs/build_${app}_$v.log"; then say "  $app $v: built with warnings ($OUT/logs/build_${app}_$v.log)"; fi
done < "$LIST"
say "== built at $(el) s"
[ "${BUILD_ONLY:-0}" = 1 ] && exit $fail

# ---- 3. A/B runs -----------------------------------------------------------------------------
[ -f "$DATA/rmat12.sym.gr" ] || { say "run.sh: $DATA/rmat12.sym.gr missing (carry bench/data)"; exit 2; }
say "== $(timeout 10 nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1);" \
    "$REPS interleaved reps of >= $RUNS runs or $MIN_TIME ms ($WARMUP warm-up), rmat12"
RAW=$OUT/gaps-runs.csv
echo "app,variant,rep,median_ms,min_ms,max_ms,runs,verified,diag" > "$RAW"
for r in $(seq "$REPS"); do
    while IFS=$'\t' read -r app v src what; do
        bin=$B/${app}_$v log=$OUT/logs/run_${app}_${v}_$r.log
        [ -x "$bin" ] || { echo "$app,$v,$r,,,,0,no," >> "$RAW"; continue; }
        # past RUN_LIMIT seconds (95) the rest is left out: the table says so by its reps column
        [ "$(el)" -lt "${RUN_LIMIT:-95}" ] || { say "  $app $v rep $r: left out (past RUN_LIMIT at $(el) s)"; continue; }
        timeout 30 "$bin" --dataset rmat12 --data-dir "$DATA" --runs "$RUNS" --warmup "$WARMUP" \
            --min-time "$MIN_TIME" --quiet --variant "$v" > "$log" 2>&1 < /dev/null
        rc=$?
        res=$(grep '^RESULT ' "$log" | tail -n 1)
        diag=$(sed -n 's/^DIAG //p' "$log" | tail -n 1 | tr ',' ';')
        if echo "$res" | grep -q 'verified=true'; then
            echo "$res" | sed 's/.*median_ms=\([^ ]*\) min_ms=\([^ ]*\) max_ms=\([^ ]*\) runs=\([^ ]*\).*/\1,\2,\3,\4/' |
                sed "s/^/$app,$v,$r,/; s/\$/,yes,$diag/" >> "$RAW"
        else
            echo "$app,$v,$r,,,,0,no,$diag" >> "$RAW"
            say "  $app $v rep $r: rc $rc, not verified: $(tail -n 2 "$log" | tr '\n' ' ' | cut -c1-200)"
        fi
    done < "$LIST"
    say "  rep $r done at $(el) s"
done
# per variant: the median of its reps' medians, the smallest min, verified only if every rep was;
# x_hand against the app's first row (its hand-written program)
echo "app,variant,median_ms,min_ms,reps,verified,x_hand,rep_medians,diag,what" > "$OUT/gaps.csv"
awk -F'\t' -v raw="$RAW" '
    BEGIN { while ((getline l < raw) > 0) { split(l, f, ","); if (f[1] == "app") continue; k = f[1] SUBSEP f[2]
              n[k]++; if (f[8] == "yes") { ok[k]++; m[k, ++c[k]] = f[4]; reps[k] = reps[k] (reps[k] == "" ? "" : " ") f[4]
              if (!(k in mn) || f[5] + 0 < mn[k] + 0) mn[k] = f[5] }
              if (f[9] != "") dg[k] = f[9] } }
    function med(k,   i, j, t, a, z) { z = c[k]; for (i = 1; i <= z; i++) a[i] = m[k, i] + 0
        for (i = 1; i <= z; i++) for (j = i + 1; j <= z; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
        return z % 2 ? a[(z + 1) / 2] : (a[z / 2] + a[z / 2 + 1]) / 2 }
    { k = $1 SUBSEP $2; md = c[k] ? sprintf("%.4f", med(k)) : ""; if ($1 != app) { app = $1; base = md }
      printf "%s,%s,%s,%s,%d,%s,%s,%s,%s,\"%s\"\n", $1, $2, md, mn[k], n[k], (n[k] && ok[k] == n[k]) ? "yes" : "no",
             (md != "" && base != "") ? sprintf("%.3f", base / md) : "", reps[k], dg[k], $4 }' "$LIST" >> "$OUT/gaps.csv"
say ""
awk -F, 'NR == 1 { printf "%-5s %-14s %9s %8s %4s %7s  %s\n", "app", "variant", "median_ms", "min_ms", "ok", "x_hand", "what"; next }
         { w = $0; sub(/^[^"]*"/, "", w); sub(/"$/, "", w)
           printf "%-5s %-14s %9s %8s %4s %7s  %s%s\n", $1, $2, $3, $4, $6, $7, w, ($9 != "" ? "  [" $9 "]" : "") }' \
    "$OUT/gaps.csv" | tee -a "$OUT/log.txt"
say "== per rep medians (ms):"
awk -F, 'NR > 1 { printf "   %-5s %-14s %s\n", $1, $2, $8 }' "$OUT/gaps.csv" | tee -a "$OUT/log.txt"
say "== A/B done at $(el) s: $OUT/gaps.csv, $RAW"

# ---- 4. per-kernel times (one run each under ncu), while time is left -------------------------
[ "$KERNELS" = 1 ] || exit 0
command -v ncu > /dev/null || { say "== no ncu: per-kernel times skipped"; exit 0; }
KCSV=$OUT/kernels.csv
echo "app,variant,kernel,launches,total_us,max_us" > "$KCSV"
# the unedited programs first (hand-written, grid, t1), then the edits
order=$( { awk -F'\t' '$2 !~ /^grid_/' "$LIST"; awk -F'\t' '$2 ~ /^grid_/' "$LIST"; } | cut -f1,2)
while IFS=$'\t' read -r app v; do
    left=$(( BUDGET - $(el) ))
    [ "$left" -ge 12 ] || { say "== ncu stopped at $(el) s (BUDGET $BUDGET s): $app $v and after not profiled"; break; }
    bin=$B/${app}_$v raw=$OUT/logs/ncu_${app}_$v.csv
    [ -x "$bin" ] || continue
    timeout $(( left < 25 ? left - 2 : 25 )) ncu --clock-control none --metrics gpu__time_duration.sum --csv \
        "$bin" --dataset rmat12 --data-dir "$DATA" --runs 1 --warmup 0 > "$raw" 2> "$OUT/logs/ncu_${app}_$v.log" ||
        { say "  ncu $app $v: rc $? ($OUT/logs/ncu_${app}_$v.log)"; continue; }
    md=$(awk -F, -v a="$app" -v v="$v" '$1 == a && $2 == v { print ($3 == "" ? "?" : $3) }' "$OUT/gaps.csv")
    python3 bench/kernel_times_rows.py "$raw" "$v" "${md:-?}" | sed "s/^/$app,/" >> "$KCSV"
    d=$(sed -n 's/^DIAG //p' "$OUT/logs/ncu_${app}_$v.log" "$raw" | tail -n 1)
    [ -n "$d" ] && echo "$app,$v,(DIAG of the profiled run: ${d//,/;}),,," >> "$KCSV"
done <<< "$order"
say "== per-kernel times of one run (us; launches x, total, largest), $KCSV:"
awk -F, 'NR > 1 && $3 ~ /^\(DIAG/ { printf "   %-5s %-14s %s\n", $1, $2, $3 }
         NR > 1 && $3 !~ /^\(/ { printf "   %-5s %-14s %-42s %4s %9s %8s\n", $1, $2, substr($3, 1, 42), $4, $5, $6 }
         NR > 1 && $3 ~ /^\(the whole/ { printf "   %-5s %-14s %-42s %4s %9s\n", $1, $2, "(harness median, us)", "", $5 }' \
    "$KCSV" | tee -a "$OUT/log.txt"
say "== done at $(el) s"
