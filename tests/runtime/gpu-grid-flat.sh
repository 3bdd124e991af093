#!/usr/bin/env bash
# On a machine with a GPU: flattening's checks as written and as dpopt
# rewrites them at grid scope and at block scope (with its default cap, and
# with a cap of 1 child thread, so that every block with launches launches
# its fused grid instead of walking it); all must pass. Exit 1 on any failure.
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
    srcs=("tests/runtime/$check.cu")
    for opts in "--flatten=grid" "--flatten=block" "--flatten=block --flatten-cap=1"; do
        tag=$(tr -d ' -' <<<"$opts" | tr '=' '_')
        flat="$out/$check.$tag.cu"
        # shellcheck disable=SC2086
        "$dpopt" $opts "tests/runtime/$check.cu" -o "$flat" || exit 1
        scope=${opts#--flatten=}
        grep -q "${scope%% *}_flat_open" "$flat" || { echo "FAIL $check: not flattened by $opts"; exit 1; }
        srcs+=("$flat")
    done
    for src in "${srcs[@]}"; do
        bin="$out/$(basename "$src" .cu)"
        if ! nvcc -arch=sm_90 -rdc=true -Iruntime/include "$src" -o "$bin" -lcudadevrt >"$bin.log" 2>&1; then
            echo "FAIL $src: does not build"; head -5 "$bin.log"; status=1; continue
        fi
        echo "== $src"
        timeout 60 "$bin" || status=1
    done
done
exit $status
