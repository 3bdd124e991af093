#!/usr/bin/env bash
set -u
W=/tmp/barrier3; rm -rf $W; mkdir -p $W
cp bench/results/grid-barrier-8c38eec-2026-12-01-h200/call-1/cg_sync.cuh $W/
cp -r .gpu/rt $W/rt
for a in gc bh bfs sssp mstv; do
  build/dpopt --remove=auto -I bench/common -I bench/datasets bench/apps/$a/cdp.cu -o $W/$a-lanes.cu 2>/dev/null
  { echo '#include "cg_sync.cuh"'; sed 's/dpopt::persistent_grid_sync(dp_space);/dpopt_cg_sync();/' $W/$a-lanes.cu; } > $W/$a-cg.cu
  for v in spin cap128; do sed -E "s|^#include <dpopt/([a-z_]+\.cuh)>|#include \"rt/$v/\1\"|" $W/$a-lanes.cu > $W/$a-$v.cu; done
  grep -c '#include "rt/spin' $W/$a-spin.cu
done
for a in gc bh bfs sssp mstv; do
  sets=$(grep -v '^#' bench/apps/$a/datasets | paste -sd, -)
  r=7; [ $a = gc ] && r=9
  timeout 110 bench/ab $a --datasets "$sets" --rounds $r --out $OUT/$a cg=$W/$a-cg.cu lanes=$W/$a-lanes.cu spin=$W/$a-spin.cu cap128=$W/$a-cap128.cu >/dev/null 2>$OUT/$a.err
  echo "== $a rc $?"; grep -v '^$' $OUT/$a/ab.txt; tail -2 $OUT/$a.err
done
cd $OUT && tar czf var.tgz */ab.csv */ab.txt *.err && rm -rf gc bh bfs sssp mstv *.err
