#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/block_sums.h"
#include "helpers.h"
#include "syntax/node.h"

/* Parses `text` into *p (the caller frees it) and finds the atomic calls
 * of kernel `child` a block may combine first, at most 8: how many. */
static int find_in_child(const char *text, Parsed *p, BlockSum *found)
{
    *p = parse_text(text, 1);
    cr_assert_eq(syntax_report_errors(p->tree), 0, "test source must parse:\n%s", text);
    int fn = model_find_function(p->program, "child");
    cr_assert_geq(fn, 0);
    return block_sums_find(p->program, fn, found, 8);
}

/* How many atomic calls of kernel `child` a block may combine first. */
static int sums(const char *text)
{
    Parsed p;
    BlockSum found[8];
    int n = find_in_child(text, &p, found);
    parsed_free(&p);
    return n;
}

/* That the factor found for the last call a block may add up is `want`
 * (its text; "-" where none, "" where no call is added up). */
static void assert_last_factor(const char *want, const char *text)
{
    Parsed p;
    BlockSum found[8];
    int n = find_in_child(text, &p, found);
    char *factor = n == 0 ? strdup("")
                   : ts_node_is_null(found[n - 1].factor) ? strdup("-")
                                                          : node_text(p.program->src, found[n - 1].factor);
    cr_assert_str_eq(factor, want);
    free(factor);
    parsed_free(&p);
}

/* Each sum's same_as, as digits ('-' for none), for kernel `child`. */
static void same_as(const char *text, char *out)
{
    Parsed p;
    BlockSum found[8];
    int n = find_in_child(text, &p, found);
    for (int i = 0; i < n; i++)
        out[i] = found[i].same_as < 0 ? '-' : (char)('0' + found[i].same_as);
    out[n] = '\0';
    parsed_free(&p);
}

/* DynCall's child: two words of the launching thread, summed for the block. */
Test(block_sums, words_the_same_for_the_block)
{
    cr_assert_eq(sums("#define VALUES 16\n"
                      "__global__ void child(const int *A, unsigned long long *R, unsigned long long *S, int p, int w) {\n"
                      "    int id = threadIdx.x + blockIdx.x * blockDim.x;\n"
                      "    if (A[id] == (p + 1) % VALUES) {\n"
                      "        atomicAdd(&R[p], (unsigned long long)id);\n"
                      "        atomicAdd(&S[p], (unsigned long long)w * id);\n"
                      "    }\n"
                      "}\n"),
                 2);
    cr_assert_eq(sums("__global__ void child(const float *d, int n, float t, int *counter) {\n"
                      "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                      "    if (i < n && d[i] > t)\n"
                      "        atomicAdd(counter, 1);\n"
                      "}\n"),
                 1);
    cr_assert_eq(sums("__global__ void child(unsigned *c, int k) {\n"
                      "    atomicAdd(c + 2 * k + blockIdx.x, threadIdx.x);\n"
                      "}\n"),
                 1);
}

Test(block_sums, words_that_differ_between_threads)
{
    cr_assert_eq(sums("__global__ void child(unsigned *c) { atomicAdd(&c[threadIdx.x % 4], 1u); }\n"), 0);
    cr_assert_eq(sums("__global__ void child(unsigned *c, const int *at) { atomicAdd(&c[at[0]], 1u); }\n"), 0);
    cr_assert_eq(sums("__global__ void child(unsigned *c, int k) { k++; atomicAdd(&c[k], 1u); }\n"), 0);
    cr_assert_eq(sums("__global__ void child(unsigned *c) { unsigned *q = c; atomicAdd(q, 1u); }\n"), 0);
}

