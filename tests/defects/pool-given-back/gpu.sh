#!/usr/bin/env bash
# On a machine with a GPU, from the checkout's root after `make build/dpopt`:
# recursion.cu as written and under every strategy, 200 runs each, built with
# a 1 MiB launch pool (the device heap is 1 MiB too); each run's counts are
# checked and, in dpopt's output, that the pool is empty once its grids are
# done. One line each (PASS or FAIL); exits non-zero unless every one passed.
#   tests/defects/pool-given-back/gpu.sh [OUT] [DPOPT]
set -u
cd "$(dirname "$0")/../../.."
out=${1:-/tmp/pool-given-back-gpu}
dpopt=${2:-build/dpopt}
mkdir -p "$out"
here=tests/defects/pool-given-back
. tests/defects/gpu-variants.sh
gpu_variants "$dpopt" "$out" pool-given-back $here/recursion.cu "-DDPOPT_POOL_BYTES=(1u<<20)" 60 orig \
    --remove=t1 --remove=t2 --remove=auto --remove=t3 --remove=t4 --aggregate=grid --aggregate=block \
    --aggregate=warp --aggregate=multiblock:4 --flatten=grid --flatten=block --flatten=warp --threshold=64 -O \
    "--aggregate=grid --threshold=64" "--aggregate=grid --coarsen=2"
exit $((fails != 0))
