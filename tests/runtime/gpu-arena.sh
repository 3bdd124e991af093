#!/usr/bin/env bash
# On a machine with a GPU: the allocation arena's check (arena_check.cu),
# with the default region and with one so small that most parts come from
# the device heap. Exit 1 on any failure.
#   usage: tests/runtime/gpu-arena.sh [OUTDIR]
set -u
cd "$(dirname "$0")/../.."
out=${1:-$(mktemp -d)}
mkdir -p "$out"
status=0
for size in default 65536; do
    flags=()
    [ "$size" = default ] || flags=(-DDPOPT_ARENA_BYTES="$size")
    bin="$out/arena_check_$size"
    if ! nvcc -arch=sm_90 -rdc=true -Iruntime/include "${flags[@]}" tests/runtime/arena_check.cu -o "$bin" -lcudadevrt >"$bin.log" 2>&1; then
        echo "FAIL arena_check ($size bytes): does not build"; head -5 "$bin.log"; status=1; continue
    fi
    echo "== region: $size"
    timeout 60 "$bin" || status=1
done
exit $status
