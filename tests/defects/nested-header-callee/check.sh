# nested-header-callee: a child calls my_element() from a quoted header that
# names no thread position; my_element calls global_index() from a nested
# header, which reads blockIdx and threadIdx. Every strategy left the launch
# as written, saying which function reads what, through which calls; since
# issue 44 (plan/place_helpers.c) the helpers are copied with the place
# handed in and the launch is taken. Then the same through functions of the
# file calling into headers and back, an include cycle, a <...> include
# (read through -I only); a macro reading the place and a barrier still
# refuse, with notes naming the helper and the macro.
nhc_strategies="--aggregate=warp --aggregate=block --aggregate=grid --aggregate=multiblock:4 --remove=t1 --remove=t2
    --remove=t3 --remove=t4 --remove=auto --threshold=64 --coarsen=2"
# nhc_refused OPTION FILE NOTE: dpopt exits 0, writes the file unchanged and
# gives NOTE (a fixed string).
nhc_refused() {
    build/dpopt $1 -I "$(dirname "$2")" "$2" -o "$tmp/nhc.out.cu" 2>"$tmp/nhc.notes"
    local status=$?
    if [ $status = 0 ] && cmp -s "$2" "$tmp/nhc.out.cu" && grep -qF "$3" "$tmp/nhc.notes"; then
        pass
    else
        fail "nested-header-callee: $1 $(basename "$2"): exit $status, expected unchanged output and note '$3'; got: $(head -c 300 "$tmp/nhc.notes")"
    fi
}
# nhc_taken OPTION FILE: dpopt exits 0, takes the launch (no "left as
# written"), and calls a copy of the helpers with the place handed in.
nhc_n=0
nhc_taken() {
    build/dpopt $1 -I "$(dirname "$2")" "$2" -o "$tmp/nhc.out.cu" 2>"$tmp/nhc.notes"
    local status=$?
    if [ $status = 0 ] && ! grep -q "left as written" "$tmp/nhc.notes" && grep -q '_dp_\(place\|thread\|block\)(' "$tmp/nhc.out.cu"; then
        pass
    else
        fail "nested-header-callee: $1 $(basename "$2"): exit $status, expected the launch taken through copies of its helpers; got: $(head -c 300 "$tmp/nhc.notes")"
    fi
    nhc_n=$((nhc_n + 1))
    if nvcc_sampled $nhc_n; then # (a sample: tests/lib.sh)
        nvcc -arch=sm_90 -rdc=true -std=c++17 -Iruntime/include -I"$(dirname "$2")" -c "$tmp/nhc.out.cu" -o "$tmp/nhc.o" \
            >"$tmp/nhc.nvcc" 2>&1 && pass || fail "nested-header-callee: $1 $(basename "$2"): nvcc: $(grep -m1 error "$tmp/nhc.nvcc")"
    fi
}
for opt in $nhc_strategies; do
    nhc_taken "$opt" "$here/repro_nested_header.cu"
done

mkdir -p "$tmp/nhc"
cp "$here/helpers.h" "$here/thread_index.h" "$tmp/nhc/"
nhc_body() { # the child's call, for a parent launching it per thread
    cat <<CU
__global__ void child(int *slice, int n)
{
    int i = $1;
    if (i < n) slice[i] = i + 1;
}
__global__ void parent(int *out, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    child<<<(n + 31) / 32, 32>>>(out + t * n, n);
}
CU
}
# A function of the file calling into the headers.
{ echo '#include "helpers.h"'; echo '__device__ int local_index() { return my_element(); }'; nhc_body 'local_index()'; } >"$tmp/nhc/file_to_header.cu"
# A header function calling back into a function of the file.
printf '#pragma once\n__device__ int via_header() { return place(); }\n' >"$tmp/nhc/calls_back.h"
{ echo '__device__ int place() { return blockIdx.x * blockDim.x + threadIdx.x; }'; echo '#include "calls_back.h"'; nhc_body 'via_header()'; } >"$tmp/nhc/header_to_file.cu"
for opt in $nhc_strategies; do
    nhc_taken "$opt" "$tmp/nhc/file_to_header.cu"
    nhc_taken "$opt" "$tmp/nhc/header_to_file.cu"
done

