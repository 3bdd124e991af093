#include <criterion/criterion.h>
#include <string.h>

#include "analysis/idle_barriers.h"
#include "helpers.h"

/* Whether kernel `child` of text has barriers that order nothing; *why
 * gets the reason when not. */
static bool idle(const char *text, char *why, size_t cap)
{
    Parsed p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(p.tree), 0, "test source must parse:\n%s", text);
    int fn = model_find_function(p.program, "child");
    cr_assert_geq(fn, 0);
    bool ok = idle_barriers_all(p.program, fn, why, cap);
    parsed_free(&p);
    return ok;
}

static void assert_idle(const char *text)
{
    char why[512];
    cr_assert(idle(text, why, sizeof why), "expected idle barriers, got: %s\n%s", why, text);
}

static void assert_ordering(const char *text, const char *reason)
{
    char why[512];
    cr_assert_not(idle(text, why, sizeof why), "expected a barrier that orders (%s):\n%s", reason, text);
    cr_assert(strstr(why, reason), "reason \"%s\" does not say \"%s\"", why, reason);
}

/* A parent launching the child with one-dimensional blocks. */
#define PARENT(args)                                                                                                  \
    "__global__ void parent(int *in, unsigned long long *out, unsigned *u) {\n"                                      \
    "    child<<<2, 64>>>(" args ");\n"                                                                               \
    "}\n"

/* DynCall's child: a word staged at the thread's own slot, read back. */
Test(idle_barriers, dyncall_child)
{
    assert_idle("__global__ void child(const int *A, unsigned long long *R, int p) {\n"
                "    __shared__ int AS[512];\n"
                "    int id = threadIdx.x + blockIdx.x * blockDim.x;\n"
                "    AS[threadIdx.x] = A[id];\n"
                "    __syncthreads();\n"
                "    if (AS[threadIdx.x] == p % 16)\n"
                "        atomicAdd(&R[p], (unsigned long long)id);\n"
                "}\n" PARENT("in, out, 3"));
}

Test(idle_barriers, two_barriers_local_arrays_pure_calls_number_macros)
{
    assert_idle("#define SCALE (3 * 4)\n"
                "__global__ void child(unsigned *x, unsigned v) {\n"
                "    __shared__ unsigned s[64], t[64];\n"
                "    unsigned tmp[4];\n"
                "    for (int j = 0; j < 4; j++)\n"
                "        tmp[j] = min(threadIdx.x, v) + j * SCALE;\n"
                "    s[threadIdx.x] = tmp[v % 4u];\n"
                "    __syncthreads();\n"
                "    t[ threadIdx.x ] = s[threadIdx.x] * 5u;\n"
                "    __syncthreads();\n"
                "    x[blockIdx.x * blockDim.x + threadIdx.x] = t[threadIdx.x];\n"
                "}\n"
                "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x, 7u); }\n");
}

/* By C++'s rule a float is never an unsigned; int and unsigned may be one
 * object (analysis/child_writes.h). */
