#!/usr/bin/env bash
# Builds, here (no GPU needed), qsb's driver with: flat.cu, main's --aggregate=grid output, the level-append
# branch's output (its own runtime, .gpu/la/include), and the hand edit (level_append.py); each plain and
# stamped per depth (qsl.h). Binaries into .gpu/las/bin.
set -eu
P=bench/results/next-plan-2026-12-19/level-append
W=.gpu/las; rm -rf $W; mkdir -p $W/qsb $W/qs $W/bin
cp -r bench/apps/qsb/. $W/qsb/; cp -r bench/apps/qs/. $W/qs/; cp $P/qsl.h $P/level_append.cuh $W/qsb/
python3 - "$W" <<'PY'
import sys
W = sys.argv[1]
def sub(t, o, n):
    assert t.count(o) == 1, (o[:60], t.count(o))
    return t.replace(o, n)
c = open(W + "/qsb/cdp.cu").read()
c = sub(c, '#include "qsb.h"\n', '#include "qsb.h"\n#include "qsl.h"\n')
c = sub(c, "                                    int max_depth)\n{\n",
        "                                    int max_depth)\n{\n    qsl_scope qsl_s(depth);\n")
c = sub(c, "    CHECK_CUDA(cudaDeviceSynchronize());\n}\n", "    CHECK_CUDA(cudaDeviceSynchronize());\n    qsl_report();\n}\n")
open(W + "/qsb/cdp_qsl.cu", "w").write(c)
f = open(W + "/qsb/flat.cu").read()
f = sub(f, '#include "qsb.h"\n', '#include "qsb.h"\n#include "qsl.h"\n')
f = sub(f, "                          int *work_out_count, int depth, int max_depth)\n{\n",
        "                          int *work_out_count, int depth, int max_depth)\n{\n    qsl_scope qsl_s(depth);\n")
f = sub(f, "    CHECK_CUDA(cudaDeviceSynchronize());\n    CHECK_CUDA(cudaFree(work[0]));",
        "    CHECK_CUDA(cudaDeviceSynchronize());\n    qsl_report();\n    CHECK_CUDA(cudaFree(work[0]));")
open(W + "/qsb/flat_qsl.cu", "w").write(f)
PY
I="-I bench/common -I bench/datasets"
cp bench/apps/qsb/flat.cu $W/qsb/flat_plain.cu
build/dpopt --aggregate=grid $I bench/apps/qsb/cdp.cu -o $W/qsb/grid_plain.cu
.gpu/la/dpopt --aggregate=grid $I bench/apps/qsb/cdp.cu -o $W/qsb/branch_plain.cu
python3 $P/level_append.py $W/qsb/grid_plain.cu $W/qsb/hand_plain.cu
build/dpopt --aggregate=grid $I $W/qsb/cdp_qsl.cu -o $W/qsb/grid_qsl.cu
.gpu/la/dpopt --aggregate=grid $I $W/qsb/cdp_qsl.cu -o $W/qsb/branch_qsl.cu
python3 $P/level_append.py $W/qsb/grid_qsl.cu $W/qsb/hand_qsl.cu
grep -c level_append $W/qsb/branch_plain.cu $W/qsb/branch_qsl.cu
make -s -j2 -f bench/Makefile lib
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
for v in flat grid branch hand; do for k in plain qsl; do
  RT=runtime/include; [ $v = branch ] && RT=.gpu/la/include
  nvcc $FL "-DBENCH_VARIANT=\"$v\"" -I$W/qsb -Ibench/common -Ibench/datasets -I$RT bench/apps/qsb/main.cu \
    $W/qsb/${v}_$k.cu bench/build/libbench.a -o $W/bin/qsb_${v}_$k -lcudadevrt -Xptxas -v > $W/bin/build_${v}_$k.log 2>&1 &
done; wait; done
for f in $W/bin/build_*.log; do echo "$f: $(grep -o 'Used [0-9]* registers' $f | sort | uniq -c | tr '\n' ' ')"; done
ls -la $W/bin | grep qsb_
