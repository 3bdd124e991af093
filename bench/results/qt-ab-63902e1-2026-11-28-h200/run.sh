#!/usr/bin/env bash
# .gpu/qt-study/run.sh OUT - qt (bench/apps/qt): flat against dpopt --remove=auto
# and hand-edited versions of it, each removing one suspected cost.
#
#   bash .gpu/qt-study/run.sh $OUT          (from the checkout root, on the GPU machine)
#
# Variants (sources in this directory; edited.cu says what each macro does):
#   flat     bench/apps/qt/flat.cu
#   auto     remove_auto.cu: build/dpopt --remove=auto -I bench/common -I bench/datasets
#            bench/apps/qt/cdp.cu, unedited (-O writes the same bytes)
#   occ12    edited.cu -DQT_OCC=12                  80 -> 40 registers: 12 blocks a SM, not 6
#   sync1    edited.cu -DQT_PIN=6 -DQT_SYNC1=1      1 grid barrier a level, not 3; no per-level alloc
#   flush    edited.cu -DQT_PIN=6 -DQT_FLUSH=1      no block scan/max/8 barriers per node block
#   spin     edited.cu -DQT_PIN=6 -DQT_SPIN=1       grid barrier polling with __nanosleep backoff
#   all      (only with ALL=1) edited.cu with the four edits together
# Built with bench/run's exact command (nvcc -O3 -arch=sm_90 -rdc=true -std=c++17
# -Xcompiler -Wall,-Wextra, main.cu, bench/build/libbench.a, -lcudadevrt); every run
# verified by main.cu's harness. REPS interleaved repetitions (default 3) of each
# binary on each dataset, RUNS timed runs (default 5) after 2 warm-ups each.
# Output: a table on stdout; $OUT/runs.csv (one row per binary run), $OUT/summary.csv,
# $OUT/selection.txt (launch_free's choice and resident blocks), $OUT/logs/.
set -uo pipefail
OUT=${1:-${OUT:-}}
[ -n "$OUT" ] || { echo "usage: $0 OUT" >&2; exit 2; }
mkdir -p "$OUT/logs"
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT" || exit 2
S=.gpu/qt-study
BD=$S/build
mkdir -p "$BD"
T0=$SECONDS
DEADLINE=${DEADLINE:-80}     # seconds after start: no new binary run begins after it
REPS=${REPS:-3} RUNS=${RUNS:-5}
DATASETS=(points-40000 clustered-40000)

nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | sed 's/^/== GPU: /'
nvcc --version | tail -n 1 | sed 's/^/== nvcc: /'

# ---- build ------------------------------------------------------------------------
if [ ! -f bench/build/libbench.a ]; then
    echo "== building bench/build/libbench.a"
    timeout 150 make -s -f bench/Makefile lib > "$OUT/logs/lib.log" 2>&1 || { echo "libbench.a failed"; tail "$OUT/logs/lib.log"; exit 1; }
fi
VARIANTS=(flat auto occ12 sync1 flush spin)
[ "${ALL:-0}" = 1 ] && VARIANTS+=(all)
[ -n "${ONLY:-}" ] && read -ra VARIANTS <<< "$ONLY"
src_of() { case $1 in flat) echo bench/apps/qt/flat.cu ;; auto) echo $S/remove_auto.cu ;; *) echo $S/edited.cu ;; esac; }
defs_of() {
    case $1 in
        occ12) echo "-DQT_OCC=12" ;;
        sync1) echo "-DQT_PIN=6 -DQT_SYNC1=1" ;;
        flush) echo "-DQT_PIN=6 -DQT_FLUSH=1" ;;
        spin) echo "-DQT_PIN=6 -DQT_SPIN=1" ;;
        all) echo "-DQT_OCC=12 -DQT_SYNC1=1 -DQT_FLUSH=1 -DQT_SPIN=1" ;;
        sf) echo "-DQT_PIN=6 -DQT_SYNC1=1 -DQT_FLUSH=1" ;;
        sfs) echo "-DQT_PIN=6 -DQT_SYNC1=1 -DQT_FLUSH=1 -DQT_SPIN=1" ;;
        sfo) echo "-DQT_OCC=12 -DQT_SYNC1=1 -DQT_FLUSH=1" ;;
        sfo8) echo "-DQT_OCC=8 -DQT_SYNC1=1 -DQT_FLUSH=1" ;;
        fo) echo "-DQT_OCC=12 -DQT_FLUSH=1" ;;
        so) echo "-DQT_OCC=12 -DQT_SYNC1=1" ;;
    esac
}
echo "== building ${VARIANTS[*]}"
for v in "${VARIANTS[@]}"; do
    # shellcheck disable=SC2046
    ( timeout 150 nvcc -O3 -arch=sm_90 -rdc=true -std=c++17 -Xcompiler -Wall,-Wextra $(defs_of $v) \
        "-DBENCH_VARIANT=\"$v\"" -Ibench/common -Ibench/datasets -Ibench/apps/qt -Iruntime/include \
        bench/apps/qt/main.cu "$(src_of $v)" bench/build/libbench.a -o "$BD/qt_$v" -lcudadevrt \
        > "$OUT/logs/build_$v.log" 2>&1 || echo "build of $v failed (see logs/build_$v.log)" ) &
