#!/usr/bin/env bash
# T1's search from an even spread's guess (free_launch_of -> batch_find): old runtime (.gpu/ab/old) vs new,
# qt (--remove=auto, -O's and tuned's), bt and dyncall (--remove=t1); then the differential tester on the removal sets.
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cat .gpu/commit
timeout 200 bench/ab qt --datasets points-40000,clustered-40000 --rounds 7 --out $OUT/qt \
  flat=bench/apps/qt/flat.cu old=.gpu/ab/qt-old.cu new=.gpu/ab/qt-new.cu > /dev/null 2> $OUT/qt.err
echo "== qt rc $?"; grep -v "^$" $OUT/qt/ab.txt; tail -2 $OUT/qt.err
for a in bt dyncall; do
  sets=$(grep -v '^#' bench/apps/$a/datasets | paste -sd, -)
  timeout 100 bench/ab $a --datasets "$sets" --rounds 5 --out $OUT/$a old=.gpu/ab/$a-t1-old.cu new=.gpu/ab/$a-t1-new.cu > /dev/null 2> $OUT/$a.err
  echo "== $a rc $?"; grep -v "^$" $OUT/$a/ab.txt; tail -2 $OUT/$a.err
done
export DIFFTEST_STRATEGIES='--remove=t1;--remove=auto;--remove=t2;-O'
tests/difftest/gpu-run.sh 40 9510 $OUT/dt 0 150 2>&1 | tail -4
cd $OUT && cat dt/summary.md | head -30; tar czf ab.tgz qt bt dyncall *.err dt/summary.* $(ls -d dt/failures.tgz 2>/dev/null) && rm -rf qt bt dyncall dt *.err