/* The thread's index held in a local, as most kernels write it. */
Test(idle_barriers, own_slot_through_a_local_or_a_macro)
{
    assert_idle("#define TID threadIdx.x\n"
                "__global__ void child(unsigned *x, unsigned v) {\n"
                "    __shared__ unsigned s[64], t[64];\n"
                "    const int tid = threadIdx . x;\n"
                "    s[tid] = v + tid;\n"
                "    t[TID] = v;\n"
                "    __syncthreads();\n"
                "    x[blockIdx.x * blockDim.x + tid] = s[tid] + t[threadIdx.x];\n"
                "}\n"
                "__global__ void parent(unsigned *x) { child<<<2, 64>>>(x, 7u); }\n");
    /* changed after, bound to a reference, too narrow, declared twice */
    assert_ordering("__global__ void child(unsigned *x) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    int tid = threadIdx.x;\n"
                    "    s[tid] = 1u;\n"
                    "    __syncthreads();\n"
                    "    tid = (tid + 1) % 64;\n"
                    "    x[tid] = s[tid];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x); }\n",
                    "line 4: s[tid] is not the thread's own slot");
    assert_ordering("__global__ void child(unsigned *x) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    int tid = threadIdx.x;\n"
                    "    int &r = tid;\n"
                    "    s[tid] = 1u;\n"
                    "    __syncthreads();\n"
                    "    r = 0;\n"
                    "    x[threadIdx.x] = s[tid];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x); }\n",
                    "s[tid] is not the thread's own slot");
    assert_ordering("__global__ void child(unsigned *x) {\n"
                    "    __shared__ unsigned s[512];\n"
                    "    unsigned char tid = threadIdx.x;\n"
                    "    s[tid] = 1u;\n"
                    "    __syncthreads();\n"
                    "    x[threadIdx.x] = s[tid];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 512>>>(x); }\n",
                    "s[tid] is not the thread's own slot");
    assert_ordering("__global__ void child(unsigned *x, int k) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    int tid = threadIdx.x;\n"
                    "    s[tid] = 1u;\n"
                    "    __syncthreads();\n"
                    "    if (k) { int tid = 0; x[tid] = 1u; }\n"
                    "    x[threadIdx.x] = s[tid];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x, 1); }\n",
                    "s[tid] is not the thread's own slot");
}

Test(idle_barriers, reads_before_of_a_type_never_written)
{
    assert_idle("__global__ void child(unsigned *x, unsigned v, const float *tab) {\n"
                "    __shared__ unsigned s[32];\n"
                "    s[threadIdx.x] = (unsigned)tab[(threadIdx.x + v) % 17u];\n"
                "    __syncthreads();\n"
                "    x[blockIdx.x * blockDim.x + threadIdx.x] = s[threadIdx.x] ^ v;\n"
                "}\n"
                "__global__ void parent(unsigned *x, const float *tab) { child<<<2, 32>>>(x, 1u, tab); }\n");
    assert_ordering("__global__ void child(unsigned *x, unsigned v, const int *tab) {\n"
                    "    __shared__ unsigned s[32];\n"
                    "    s[threadIdx.x] = (unsigned)tab[(threadIdx.x + v) % 17u];\n"
                    "    __syncthreads();\n"
                    "    x[blockIdx.x * blockDim.x + threadIdx.x] = s[threadIdx.x] ^ v;\n"
                    "}\n"
                    "__global__ void parent(unsigned *x, const int *tab) { child<<<2, 32>>>(x, 1u, tab); }\n",
                    "the child may write unsigned through 'x'");
}

Test(idle_barriers, another_threads_slot)
{
    assert_ordering("__global__ void child(unsigned *x) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    s[threadIdx.x] = threadIdx.x;\n"
                    "    __syncthreads();\n"
                    "    x[threadIdx.x] = s[(threadIdx.x + 1) % blockDim.x];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x); }\n",
                    "line 5: s[(threadIdx.x + 1) % blockDim.x] is not the thread's own slot");
    assert_ordering("__global__ void child(unsigned *x) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    unsigned me = threadIdx.x + 1;\n"
                    "    s[me] = 1u;\n"
                    "    __syncthreads();\n"
                    "    x[me] = s[me];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x); }\n",
                    "s[me] is not the thread's own slot");
}