done
wait
echo "== built in $((SECONDS - T0)) s"

# ---- launch_free's choice (one run each, untimed) -----------------------------------------
for v in auto occ12; do
    [ -x "$BD/qt_$v" ] || continue
    echo "-- $v" >> "$OUT/selection.txt"
    DPOPT_REPORT_SELECTION=1 timeout 15 "$BD/qt_$v" --dataset points-40000 --runs 1 --warmup 0 --quiet \
        >> "$OUT/selection.txt" 2>&1
done
grep '^dpopt:' "$OUT/selection.txt" | sed 's/^/== /'

# ---- runs ---------------------------------------------------------------------------
echo "variant,dataset,rep,median_ms,min_ms,max_ms,runs,verified,note" > "$OUT/runs.csv"
skipped=0
for rep in $(seq 1 "$REPS"); do
    order=("${VARIANTS[@]}")
    if [ $((rep % 2)) = 0 ]; then   # every other repetition in reverse order
        order=(); for ((k = ${#VARIANTS[@]} - 1; k >= 0; k--)); do order+=("${VARIANTS[$k]}"); done
    fi
    for ds in "${DATASETS[@]}"; do
        for v in "${order[@]}"; do
            if [ $((SECONDS - T0)) -ge "$DEADLINE" ]; then skipped=$((skipped + 1)); continue; fi
            log=$OUT/logs/run_${v}_${ds}_$rep.log
            if [ ! -x "$BD/qt_$v" ]; then echo "$v,$ds,$rep,,,,0,false,not built" >> "$OUT/runs.csv"; continue; fi
            timeout 20 "$BD/qt_$v" --dataset "$ds" --runs "$RUNS" --warmup 2 --variant "$v" > "$log" 2>&1
            rc=$?
            res=$(grep '^RESULT ' "$log" | tail -n 1)
            if echo "$res" | grep -q 'verified=true'; then
                f() { echo "$res" | sed -n "s/.* $1=\([^ ]*\).*/\1/p"; }
                echo "$v,$ds,$rep,$(f median_ms),$(f min_ms),$(f max_ms),$(f runs),true," >> "$OUT/runs.csv"
            else
                note=$(echo "${res:-exit $rc: $(tail -n 1 "$log")}" | tr ',"' ';_' | cut -c1-200)
                echo "$v,$ds,$rep,,,,0,false,$note" >> "$OUT/runs.csv"
            fi
        done
    done
done
[ "$skipped" -gt 0 ] && echo "== deadline ${DEADLINE}s: $skipped binary runs not started"

# ---- table --------------------------------------------------------------------------
awk -F, -v vars="${VARIANTS[*]}" '
    NR == 1 { next }
    { key = $1 SUBSEP $2; n[key]++; if ($8 == "true") { ok[key]++; m[key, ok[key]] = $4; if (!(key in lo) || $5 < lo[key]) lo[key] = $5 } }
    function med(key,   k, i, j, t, a) {
        k = ok[key]; for (i = 1; i <= k; i++) a[i] = m[key, i]
        for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
        return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2 }
    END {
        split(vars, V, " "); nd = split("points-40000 clustered-40000", D, " ")
        print "variant,dataset,median_ms,min_ms,reps,verified,vs_flat,vs_auto" > OUTS
        printf "%-7s %-16s %10s %9s %5s %-9s %8s %8s\n", "variant", "dataset", "median_ms", "min_ms", "reps", "verified", "flat/x", "auto/x"
        for (d = 1; d <= nd; d++) {
            fk = "flat" SUBSEP D[d]; ak = "auto" SUBSEP D[d]
            fm = ok[fk] ? med(fk) : 0; am = ok[ak] ? med(ak) : 0
            for (i = 1; i in V; i++) {
                key = V[i] SUBSEP D[d]; if (!(key in n)) continue
                x = ok[key] ? med(key) : 0
                ver = (ok[key] == n[key]) ? "true" : sprintf("%d/%d", ok[key] + 0, n[key])
                rf = (x > 0 && fm > 0) ? sprintf("%.3f", fm / x) : "-"; ra = (x > 0 && am > 0) ? sprintf("%.3f", am / x) : "-"
                printf "%-7s %-16s %10s %9s %5d %-9s %8s %8s\n", V[i], D[d], x ? sprintf("%.4f", x) : "-", ok[key] ? lo[key] : "-", n[key], ver, rf, ra
                printf "%s,%s,%s,%s,%d,%s,%s,%s\n", V[i], D[d], x ? sprintf("%.4f", x) : "", ok[key] ? lo[key] : "", n[key], ver, rf, ra > OUTS
            }
        }
    }' OUTS="$OUT/summary.csv" "$OUT/runs.csv"
echo "== median over reps of each binary run's median of $RUNS; flat/x > 1: faster than flat; total $((SECONDS - T0)) s"
echo "== CSV: $OUT/runs.csv, $OUT/summary.csv"
