#!/bin/bash
# qt: why --remove=auto (the persistent grid choosing T1 or T2 each level on
# the device) is 1 to 2% behind --remove=t1. Builds qt's --remove=t1 and
# --remove=auto, auto with its statistics code taken out (nogather), auto
# against a runtime whose device choice is always T1 (forcet1), and auto
# against one that prints each level's worklist and choice (dbg, run once a
# dataset); then 6 rounds of one process each, every run verified.
S=$(cd "$(dirname "$0")" && pwd); ROOT=$(git -C "$S" rev-parse --show-toplevel); cd "$ROOT"
B=/tmp/qtd; mkdir -p $B/obj $B/gen
FL="-O3 -arch=sm_90 -rdc=true -std=c++17"
INC="-I$ROOT/bench/common -I$ROOT/bench/datasets"
for c in bench/datasets/*.c; do
  [ "$(basename $c)" = check_datasets.c ] && continue
  gcc -std=c11 -O3 $INC -c $c -o $B/obj/$(basename $c .c).o &
done
nvcc $FL $INC -c bench/common/harness.cu -o $B/obj/harness.o & wait
ar rcs $B/libbench.a $B/obj/*.o
build/dpopt --remove=auto $INC bench/apps/qt/cdp.cu -o $B/gen/auto.cu
build/dpopt --remove=t1 $INC bench/apps/qt/cdp.cu -o $B/gen/t1.cu
grep -v 'dp_temp; // the worklist helpers\|FREE_GATHER) // the host-side\|launch_stats_note(dp_temp' $B/gen/auto.cu > $B/gen/nogather.cu
for r in forcet1 dbg; do cp -r runtime/include $B/rt_$r; done
python3 - $B <<'PY'
import sys
b=sys.argv[1]
old='    return extra_t2 > per_block_t1 ? FREE_T1 : FREE_T2;\n}'
for r,new in (('forcet1','    return FREE_T1;\n}'),
              ('dbg','    FreeMode m = extra_t2 > per_block_t1 ? FREE_T1 : FREE_T2;\n'
                     '    if (blockIdx.x == 0 && threadIdx.x == 0)\n'
                     '        printf("MODE launches %u blocks %u largest %u persistent %u T%u\\n", w.launches, w.blocks, w.max_blocks, persistent, (unsigned)m);\n'
                     '    return m;\n}')):
    p=b+'/rt_'+r+'/dpopt/free_launch.cuh'; s=open(p).read(); assert old in s; open(p,'w').write(s.replace(old,new))
PY
mk() { nvcc $FL -DBENCH_VARIANT="\"$1\"" $INC -Ibench/apps/qt -I$3 bench/apps/qt/main.cu $2 $B/libbench.a \
    -o $B/$1 -lcudadevrt > $B/$1.log 2>&1 || { echo "build $1 failed"; head -5 $B/$1.log; }; }
mk t1 $B/gen/t1.cu runtime/include & mk auto $B/gen/auto.cu runtime/include & mk nogather $B/gen/nogather.cu runtime/include &
mk forcet1 $B/gen/auto.cu $B/rt_forcet1 & mk dbg $B/gen/auto.cu $B/rt_dbg & wait
for ds in points-40000 clustered-40000; do
  echo "== $ds"; DPOPT_REPORT_SELECTION=1 $B/dbg --dataset $ds --runs 1 --warmup 0 --quiet 2>&1 | grep -v RESULT | sort | uniq -c
done > $OUT/levels.txt
res() { grep RESULT | sed 's/RESULT app=[^ ]* //; s/ date=.*//'; }
for r in 1 2 3 4 5 6; do for v in t1 auto nogather forcet1; do for ds in points-40000 clustered-40000; do
  echo "$r $v $($B/$v --dataset $ds --runs 30 --warmup 2 --quiet | res)"
done; done; done > $OUT/qt.txt
cat $OUT/levels.txt
