#!/usr/bin/env bash
# On a machine with a GPU: --hoist over offsets (hoist_offsets_streams.cu)
# under two host threads and four streams at once, graphs below and past
# 8,192 vertices, two whose offsets decrease; three runs. The host check of
# hoist_offsets.cuh's sizes (hoist_grid_check.cu) once, where a GPU gives
# the check grid its memory. Exit 1 on any failure.
#   usage: tests/runtime/gpu-hoist-offsets.sh [DPOPT] [OUTDIR]
set -u
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
status=0
if ! "$dpopt" --hoist tests/runtime/hoist_offsets_streams.cu -o "$out/streams.cu" 2>"$out/dpopt.log" ||
    ! grep -q 'csr_dp_hoist<<<' "$out/streams.cu"; then
    echo "FAIL dpopt did not hoist csr over its offsets"; cat "$out/dpopt.log"; exit 1
fi
if ! nvcc -arch=sm_90 -rdc=true -std=c++17 -Iruntime/include "$out/streams.cu" -o "$out/streams" -lcudadevrt \
    >"$out/nvcc.log" 2>&1; then
    echo "FAIL hoist_offsets_streams: does not build"; head -5 "$out/nvcc.log"; exit 1
fi
for run in 1 2 3; do
    timeout 60 "$out/streams" || { echo "FAIL run $run (exit $?)"; status=1; }
done
if nvcc -std=c++17 -rdc=true -Iruntime/include tests/runtime/hoist_grid_check.cu -o "$out/hoist_grid_check" -lcudadevrt \
    >"$out/check.log" 2>&1; then
    "$out/hoist_grid_check" | grep -v '^ok' && status=1
    "$out/hoist_grid_check" | grep -c '^ok' | sed 's/$/ host-side cases ok/'
else
    echo "FAIL hoist_grid_check: does not build"; status=1
fi
exit $status
