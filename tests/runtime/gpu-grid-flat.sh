#!/usr/bin/env bash
# On a machine with a GPU: --flatten=grid's checks as written and as dpopt
# rewrites them; all must pass. Exit 1 on any failure.
#   grid_flat_check.cu        children run thread by thread
#   grid_flat_warps_check.cu  a child with warp-wide operations, in whole warps
#   usage: tests/runtime/gpu-grid-flat.sh [DPOPT] [OUTDIR]
set -u
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
status=0
for check in grid_flat_check grid_flat_warps_check; do
    flat="$out/$check.flatten_grid.cu"
    "$dpopt" --flatten=grid "tests/runtime/$check.cu" -o "$flat" || exit 1
    grep -q 'grid_flat_open' "$flat" || { echo "FAIL $check: not flattened"; exit 1; }
    for src in "tests/runtime/$check.cu" "$flat"; do
        bin="$out/$(basename "$src" .cu)"
        if ! nvcc -arch=sm_90 -rdc=true -Iruntime/include "$src" -o "$bin" -lcudadevrt >"$bin.log" 2>&1; then
            echo "FAIL $src: does not build"; head -5 "$bin.log"; status=1; continue
        fi
        echo "== $src"
        timeout 60 "$bin" || status=1
    done
done
exit $status
