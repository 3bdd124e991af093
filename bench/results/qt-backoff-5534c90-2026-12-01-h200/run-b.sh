#!/usr/bin/env bash
# qt: the persistent grid's level barrier, waiting blocks' back-off (cap 512 ns as generated; 1024; 2048; from 128 to 1024)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cat .gpu/commit
timeout 280 bench/ab qt --datasets points-40000,clustered-40000 --rounds 5 --out "$OUT/qt" flat=bench/apps/qt/flat.cu auto=.gpu/ab/qt-auto.cu c1024=.gpu/ab/qt-c1024/qt.cu c2048=.gpu/ab/qt-c2048/qt.cu s128=.gpu/ab/qt-s128/qt.cu >/dev/null 2>"$OUT/qt.err"
echo "== qt (rc $?)"; grep -v "^$" "$OUT/qt/ab.txt"; tail -3 "$OUT/qt.err"
cd $OUT && tar czf qt.tgz qt qt.err && rm -rf qt qt.err
