#!/usr/bin/env bash
# qsb --aggregate=grid variants (edit.py) against HEAD's runtime with QX_F1 (one thread fences the count-out)
# and with level-retire.patch; plain and stamped (qsl.h). Packs .gpu/qx/bins.txz.
set -eu
W=.gpu/qx; rm -rf $W/src $W/bin $W/rt*; mkdir -p $W/src $W/bin $W/qs
QSL_KEEP=1 bash bench/results/next-plan-2026-12-21/qsb-lite/build.sh > /dev/null
cp .gpu/qsl/src/* $W/src/; cp bench/apps/qs/qs.h $W/qs/
for r in A R; do
  mkdir -p $W/rt$r; git archive HEAD runtime/include | tar x -C $W/rt$r
  [ $r = R ] && (cd $W/rt$r && patch -p1 -s < ../../../bench/results/level-retire-2026-12-02-h200/level-retire.patch)
  python3 - $W/rt$r/runtime/include/dpopt/block_batch.cuh <<'PY'
import sys
p = sys.argv[1]; t = open(p).read()
o = """    __threadfence();
    __syncthreads();
    if (block_thread_rank() == 0)
        temp.last = group.blocks > 0u && atomicAdd(&group.state->tickets, 1u) == group.blocks - 1;
"""
n = """#ifdef QX_F1
    __syncthreads();
    if (block_thread_rank() == 0) {
        __threadfence();
        temp.last = group.blocks > 0u && atomicAdd(&group.state->tickets, 1u) == group.blocks - 1;
    }
#else
""" + o + "#endif\n"
assert t.count(o) == 1
open(p, "w").write(t.replace(o, n))
PY
done
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
build() { # name runtime flags defines
  for k in "" _lite; do
    python3 $W/edit.py $W/src/grid$k.cu $W/src/$1$k.cu "$3"
    nvcc $FL $4 "-DBENCH_VARIANT=\"$1$k\"" -I$W/src -Ibench/common -Ibench/datasets -I$W/rt$2/runtime/include \
      bench/apps/qsb/main.cu $W/src/$1$k.cu bench/build/libbench.a -o $W/bin/qsb_$1$k -lcudadevrt -Xnvlink --verbose \
      > $W/bin/link_$1$k.log 2>&1 || { echo "build $1$k failed"; tail $W/bin/link_$1$k.log; exit 1; }
  done
}
build base A "" "" & build ret R "" "" & wait
build mu1 A mu1 "" & build f1 A "" -DQX_F1 & wait
build dir R dir "" & build one A one "" & wait
build rdmf R mu1,dir -DQX_F1 & build all R mu1,dir,one -DQX_F1 & wait
for k in "" _lite; do
  nvcc $FL "-DBENCH_VARIANT=\"flat$k\"" -I$W/src -Ibench/common -Ibench/datasets bench/apps/qsb/main.cu \
    $W/src/flat$( [ -z "$k" ] && echo _plain || echo _lite).cu bench/build/libbench.a -o $W/bin/qsb_flat$k -lcudadevrt
done
for v in flat base ret mu1 f1 dir one rdmf all; do for k in "" _lite; do
  [ -f $W/bin/link_$v$k.log ] && echo "$v$k: $(grep -A1 "Function properties for '_Z.*quicksort_dp_grid" $W/bin/link_$v$k.log | grep -o 'used [0-9]* registers, used [0-9]* barriers\|used [0-9]* registers')"
done; done | tee $W/registers.txt
(cd $W/bin && strip qsb_* && tar cJf ../bins.txz qsb_* && rm -f link_*)
du -sh $W/bins.txz