Test(block_sums, what_a_sum_would_change)
{
    /* the old value read */
    cr_assert_eq(sums("__global__ void child(unsigned *c, unsigned *out) {\n"
                      "    out[threadIdx.x] = atomicAdd(c, 1u);\n"
                      "}\n"),
                 0);
    /* a float sum rounds otherwise */
    cr_assert_eq(sums("__global__ void child(float *c) { atomicAdd(c, 0.1f); }\n"), 0);
    /* the word read, or written otherwise, through a pointer of a type that may alias it */
    cr_assert_eq(sums("__global__ void child(unsigned *c, int *flag) {\n"
                      "    atomicAdd(c, 1u);\n"
                      "    if (*flag) flag[1] = 0;\n"
                      "}\n"),
                 0);
    cr_assert_eq(sums("__global__ void child(unsigned *c, unsigned *d) {\n"
                      "    atomicAdd(c, 1u);\n"
                      "    atomicExch(d, 0u);\n"
                      "}\n"),
                 0);
    cr_assert_eq(sums("__global__ void child(unsigned *c) {\n"
                      "    atomicAdd(c, 1u);\n"
                      "    atomicAdd(c, c[1]);\n"
                      "}\n"),
                 0);
    /* a fence, a call of code dpopt would have to follow, a variable of the file */
    cr_assert_eq(sums("__global__ void child(unsigned *c, float *d) {\n"
                      "    d[threadIdx.x] = 1.0f;\n"
                      "    __threadfence();\n"
                      "    atomicAdd(c, 1u);\n"
                      "}\n"),
                 0);
    cr_assert_eq(sums("__device__ void note(float *d) { d[0] = 1.0f; }\n"
                      "__global__ void child(unsigned *c, float *d) { note(d); atomicAdd(c, 1u); }\n"),
                 0);
    cr_assert_eq(sums("__device__ unsigned total;\n"
                      "__global__ void child(unsigned *c) { atomicAdd(c, total); }\n"),
                 0);
    /* a class may hold a pointer to the word */
    cr_assert_eq(sums("struct Graph { unsigned *count; };\n"
                      "__global__ void child(unsigned *c, Graph g) { atomicAdd(c, 1u); g.count[0] = 0; }\n"),
                 0);
    /* another type's pointer made to point at the word */
    cr_assert_eq(sums("__global__ void child(unsigned *c, float *f) {\n"
                      "    atomicAdd(c, 1u);\n"
                      "    reinterpret_cast<unsigned *>(f)[0] = 0u;\n"
                      "}\n"),
                 0);
    cr_assert_eq(sums("__global__ void child(unsigned *c, float *f) {\n"
                      "    atomicAdd(c, 1u);\n"
                      "    ((unsigned *)f)[0] = 0u;\n"
                      "}\n"),
                 0);
    cr_assert_eq(sums("__global__ void child(unsigned *c, const unsigned *d, unsigned *out) {\n"
                      "    atomicAdd(c, 1u);\n"
                      "    out[threadIdx.x] = __ldg(d);\n"
                      "}\n"),
                 0);
    /* an atomicAdd of the program's own */
    cr_assert_eq(sums("__device__ unsigned atomicAdd(unsigned *a, unsigned v) { unsigned o = *a; *a += v; return o; }\n"
                      "__global__ void child(unsigned *c) { atomicAdd(c, 1u); }\n"),
                 0);
}

Test(block_sums, a_type_that_cannot_alias_the_word)
{
    cr_assert_eq(sums("__global__ void child(unsigned long long *c, float *d) {\n"
                      "    d[threadIdx.x] *= 2.0f;\n"
                      "    atomicAdd(c, 1ull);\n"
                      "}\n"),
                 1);
}

/* A product with a factor the same for the block: the sum of the rest,
 * times the factor once. */
Test(block_sums, factors_the_same_for_the_block)
{
    assert_last_factor("(unsigned long long)w",
                       "__global__ void child(const int *A, unsigned long long *S, int p, int w) {\n"
                       "    int id = threadIdx.x + blockIdx.x * blockDim.x;\n"
                       "    if (A[id] == p) atomicAdd(&S[p], (unsigned long long)w * id);\n"
                       "}\n");
    assert_last_factor("(u + blockIdx.x)",
                       "__global__ void child(unsigned *c, unsigned u) { atomicAdd(c, threadIdx.x * (u + blockIdx.x)); }\n");
    assert_last_factor("w",
                       "__global__ void child(int *c, int w) { int id = threadIdx.x; atomicAdd(c, 3 * id * w); }\n");
    assert_last_factor("w",
                       "__global__ void child(unsigned long long *c, long long w) { atomicAdd(c, threadIdx.x * w); }\n");
}

Test(block_sums, products_kept_whole)
{
    /* a 32-bit product wraps before a 64-bit word's sum would */
    assert_last_factor("-",
                       "__global__ void child(unsigned long long *c, unsigned u) { atomicAdd(c, u * threadIdx.x); }\n");
    /* a float operand: the product rounds, then converts */
    assert_last_factor("-",
                       "__global__ void child(int *c, float x) { atomicAdd(c, x * threadIdx.x); }\n");
    /* neither factor the same for the block */
    assert_last_factor("-",
                       "__global__ void child(unsigned *c, const short *k) { atomicAdd(c, k[0] * threadIdx.x); }\n");
    assert_last_factor("-",
                       "__global__ void child(unsigned *c) { atomicAdd(c, threadIdx.x * threadIdx.y); }\n");
    /* not a product */
    assert_last_factor("-",
                       "__global__ void child(unsigned *c, unsigned u) { atomicAdd(c, u + threadIdx.x); }\n");
}

