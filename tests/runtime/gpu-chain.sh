#!/usr/bin/env bash
# On a machine with a GPU, as written and under --promote=p, pa, po and pao,
# with pools of 2 and 7 blocks too (the pools end and begin many times),
# and with the host starting each chain as a pool (--promote-start=pool);
# three runs each:
#   chain_check.cu: a chain of 300 single-block grids passing a running sum
#     and the one before it;
#   chain_written_check.cu: chains as people write them (code after the
#     launch on its line, converted arguments, a host launch in a stream or
#     with another block than the links', links of blockDim.x).
#   usage: tests/runtime/gpu-chain.sh [DPOPT] [OUTDIR]
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
status=0
for program in chain chain_written; do
    tests/runtime/gpu-sets.sh tests/runtime/${program}_check.cu "$dpopt" "$out/$program" \
        --promote=p --promote=pa --promote=po --promote=pao "--promote=pa --promote-group=2" \
        "--promote=pao --promote-group=7" "--promote=p --promote-start=pool" "--promote=pa --promote-start=pool" \
        "--promote=pao --promote-start=pool" "--promote=pa --promote-group=2 --promote-start=pool" || status=1
done
exit $status