# An include cycle (guarded by #pragma once): read once each, followed.
printf '#pragma once\n#include "cycle_b.h"\n__device__ int from_a() { return from_b(); }\n' >"$tmp/nhc/cycle_a.h"
printf '#pragma once\n#include "cycle_a.h"\n#include "cycle_b.h"\n__device__ int from_b() { return threadIdx.x; }\n' >"$tmp/nhc/cycle_b.h"
{ echo '#include "cycle_a.h"'; echo '#include "cycle_a.h"'; nhc_body 'from_a() + 32 * blockIdx.x'; } >"$tmp/nhc/cycle.cu"
nhc_taken --remove=t4 "$tmp/nhc/cycle.cu"
nhc_taken --remove=t3 "$tmp/nhc/cycle.cu"
# Aggregation keeps threadIdx: the same child is taken.
build/dpopt --aggregate=warp "$tmp/nhc/cycle.cu" -o "$tmp/nhc.out.cu" 2>"$tmp/nhc.notes" && ! cmp -s "$tmp/nhc/cycle.cu" "$tmp/nhc.out.cu" &&
    pass || fail "nested-header-callee: a header function reading only threadIdx does not stop warp aggregation"

# A header included with <...> is read from the -I folders, as the compiler
# reads it (since 2026-11-24; before, it was never read), and not from
# beside the file: without -I what it defines is unseen.
{ echo '#include <helpers.h>'; nhc_body 'my_element()'; } >"$tmp/nhc/system.cu"
nhc_taken --aggregate=block "$tmp/nhc/system.cu"
nhc_taken --coarsen=2 "$tmp/nhc/system.cu"
build/dpopt --aggregate=block "$tmp/nhc/system.cu" -o "$tmp/nhc.out.cu" 2>"$tmp/nhc.notes"
[ $? = 0 ] && cmp -s "$tmp/nhc/system.cu" "$tmp/nhc.out.cu" && grep -qF "the child calls my_element, which dpopt cannot see" "$tmp/nhc.notes" &&
    pass || fail "nested-header-callee: <helpers.h> beside the file, no -I: $(head -c 300 "$tmp/nhc.notes")"

# A macro of a header read by a header function, or by the child itself.
printf '#pragma once\n#define GID (blockIdx.x * blockDim.x + threadIdx.x)\n__device__ int gid() { return GID; }\n' >"$tmp/nhc/macro.h"
{ echo '#include "macro.h"'; nhc_body 'gid()'; } >"$tmp/nhc/macro.cu"
nhc_refused --aggregate=grid "$tmp/nhc/macro.cu" "which reads blockIdx and blockDim: dpopt copies such a function with the place handed in, but it reads the place through the macro GID (line 3)"
nhc_refused --remove=t3 "$tmp/nhc/macro.cu" "which reads blockIdx, blockDim and threadIdx: dpopt copies such a function with the place handed in, but it reads the place through the macro GID (line 3)"
# The same macro in the child's own body: its text is not renamed either.
{ echo '#include "macro.h"'; nhc_body 'GID'; } >"$tmp/nhc/own_macro.cu"
for opt in --aggregate=warp --aggregate=block --remove=t3 --remove=t4 --coarsen=2; do
    nhc_refused $opt "$tmp/nhc/own_macro.cu" "the child uses the macro GID, which reads blockIdx"
done

# A barrier in a header function: T4 cannot run the child's threads one by
# one through it (the child's own barrier it could split at).
printf '#pragma once\n__device__ void settle(int *s) { __syncthreads(); s[0] = 0; }\n' >"$tmp/nhc/barrier.h"
cat >"$tmp/nhc/barrier.cu" <<'CU'
#include "barrier.h"
__global__ void child(int *slice, int n)
{
    __shared__ int s[1];
    s[0] = n;
    __syncthreads();
    settle(s);
    slice[threadIdx.x] = s[0];
}
__global__ void parent(int *out, int n)
{
    child<<<1, 32>>>(out + threadIdx.x * 32, n);
}
CU
build/dpopt --remove=t4 "$tmp/nhc/barrier.cu" -o "$tmp/nhc.out.cu" 2>"$tmp/nhc.notes"
grep -qF "the child calls settle, which has a __syncthreads" "$tmp/nhc.notes" && cmp -s "$tmp/nhc/barrier.cu" "$tmp/nhc.out.cu" &&
    pass || fail "nested-header-callee: T4 refuses a child calling a header function with a barrier: $(head -c 300 "$tmp/nhc.notes")"
