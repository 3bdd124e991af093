#!/usr/bin/env bash
# qsb's level kernel with each launch appended to the next level's batch by its own thread (level_append.py's
# hand edit of dpopt's --aggregate=grid output, level_append.cuh): no pending records across the body, no
# block-wide flush, the last block's work out of line; ptxas (CUDA 13.0): 32 registers, as flat.cu's
# kernel, where dpopt's takes 58. Part 1: bench/ab qsb on its three 1M-element inputs, 5 rounds: `grid` (as
# dpopt writes it: qsb's -O and tuned), `append`, `appendin` (the last block's work inline: 40 registers), `flat`. Part 2: each of flat, grid, append and uninit (the
# pending records without zeros, ../../pending-uninit-e835f48-2026-12-01-h200/) with qsl.h's stamps per
# depth (first start, last end, mean block time, gap to the next depth), random-1M and sorted-1M, the last
# of 3 runs. One device call, about 2 to 3 minutes; run from the checkout; carry build/dpopt and bench/data.
set -u
T0=$(date +%s)
P=bench/results/next-plan-2026-12-19/level-append
W=/tmp/level-append; rm -rf $W; mkdir -p $W/qsb $W/qs $W/bin
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/device.txt; git log --format=%h -1 | tee -a $OUT/device.txt
cp $P/level_append.cuh $W/
build/dpopt --aggregate=grid -I bench/common -I bench/datasets bench/apps/qsb/cdp.cu -o $W/grid.cu 2>/dev/null \
    || { echo "dpopt failed"; exit 1; }
python3 $P/level_append.py $W/grid.cu $W/append.cu || { echo "edit failed"; exit 1; }
python3 $P/level_append.py --inline-close $W/grid.cu $W/appendin.cu || { echo "edit failed"; exit 1; }
timeout 150 bench/ab qsb --datasets random-1M,sorted-1M,reverse-1M --rounds 5 --out $OUT/ab \
    grid=$W/grid.cu append=$W/append.cu appendin=$W/appendin.cu flat=bench/apps/qsb/flat.cu > /dev/null 2> $OUT/ab.err
echo "== ab rc $? at $(( $(date +%s) - T0 )) s"; grep -v '^$' $OUT/ab/ab.txt; tail -3 $OUT/ab.err
# Part 2: the stamped programs.
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
build/dpopt --aggregate=grid -I bench/common -I bench/datasets $W/qsb/cdp_qsl.cu -o $W/qsb/grid_qsl.cu 2>/dev/null
python3 $P/level_append.py $W/qsb/grid_qsl.cu $W/qsb/append_qsl.cu || echo "stamped edit failed"
python3 bench/results/pending-uninit-e835f48-2026-12-01-h200/pending_uninit.py $W/qsb/grid_qsl.cu $W/qsb/uninit_qsl.cu \
    > /dev/null || echo "no pending record"
timeout 120 make -s -j 16 -f bench/Makefile lib > $OUT/lib.log 2>&1 || { echo lib failed; tail $OUT/lib.log; }
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC="-I$W/qsb -Ibench/common -Ibench/datasets -Iruntime/include"
V="flat grid append uninit"
for v in $V; do
  timeout 200 nvcc $FL "-DBENCH_VARIANT=\"$v\"" $INC bench/apps/qsb/main.cu $W/qsb/${v}_qsl.cu \
    bench/build/libbench.a -o $W/bin/qsb_$v -lcudadevrt -Xptxas -v > $W/bin/build_$v.log 2>&1 \
    || echo "build $v failed: $(head -5 $W/bin/build_$v.log)" &
done; wait
for v in $V; do echo "$v (stamped): $(grep -o 'Used [0-9]* registers' $W/bin/build_$v.log | sort | uniq -c | tr '\n' ' ')"; done | tee $OUT/registers.txt
for d in random-1M sorted-1M; do for v in $V; do
  timeout 60 $W/bin/qsb_$v --dataset $d --runs 3 --warmup 1 > $OUT/$d-$v.txt 2>&1
  echo "== $d $v (rc $?): $(grep -o 'median_ms=[^ ]*\|verified=[a-z]*' $OUT/$d-$v.txt | tr '\n' ' ')"
  # the last run's table: the lines after the last header
  awk '/^QSL depth/ { n = 0; delete t } /^QSL/ { t[n++] = $0 } END { for (i = 0; i < n; i++) print t[i] }' $OUT/$d-$v.txt | column -t
done; done | tee $OUT/levels.txt
cp $W/append.cu $OUT/
cd $OUT && tar czf stamps.tgz *-1M-*.txt lib.log ab.err && rm -f *-1M-*.txt lib.log ab.err
echo "all done at $(( $(date +%s) - T0 )) s"
