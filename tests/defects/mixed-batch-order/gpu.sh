#!/usr/bin/env bash
# On a machine with a GPU, from the checkout's root after `make build/dpopt`:
# segscan.cu as written and as dpopt writes it under each mix of batches
# check.sh asks, -O and --aggregate=grid; one line each (PASS or FAIL).
# Exits non-zero unless every one printed PASS.
set -u
cd "$(dirname "$0")/../../.."
out=${1:-/tmp/mixed-batch-order-gpu}
mkdir -p "$out"
here=tests/defects/mixed-batch-order
. tests/defects/gpu-variants.sh
gpu_variants build/dpopt "$out" mixed-batch-order $here/segscan.cu "" 30 orig \
    --decisions=$here/grid-warp-grid.json --decisions=$here/grid-block-grid.json \
    --decisions=$here/block-warp-block.json --decisions=$here/grid-grid-block.json -O --aggregate=grid \
    --aggregate=block --aggregate=warp
exit $((fails != 0))
