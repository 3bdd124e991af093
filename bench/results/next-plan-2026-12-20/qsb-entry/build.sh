#!/usr/bin/env bash
# Builds here (nvcc needs no GPU) qsb's driver with flat.cu, main's --aggregate=grid output (qsb's -O and
# tuned) and the same against a runtime whose batch_find takes a block's own index for its launch where the
# batch has as many blocks as launches (`ident`); each plain and stamped (qse.h: per depth, a block's entry,
# body and exit), and coarse2/coarse4/coarse4s (coarsen.py: each level block runs 2 or 4 launches in turn, consecutive or a grid apart; plain only). Run from the checkout's root; binaries stripped and packed in .gpu/qsec/bins.txz, with run.sh.
set -eu
P=bench/results/next-plan-2026-12-20/qsb-entry
W=.gpu/qse; rm -rf $W; mkdir -p $W/src $W/bin .gpu/qsec
cp -r bench/apps/qsb/. $W/src/; cp $P/qse.h $W/src/; mkdir -p $W/qs; cp -r bench/apps/qs/. $W/qs/
cp -r runtime/include $W/rt-ident
python3 - "$W" <<'PY'
import sys
W = sys.argv[1]
def sub(t, o, n):
    assert t.count(o) == 1, (o[:60], t.count(o))
    return t.replace(o, n)
r = W + "/rt-ident/dpopt/batch.cuh"
t = open(r).read()
t = sub(t, "    unsigned int guess = (unsigned int)((unsigned long long)key * count / total);\n",
        "    if (total == count) // every launch one block (none has fewer): block k is launch k's\n"
        "        return key;\n"
        "    unsigned int guess = (unsigned int)((unsigned long long)key * count / total);\n")
open(r, "w").write(t)
c = open(W + "/src/cdp.cu").read()
c = sub(c, '#include "qsb.h"\n', '#include "qsb.h"\n#include "qse.h"\n')
c = sub(c, "                                    int max_depth)\n{\n",
        "                                    int max_depth)\n{\n    qse_body_scope qse_s(qse_marks_of_block());\n")
c = sub(c, "    CHECK_CUDA(cudaDeviceSynchronize());\n}\n", "    CHECK_CUDA(cudaDeviceSynchronize());\n    qse_report();\n}\n")
open(W + "/src/cdp_qse.cu", "w").write(c)
f = open(W + "/src/flat.cu").read()
f = sub(f, '#include "qsb.h"\n', '#include "qsb.h"\n#include "qse.h"\n')
f = sub(f, "                          int *work_out_count, int depth, int max_depth)\n{\n",
        "                          int *work_out_count, int depth, int max_depth)\n{\n"
        "    qse_block qse_b(depth, qse_marks_of_block());\n    qse_body_scope qse_s(qse_marks_of_block());\n")
f = sub(f, "    CHECK_CUDA(cudaDeviceSynchronize());\n    CHECK_CUDA(cudaFree(work[0]));",
        "    CHECK_CUDA(cudaDeviceSynchronize());\n    qse_report();\n    CHECK_CUDA(cudaFree(work[0]));")
open(W + "/src/flat_qse.cu", "w").write(f)
PY
I="-I bench/common -I bench/datasets"
cp bench/apps/qsb/flat.cu $W/src/flat_plain.cu
build/dpopt --aggregate=grid $I bench/apps/qsb/cdp.cu -o $W/src/grid_plain.cu
build/dpopt --aggregate=grid $I $W/src/cdp_qse.cu -o $W/src/grid_qse.cu
# The block's stamp, first thing in each kernel that runs the body (the host's grid and the fused one).
python3 - "$W/src/grid_qse.cu" <<'PY'
import re, sys
p = sys.argv[1]
t = open(p).read()
heads = re.findall(r"\n__global__ void cdp_block_quicksort(?:_dp_grid_1)?\([^;{]*\)\n\{\n", t)
assert len(heads) == 2, len(heads)
for h in heads:
    t = t.replace(h, h + "    qse_block qse_b(depth, qse_marks_of_block());\n", 1)
open(p, "w").write(t)
PY
for k in plain qse; do cp $W/src/grid_$k.cu $W/src/ident_$k.cu; done
python3 $P/coarsen.py $W/src/grid_plain.cu $W/src/coarse_plain.cu
make -s -j2 -f bench/Makefile lib
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
for v in flat grid ident; do for k in plain qse; do
  RT=runtime/include; [ $v = ident ] && RT=$W/rt-ident
  nvcc $FL "-DBENCH_VARIANT=\"$v\"" -I$W/src -Ibench/common -Ibench/datasets -I$RT bench/apps/qsb/main.cu \
    $W/src/${v}_$k.cu bench/build/libbench.a -o $W/bin/qsb_${v}_$k -lcudadevrt -Xptxas -v > $W/bin/build_${v}_$k.log 2>&1 &
done; done
for c in 2 4; do
  nvcc $FL -DQSB_COARSEN=$c "-DBENCH_VARIANT=\"coarse$c\"" -I$W/src -Ibench/common -Ibench/datasets -Iruntime/include \
    bench/apps/qsb/main.cu $W/src/coarse_plain.cu bench/build/libbench.a -o $W/bin/qsb_coarse${c}_plain -lcudadevrt \
    -Xptxas -v > $W/bin/build_coarse${c}_plain.log 2>&1 &
done
nvcc $FL -DQSB_COARSEN=4 -DQSB_STRIDED "-DBENCH_VARIANT=\"coarse4s\"" -I$W/src -Ibench/common -Ibench/datasets -Iruntime/include \
  bench/apps/qsb/main.cu $W/src/coarse_plain.cu bench/build/libbench.a -o $W/bin/qsb_coarse4s_plain -lcudadevrt \
  -Xptxas -v > $W/bin/build_coarse4s_plain.log 2>&1 &
wait
for f in $W/bin/build_*.log; do echo "$(basename $f .log): $(grep -o 'Used [0-9]* registers' $f | sort | uniq -c | tr '\n' ' ')"; done
nvcc -O3 -arch=sm_90 -rdc=true bench/results/next-plan-2026-12-20/dispatch/dispatch.cu -o $W/bin/dispatch -lcudadevrt
(cd $W/bin && strip qsb_* dispatch && tar cJf ../../qsec/bins.txz qsb_* dispatch)
cp $P/run.sh .gpu/qsec/run.sh
du -sh .gpu/qsec
