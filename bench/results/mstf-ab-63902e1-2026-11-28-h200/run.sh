#!/usr/bin/env bash
# .gpu/mstf-ab/run.sh [OUTDIR] - what separates dpopt's --flatten=grid mstf from flat_lb, by A/B.
# Run from the checkout's root (cd there itself); OUTDIR defaults to $OUT.
# Builds each variant exactly as bench/run's build_one does (nvcc -O3 -arch=sm_90 -rdc=true -std=c++17
# -Xcompiler -Wall,-Wextra -DBENCH_VARIANT=... -I... main.cu <variant>.cu bench/build/libbench.a -lcudadevrt),
# skipping a binary whose inputs' hash matches its .key (prebuilt ones travel in bin/); then runs each
# binary REPS times, interleaved, with the app's own harness (every run verified against Kruskal).
#   env: REPS (3), RUNS (30), WARMUP (5), MIN_TIME (60 ms per invocation), BUILD_ONLY=1, JOBS (nproc)
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd); cd "$ROOT" || exit 2
D=.gpu/mstf-ab
OUT=${1:-${OUT:-/tmp/mstf-ab-out}}; mkdir -p "$OUT" "$D/bin" "$D/logs"
REPS=${REPS:-3} RUNS=${RUNS:-30} WARMUP=${WARMUP:-5} MIN_TIME=${MIN_TIME:-60} JOBS=${JOBS:-$(nproc)}
t0=$(date +%s)
say() { echo "$*" | tee -a "$OUT/log.txt"; }

