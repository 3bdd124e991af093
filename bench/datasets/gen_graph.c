/* bench/datasets/gen_graph.c - seeded graph generators: uniform random, R-MAT (see graph.h). */
#include "graph.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dsutil.h"
#include "rng.h"

/* LSD radix sort of 64-bit keys, 16-bit digits; tmp has n slots. */
static void radix_sort_u64(uint64_t *a, uint64_t *tmp, size_t n)
{
    size_t *cnt = (size_t *)calloc(65536, sizeof *cnt);
    if (!cnt)
        abort();
    for (int shift = 0; shift < 64; shift += 16) {
        memset(cnt, 0, 65536 * sizeof *cnt);
        for (size_t i = 0; i < n; i++)
            cnt[(a[i] >> shift) & 0xffff]++;
        if (cnt[(a[0] >> shift) & 0xffff] == n)
            continue; /* all keys share this digit */
        size_t acc = 0;
        for (size_t d = 0; d < 65536; d++) {
            size_t c = cnt[d];
            cnt[d] = acc;
            acc += c;
        }
        for (size_t i = 0; i < n; i++)
            tmp[cnt[(a[i] >> shift) & 0xffff]++] = a[i];
        memcpy(a, tmp, n * sizeof *a);
    }
    free(cnt);
}

int gen_uniform_graph(int n, int d, uint64_t seed, csr_graph *g, char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    if (n < 2 || d < 0 || ((long long)n * d) % 2 || (long long)d > (n - 1) / 2 ||
        (long long)n * d > INT_MAX) {
        ds_error(err, errlen,
                 "uniform graph: need n >= 2, n*d even, d <= (n-1)/2, n*d < 2^31 (n=%d d=%d)", n,
                 d);
        return -1;
    }
    size_t target = (size_t)n * (size_t)d / 2;
    uint64_t *key = (uint64_t *)ds_alloc(target, sizeof *key);
    uint64_t *tmp = (uint64_t *)ds_alloc(target, sizeof *tmp);
    if (!key || !tmp) {
        free(key);
        free(tmp);
        ds_error(err, errlen, "out of memory");
        return -1;
    }
    bench_rng r;
    bench_rng_seed(&r, seed);
    size_t have = 0;
    while (have < target) {
        /* draw the missing edges, then sort and drop duplicates */
        for (size_t i = have; i < target; i++) {
            uint64_t u, v;
            do {
                u = bench_rng_below(&r, (uint64_t)n);
                v = bench_rng_below(&r, (uint64_t)n);
            } while (u == v);
            if (u > v) {
                uint64_t t = u;
                u = v;
                v = t;
            }
            key[i] = (u << 32) | v;
        }
        radix_sort_u64(key, tmp, target);
        size_t out = 0;
        for (size_t i = 0; i < target; i++)
            if (out == 0 || key[i] != key[out - 1])
                key[out++] = key[i];
        have = out;
    }
    free(tmp);
    g->n = n;
    g->m = (int)(2 * target);
    g->row = (int *)ds_alloc((size_t)n + 1, sizeof *g->row);
    g->col = (int *)ds_alloc(2 * target, sizeof *g->col);
    int *fill = (int *)calloc((size_t)n + 1, sizeof *fill);
    if (!g->row || !g->col || !fill) {
        free(key);
        free(fill);
        csr_free(g);
        ds_error(err, errlen, "out of memory");
        return -1;
    }
    for (size_t i = 0; i < target; i++) {
        fill[key[i] >> 32]++;
        fill[key[i] & 0xffffffffu]++;
    }
    int acc = 0;
    for (int v = 0; v < n; v++) {
        g->row[v] = acc;
        acc += fill[v];
        fill[v] = g->row[v];
    }
    g->row[n] = acc;
    /* keys ascend by (u, v), so every adjacency list comes out sorted */
    for (size_t i = 0; i < target; i++) {
        int u = (int)(key[i] >> 32), v = (int)(key[i] & 0xffffffffu);
        g->col[fill[u]++] = v;
        g->col[fill[v]++] = u;
    }
    free(fill);
    free(key);
    return 0;
}

int gen_rmat(int scale, int edge_factor, uint64_t seed, int flags, unsigned max_weight,
             csr_graph *g, char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    if (scale < 1 || scale > 30 || edge_factor < 1 ||
        ((long long)edge_factor << scale) > INT_MAX / 2) {
        ds_error(err, errlen, "rmat: bad size (scale %d, edge factor %d)", scale, edge_factor);
        return -1;
    }
    const double a = 0.45, b = 0.15, c = 0.15; /* d = 0.25 */
    int n = 1 << scale;
    size_t m = (size_t)edge_factor << scale;
    int *src = (int *)ds_alloc(m, sizeof *src);
    int *dst = (int *)ds_alloc(m, sizeof *dst);
    unsigned *w = max_weight ? (unsigned *)ds_alloc(m, sizeof *w) : NULL;
    if (!src || !dst || (max_weight && !w)) {
        free(src);
        free(dst);
        free(w);
        ds_error(err, errlen, "out of memory");
        return -1;
    }
    bench_rng r;
    bench_rng_seed(&r, seed);
    for (size_t e = 0; e < m; e++) {
        int u = 0, v = 0;
        for (int bit = scale - 1; bit >= 0; bit--) {
            double p = bench_rng_double(&r);
            if (p < a) {
                /* top-left: neither bit */
            } else if (p < a + b) {
                v |= 1 << bit;
            } else if (p < a + b + c) {
                u |= 1 << bit;
            } else {
                u |= 1 << bit;
                v |= 1 << bit;
            }
        }
        src[e] = u;
        dst[e] = v;
        if (w)
            w[e] = 1u + (unsigned)bench_rng_below(&r, max_weight);
    }
    int rc = csr_from_edges(n, m, src, dst, w, NULL, flags, g, err, errlen);
    free(src);
    free(dst);
    free(w);
    return rc;
}

int gen_graph_by_name(const char *name, uint64_t seed, csr_graph *g, char *err, size_t errlen)
{
    int x, y;
    char tail;
    if (sscanf(name, "uniform-%d-%d%c", &x, &y, &tail) == 2)
        return gen_uniform_graph(x, y, seed, g, err, errlen) ? -1 : 1;
    if (sscanf(name, "rmat-%d-%d%c", &x, &y, &tail) == 2)
        return gen_rmat(x, y, seed, CSR_SYMMETRIZE | CSR_DROP_SELF_LOOPS | CSR_DEDUPE, 100u, g,
                        err, errlen)
                   ? -1
                   : 1;
    return 0;
}
