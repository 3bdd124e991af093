#!/usr/bin/env bash
# On a machine with a GPU: a followed kernel (--flatten=grid) launched by
# four host threads of another translation unit into one stream
# (tests/runtime/follow_threads/); every child must run once with its own
# arguments. Exit 1 on a failure.
#   usage: tests/runtime/gpu-follow-threads.sh [DPOPT] [OUTDIR]
#   (DPOPT_BUILD_ONLY=1: build, do not run; make test does, without a GPU)
set -u
cd "$(dirname "$0")/../.."
dpopt=${1:-build/dpopt}
out=${2:-$(mktemp -d)}
mkdir -p "$out"
dir=tests/runtime/follow_threads
"$dpopt" --flatten=grid "$dir/parent.cu" -o "$out/parent.flat.cu" || exit 1
grep -q 'parent_dp_followed' "$out/parent.flat.cu" || { echo "FAIL follow threads: parent not followed"; exit 1; }
if ! nvcc -arch=sm_90 -rdc=true -Iruntime/include -I"$dir" -Xcompiler -pthread "$out/parent.flat.cu" "$dir/threads.cu" \
    -o "$out/follow_threads" -lcudadevrt >"$out/build.log" 2>&1; then
    echo "FAIL follow threads: does not build"; head -5 "$out/build.log"; exit 1
fi
[ "${DPOPT_BUILD_ONLY:-0}" = 1 ] && { echo "built follow threads"; exit 0; }
timeout 120 "$out/follow_threads"
