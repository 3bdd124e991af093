#!/usr/bin/env bash
# at the commit in .gpu/commit: bench/ab of the tuned programs before (4781b35) and after; the difftest again
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cat .gpu/commit
start=$SECONDS
for app in sssp mstv bfs gc tc; do
    sets=$(grep -v '^#' "bench/apps/$app/datasets" 2>/dev/null | paste -sd, -)
    timeout 200 bench/ab "$app" ${sets:+--datasets "$sets"} --rounds 5 --out "$OUT/$app" \
        after=.gpu/ab/$app-after.cu before=.gpu/ab/$app-before.cu >/dev/null 2>"$OUT/$app.err"
    echo "== $app (rc $?, $((SECONDS - start)) s)"; cat "$OUT/$app/ab.txt" 2>/dev/null | grep -v "^$"; tail -3 "$OUT/$app.err"
done
DIFFTEST_SHAPES=big_children tests/difftest/gpu-run.sh 30 9595 $OUT/dt-big 0 100 > $OUT/dt-big.out 2>&1
tail -2 $OUT/dt-big.out
tests/difftest/gpu-run.sh 50 9494 $OUT/dt-old 0 280 > $OUT/dt-old.out 2>&1
tail -2 $OUT/dt-old.out
cd $OUT && tar czf out.tgz */ab.csv */ab.txt *.err dt-big dt-old *.out && rm -rf */ *.err *.out
