#!/usr/bin/env bash
# qt: the persistent grid's level barrier, waiting blocks' back-off (cap 512 ns as generated; 128; 32 flat; no sleep)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cat .gpu/commit
timeout 280 bench/ab qt --datasets points-40000,clustered-40000 --rounds 5 --out "$OUT/qt" flat=bench/apps/qt/flat.cu auto=.gpu/ab/qt-auto.cu c128=.gpu/ab/qt-c128/qt.cu c32=.gpu/ab/qt-c32/qt.cu spin=.gpu/ab/qt-spin/qt.cu >/dev/null 2>"$OUT/qt.err"
echo "== qt (rc $?)"; grep -v "^$" "$OUT/qt/ab.txt"; tail -3 "$OUT/qt.err"
cd $OUT && tar czf qt.tgz qt qt.err && rm -rf qt qt.err