Test(idle_barriers, shared_memory_other_than_arrays_of_own_slots)
{
    assert_ordering("__global__ void child(unsigned *x) {\n"
                    "    __shared__ unsigned total;\n"
                    "    if (threadIdx.x == 0) total = 0;\n"
                    "    __syncthreads();\n"
                    "    x[threadIdx.x] = total;\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x); }\n",
                    "not an array of one dimension");
    assert_ordering("__global__ void child(unsigned *x) {\n"
                    "    __shared__ unsigned s[8][8];\n"
                    "    s[threadIdx.x][0] = 1u;\n"
                    "    __syncthreads();\n"
                    "    x[threadIdx.x] = s[threadIdx.x][0];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 8>>>(x); }\n",
                    "not an array of one dimension");
    assert_ordering("__global__ void child(unsigned *x) {\n"
                    "    extern __shared__ unsigned s[];\n"
                    "    s[threadIdx.x] = 1u;\n"
                    "    __syncthreads();\n"
                    "    x[threadIdx.x] = s[threadIdx.x];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 8, 32>>>(x); }\n",
                    "extern __shared__");
    assert_ordering("__device__ void put(unsigned *p) { *p = 1u; }\n"
                    "__global__ void child(unsigned *x) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    put(&s[threadIdx.x]);\n"
                    "    __syncthreads();\n"
                    "    x[threadIdx.x] = s[threadIdx.x];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x); }\n",
                    "line 4: the address of a __shared__ element is taken");
}

Test(idle_barriers, blocks_not_known_one_dimensional)
{
    assert_ordering("__global__ void child(unsigned *x) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    s[threadIdx.x] = threadIdx.y;\n"
                    "    __syncthreads();\n"
                    "    x[threadIdx.x] = s[threadIdx.x];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, dim3(8, 8)>>>(x); }\n",
                    "line 7: a launch of the child whose blocks dpopt cannot tell are one-dimensional");
}

Test(idle_barriers, writes_before_the_last_barrier)
{
    assert_ordering("__global__ void child(unsigned *x) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    x[threadIdx.x] = 1u;\n"
                    "    s[threadIdx.x] = 2u;\n"
                    "    __syncthreads();\n"
                    "    if (threadIdx.x == 0) x[0] += x[1];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x); }\n",
                    "line 3: the child writes x[threadIdx.x] before the barrier");
    assert_ordering("__global__ void child(unsigned *x) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    s[threadIdx.x] = 2u;\n"
                    "    atomicAdd(&x[0], 1u);\n"
                    "    __syncthreads();\n"
                    "    x[threadIdx.x + 1] = x[0] + s[threadIdx.x];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x); }\n",
                    "line 4: the child calls atomicAdd before the barrier");
    assert_ordering("__device__ unsigned g;\n"
                    "__global__ void child(unsigned *x) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    s[threadIdx.x] = g;\n"
                    "    __syncthreads();\n"
                    "    g = s[threadIdx.x];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x); }\n",
                    "line 4: the child reads 'g' before the barrier");
    assert_ordering("__global__ void child(unsigned *x, unsigned *y) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    unsigned *p = y + 1;\n"
                    "    s[threadIdx.x] = p[threadIdx.x];\n"
                    "    __syncthreads();\n"
                    "    x[threadIdx.x] = s[threadIdx.x];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x, x); }\n",
                    "line 4: the child reads p[threadIdx.x] before the barrier");
}

/* The rotation in place: each thread reads its neighbour's word before
 * the barrier and writes its own after; the same type, so another
 * thread's write after the barrier may be what a read before it sees. */
Test(idle_barriers, a_read_before_of_what_is_written_after)
{
    assert_ordering("__global__ void child(unsigned *x, unsigned v) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    s[threadIdx.x] = x[(threadIdx.x + 1u) % blockDim.x];\n"
                    "    __syncthreads();\n"
                    "    x[threadIdx.x] = s[threadIdx.x] + v;\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x, 2u); }\n",
                    "before the last barrier may see");
    assert_ordering("__device__ void put(unsigned *p, unsigned v) { p[0] = v; }\n"
                    "__global__ void child(unsigned *x, const unsigned *y) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    s[threadIdx.x] = y[threadIdx.x];\n"
                    "    __syncthreads();\n"
                    "    put(x + threadIdx.x, s[threadIdx.x]);\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x, x); }\n",
                    "before the last barrier may see");
}

/* Reads before the barrier that are no subscript of a parameter: through
 * __ldg, or a cast to another type. */
