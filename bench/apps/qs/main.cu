/*
 * bench/apps/qs/main.cu - quicksort benchmark driver.
 *
 * Datasets (--dataset), seeded by --seed (bench/datasets/rng.h):
 *   random-N    N 32-bit unsigned integers, uniform
 *   sorted-N    0 .. N-1 ascending
 *   reverse-N   N-1 .. 0 descending
 * N may end in K or M (x 1024, x 1048576): random-1M, sorted-16M.
 * Parameters: --param max_depth=D (default 16, as cdpSimpleQuicksort; qsb:
 * 24): a segment at depth D is selection-sorted.
 *
 * Verification, every run: the array equals the CPU's sort of the input.
 * bench/apps/qsb (the same sort with block partitions) builds this file
 * too, as app QS_APP "qsb" with its own default depth QS_MAX_DEPTH.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "qs.h"
#include "rng.h"

#ifndef QS_APP
#define QS_APP "qs"
#endif
#ifndef QS_MAX_DEPTH
#define QS_MAX_DEPTH 16 /* as cdpSimpleQuicksort */
#endif

typedef struct qs_ctx {
    qs_problem p;
    unsigned int *d_input; /* pristine copy of the input */
    unsigned int *h_out;   /* the array after a run */
    unsigned int *ref;     /* the CPU's sort */
} qs_ctx;

static int qs_compare(const void *a, const void *b)
{
    unsigned int x = *(const unsigned int *)a, y = *(const unsigned int *)b;
    return x < y ? -1 : x > y;
}

static void qs_reset(void *ctx)
{
    qs_ctx *c = (qs_ctx *)ctx;
    CHECK_CUDA(cudaMemcpy(c->p.data, c->d_input, (size_t)c->p.n * sizeof(unsigned int), cudaMemcpyDeviceToDevice));
}

static void qs_run(void *ctx)
{
    qs_ctx *c = (qs_ctx *)ctx;
    qs_variant_run(&c->p);
}

static int qs_verify(void *ctx, char *msg, size_t len)
{
    qs_ctx *c = (qs_ctx *)ctx;
    CHECK_CUDA(cudaMemcpy(c->h_out, c->p.data, (size_t)c->p.n * sizeof(unsigned int), cudaMemcpyDeviceToHost));
    return bench_compare_u32("data", c->h_out, c->ref, (size_t)c->p.n, msg, len) == 0;
}

/* "1M" -> 1048576, "4096" -> 4096; 0 when not a size. */
static long long qs_size(const char *text)
{
    char *end;
    long long n = strtoll(text, &end, 10);
    if (end == text || n <= 0)
        return 0;
    if (*end == 'K')
        n *= 1024, end++;
    else if (*end == 'M')
        n *= 1048576, end++;
    return *end ? 0 : n;
}

int main(int argc, char **argv)
{
    bench_opts o;
    bench_parse_args(argc, argv, QS_APP, "random-1M", &o);
    int max_depth = (int)bench_param_int(&o, "max_depth", QS_MAX_DEPTH);
    if (max_depth < 0 || max_depth > 24) {
        fprintf(stderr, "%s: max_depth must be in [0, 24]\n", QS_APP);
        return 2;
    }
    const char *dash = strchr(o.dataset, '-');
    long long n = dash ? qs_size(dash + 1) : 0;
    int kind = !dash ? -1
               : !strncmp(o.dataset, "random-", 7) ? 0
               : !strncmp(o.dataset, "sorted-", 7) ? 1
               : !strncmp(o.dataset, "reverse-", 8) ? 2
                                                    : -1;
    if (kind < 0 || n <= 0 || n > (1ll << 30)) {
        fprintf(stderr, "%s: unknown dataset '%s' (random-N, sorted-N, reverse-N; N up to 1024M)\n", QS_APP, o.dataset);
        return 2;
    }
    size_t nn = (size_t)n;
    unsigned int *input = (unsigned int *)malloc(nn * sizeof(unsigned int));
    qs_ctx c;
    memset(&c, 0, sizeof c);
    c.ref = (unsigned int *)malloc(nn * sizeof(unsigned int));
    c.h_out = (unsigned int *)malloc(nn * sizeof(unsigned int));
    if (!input || !c.ref || !c.h_out) {
        fprintf(stderr, "%s: out of memory\n", QS_APP);
        return 2;
    }
    bench_rng rng;
    bench_rng_seed(&rng, o.seed);
    for (size_t i = 0; i < nn; i++)
        input[i] = kind == 0 ? (unsigned int)bench_rng_u64(&rng) : kind == 1 ? (unsigned int)i : (unsigned int)(nn - 1 - i);
    memcpy(c.ref, input, nn * sizeof(unsigned int));
    qsort(c.ref, nn, sizeof(unsigned int), qs_compare);

    /* Each segment that is partitioned launches at most two: at most
     * 2^(max_depth + 1) launches, and no more than 2n (qsb: QS_LAUNCH_BOUND). */
    size_t bound = ((size_t)2 << max_depth) < 2 * nn ? ((size_t)2 << max_depth) : 2 * nn;
#ifdef QS_LAUNCH_BOUND
    if (QS_LAUNCH_BOUND(nn) < bound)
        bound = QS_LAUNCH_BOUND(nn);
#endif
    bench_log(&o, QS_APP ": %lld elements (%s), max depth %d, selection sort at %d or fewer; launch bound %zu\n", n,
              kind == 0 ? "random" : kind == 1 ? "sorted" : "reverse", max_depth, QS_SELECT_BELOW, bound);
    bench_set_pending_launch_limit(bound);

    c.p.n = (int)n;
    c.p.max_depth = max_depth;
    CHECK_CUDA(cudaMalloc((void **)&c.p.data, nn * sizeof(unsigned int)));
    CHECK_CUDA(cudaMalloc((void **)&c.p.scratch, nn * sizeof(unsigned int)));
    CHECK_CUDA(cudaMalloc((void **)&c.d_input, nn * sizeof(unsigned int)));
    CHECK_CUDA(cudaMemcpy(c.d_input, input, nn * sizeof(unsigned int), cudaMemcpyHostToDevice));

    bench_case bc = {&c, qs_reset, qs_run, qs_verify};
    int rc = bench_run_case(&o, &bc);

    CHECK_CUDA(cudaFree(c.p.data));
    CHECK_CUDA(cudaFree(c.p.scratch));
    CHECK_CUDA(cudaFree(c.d_input));
    free(input);
    free(c.ref);
    free(c.h_out);
    return rc;
}
