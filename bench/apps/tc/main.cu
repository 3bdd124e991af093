/*
 * bench/apps/tc/main.cu - triangle counting benchmark driver.
 *
 * Datasets (--dataset):
 *   facebook_combined   SNAP ego-Facebook (bench/data), 1,612,010 triangles
 *   oregon1_010331      SNAP Oregon-1 (bench/data), 17,144 triangles
 *   rmat-SCALE-EF       generated R-MAT (bench/datasets gen_rmat, seeded by --seed),
 *                       symmetrised, self loops and duplicates dropped
 *   uniform-N-D         generated uniform random graph
 * Parameters: --param threshold=N  launch threshold of the CDP variant
 *             (default TC_DEFAULT_THRESHOLD; ignored by the flat variant).
 *
 * The reference count is computed on the CPU (merge of sorted lists, oriented
 * edges); for the two SNAP graphs it is also checked against SNAP's figure.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "graph.h"
#include "harness.h"
#include "tc.h"

typedef struct tc_ctx {
    tc_graph_dev g;
    unsigned long long *d_count;
    unsigned long long ref;
} tc_ctx;

static void tc_reset(void *p)
{
    tc_ctx *c = (tc_ctx *)p;
    CHECK_CUDA(cudaMemset(c->d_count, 0, sizeof *c->d_count));
}

static void tc_run(void *p)
{
    tc_ctx *c = (tc_ctx *)p;
    tc_variant_run(&c->g, c->d_count);
}

static int tc_verify(void *p, char *msg, size_t len)
{
    tc_ctx *c = (tc_ctx *)p;
    unsigned long long got = 0;
    CHECK_CUDA(cudaMemcpy(&got, c->d_count, sizeof got, cudaMemcpyDeviceToHost));
    if (got != c->ref) {
        snprintf(msg, len, "triangles: got %llu, expected %llu", got, c->ref);
        return 0;
    }
    return 1;
}

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

/* Child launches the CDP variant makes: edges whose smaller list is non-empty
 * and whose larger list has at least `threshold` elements. */
static size_t tc_count_launches(const tc_host_graph *h, int threshold)
{
    size_t launches = 0;
    for (int e = 0; e < h->m; e++) {
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

int main(int argc, char **argv)
{
    bench_opts o;
    bench_parse_args(argc, argv, "tc", "facebook_combined", &o);
    int threshold = (int)bench_param_int(&o, "threshold", TC_DEFAULT_THRESHOLD);
    if (threshold < 1)
        threshold = 1;

    /* Load or generate the undirected graph as a symmetric CSR with sorted lists. */
    csr_graph sym;
    char err[512];
    unsigned long long expected = 0; /* published triangle count, 0 = none */
    int gen = gen_graph_by_name(o.dataset, o.seed, &sym, err, sizeof err);
    if (gen < 0) {
        fprintf(stderr, "tc: %s\n", err);
        return 2;
    }
    if (gen == 0) {
        if (strcmp(o.dataset, "facebook_combined") == 0)
            expected = 1612010ull;
        else if (strcmp(o.dataset, "oregon1_010331") == 0)
            expected = 17144ull;
        else {
            fprintf(stderr, "tc: unknown dataset '%s' (facebook_combined, oregon1_010331, "
                            "rmat-SCALE-EF, uniform-N-D)\n", o.dataset);
            return 2;
        }
        char file[256];
        snprintf(file, sizeof file, "%s.txt", o.dataset);
        if (edgelist_load(bench_data_path(&o, file),
                          CSR_SYMMETRIZE | CSR_DROP_SELF_LOOPS | CSR_DEDUPE, &sym, err,
                          sizeof err)) {
            fprintf(stderr, "tc: %s\n", err);
            return 2;
        }
    }

    tc_host_graph h;
    tc_orient(&sym, &h);
    int max_out = 0;
    for (int u = 0; u < h.n; u++)
        if (h.row[u + 1] - h.row[u] > max_out)
            max_out = h.row[u + 1] - h.row[u];
    csr_free(&sym);

    unsigned long long ref = tc_cpu_count(&h);
    if (expected && ref != expected) {
        fprintf(stderr, "tc: CPU reference counts %llu triangles in %s, the published figure is "
                        "%llu\n", ref, o.dataset, expected);
        return 2;
    }
    size_t launches = tc_count_launches(&h, threshold);
    bench_log(&o, "tc: %s: %d nodes, %d edges, max out-degree %d, %llu triangles (CPU), "
                  "threshold %d: %zu child launches in the CDP variant\n",
              o.dataset, h.n, h.m, max_out, ref, threshold, launches);

    bench_set_pending_launch_limit(launches);

    tc_ctx c;
    memset(&c, 0, sizeof c);
    c.g.num_nodes = h.n;
    c.g.num_edges = h.m;
    c.g.row_ptr = tc_upload(h.row, (size_t)h.n + 1);
    int *d_col = tc_upload(h.col, (size_t)h.m);
    c.g.col_idx = d_col;
    c.g.edge_src = tc_upload(h.src, (size_t)h.m);
    c.g.edge_dst = d_col; /* the tail of edge e is col_idx[e] */
    c.g.threshold = threshold;
    c.ref = ref;
    CHECK_CUDA(cudaMalloc((void **)&c.d_count, sizeof *c.d_count));

    bench_case bc = {&c, tc_reset, tc_run, tc_verify};
    int rc = bench_run_case(&o, &bc);

    CHECK_CUDA(cudaFree((void *)c.g.row_ptr));
    CHECK_CUDA(cudaFree(d_col));
    CHECK_CUDA(cudaFree((void *)c.g.edge_src));
    CHECK_CUDA(cudaFree(c.d_count));
    free(h.row);
    free(h.col);
    free(h.src);
    return rc;
}
