#!/usr/bin/env bash
# On a machine with a GPU: --flatten=grid's check (grid_flat_check.cu) as
# written and as dpopt rewrites it; both must pass. Exit 1 on any failure.
#   usage: tests/runtime/gpu-grid-flat.sh [DPOPT] [OUTDIR]
set -u
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
status=0
"$dpopt" --flatten=grid tests/runtime/grid_flat_check.cu -o "$out/grid_flat_check.flatten_grid.cu" || exit 1
grep -q 'grid_flat_open' "$out/grid_flat_check.flatten_grid.cu" || { echo "FAIL: not flattened"; exit 1; }
for src in tests/runtime/grid_flat_check.cu "$out/grid_flat_check.flatten_grid.cu"; do
    bin="$out/$(basename "$src" .cu)"
    if ! nvcc -arch=sm_90 -rdc=true -Iruntime/include "$src" -o "$bin" -lcudadevrt >"$bin.log" 2>&1; then
        echo "FAIL $src: does not build"; head -5 "$bin.log"; status=1; continue
    fi
    echo "== $src"
    timeout 60 "$bin" || status=1
done
exit $status
