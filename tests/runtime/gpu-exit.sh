#!/usr/bin/env bash
# On a machine with a GPU: a transformed program that ends without using
# CUDA (a wrong argument) must end at once: a runtime that asks the device
# for the pool's fallback count from a static object's destructor creates a
# context at exit, and qs under --aggregate=grid, given a dataset it does
# not know, then hung there (CHANGELOG.md). Also a
# file that includes only the runtime. Exit 1 on any failure.
# Needs build/dpopt (bench/run transforms qs with it).
#   usage: tests/runtime/gpu-exit.sh
set -u
cd "$(dirname "$0")/../.."
status=0
tmp=$(mktemp -d)
printf '#include <dpopt/dpopt.cuh>\n#include <cstdio>\n__global__ void k(int *p) { p[0] = 1; }\nint main(int argc, char **argv) { if (argc > 1) { fprintf(stderr, "bad argument\\n"); return 2; } return 0; }\n' >"$tmp/runtime_only.cu"
nvcc -arch=sm_90 -rdc=true -Iruntime/include "$tmp/runtime_only.cu" -o "$tmp/runtime_only" -lcudadevrt || { echo "FAIL runtime_only: does not build"; exit 1; }
bench/run --apps qs --variants aggregate=grid --build-only --jobs 4 >/dev/null 2>&1
for run in "$tmp/runtime_only bad" "bench/build/qs_aggregate=grid --dataset wrong-1"; do
    start=$(date +%s%N)
    # shellcheck disable=SC2086
    timeout 20 $run >/dev/null 2>&1
    rc=$? ms=$((($(date +%s%N) - start) / 1000000))
    if [ $rc = 2 ]; then echo "PASS ${run%% *}: exit 2 after $ms ms"; else echo "FAIL ${run%% *}: exit $rc after $ms ms (124: still running after 20 s)"; status=1; fi
done
rm -rf "$tmp"
exit $status
