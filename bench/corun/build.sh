#!/usr/bin/env bash
# bench/corun/build.sh - builds the concurrent-kernel harness (issue 17) with
# its eight kernels as written: <out>/corun_as_written.
#   usage: bash bench/corun/build.sh [OUT]     (OUT defaults to bench/corun/build)
# Extra nvcc flags may come in NVCC_FLAGS (e.g. NVCC_FLAGS="-Xcompiler -Wall").
set -eu
out=${1:-}
[ -n "$out" ] && mkdir -p "$out" && out=$(cd "$out" && pwd)  # relative to where it was called
cd "$(dirname "$0")/../.."
out=${out:-bench/corun/build}
mkdir -p "$out"
# shellcheck disable=SC2086
nvcc -O3 -arch=sm_90 -rdc=true ${NVCC_FLAGS:-} -I bench/corun bench/corun/main.cu bench/corun/apps/*.cu \
    -o "$out/corun_as_written" -lcudadevrt
echo "built $out/corun_as_written"