Test(idle_barriers, reads_through_a_call_or_a_cast)
{
    assert_ordering("__global__ void child(unsigned *x) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    s[threadIdx.x] = __ldg(x + (threadIdx.x + 1) % 64);\n"
                    "    __syncthreads();\n"
                    "    x[threadIdx.x] = s[threadIdx.x];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x); }\n",
                    "the child may write unsigned through 'x'");
    assert_ordering("__global__ void child(unsigned *x, float *y) {\n"
                    "    __shared__ float s[64];\n"
                    "    s[threadIdx.x] = reinterpret_cast<const float *>(x)[threadIdx.x + 1];\n"
                    "    __syncthreads();\n"
                    "    y[threadIdx.x] = s[threadIdx.x];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x, float *y) { child<<<1, 64>>>(x, y); }\n",
                    "reinterpret_cast");
    assert_ordering("__global__ void child(unsigned *x, float *y) {\n"
                    "    __shared__ float s[64];\n"
                    "    s[threadIdx.x] = ((const float *)x)[threadIdx.x + 1];\n"
                    "    __syncthreads();\n"
                    "    y[threadIdx.x] = s[threadIdx.x];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x, float *y) { child<<<1, 64>>>(x, y); }\n",
                    "((const float *)x)[threadIdx.x + 1] before the barrier");
    assert_ordering("__global__ void child(unsigned *x, float *y) {\n"
                    "    __shared__ float s[64];\n"
                    "    const float *f = (const float *)x;\n"
                    "    s[threadIdx.x] = 1.0f;\n"
                    "    __syncthreads();\n"
                    "    y[threadIdx.x] = s[threadIdx.x];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x, float *y) { child<<<1, 64>>>(x, y); }\n",
                    "line 3: the child casts to a pointer type before the barrier");
}

Test(idle_barriers, a_class_holding_pointers)
{
    assert_ordering("struct Buf { unsigned *data; };\n"
                    "__global__ void child(Buf b) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    s[threadIdx.x] = __ldg(b.data + (threadIdx.x + 1) % 64);\n"
                    "    __syncthreads();\n"
                    "    b.data[threadIdx.x] = s[threadIdx.x];\n"
                    "}\n"
                    "__global__ void parent(Buf b) { child<<<1, 64>>>(b); }\n",
                    "line 4: the child reads 'b' before the barrier, which may hold pointers");
    assert_idle("__global__ void child(unsigned *x, float f, double d, long long n) {\n"
                "    __shared__ float s[64];\n"
                "    s[threadIdx.x] = f * d + n;\n"
                "    __syncthreads();\n"
                "    x[threadIdx.x] = s[threadIdx.x];\n"
                "}\n"
                "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x, 1.0f, 2.0, 3); }\n");
}

Test(idle_barriers, barriers_that_are_not_statements_of_the_body)
{
    assert_ordering("__global__ void child(unsigned *x, int n) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    for (int k = 0; k < n; k++) {\n"
                    "        s[threadIdx.x] = k;\n"
                    "        __syncthreads();\n"
                    "    }\n"
                    "    x[threadIdx.x] = s[threadIdx.x];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x, 3); }\n",
                    "line 5: a barrier inside a statement");
    assert_ordering("__global__ void child(unsigned *x) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    s[threadIdx.x] = 1u;\n"
                    "    int any = __syncthreads_or(s[threadIdx.x] > 0u);\n"
                    "    x[threadIdx.x] = any;\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x); }\n",
                    "__syncthreads_or");
    assert_ordering("__global__ void child(unsigned *x) {\n"
                    "    __shared__ unsigned s[64];\n"
                    "    s[threadIdx.x] = __shfl_sync(0xffffffffu, threadIdx.x, 0);\n"
                    "    __syncthreads();\n"
                    "    x[threadIdx.x] = s[threadIdx.x];\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x); }\n",
                    "work together other than at barriers");
    assert_ordering("__global__ void child(unsigned *x) {\n"
                    "    x[threadIdx.x] = 1u;\n"
                    "}\n"
                    "__global__ void parent(unsigned *x) { child<<<1, 64>>>(x); }\n",
                    "no barrier");
}
