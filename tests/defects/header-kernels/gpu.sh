#!/usr/bin/env bash
# On a machine with a GPU: checked.cu (main.cu, checking its results) as
# written and as dpopt writes it under each strategy, kernels.cuh read into
# it, must print PASS.   usage: gpu.sh [DPOPT]
set -u
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=/dev/null
. tests/defects/gpu-variants.sh
gpu_variants "${1:-build/dpopt}" "$tmp" "" "$here/checked.cu" "-I$here" 20 orig --aggregate=warp --aggregate=block \
    --aggregate=grid --flatten=grid --remove=t1 --remove=t3 --remove=t4 --remove=auto --threshold=32 --coarsen=2
exit $fails