/* Words adding the same value together share one register. */
Test(block_sums, the_same_value_added_together)
{
    char got[9];
    same_as("__global__ void child(const int *A, unsigned long long *R, unsigned long long *S, int p, int w) {\n"
            "    int id = threadIdx.x + blockIdx.x * blockDim.x;\n"
            "    if (A[id] == p) {\n"
            "        atomicAdd(&R[p], (unsigned long long)id);\n"
            "        atomicAdd(&S[p], (unsigned long long)w * id);\n"
            "    }\n"
            "}\n",
            got);
    cr_assert_str_eq(got, "-0");
    /* a step between them, or in the term */
    same_as("__global__ void child(unsigned long long *x) {\n"
            "    unsigned long long s = threadIdx.x;\n"
            "    atomicAdd(&x[0], s);\n"
            "    atomicAdd(&x[1], 3ull * s);\n"
            "    atomicAdd(&x[2], s++);\n"
            "    atomicAdd(&x[3], s);\n"
            "}\n",
            got);
    cr_assert_str_eq(got, "-0--");
    same_as("__global__ void child(unsigned *x) {\n"
            "    unsigned s = threadIdx.x;\n"
            "    atomicAdd(&x[0], s);\n"
            "    s = s * 2u;\n"
            "    atomicAdd(&x[1], s);\n"
            "}\n",
            got);
    cr_assert_str_eq(got, "--");
    /* under conditions of their own, or into words of two types */
    same_as("__global__ void child(unsigned *x, const short *f) {\n"
            "    if (f[0]) atomicAdd(&x[0], threadIdx.x);\n"
            "    if (f[1]) atomicAdd(&x[1], threadIdx.x);\n"
            "}\n",
            got);
    cr_assert_str_eq(got, "--");
    same_as("__global__ void child(unsigned *x, unsigned long long *y) {\n"
            "    atomicAdd(x, threadIdx.x);\n"
            "    atomicAdd(y, (unsigned long long)threadIdx.x);\n"
            "}\n",
            got);
    cr_assert_str_eq(got, "--");
}

/* The other operations that commute on integers combine alike; two of
 * them on words that may be one do not. */
Test(block_sums, maxima_minima_and_bits)
{
    cr_assert_eq(sums("__global__ void child(int *best, const float *d, int p) {\n"
                      "    atomicMax(&best[p], (int)(d[threadIdx.x] * 100.0f));\n"
                      "}\n"),
                 1);
    cr_assert_eq(sums("__global__ void child(unsigned *low, unsigned long long *bits) {\n"
                      "    atomicMin(low, threadIdx.x * 7u);\n"
                      "    atomicOr(bits, 1ull << (threadIdx.x % 64));\n"
                      "    atomicOr(bits + 1, (unsigned long long)threadIdx.x);\n"
                      "}\n"),
                 3);
    /* or and xor on words of one type: perhaps one word */
    cr_assert_eq(sums("__global__ void child(unsigned *low, unsigned long long *bits) {\n"
                      "    atomicMin(low, threadIdx.x * 7u);\n"
                      "    atomicOr(bits, 1ull << (threadIdx.x % 64));\n"
                      "    atomicXor(bits + 1, (unsigned long long)threadIdx.x);\n"
                      "}\n"),
                 1);
    /* an addition and a maximum on words of one type: perhaps one word */
    cr_assert_eq(sums("__global__ void child(int *c, int *best) {\n"
                      "    atomicAdd(c, 1);\n"
                      "    atomicMax(best, (int)threadIdx.x);\n"
                      "}\n"),
                 0);
    cr_assert_eq(sums("__global__ void child(unsigned *c, unsigned long long *best) {\n"
                      "    atomicAdd(c, 1u);\n"
                      "    atomicMax(best, (unsigned long long)threadIdx.x);\n"
                      "}\n"),
                 2);
    /* an operation that is none of them, or a float maximum */
    cr_assert_eq(sums("__global__ void child(unsigned *c) { atomicExch(c, threadIdx.x); }\n"), 0);
    cr_assert_eq(sums("__global__ void child(unsigned *c) { atomicInc(c, 100u); }\n"), 0);
    /* only additions take a factor out */
    assert_last_factor("-",
                       "__global__ void child(unsigned *c, unsigned u) { atomicMax(c, threadIdx.x * u); }\n");
}
