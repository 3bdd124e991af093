#!/usr/bin/env bash
# Builds here (nvcc, no GPU; about a minute) qsb's flat.cu, main's --aggregate=grid output as it is (54
# registers, 4 blocks an SM), with its close held to 32 registers (fmr32: ptxas
# --device-function-maxrregcount=32, 8 an SM), with the level kernel under __launch_bounds__(256, 8) (lb8)
# and the work queue of ../../qsb-queue-6b19dbe-2026-12-02-h200/queue.cu; each plain and with the light
# stamps of ../../next-plan-2026-12-19/level-append/qsl.h (qsl_scope: span, mean and longest block per depth).
# Prints each kernel's registers as nvlink links them (plain and stamped should match); packs
# .gpu/qsl/bins.txz and run.sh. Run from the checkout's root.
set -eu
P=bench/results/next-plan-2026-12-21/qsb-lite
W=.gpu/qsl; rm -rf $W; mkdir -p $W/src $W/bin $W/qs
cp bench/apps/qs/qs.h $W/qs/ # qsb.h includes "../qs/qs.h"
cp bench/apps/qsb/*.h bench/apps/qsb/flat.cu bench/apps/qsb/cdp.cu bench/results/next-plan-2026-12-19/level-append/qsl.h $W/src/
cp bench/results/qsb-queue-6b19dbe-2026-12-02-h200/queue.cu $W/src/queue.cu
python3 - "$W/src" <<'PY'
import re, sys
S = sys.argv[1]
def sub(t, o, n):
    assert t.count(o) == 1, (o[:60], t.count(o))
    return t.replace(o, n)
f = open(S + "/flat.cu").read()
f = sub(f, '#include "qsb.h"\n', '#include "qsb.h"\n#include "qsl.h"\n')
f = sub(f, "                          int *work_out_count, int depth, int max_depth)\n{\n",
        "                          int *work_out_count, int depth, int max_depth)\n{\n    qsl_scope qsl_s(depth);\n")
f = sub(f, "    CHECK_CUDA(cudaDeviceSynchronize());\n    CHECK_CUDA(cudaFree(work[0]));",
        "    CHECK_CUDA(cudaDeviceSynchronize());\n    qsl_report();\n    CHECK_CUDA(cudaFree(work[0]));")
open(S + "/flat_lite.cu", "w").write(f)
c = open(S + "/cdp.cu").read()
c = sub(c, '#include "qsb.h"\n', '#include "qsb.h"\n#include "qsl.h"\n')
c = sub(c, "    CHECK_CUDA(cudaDeviceSynchronize());\n}\n", "    CHECK_CUDA(cudaDeviceSynchronize());\n    qsl_report();\n}\n")
open(S + "/cdp_lite.cu", "w").write(c)
q = open(S + "/queue.cu").read()
q = sub(q, '#include "qsb.h"\n', '#include "qsb.h"\n#include "qsl.h"\n')
q = sub(q, "        const int left = item.left, right = item.right, depth = item.depth;\n",
        "        const int left = item.left, right = item.right, depth = item.depth;\n        qsl_scope qsl_s(depth);\n")
q = sub(q, "    used = h.tail < capacity ? h.tail : capacity;\n", "    used = h.tail < capacity ? h.tail : capacity;\n    qsl_report();\n")
open(S + "/queue_lite.cu", "w").write(q)
PY
I="-I bench/common -I bench/datasets"
build/dpopt --aggregate=grid $I bench/apps/qsb/cdp.cu -o $W/src/grid.cu
build/dpopt --aggregate=grid $I $W/src/cdp_lite.cu -o $W/src/grid_lite.cu
python3 - "$W/src/grid_lite.cu" <<'PY'
import re, sys
p = sys.argv[1]
t = open(p).read()
heads = re.findall(r"\n__global__ void cdp_block_quicksort(?:_dp_grid_1)?\([^;{]*\)\n\{\n", t)
assert len(heads) == 2, len(heads)
for h in heads:
    t = t.replace(h, h + "    qsl_scope qsl_s(depth);\n", 1)
open(p, "w").write(t)
PY
K='__global__ void cdp_block_quicksort_dp_grid_1(const dpopt::LevelPiece dp_piece'
for k in "" _lite; do
  cp $W/src/grid$k.cu $W/src/fmr32$k.cu
  sed "s/^$K/__global__ void __launch_bounds__(256, 8) cdp_block_quicksort_dp_grid_1(const dpopt::LevelPiece dp_piece/" \
    $W/src/grid$k.cu > $W/src/lb8$k.cu
  grep -q "__launch_bounds__(256, 8)" $W/src/lb8$k.cu
done
cp $W/src/flat.cu $W/src/flat_plain.cu
make -s -j2 -f bench/Makefile lib
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
for v in flat grid fmr32 lb8 queue; do for k in "" _lite; do
  s=$W/src/$v$k.cu; [ $v$k = flat ] && s=$W/src/flat_plain.cu
  X=""; [ $v = fmr32 ] && X="-Xptxas --device-function-maxrregcount=32"
  nvcc $FL $X "-DBENCH_VARIANT=\"$v$k\"" -I$W/src -Ibench/common -Ibench/datasets -Iruntime/include \
    bench/apps/qsb/main.cu $s bench/build/libbench.a -o $W/bin/qsb_$v$k -lcudadevrt -Xnvlink --verbose \
    > $W/bin/link_$v$k.log 2>&1 &
done; wait; done
for v in flat grid fmr32 lb8 queue; do for k in "" _lite; do
  echo "$v$k: $(grep -A1 "Function properties for '_Z.*\(qsb_level\|quicksort_dp_grid\|qsb_queue_run\)" $W/bin/link_$v$k.log | grep -o 'used [0-9]* registers')"
done; done | tee $W/registers.txt
# QSL_KEEP=1 keeps the sources (another build takes grid_lite.cu from them).
(cd $W/bin && strip qsb_* && tar cJf ../bins.txz qsb_* && rm -rf ../bin && [ "${QSL_KEEP:-0}" = 1 ] || rm -rf ../src ../qs)
cp $P/run.sh $W/run.sh
du -sh $W
