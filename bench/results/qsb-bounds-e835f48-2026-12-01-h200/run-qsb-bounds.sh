#!/bin/bash
# qsb: dpopt's fused level kernel (--aggregate=grid, qsb's -O and tuned) as
# written (58 registers, 4 blocks of 256 an SM) and at __launch_bounds__(256,
# 5) and (256, 6) (48 and 40 registers; ptxas, CUDA 13.0: 64 and 200 bytes
# spilled), against flat.cu: 3 interleaved rounds of 10 runs on the three
# 1M-element inputs, then each built with the sort stamps of
# ../qsb-priority-7a05351-2026-12-01-h200/ (qs-stamped.h: when the longest
# selection sort starts and how long it runs), 3 runs. The question: do
# the wide levels gain occupancy without the sort losing its speed? (One
# device call, about 60 s; run from the checkout; carry build/dpopt.)
set -u
T0=$(date +%s)
P=bench/results/qsb-priority-7a05351-2026-12-01-h200
W=/tmp/qsbb; rm -rf $W; mkdir -p $W/qsb $W/qs $W/bin
cp -r bench/apps/qsb/. $W/qsb/; cp -r bench/apps/qs/. $W/qs/; cp $P/qs-stamped.h $W/qs/qs.h
python3 - "$W" <<'PY'
import sys, subprocess
W = sys.argv[1]
def sub(t, o, n):
    assert t.count(o) == 1, (o[:60], t.count(o))
    return t.replace(o, n)
h = open(W + "/qsb/qsb.h").read()
h = sub(h, "    const unsigned int pivot = data[(left + right) / 2];\n",
        "    QST_PARTITION(left)\n    const unsigned int pivot = data[(left + right) / 2];\n")
open(W + "/qsb/qsb.h", "w").write(h)
g = subprocess.run(["build/dpopt", "--aggregate=grid", "-I", "bench/common", "-I", "bench/datasets",
                    "bench/apps/qsb/cdp.cu"], capture_output=True, text=True, check=True).stdout
g = sub(g, "    CHECK_LAUNCH();\n    CHECK_CUDA(cudaDeviceSynchronize());\n}\n",
        "    CHECK_LAUNCH();\n    CHECK_CUDA(cudaDeviceSynchronize());\n    qst_report();\n}\n")
open(W + "/qsb/grid.cu", "w").write(g)
K = "__global__ void cdp_block_quicksort_dp_grid_1("
for n in (5, 6):
    assert g.count("\n" + K) == 2  # the declaration and the definition
    open(W + "/qsb/lb%d.cu" % n, "w").write(g.replace("\n" + K, "\n__global__ void __launch_bounds__(256, %d) "
                                                      "cdp_block_quicksort_dp_grid_1(" % n))
f = open(W + "/qsb/flat.cu").read()
f = sub(f, "    CHECK_CUDA(cudaDeviceSynchronize());\n    CHECK_CUDA(cudaFree(work[0]));",
        "    CHECK_CUDA(cudaDeviceSynchronize());\n    qst_report();\n    CHECK_CUDA(cudaFree(work[0]));")
open(W + "/qsb/flat.cu", "w").write(f)
PY
[ $? = 0 ] || { echo "could not make the programs"; exit 1; }
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; git log --format=%h -1; } > $OUT/device.txt
timeout 120 make -s -j 16 -f bench/Makefile lib > $OUT/lib.log 2>&1 || { echo lib failed; tail $OUT/lib.log; }
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC="-I$W/qsb -Ibench/common -Ibench/datasets -Iruntime/include"
for v in flat grid lb5 lb6; do for s in "" QST; do
  timeout 200 nvcc $FL ${s:+-D$s} "-DBENCH_VARIANT=\"$v\"" $INC bench/apps/qsb/main.cu $W/qsb/$v.cu \
    bench/build/libbench.a -o $W/bin/qsb_$v$s -lcudadevrt -Xptxas -v > $W/bin/build_$v$s.log 2>&1 \
    || echo "build $v$s failed: $(head -5 $W/bin/build_$v$s.log)" &
done; done; wait
for v in flat grid lb5 lb6; do echo "$v: $(grep -A1 'Function properties for _Z29' $W/bin/build_$v.log | grep -o '[0-9]* bytes spill stores' | head -1), $(grep -o 'Used [0-9]* registers' $W/bin/build_$v.log | sort | uniq -c | tr '\n' ' ')"; done | tee $OUT/registers.txt
echo "built at $(( $(date +%s) - T0 )) s"
for round in 1 2 3; do for d in random-1M sorted-1M reverse-1M; do
  vs="flat grid lb5 lb6"; [ $round = 2 ] && vs="lb6 lb5 grid flat"
  for v in $vs; do
    echo "$round $d $v $(timeout 60 $W/bin/qsb_$v --dataset $d --runs 10 --warmup 2 --quiet 2>&1 | grep -E 'RESULT|rror|dpopt' | sed 's/RESULT app=[^ ]* variant=[^ ]* dataset=[^ ]* //; s/ max_ms=[^ ]*//' | tr '\n' ' ')"
  done
done; done | tee $OUT/times.txt
for d in random-1M sorted-1M; do for v in flat grid lb5 lb6; do
  echo "== $d $v"; timeout 60 $W/bin/qsb_${v}QST --dataset $d --runs 3 --warmup 1 2>&1 | grep -E 'QST|RESULT|rror'
done; done | tee $OUT/stamps.txt
echo "all done at $(( $(date +%s) - T0 )) s"
