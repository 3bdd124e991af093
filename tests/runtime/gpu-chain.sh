#!/usr/bin/env bash
# On a machine with a GPU: chain_check.cu (a chain of 300 single-block
# grids passing a running sum and the one before it) as written and under
# --promote=p, pa, po and pao, with pools of 2 and 7 blocks too (the pools
# end and begin many times); three runs each.
#   usage: tests/runtime/gpu-chain.sh [DPOPT] [OUTDIR]
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
tests/runtime/gpu-sets.sh tests/runtime/chain_check.cu "$dpopt" "$out/chain" \
    --promote=p --promote=pa --promote=po --promote=pao "--promote=pa --promote-group=2" "--promote=pao --promote-group=7"
