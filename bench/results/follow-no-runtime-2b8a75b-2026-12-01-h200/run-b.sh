#!/usr/bin/env bash
# bench/ab of cdd24c5: each app's tuned program before (4781b35's dpopt and runtime) and after
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cat .gpu/commit
start=$SECONDS
for app in sssp mstv bfs gc tc; do
    sets=$(grep -v '^#' "bench/apps/$app/datasets" 2>/dev/null | paste -sd, -)
    timeout 200 bench/ab "$app" ${sets:+--datasets "$sets"} --rounds 5 --out "$OUT/$app" \
        after=.gpu/ab/$app-after.cu before=.gpu/ab/$app-before.cu >/dev/null 2>"$OUT/$app.err"
    echo "== $app (rc $?, $((SECONDS - start)) s)"; cat "$OUT/$app/ab.txt" 2>/dev/null; tail -3 "$OUT/$app.err"
    [ $((SECONDS - start)) -gt 480 ] && break
done
cd $OUT && tar czf ab.tgz */ab.csv */ab.txt *.err && rm -rf */ *.err
