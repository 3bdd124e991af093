#!/usr/bin/env bash
# The level barrier in 32 lanes (free_level_step, FreeLevels) with T1's search from a guess: old runtime vs new, qt
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cat .gpu/commit
timeout 250 bench/ab qt --datasets points-40000,clustered-40000 --rounds 9 --out $OUT/qt \
  flat=bench/apps/qt/flat.cu old=.gpu/ab/qt-old.cu new=.gpu/ab/qt-new.cu > /dev/null 2> $OUT/qt.err
echo "== qt rc $?"; grep -v "^$" $OUT/qt/ab.txt; tail -2 $OUT/qt.err
cd $OUT && tar czf ab.tgz qt qt.err && rm -rf qt qt.err
