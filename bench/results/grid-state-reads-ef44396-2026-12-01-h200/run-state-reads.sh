#!/usr/bin/env bash
# Branch grid-state-reads, two changes to a grid batch's flush (block_batch.cuh, levels.cuh):
# `reads` (state-reads.patch): a block reads the batch's `ready` flag before the compare-and-swap on
# `owner`, and the largest child block before raising it with atomicMax, sparing most blocks of a wide
# grid two to four atomics on the state's one line; `new` (also leaf-fence.patch): a block that made no
# launch counts itself out without a fence. `old` is the runtime with both taken back. Each app's tuned
# program (qt also --aggregate=grid: a level of thousands of blocks, each flushing), every dataset, 5
# rounds; then (argument `difftest`) the differential tester on the batching option sets. Arguments: the
# apps, and `difftest`; two calls of about 5 minutes: `qsb qt tc bfs`, then `gc sssp mstv sp difftest`.
# Run from a checkout of the branch; carry build/dpopt and bench/data.
set -u
APPS=() DT=0
[ $# -gt 0 ] || set -- qsb qt tc bfs gc sssp mstv sp difftest
for x in "$@"; do [ "$x" = difftest ] && DT=1 || APPS+=("$x"); done
S=bench/results/grid-state-reads-ef44396-2026-12-01-h200
W=/tmp/state-reads; rm -rf $W; mkdir -p $W/old $W/reads
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
cp runtime/include/dpopt/*.cuh $W/reads/ && patch -s -R -p4 -d $W/reads < $S/leaf-fence.patch || { echo "patch failed"; exit 1; }
cp $W/reads/*.cuh $W/old/ && patch -s -R -p4 -d $W/old < $S/state-reads.patch || { echo "patch failed"; exit 1; }
sed -i 's|#include "dpopt/|#include "|' $W/old/*.cuh $W/reads/*.cuh
make_pair() { # NAME DPOPT-OPTIONS APP
    build/dpopt $2 -I bench/common -I bench/datasets bench/apps/$3/cdp.cu -o $W/$1-new.cu 2>/dev/null || return 1
    sed -E 's|^#include <dpopt/([a-z_]+\.cuh)>|#include "old/\1"|' $W/$1-new.cu > $W/$1-old.cu
    sed -E 's|^#include <dpopt/([a-z_]+\.cuh)>|#include "reads/\1"|' $W/$1-new.cu > $W/$1-reads.cu
}
for a in "${APPS[@]}"; do
    make_pair $a-tuned "--decisions=bench/tuned/$a.json" $a || { echo "$a: dpopt failed"; continue; }
    progs=(old=$W/$a-tuned-old.cu reads=$W/$a-tuned-reads.cu new=$W/$a-tuned-new.cu)
    if [ $a = qt ]; then make_pair qt-grid --aggregate=grid qt &&
        progs+=(gold=$W/qt-grid-old.cu greads=$W/qt-grid-reads.cu gnew=$W/qt-grid-new.cu); fi
    sets=$(grep -v '^#' bench/apps/$a/datasets | paste -sd, -)
    [ $a = qsb ] && sets=random-1M,sorted-1M,reverse-1M
    timeout 100 bench/ab $a --datasets "$sets" --rounds 5 --out $OUT/$a "${progs[@]}" > /dev/null 2> $OUT/$a.err
    echo "== $a rc $?"; grep -v "^$" $OUT/$a/ab.txt; tail -2 $OUT/$a.err
done
if [ $DT = 1 ]; then
    export DIFFTEST_STRATEGIES='--aggregate=grid;--flatten=grid;--aggregate=multiblock:4;-O;mix:1'
    tests/difftest/gpu-run.sh 30 9540 $OUT/dt 0 100 2>&1 | tail -8
fi
cd $OUT && tar czf state-reads.tgz $(ls -d */ab.csv */ab.txt *.err dt/summary.* dt/failures.tgz 2>/dev/null) && rm -rf "${APPS[@]}" dt *.err
