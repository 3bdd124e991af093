/*
 * bench/apps/dyncall/main.cu - DynCall codelet benchmark driver.
 *
 * Datasets (--dataset): pB-lL-fF, B parent blocks of DC_PARENT_BLOCK (544)
 * threads, L child launches per launching thread, F percent of the parent
 * threads meeting the launching condition (chosen at random, --seed);
 * default p64-l4-f50 (34,816 parent threads, about 69,600 child launches).
 * A (1024 elements in [0, DC_VALUES)) is random too.
 *
 * Verification, every run: R and S of every parent thread equal the CPU's
 * (exact integers; see dyncall.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dyncall.h"
#include "harness.h"
#include "rng.h"

typedef struct dc_ctx {
    dc_problem p;
    unsigned long long *h_R, *h_S;
    unsigned long long *ref_R, *ref_S;
} dc_ctx;

static void dc_reset(void *ctx)
{
    dc_ctx *c = (dc_ctx *)ctx;
    size_t n = (size_t)c->p.n_parents;
    CHECK_CUDA(cudaMemset(c->p.R, 0, n * sizeof(unsigned long long)));
    CHECK_CUDA(cudaMemset(c->p.S, 0, n * sizeof(unsigned long long)));
}

static void dc_run(void *ctx)
{
    dc_ctx *c = (dc_ctx *)ctx;
    dc_variant_run(&c->p);
}

static int dc_verify(void *ctx, char *msg, size_t len)
{
    dc_ctx *c = (dc_ctx *)ctx;
    size_t n = (size_t)c->p.n_parents;
    CHECK_CUDA(cudaMemcpy(c->h_R, c->p.R, n * sizeof(unsigned long long), cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(c->h_S, c->p.S, n * sizeof(unsigned long long), cudaMemcpyDeviceToHost));
    size_t bad = 0;
    for (size_t t = 0; t < n; t++)
        if (c->h_R[t] != c->ref_R[t] || c->h_S[t] != c->ref_S[t]) {
            if (!bad)
                snprintf(msg, len, "parent thread %zu: R %llu S %llu, expected R %llu S %llu", t,
                         c->h_R[t], c->h_S[t], c->ref_R[t], c->ref_S[t]);
            bad++;
        }
    if (bad) {
        size_t used = strlen(msg);
        snprintf(msg + used, len - used, " (%zu parent threads wrong)", bad);
    }
    return bad == 0;
}

int main(int argc, char **argv)
{
    bench_opts o;
    bench_parse_args(argc, argv, "dyncall", "p64-l4-f50", &o);
    int blocks = 0, loop = 0, percent = 0;
    char tail;
    if (sscanf(o.dataset, "p%d-l%d-f%d%c", &blocks, &loop, &percent, &tail) != 3 || blocks < 1 ||
        loop < 1 || percent < 0 || percent > 100) {
        fprintf(stderr, "dyncall: unknown dataset '%s' (pBLOCKS-lLOOP-fPERCENT)\n", o.dataset);
        return 2;
    }
    size_t n = (size_t)blocks * DC_PARENT_BLOCK;

    bench_rng rng;
    bench_rng_seed(&rng, o.seed);
    int h_A[DC_A_LEN];
    for (int t = 0; t < DC_A_LEN; t++)
        h_A[t] = (int)bench_rng_below(&rng, DC_VALUES);
    int *h_flags = (int *)malloc(n * sizeof(int));
    dc_ctx c;
    memset(&c, 0, sizeof c);
    c.h_R = (unsigned long long *)malloc(n * sizeof(unsigned long long));
    c.h_S = (unsigned long long *)malloc(n * sizeof(unsigned long long));
    c.ref_R = (unsigned long long *)calloc(n, sizeof(unsigned long long));
    c.ref_S = (unsigned long long *)calloc(n, sizeof(unsigned long long));
    if (!h_flags || !c.h_R || !c.h_S || !c.ref_R || !c.ref_S) {
        fprintf(stderr, "dyncall: out of memory\n");
        return 2;
    }
    size_t launching = 0;
    for (size_t t = 0; t < n; t++) {
        h_flags[t] = bench_rng_below(&rng, 100) < (uint64_t)percent;
        launching += h_flags[t] != 0;
    }

    /* CPU reference: match[v] = sum of the child thread ids t with A[t] == v. */
    unsigned long long match[DC_VALUES];
    memset(match, 0, sizeof match);
    for (int t = 0; t < DC_A_LEN; t++)
        match[h_A[t]] += (unsigned long long)t;
    for (size_t t = 0; t < n; t++) {
        if (!h_flags[t])
            continue;
        unsigned long long r = 0, s = 0;
        for (int i = 0; i < loop; i++) {
            r += match[(i + (int)t) % DC_VALUES];
            s += r; /* the parent's running total after iteration i */
        }
        c.ref_R[t] = r;
        c.ref_S[t] = s;
    }
    size_t launches = launching * (size_t)loop;
    bench_log(&o, "dyncall: %zu parent threads (%d blocks of %d), %zu launching, %d launches "
                  "each: %zu child launches of %d x %d threads\n",
              n, blocks, DC_PARENT_BLOCK, launching, loop, launches, DC_CHILD_GRID,
              DC_CHILD_BLOCK);
    bench_set_pending_launch_limit(launches);

    int *d_A = NULL, *d_flags = NULL;
    CHECK_CUDA(cudaMalloc((void **)&d_A, sizeof h_A));
    CHECK_CUDA(cudaMemcpy(d_A, h_A, sizeof h_A, cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMalloc((void **)&d_flags, n * sizeof(int)));
    CHECK_CUDA(cudaMemcpy(d_flags, h_flags, n * sizeof(int), cudaMemcpyHostToDevice));
    c.p.A = d_A;
    c.p.flags = d_flags;
    c.p.n_parents = (int)n;
    c.p.loop = loop;
    CHECK_CUDA(cudaMalloc((void **)&c.p.R, n * sizeof(unsigned long long)));
    CHECK_CUDA(cudaMalloc((void **)&c.p.S, n * sizeof(unsigned long long)));

    bench_case bc = {&c, dc_reset, dc_run, dc_verify};
    int rc = bench_run_case(&o, &bc);

    CHECK_CUDA(cudaFree(d_A));
    CHECK_CUDA(cudaFree(d_flags));
    CHECK_CUDA(cudaFree(c.p.R));
    CHECK_CUDA(cudaFree(c.p.S));
    free(h_flags);
    free(c.h_R);
    free(c.h_S);
    free(c.ref_R);
    free(c.ref_S);
    return rc;
}
