#!/usr/bin/env bash
# On a machine with a GPU: a batch holds a grid's blocks at most (2^31 - 1):
# batch_cut_check.cu opens grid, block and warp batches whose launches'
# blocks add up past that (or past 32 bits) and checks that only what fits
# is taken and the rest would be made as written (runtime block_batch.cuh's
# counted reservation, the saturating block and warp sums). Exit 1 on any
# failure.
#   usage: tests/runtime/gpu-batch-cut.sh [DPOPT] [OUTDIR]
# (DPOPT is not used: the check calls the runtime directly.)
# DPOPT_BUILD_ONLY=1: build, run nothing (make test, no GPU).
set -u
cd "$(dirname "$0")/../.." || exit 2
out=${2:-$(mktemp -d)}
mkdir -p "$out"
bin="$out/batch_cut_check"
if ! nvcc -arch=sm_90 -rdc=true -Iruntime/include tests/runtime/batch_cut_check.cu -o "$bin" -lcudadevrt \
    >"$bin.log" 2>&1; then
    echo "FAIL batch_cut_check.cu: does not build"; head -5 "$bin.log"; exit 1
fi
[ "${DPOPT_BUILD_ONLY:-0}" = 1 ] && { echo "built batch_cut_check"; exit 0; }
timeout 120 "$bin"
