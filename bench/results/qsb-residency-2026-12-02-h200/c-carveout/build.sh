#!/usr/bin/env bash
# The shared-memory carveout asked for on the host (cudaFuncAttributePreferredSharedMemoryCarveout, CARVE
# percent) for flat_chain.cu's kernel and for qx's `all` (fmr32) kernels, root and fused. Packs .gpu/qx3/bins.txz.
set -eu
W=.gpu/qx3; Q=.gpu/qx2; rm -rf $W/bin $W/src; mkdir -p $W/bin $W/src $W/qs
cp $Q/src/*.h $W/src/; cp bench/apps/qs/qs.h $W/qs/
python3 - $Q/src/flat_chain.cu $W/src/chain.cu 'qsb_chain' <<'PY'
import sys
t = open(sys.argv[1]).read()
o = "    if (p->n > 1) {\n"
assert t.count(o) == 1
t = t.replace(o, "#ifdef CARVE\n    CHECK_CUDA(cudaFuncSetAttribute(qsb_chain, cudaFuncAttributePreferredSharedMemoryCarveout, CARVE));\n#endif\n" + o)
open(sys.argv[2], "w").write(t)
PY
for k in "" _lite; do python3 - $Q/src/allfmr$k.cu $W/src/all$k.cu <<'PY'
import sys
t = open(sys.argv[1]).read()
o = "    (dpopt::GridOrderLock(0), cdp_block_quicksort<<<"
assert t.count(o) == 1
t = t.replace(o, "#ifdef CARVE\n    CHECK_CUDA(cudaFuncSetAttribute(cdp_block_quicksort, cudaFuncAttributePreferredSharedMemoryCarveout, CARVE));\n    CHECK_CUDA(cudaFuncSetAttribute(cdp_block_quicksort_dp_grid_1, cudaFuncAttributePreferredSharedMemoryCarveout, CARVE));\n#endif\n" + o)
open(sys.argv[2], "w").write(t)
PY
done
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
I="-I$W/src -Ibench/common -Ibench/datasets -I.gpu/qx/rtR/runtime/include"
b() { # name source extra
  nvcc $FL $3 "-DBENCH_VARIANT=\"$1\"" $I bench/apps/qsb/main.cu $W/src/$2 bench/build/libbench.a -o $W/bin/qsb_$1 \
    -lcudadevrt > $W/bin/link_$1.log 2>&1 || { echo "build $1 failed"; tail $W/bin/link_$1.log; exit 1; }
}
F="-DQX_F1 -Xptxas --device-function-maxrregcount=32"
for c in 14 100; do
  b chainc$c chain.cu "-DCARVE=$c -DCHAIN_F1" & b chainc${c}_lite chain.cu "-DQSL -DCARVE=$c -DCHAIN_F1" & wait
  b allc$c all.cu "$F -DCARVE=$c" & b allc${c}_lite all_lite.cu "$F -DCARVE=$c" & wait
done
(cd $W/bin && strip qsb_* && tar cJf ../bins.txz qsb_* && rm -f link_*)
