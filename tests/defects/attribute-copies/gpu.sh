#!/usr/bin/env bash
# On a machine with a GPU, from the checkout's root after `make build/dpopt`:
# child_attribute.cu and parent_attribute.cu as written and under every
# strategy; each run checks every output. One line each (PASS or FAIL);
# exits non-zero unless every one passed. With the dpopt before the fix,
# aggregation and coarsening of child_attribute.cu and --remove=t1/t2/auto
# of parent_attribute.cu are expected to fail.
#   tests/defects/attribute-copies/gpu.sh [OUT] [DPOPT]
set -u
cd "$(dirname "$0")/../../.." || exit 2
out=${1:-/tmp/attribute-copies-gpu}
dpopt=${2:-build/dpopt}
mkdir -p "$out"
here=tests/defects/attribute-copies
. tests/defects/gpu-variants.sh
for prog in child_attribute parent_attribute; do
    gpu_variants "$dpopt" "$out" attribute-copies "$here/$prog.cu" "" 60 orig \
        --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --coarsen=2 \
        --flatten=grid --flatten=block --flatten=warp --remove=t1 --remove=t2 --remove=t3 --remove=t4 \
        --remove=auto --threshold=64 -O
done
exit $((fails != 0))
