#!/usr/bin/env bash
# On a machine with a GPU: the table of grid states (grid_table_gpu_check.cu)
# under 3,200 grids of one kernel from 16 streams at once, three runs.
# Exit 1 on any failure.
#   usage: tests/runtime/gpu-grid-table.sh [DPOPT] [OUTDIR]   (DPOPT unused)
set -u
cd "$(dirname "$0")/../.."
out=${2:-$(mktemp -d)}
mkdir -p "$out"
bin="$out/grid_table_gpu_check"
if ! nvcc -arch=sm_90 -Iruntime/include tests/runtime/grid_table_gpu_check.cu -o "$bin" >"$bin.log" 2>&1; then
    echo "FAIL grid_table_gpu_check: does not build"; head -5 "$bin.log"; exit 1
fi
status=0
for run in 1 2 3; do
    timeout 60 "$bin" || { echo "FAIL run $run (exit $?)"; status=1; }
done
exit $status
