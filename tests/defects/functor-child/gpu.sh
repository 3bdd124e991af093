#!/usr/bin/env bash
# On a machine with a GPU, from the checkout's root after `make build/dpopt`:
# builds functor_child.cu as written and as dpopt writes it under each
# strategy, runs each, and prints one line each: the option set and the
# program's first line (PASS or FAIL; "build failed" when nvcc fails).
# Exits non-zero unless every one printed PASS.
set -u
cd "$(dirname "$0")/../../.."
out=${1:-/tmp/functor-child-gpu}
mkdir -p "$out"
# shellcheck source=/dev/null
. tests/defects/gpu-variants.sh
gpu_variants build/dpopt "$out" functor-child tests/defects/functor-child/functor_child.cu --extended-lambda 30 \
    orig --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --flatten=grid --flatten=block \
    --flatten=warp --remove=t3 --remove=t4 --remove=auto --remove=t1 --remove=t2 --threshold=64 --coarsen=2
exit $((fails != 0))
