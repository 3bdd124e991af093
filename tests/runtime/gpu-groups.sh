#!/usr/bin/env bash
# On a machine with a GPU: groups_check.cu (children written with
# cooperative groups' thread_block, blocks of 64 and 128 threads) as
# written, aggregated at every granularity (dpopt::ChildBlock stands in for
# the group), and under the strategies that leave it as written, three runs
# each.
#   usage: tests/runtime/gpu-groups.sh [DPOPT] [OUTDIR]
cd "$(dirname "$0")/../.."
exec tests/runtime/gpu-sets.sh tests/runtime/groups_check.cu "${1:-build/dpopt}" "${2:-$(mktemp -d)}" \
    --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 "--aggregate=grid --coarsen=2" \
    --flatten=grid --flatten=warp --remove=t4 --remove=auto "--threshold=256 --aggregate=grid"
