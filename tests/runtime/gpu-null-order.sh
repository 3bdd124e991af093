#!/usr/bin/env bash
# On a machine with a GPU: null_order_check.cu as written and under every
# strategy that runs some launches in place and makes others as written or
# later; each must print PASS. Those that leave every launch as written
# (the thread launches into the NULL stream again, which they cannot keep
# in order) are checked to stay so. Exit 1 on any failure.
#   usage: tests/runtime/gpu-null-order.sh [DPOPT] [OUTDIR]
cd "$(dirname "$0")/../.."
exec tests/runtime/gpu-sets.sh tests/runtime/null_order_check.cu "${1:-build/dpopt}" "${2:-$(mktemp -d)}" \
    written:--flatten=warp "written:--flatten=warp --flatten-cap=64" --flatten=grid --flatten=block \
    written:--threshold=128 "--threshold=128 --aggregate=grid" --aggregate=grid --aggregate=block \
    --aggregate=multiblock:3 written:--aggregate=warp --remove=t4 --remove=t3 --remove=auto
