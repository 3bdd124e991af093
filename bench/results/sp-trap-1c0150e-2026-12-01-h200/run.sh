#!/usr/bin/env bash
# recheck of the suite at 1c0150e, then sp's tuned program against the same with its followed copy's launches as written trapped
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cat .gpu/commit
timeout 150 bench/ab sp --datasets random-42000-10000-3 --rounds 7 --out "$OUT/sp" after=.gpu/ab/sp-after.cu trap=.gpu/ab/sp-trap.cu >/dev/null 2>"$OUT/sp.err"
echo "== sp (rc $?)"; grep -v "^$" "$OUT/sp/ab.txt"; tail -3 "$OUT/sp.err"
mkdir -p $OUT/r
timeout 420 /usr/bin/python3 bench/recheck --rounds 3 --within 0.1 bench/results/suite-1c0150e-2026-12-01-h200 $OUT/r 2>&1 | tail -30
echo "recheck rc $?"
cd $OUT && tar czf sp.tgz sp sp.err && rm -rf sp sp.err
