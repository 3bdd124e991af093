#!/usr/bin/env bash
# The runtime mend of 4cee7b99 (one helper raises the grid's largest child
# block, read first, for a block's batch as for a level's launch; the grid
# barrier's count renamed) against its parent, on one GPU: the variants
# whose code calls them (block, grid and multiblock batches, flatten_grid,
# the persistent T1 grid's barriers, -O), the first dataset of each app, in
# both trees (bench/runtime-compare); then the differential tester, every
# option set and shape, on a new seed. Here first:
#   bench/runtime-compare base 4cee7b99~1 .gpu/base   (then its plots and README removed, its dpopt stripped)
# On the GPU machine: carry build/dpopt, bench/data, .gpu/base, .gpu/commit.
set -u
cd "$(dirname "$0")/../../.." || exit 2
OUT=${OUT:-/tmp/grid-state-raise}
start=$SECONDS
export RC_VARIANTS=aggregate=block,aggregate=grid,aggregate=multiblock:8,flatten=grid,remove=t1,O
bench/runtime-compare build .gpu/base >"$OUT/build.log" 2>&1
echo "built at $((SECONDS - start)) s"; tail -n 3 "$OUT/build.log"
bench/runtime-compare run "$OUT/cmp"
echo "compared at $((SECONDS - start)) s"
DIFFTEST_SHAPES=all tests/difftest/gpu-run.sh 150 9908 "$OUT/dt" 0 150 >/dev/null 2>&1
tail -n 2 "$OUT/dt/run.log"; grep '^| total' "$OUT/dt/summary.md"
rm -f "$OUT/dt/summary.csv" "$OUT/cmp/before.log"
echo "done at $((SECONDS - start)) s"
