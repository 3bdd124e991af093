#!/usr/bin/env bash
# after (dpopt at 79070c0, tuned) against none (the same with the followed parent's fallback launches trapped)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
start=$SECONDS
for app in sssp bfs gc tc mstv; do
    sets=$(grep -v '^#' "bench/apps/$app/datasets" 2>/dev/null | paste -sd, -)
    bench/ab "$app" ${sets:+--datasets "$sets"} --rounds 7 --out "$OUT/$app" \
        after=.gpu/ab2/$app-after.cu none=.gpu/ab2/$app-none.cu >/dev/null 2>"$OUT/$app.err"
    echo "== $app (rc $?, $((SECONDS - start)) s)"; cat "$OUT/$app/ab.txt" 2>/dev/null; tail -3 "$OUT/$app.err"
done
cd $OUT && tar czf ab2.tgz */ab.csv */ab.txt *.err && rm -rf */ *.err
