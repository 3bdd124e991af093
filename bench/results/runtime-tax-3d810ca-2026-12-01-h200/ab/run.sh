#!/usr/bin/env bash
# before (dpopt at 3d810ca, tuned) against after (the tree's build/dpopt, tuned), every run verified
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
start=$SECONDS
for app in sssp bfs gc tc mstv bh; do
    sets=$(grep -v '^#' "bench/apps/$app/datasets" 2>/dev/null | paste -sd, -)
    extra=(); [ $app = sssp ] && extra=(none=.gpu/ab/sssp-none.cu)
    bench/ab "$app" ${sets:+--datasets "$sets"} --rounds 7 --out "$OUT/$app" \
        before=.gpu/ab/$app-before.cu after=dpopt:tuned "${extra[@]}" >/dev/null 2>"$OUT/$app.err"
    echo "== $app (rc $?, $((SECONDS - start)) s)"; cat "$OUT/$app/ab.txt" 2>/dev/null; tail -3 "$OUT/$app.err"
done
cd $OUT && tar czf ab.tgz */ab.csv */ab.txt *.err && rm -rf */ *.err
