/* bench/datasets/csr.c - CSR construction shared by the loaders and generators. */
#include "graph.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dsutil.h"

void ds_error(char *err, size_t errlen, const char *fmt, ...)
{
    if (!err || !errlen)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}

void *ds_alloc(size_t count, size_t size)
{
    if (count == 0)
        count = 1;
    if (size && count > SIZE_MAX / size)
        return NULL;
    return malloc(count * size);
}

void csr_free(csr_graph *g)
{
    if (!g)
        return;
    free(g->row);
    free(g->col);
    free(g->w);
    free(g->val);
    memset(g, 0, sizeof *g);
}

int csr_max_degree(const csr_graph *g)
{
    int best = 0;
    for (int v = 0; v < g->n; v++)
        if (g->row[v + 1] - g->row[v] > best)
            best = g->row[v + 1] - g->row[v];
    return best;
}

typedef struct edge_rec {
    int dst;
    unsigned w;
    float val;
} edge_rec;

static int cmp_edge_rec(const void *a, const void *b)
{
    const edge_rec *x = (const edge_rec *)a, *y = (const edge_rec *)b;
    if (x->dst != y->dst)
        return (x->dst > y->dst) - (x->dst < y->dst);
    return (x->w > y->w) - (x->w < y->w);
}

int csr_from_edges(int n, size_t ne, const int *src, const int *dst, const unsigned *w,
                   const float *val, int flags, csr_graph *g, char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    if (n < 0) {
        ds_error(err, errlen, "negative node count");
        return -1;
    }
    int sym = (flags & CSR_SYMMETRIZE) != 0;
    int noloop = (flags & CSR_DROP_SELF_LOOPS) != 0;
    int dedupe = (flags & CSR_DEDUPE) != 0;
    int sorted = dedupe || (flags & CSR_SORTED);

    size_t *cnt = (size_t *)calloc((size_t)n + 1, sizeof *cnt);
    if (!cnt) {
        ds_error(err, errlen, "out of memory");
        return -1;
    }
    size_t total = 0;
    for (size_t i = 0; i < ne; i++) {
        if (src[i] < 0 || src[i] >= n || dst[i] < 0 || dst[i] >= n) {
            ds_error(err, errlen, "edge %zu (%d -> %d) out of range [0, %d)", i, src[i], dst[i], n);
            free(cnt);
            return -1;
        }
        if (noloop && src[i] == dst[i])
            continue;
        cnt[src[i]]++;
        total++;
        if (sym && src[i] != dst[i]) {
            cnt[dst[i]]++;
            total++;
        }
    }
    if (total > (size_t)INT_MAX) {
        ds_error(err, errlen, "too many edges (%zu) for 32-bit offsets", total);
        free(cnt);
        return -1;
    }
    edge_rec *e = (edge_rec *)ds_alloc(total, sizeof *e);
    size_t *pos = (size_t *)ds_alloc((size_t)n + 1, sizeof *pos);
    if (!e || !pos) {
        ds_error(err, errlen, "out of memory");
        free(cnt);
        free(e);
        free(pos);
        return -1;
    }
    size_t acc = 0;
    for (int v = 0; v < n; v++) {
        pos[v] = acc;
        acc += cnt[v];
    }
    pos[n] = acc;
    for (size_t i = 0; i < ne; i++) {
        if (noloop && src[i] == dst[i])
            continue;
        edge_rec r = {dst[i], w ? w[i] : 0u, val ? val[i] : 0.0f};
        e[pos[src[i]]++] = r;
        if (sym && src[i] != dst[i]) {
            edge_rec q = {src[i], r.w, r.val};
            e[pos[dst[i]]++] = q;
        }
    }
    /* pos[v] is now the end of row v */
    g->n = n;
    g->row = (int *)ds_alloc((size_t)n + 1, sizeof *g->row);
    g->col = (int *)ds_alloc(total, sizeof *g->col);
    g->w = w ? (unsigned *)ds_alloc(total, sizeof *g->w) : NULL;
    g->val = val ? (float *)ds_alloc(total, sizeof *g->val) : NULL;
    if (!g->row || !g->col || (w && !g->w) || (val && !g->val)) {
        ds_error(err, errlen, "out of memory");
        free(cnt);
        free(e);
        free(pos);
        csr_free(g);
        return -1;
    }
    size_t out = 0, begin = 0;
    for (int v = 0; v < n; v++) {
        size_t end = pos[v];
        g->row[v] = (int)out;
        if (sorted && end - begin > 1)
            qsort(e + begin, end - begin, sizeof *e, cmp_edge_rec);
        for (size_t i = begin; i < end; i++) {
            if (dedupe && i > begin && e[i].dst == e[i - 1].dst)
                continue;
            g->col[out] = e[i].dst;
            if (g->w)
                g->w[out] = e[i].w;
            if (g->val)
                g->val[out] = e[i].val;
            out++;
        }
        begin = end;
    }
    g->row[n] = (int)out;
    g->m = (int)out;
    free(cnt);
    free(e);
    free(pos);
    return 0;
}
