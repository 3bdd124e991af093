#!/usr/bin/env bash
# The runtime's device state is one per program, not one per file: two files
# that include dpopt.cuh, built with -rdc=true and device-linked, hold one
# launch pool, one allocation arena and one opaque zero (their symbols are
# weak), each aligned as the runtime relies on (the pool's batches 16 bytes,
# the arena's parts 16: nvcc drops an __align__ written on a variable
# template, so the runtime puts the bytes in an aligned struct). nvcc only,
# no GPU.   tests/runtime/one_pool_check.sh
set -eu
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for f in a b; do
    cat >"$tmp/$f.cu" <<CU
#include <dpopt/dpopt.cuh>
__global__ void kernel_$f(unsigned char **out, int **part)
{
    *out = dpopt::pool_alloc(16) + dpopt::warp_active_lanes();
    dpopt::arena_cudaMalloc(part, 4);
}
CU
    nvcc -arch=sm_90 -rdc=true -Iruntime/include -c "$tmp/$f.cu" -o "$tmp/$f.o"
done
nvcc -arch=sm_90 -dlink -cubin "$tmp/a.o" "$tmp/b.o" -lcudadevrt -o "$tmp/linked.cubin"
status=0
# name alignment: exactly one symbol whose name holds name, its address a multiple of alignment.
one() {
    local found
    found=$(readelf -sW "$tmp/linked.cubin" | awk -v n="$1" '$8 ~ n { print $2 }')
    if [ "$(printf '%s\n' "$found" | grep -c .)" != 1 ]; then
        echo "FAIL $1: $(printf '%s\n' "$found" | grep -c .) symbols after device linking two files, not one"
        status=1
    elif [ $((16#$found % $2)) != 0 ]; then
        echo "FAIL $1 at 0x$found: not $2-byte aligned"
        status=1
    fi
}
one pool_storage 16
one pool_state 8
one pool_fallback_count 4
one arena_region 256
one arena_state 8
one warp_opaque_zero 4
[ $status = 0 ] && echo "ok one pool, arena and opaque zero per program, aligned"
exit $status
