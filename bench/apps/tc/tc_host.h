/*
 * bench/apps/tc/tc_host.h - the host side of triangle counting that the
 * one-GPU driver (tc/main.cu) and the several-GPU one (tcmg/main.cu) share:
 * the oriented graph, its CPU count, the launches the CDP program makes,
 * loading a dataset, uploading an array.
 */
#ifndef TC_HOST_H
#define TC_HOST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "harness.h"

/* Oriented graph: edge {u,v} of the symmetric graph kept once as u -> v, u < v. */
typedef struct tc_host_graph {
    int n, m;
    int *row, *col, *src;
} tc_host_graph;

static void tc_orient(const csr_graph *sym, tc_host_graph *h)
{
    h->n = sym->n;
    h->row = (int *)malloc((size_t)(sym->n + 1) * sizeof(int));
    size_t m = 0;
    for (int u = 0; u < sym->n; u++)
        for (int e = sym->row[u]; e < sym->row[u + 1]; e++)
            m += sym->col[e] > u;
    h->m = (int)m;
    h->col = (int *)malloc((m ? m : 1) * sizeof(int));
    h->src = (int *)malloc((m ? m : 1) * sizeof(int));
    size_t k = 0;
    for (int u = 0; u < sym->n; u++) {
        h->row[u] = (int)k;
        for (int e = sym->row[u]; e < sym->row[u + 1]; e++) {
            if (sym->col[e] > u) { /* lists of sym are sorted, so these are too */
                h->col[k] = sym->col[e];
                h->src[k] = u;
                k++;
            }
        }
    }
    h->row[sym->n] = (int)k;
}

/* CPU reference: sum over oriented edges (u,v) of |out(u) & out(v)|. */
static unsigned long long tc_cpu_count(const tc_host_graph *h)
{
    unsigned long long total = 0;
    for (int e = 0; e < h->m; e++) {
        int u = h->src[e], v = h->col[e];
        int i = h->row[u], iend = h->row[u + 1];
        int j = h->row[v], jend = h->row[v + 1];
        while (i < iend && j < jend) {
            int x = h->col[i], y = h->col[j];
            if (x == y) {
                total++;
                i++;
                j++;
            } else if (x < y) {
                i++;
            } else {
                j++;
            }
        }
    }
    return total;
}

/* Child launches the CDP variant makes for edges [first, last): those whose
 * smaller list is non-empty and whose larger list has at least `threshold`
 * elements. */
static size_t tc_count_launches(const tc_host_graph *h, int first, int last, int threshold)
{
    size_t launches = 0;
    for (int e = first; e < last; e++) {
        int u = h->src[e], v = h->col[e];
        int lu = h->row[u + 1] - h->row[u], lv = h->row[v + 1] - h->row[v];
        int small = lu < lv ? lu : lv, large = lu < lv ? lv : lu;
        launches += small > 0 && large >= threshold;
    }
    return launches;
}

static int *tc_upload(const int *h, size_t n)
{
    int *d = NULL;
    CHECK_CUDA(cudaMalloc((void **)&d, (n ? n : 1) * sizeof(int)));
    if (n)
        CHECK_CUDA(cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice));
    return d;
}

/* Loads (bench/data) or generates the dataset o->dataset as an oriented
 * graph, with its triangles counted on the CPU (and checked against the
 * published figure where there is one). 0, or 2 after a message. */
static int tc_load(const bench_opts *o, const char *dataset, tc_host_graph *h, int *max_out,
                   unsigned long long *ref)
{
    csr_graph sym;
    char err[512];
    unsigned long long expected = 0; /* published triangle count, 0 = none */
    int gen = gen_graph_by_name(dataset, o->seed, &sym, err, sizeof err);
    if (gen < 0) {
        fprintf(stderr, "%s: %s\n", o->app, err);
        return 2;
    }
    if (gen == 0) {
        if (strcmp(dataset, "facebook_combined") == 0)
            expected = 1612010ull;
        else if (strcmp(dataset, "oregon1_010331") == 0)
            expected = 17144ull;
        else {
            fprintf(stderr, "%s: unknown dataset '%s' (facebook_combined, oregon1_010331, "
                            "rmat-SCALE-EF, uniform-N-D)\n", o->app, dataset);
            return 2;
        }
        char file[256];
        snprintf(file, sizeof file, "%s.txt", dataset);
        if (edgelist_load(bench_data_path(o, file), CSR_SYMMETRIZE | CSR_DROP_SELF_LOOPS | CSR_DEDUPE, &sym, err,
                          sizeof err)) {
            fprintf(stderr, "%s: %s\n", o->app, err);
            return 2;
        }
    }
    tc_orient(&sym, h);
    *max_out = 0;
    for (int u = 0; u < h->n; u++)
        if (h->row[u + 1] - h->row[u] > *max_out)
            *max_out = h->row[u + 1] - h->row[u];
    csr_free(&sym);
    *ref = tc_cpu_count(h);
    if (expected && *ref != expected) {
        fprintf(stderr, "%s: CPU reference counts %llu triangles in %s, the published figure is %llu\n", o->app,
                *ref, dataset, expected);
        return 2;
    }
    return 0;
}

static void tc_host_free(tc_host_graph *h)
{
    free(h->row);
    free(h->col);
    free(h->src);
}

#endif /* TC_HOST_H */
