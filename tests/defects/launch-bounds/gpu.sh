#!/usr/bin/env bash
# On a machine with a GPU, from the checkout's root after `make build/dpopt`:
# wide.cu (a parent and a child of 1,024 threads a block) as written and
# under every strategy that rewrites it, each built and run, its result
# checked (PASS: every vertex's and component's lightest key is the host's,
# no launch failed). Before the kernels dpopt rewrites were bounded, the
# parent under --remove=t1, t2 and auto took 70 registers a thread and
# could not launch. One line each; exits non-zero unless every one passed.
#   tests/defects/launch-bounds/gpu.sh [OUT] [DPOPT]
set -u
cd "$(dirname "$0")/../../.."
out=${1:-/tmp/launch-bounds-gpu}
dpopt=${2:-build/dpopt}
mkdir -p "$out"
here=tests/defects/launch-bounds
. tests/defects/gpu-variants.sh
gpu_variants "$dpopt" "$out" launch-bounds $here/wide.cu "" 60 orig \
    --aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --flatten=warp --flatten=block \
    --flatten=grid --remove=t1 --remove=t2 --remove=t3 --remove=t4 --remove=auto --threshold=64 --coarsen=2 -O \
    "--aggregate=grid --threshold=64" "--aggregate=grid --coarsen=2"
# helper.cu: the launch in a device function the parent calls.
gpu_variants "$dpopt" "$out" launch-bounds-helper $here/helper.cu "" 60 orig \
    --flatten=warp --remove=auto --remove=t4 --threshold=64 --coarsen=2 -O
exit $((fails != 0))