# name|what (the order of the table)
VARIANTS="flat_lb|(a) flat_lb as is
flat_lb_nofilter|(b) flat_lb, every atomicMin made (CDP's atomics)
flat_lb_2k|(f) flat_lb + empty 4x1024 kernel before it (2nd launch)
grid|(c) dpopt --flatten=grid, unedited
grid_pb128|(e) grid, parent in 32x128 not 4x1024
grid_filter|(d) grid + read filter
grid_filter_pb128|(e) grid+filter, parent in 32x128
grid_filter_fit|(e) grid+filter, follow-up grid ceil(m/256) blocks
grid_filter_noerr|(e) grid+filter, no device cudaGetLastError in parent
grid_filter_all|(e) grid+filter+pb128+fit+noerr"
names=$(echo "$VARIANTS" | cut -d'|' -f1)

# ---- build ------------------------------------------------------------------
FLAGS=(-O3 -arch=sm_90 -rdc=true -std=c++17 -Xcompiler -Wall,-Wextra)
deps=$(cat bench/apps/mstf/main.cu bench/apps/mstf/mstf.h bench/common/*.h bench/common/*.cuh runtime/include/dpopt/*.cuh | md5sum | cut -c1-32)
pids=""
for v in $names; do
    key=$(echo "$deps $(md5sum < $D/src/$v.cu) ${FLAGS[*]} $(nvcc --version | tail -1)" | md5sum | cut -c1-32)
    if [ -x "$D/bin/$v" ] && [ "$(cat "$D/bin/$v.key" 2>/dev/null)" = "$key" ]; then continue; fi
    rm -f "$D/bin/$v" "$D/bin/$v.key"
    # the harness library, as bench/run makes it (only when something is to be built)
    if [ ! -f bench/build/libbench.a ]; then
        say "== building bench/build/libbench.a"
        timeout 150 make -s -j "$JOBS" -f bench/Makefile lib > "$D/logs/lib.log" 2>&1 || { say "libbench failed"; cat "$D/logs/lib.log"; exit 2; }
    fi
    ( cmd=(nvcc "${FLAGS[@]}" "-DBENCH_VARIANT=\"$v\"" -Ibench/common -Ibench/datasets -Ibench/apps/mstf -Iruntime/include
           bench/apps/mstf/main.cu "$D/src/$v.cu" bench/build/libbench.a -o "$D/bin/$v" -lcudadevrt)
      echo "+ ${cmd[*]}" > "$D/logs/build_$v.log"
      timeout 300 "${cmd[@]}" >> "$D/logs/build_$v.log" 2>&1 && echo "$key" > "$D/bin/$v.key" ) &
    pids="$pids $!"
    # at most JOBS at once
    while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do sleep 0.5; done
done
for p in $pids; do wait "$p"; done
for v in $names; do [ -x "$D/bin/$v" ] || say "build failed: $v (see $D/logs/build_$v.log)"; done
say "== built at $(( $(date +%s) - t0 ))s"
[ "${BUILD_ONLY:-0}" = 1 ] && exit 0

# ---- run --------------------------------------------------------------------
DATA=bench/data; [ -f $DATA/rmat12.sym.gr ] || DATA=$D/data
say "== $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1); reps $REPS x (>= $RUNS runs or $MIN_TIME ms, $WARMUP warm-up)"
RAW=$OUT/mstf-ab-runs.csv; echo "variant,rep,median_ms,min_ms,max_ms,runs,verified" > "$RAW"
for r in $(seq "$REPS"); do
    for v in $names; do
        [ -x "$D/bin/$v" ] || { echo "$v,$r,,,,0,false" >> "$RAW"; continue; }
        log=$OUT/run_${v}_$r.log
        timeout 30 "$D/bin/$v" --dataset rmat12 --data-dir "$DATA" --runs "$RUNS" --warmup "$WARMUP" \
            --min-time "$MIN_TIME" --quiet --variant "$v" > "$log" 2>&1
        res=$(grep '^RESULT ' "$log" | tail -n 1)
        if echo "$res" | grep -q 'verified=true'; then
            echo "$res" | sed 's/.*median_ms=\([^ ]*\) min_ms=\([^ ]*\) max_ms=\([^ ]*\) runs=\([^ ]*\).*/\1,\2,\3,\4/' |
                sed "s/^/$v,$r,/; s/\$/,yes/" >> "$RAW"
        else
            echo "$v,$r,,,,0,no" >> "$RAW"; say "  $v rep $r: not verified: $(tail -n 2 "$log" | tr '\n' ' ' | cut -c1-200)"
        fi
    done
done
# summary: per variant the median of its reps' medians, the smallest min, verified only if every rep was
echo "variant,median_ms,min_ms,reps,verified,x_flat_lb,what" > "$OUT/mstf-ab.csv"
echo "$VARIANTS" | awk -F'|' -v raw="$RAW" '
    BEGIN { while ((getline l < raw) > 0) { split(l, f, ","); if (f[1] == "variant") continue
              n[f[1]]++; ok[f[1]] += (f[7] == "yes"); if (f[7] == "yes") { m[f[1], ++k[f[1]]] = f[3]
              if (!(f[1] in mn) || f[4] < mn[f[1]]) mn[f[1]] = f[4] } } }
    function med(v,   i, j, t, c, a) { c = k[v]; for (i = 1; i <= c; i++) a[i] = m[v, i]
        for (i = 1; i <= c; i++) for (j = i + 1; j <= c; j++) if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
        return c % 2 ? a[(c + 1) / 2] : (a[c / 2] + a[c / 2 + 1]) / 2 }
    { v = $1; md = k[v] ? med(v) : ""; if (v == "flat_lb") base = md
      printf "%s,%s,%s,%d,%s,%s,\"%s\"\n", v, md, mn[v], n[v], (n[v] && ok[v] == n[v]) ? "yes" : "no",
             (md != "" && base != "") ? sprintf("%.3f", base / md) : "", $2 }' >> "$OUT/mstf-ab.csv"
say ""
awk -F, 'NR == 1 { printf "%-18s %10s %9s %5s %8s  %s\n", "variant", "median_ms", "min_ms", "ok", "x_flatlb", "what"; next }
         { w = $0; sub(/^[^"]*"/, "", w); sub(/"$/, "", w)
           printf "%-18s %10s %9s %5s %8s  %s\n", $1, $2, $3, $5, $6, w }' "$OUT/mstf-ab.csv" | tee -a "$OUT/log.txt"
say ""
say "== per rep (median ms):"
for v in $names; do say "  $(printf '%-18s' $v) $(awk -F, -v v="$v" '$1 == v { printf "%s ", $3 }' "$RAW")"; done
say "== done at $(( $(date +%s) - t0 ))s; $OUT/mstf-ab.csv, $RAW"
