#!/usr/bin/env bash
# bench/corun/build.sh - builds the concurrent-kernel harness (issue 17) twice:
# <out>/as_written (the eight kernels as written) and <out>/corun (each
# kernel's file through dpopt --corun, the harness built with
# -DDPOPT_CORUN_BUILD=1). Fails where dpopt leaves a kernel as written, or
# where nvcc warns (with NVCC_FLAGS="-Xcompiler -Wall", say).
#   usage: bash bench/corun/build.sh [OUT] [DPOPT]     (OUT: bench/corun/build; DPOPT: build/dpopt)
set -eu
out=${1:-}
[ -n "$out" ] && mkdir -p "$out" && out=$(cd "$out" && pwd)  # relative to where it was called
cd "$(dirname "$0")/../.."
out=${out:-bench/corun/build}
dpopt=${2:-build/dpopt}
mkdir -p "$out/corun-src"
for app in bench/corun/apps/*.cu; do
    "$dpopt" --corun "$app" -o "$out/corun-src/$(basename "$app")" 2>"$out/corun-src/$(basename "$app" .cu).notes"
    if grep -q 'not made co-runnable' "$out/corun-src/$(basename "$app" .cu).notes"; then
        echo "dpopt left $app as written:" >&2
        cat "$out/corun-src/$(basename "$app" .cu).notes" >&2
        exit 1
    fi
done
flags=(-O3 -std=c++17 -arch=sm_90 -rdc=true -I bench/corun -I runtime/include)
# shellcheck disable=SC2086
nvcc "${flags[@]}" ${NVCC_FLAGS:-} bench/corun/main.cu bench/corun/compare.cu bench/corun/apps/*.cu -o "$out/as_written" \
    -lcudadevrt -lcuda >"$out/as_written.log" 2>&1 &
# shellcheck disable=SC2086
nvcc "${flags[@]}" ${NVCC_FLAGS:-} -DDPOPT_CORUN_BUILD=1 bench/corun/main.cu bench/corun/compare.cu "$out"/corun-src/*.cu -o "$out/corun" \
    -lcudadevrt -lcuda >"$out/corun.log" 2>&1 &
status=0
for job in $(jobs -p); do wait "$job" || status=1; done
for name in as_written corun; do
    if grep -q -i 'warning\|error' "$out/$name.log"; then
        echo "$name:" >&2
        head -n 20 "$out/$name.log" >&2
        status=1
    fi
done
[ "$status" = 0 ] && echo "built $out/as_written and $out/corun"
exit $status
