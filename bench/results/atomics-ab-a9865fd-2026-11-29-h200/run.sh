#!/bin/bash
# A/B of the batch's fewer same-line atomics (new: build/dpopt + runtime/include
# of the tree; old: .gpu/old/dpopt + .gpu/old/runtime, the tree before), in
# rounds new, old, old, new; then GPU checks of new. 8 files come back.
set -u
T0=$(date +%s)
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; cat .gpu/commit; } > $OUT/device.txt
cp -r runtime/include /tmp/rt-new; cp build/dpopt /tmp/dpopt-new
[ -d bench/build ] && [ ! -L bench/build ] && mv bench/build /tmp/bench-build-before
mkdir -p bench/build-new bench/build-old
use() { rm -rf runtime/include; rm -f bench/build
        if [ $1 = new ]; then cp -r /tmp/rt-new runtime/include; cp /tmp/dpopt-new build/dpopt;
        else cp -r .gpu/old/runtime runtime/include; cp .gpu/old/dpopt build/dpopt; fi
        ln -s build-$1 bench/build; }
V=aggregate=grid,aggregate=block,aggregate=multiblock:8,flat
for side in new old; do
  use $side
  timeout 120 bench/run --build-only --apps qsb,tc,bh,bfs --variants $V > /tmp/build-$side.log 2>&1; echo "built $side rc $? at $(( $(date +%s) - T0 )) s"
done
for pass in new1 old1 old2 new2; do
  side=${pass%?}; use $side
  timeout 40 bench/run --no-build --apps qsb --datasets random-1M --variants $V --runs 8 --warmup 1 --csv $OUT/ab-$pass.csv --timeout 30 2>&1 | grep -E "^\[" | sed "s/^/$pass /" >> $OUT/ab.log
  timeout 80 bench/run --no-build --apps tc,bh,bfs --variants $V --runs 5 --warmup 1 --min-time 30 --csv $OUT/ab-$pass.csv --timeout 30 2>&1 | grep -E "^\[" | sed "s/^/$pass /" >> $OUT/ab.log
  echo "$pass at $(( $(date +%s) - T0 )) s"
done
use new
echo "A/B done at $(( $(date +%s) - T0 )) s"
( timeout 60 tests/runtime/gpu-levels.sh build/dpopt /tmp/lv > /tmp/gpu-levels.txt 2>&1; echo "rc $?" >> /tmp/gpu-levels.txt )
( timeout 70 tests/runtime/gpu-groups.sh > /tmp/gpu-groups.txt 2>&1; echo "rc $?" >> /tmp/gpu-groups.txt )
tail -n 2 /tmp/gpu-levels.txt /tmp/gpu-groups.txt
left=$(( 530 - ($(date +%s) - T0) )); [ $left -gt 200 ] && left=200
echo "difftest budget $left s"
DIFFTEST_STRATEGIES='--aggregate=grid;--aggregate=block;--aggregate=multiblock:4;--threshold=64 --aggregate=grid --coarsen=2;-O' \
  timeout $((left + 40)) tests/difftest/gpu-run.sh 150 8101 /tmp/dt 0 $left > /dev/null 2>&1
cp /tmp/dt/summary.md $OUT/difftest.md 2>/dev/null; tail -n 3 /tmp/dt/run.log
cp /tmp/dt/failures.tgz /tmp/ 2>/dev/null
( cd /tmp && tar czf $OUT/rest.tgz gpu-levels.txt gpu-groups.txt build-new.log build-old.log dt/run.log dt/summary.csv $( [ -s failures.tgz ] && echo failures.tgz ) 2>/dev/null )
echo "all done at $(( $(date +%s) - T0 )) s"
