#!/usr/bin/env bash
# On a machine with a GPU: groups_check.cu (children written with
# cooperative groups' thread_block, blocks of 64 and 128 threads) as
# written, aggregated at every granularity (dpopt::ChildBlock stands in for
# the group), and under the strategies that leave it as written; and
# groups_warp_check.cu (one launch site, so warp granularity takes it)
# aggregated at every granularity; groups_tile_check.cu (tiles of the
# block group); three runs each.
#   usage: tests/runtime/gpu-groups.sh [DPOPT] [OUTDIR]
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
status=0
tests/runtime/gpu-sets.sh tests/runtime/groups_check.cu "$dpopt" "$out/groups" \
    written:--aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 "--aggregate=grid --coarsen=2" \
    --flatten=grid --flatten=block written:--flatten=warp written:--remove=t4 written:--remove=auto \
    "--threshold=256 --aggregate=grid" || status=1
tests/runtime/gpu-sets.sh tests/runtime/groups_warp_check.cu "$dpopt" "$out/groups_warp" \
    --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 || status=1
# Tiles (tiled_partition<32> and <8>): aggregated where every launch has the
# child's block size, as written (with a note) where it differs.
tests/runtime/gpu-sets.sh tests/runtime/groups_tile_check.cu "$dpopt" "$out/groups_tile" \
    written:--aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 written:--remove=t4 \
    written:--flatten=warp \
    "--threshold=256 --aggregate=grid" || status=1
# Grid groups (dpopt::ChildGrid), coalesced groups, tiles of tiles, reduce and scan.
tests/runtime/gpu-sets.sh tests/runtime/groups_grid_check.cu "$dpopt" "$out/groups_grid" \
    written:--aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 written:--remove=t4 \
    --flatten=grid written:--coarsen=2 "--threshold=256 --aggregate=grid" || status=1
exit $status
