#!/usr/bin/env bash
# On a machine with a GPU: blocks.cu as written and under each granularity
# must count the same child threads.   usage: gpu.sh [DPOPT]
set -u
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=/dev/null
. tests/defects/gpu-variants.sh
gpu_variants "${1:-build/dpopt}" "$tmp" "" "$here/blocks.cu" "" 20 orig --aggregate=block --aggregate=grid --aggregate=warp
exit $fails
