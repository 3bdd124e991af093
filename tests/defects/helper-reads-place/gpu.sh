#!/usr/bin/env bash
# On a machine with a GPU: helper_reads_place.cu, chain.cu, persistent.cu
# and template_helpers.cu, as written and under each strategy, must print
# PASS (a helper reading the place is run through its copy, the place
# handed in).   usage: gpu.sh [DPOPT]
set -u
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=/dev/null
. tests/defects/gpu-variants.sh
for prog in helper_reads_place chain persistent template_helpers; do
    gpu_variants "${1:-build/dpopt}" "$tmp" "$prog" "$here/$prog.cu" "" 30 orig --aggregate=warp --aggregate=block \
        --aggregate=multiblock:4 --aggregate=grid --flatten=grid --flatten=block --flatten=warp --coarsen=2 --remove=t3 \
        --remove=t4 --remove=t1 --remove=t2 --remove=auto --threshold=128 "--aggregate=grid --threshold=128" \
        "--aggregate=grid --coarsen=2"
done
exit $fails
