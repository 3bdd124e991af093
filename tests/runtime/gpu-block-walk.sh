#!/usr/bin/env bash
# On a machine with a GPU: grid flattening in whole blocks' checks
# (block_walk_check.cu) as written, walked by --flatten=grid, and coarsened
# (--aggregate=grid --coarsen=4, the same lambda a child block); all must
# pass. Exit 1 on any failure.
#   usage: tests/runtime/gpu-block-walk.sh [DPOPT] [OUTDIR]
# DPOPT_BUILD_ONLY=1: build everything, run nothing (make test, no GPU).
set -u
cd "$(dirname "$0")/../.." || exit 2
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
status=0
srcs=(tests/runtime/block_walk_check.cu)
for opts in "--flatten=grid" "--aggregate=grid --coarsen=4"; do
    tag=$(tr -d ' -' <<<"$opts" | tr '=' '_')
    walked="$out/block_walk_check.$tag.cu"
    # shellcheck disable=SC2086
    "$dpopt" $opts tests/runtime/block_walk_check.cu -o "$walked" || exit 1
    want=$([ "$opts" = --flatten=grid ] && echo block_walk_step || echo _coarse4)
    [ "$(grep -c "$want" "$walked")" -ge 2 ] || { echo "FAIL block_walk_check: $opts did not take both children"; exit 1; }
    srcs+=("$walked")
done
for src in "${srcs[@]}"; do
    bin="$out/$(basename "$src" .cu)"
    if ! nvcc -arch=sm_90 -rdc=true -Iruntime/include "$src" -o "$bin" -lcudadevrt >"$bin.log" 2>&1; then
        echo "FAIL $src: does not build"; head -5 "$bin.log"; status=1; continue
    fi
    [ "${DPOPT_BUILD_ONLY:-0}" = 1 ] && { echo "built $src"; continue; }
    echo "== $src"
    timeout 60 "$bin" || status=1
done
exit $status
