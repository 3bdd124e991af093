set -u
cat .gpu/commit
timeout 200 bench/ab qt --datasets points-40000,clustered-40000 --rounds 4 --out $OUT/qt main=.gpu/ab/qt-main.cu new=.gpu/ab/qt-new.cu >/dev/null 2>$OUT/qt.err; echo "rc $?"; cat $OUT/qt/ab.txt; tail -3 $OUT/qt.err
