#!/usr/bin/env bash
# On a machine with a GPU: the device graphs of a recursion's levels
# (dpopt/level_graph.cuh) driven by hand (level_graph_check.cu). Exit 1 on
# any failure.
#   usage: tests/runtime/gpu-level-graph.sh [OUTDIR]
set -u
cd "$(dirname "$0")/../.."
out=${1:-$(mktemp -d)}
mkdir -p "$out"
bin="$out/level_graph_check"
if ! nvcc -arch=sm_90 -rdc=true -Iruntime/include tests/runtime/level_graph_check.cu -o "$bin" -lcudadevrt >"$bin.log" 2>&1; then
    echo "FAIL level_graph_check: does not build"; head -5 "$bin.log"; exit 1
fi
timeout 120 "$bin"
