#!/usr/bin/env bash
set -eu
W=.gpu/qx4; Q=.gpu/qx2; rm -rf $W/bin $W/src; mkdir -p $W/bin $W/src $W/qs
cp $Q/src/*.h $W/src/; cp bench/apps/qs/qs.h $W/qs/; cp $W/drv.cu $W/src/
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
I="-I$W/src -Ibench/common -Ibench/datasets"
b() { nvcc $FL $3 "-DBENCH_VARIANT=\"$1\"" $I bench/apps/qsb/main.cu $W/src/$2 bench/build/libbench.a -o $W/bin/qsb_$1 \
    -lcudadevrt -Xnvlink --verbose > $W/bin/link_$1.log 2>&1 || { echo "build $1 failed"; tail $W/bin/link_$1.log; exit 1; }; }
b drv drv.cu -DNOLAUNCH & b drv_lite drv.cu "-DNOLAUNCH -DQSL" & wait
b drvl drv.cu "" & b drvl_lite drv.cu -DQSL & wait
for v in drv drvl; do for k in "" _lite; do
  echo "$v$k: $(grep -A1 "Function properties for '_Z.*qsb_level_d" $W/bin/link_$v$k.log | grep -o 'used [0-9]* registers.*lmem')"
done; done | tee $W/registers.txt
(cd $W/bin && strip qsb_* && tar cJf ../bins.txz qsb_* && rm -f link_*)
