/*
 * bench/apps/sssp/main.cu - SSSP benchmark driver: dataset, CPU reference
 * (Dijkstra), upload, and the harness loop around sssp_variant_run (sssp.h).
 *   datasets: rmat12 (default; its own weights), any graph.h name (weight 1 if none)
 *   --param source=V   source vertex (default 0)
 */
#include <limits.h>
#include <string.h>

#include "graph.h"
#include "harness.h"
#include "sssp.h"

typedef struct sssp_ctx {
    sssp_graph_dev g;
    int source;
    int *d_dist;
    int *h_dist;
    const int *ref_dist;
} sssp_ctx;

/* Dijkstra with a binary heap of (distance, vertex), lazy deletion */
typedef struct heap_item {
    long long d;
    int v;
} heap_item;

static void heap_push(heap_item *h, int *size, heap_item x)
{
    int i = (*size)++;
    while (i > 0) {
        int p = (i - 1) / 2;
        if (h[p].d <= x.d)
            break;
        h[i] = h[p];
        i = p;
    }
    h[i] = x;
}

static heap_item heap_pop(heap_item *h, int *size)
{
    heap_item top = h[0], last = h[--(*size)];
    int i = 0;
    for (;;) {
        int l = 2 * i + 1, r = l + 1, s = i;
        long long ds = last.d;
        if (l < *size && h[l].d < ds) {
            s = l;
            ds = h[l].d;
        }
        if (r < *size && h[r].d < ds)
            s = r;
        if (s == i)
            break;
        h[i] = h[s];
        i = s;
    }
    if (*size > 0)
        h[i] = last;
    return top;
}

static void cpu_dijkstra(const csr_graph *g, const int *w, int source, int *dist)
{
    long long *d = (long long *)malloc((size_t)g->n * sizeof *d);
    heap_item *h = (heap_item *)malloc(((size_t)g->m + 1) * sizeof *h);
    int hs = 0;
    for (int v = 0; v < g->n; v++)
        d[v] = LLONG_MAX;
    d[source] = 0;
    heap_item s = {0, source};
    heap_push(h, &hs, s);
    while (hs > 0) {
        heap_item x = heap_pop(h, &hs);
        if (x.d != d[x.v])
            continue;
        for (int e = g->row[x.v]; e < g->row[x.v + 1]; e++) {
            long long nd = x.d + w[e];
            int u = g->col[e];
            if (nd < d[u]) {
                d[u] = nd;
                heap_item y = {nd, u};
                heap_push(h, &hs, y);
            }
        }
    }
    for (int v = 0; v < g->n; v++)
        dist[v] = d[v] == LLONG_MAX ? SSSP_INF : (int)d[v];
    free(d);
    free(h);
}

static void sssp_reset(void *p)
{
    sssp_ctx *c = (sssp_ctx *)p;
    /* poison: 0xabababab is negative, never a distance */
    CHECK_CUDA(cudaMemset(c->d_dist, 0xab, (size_t)c->g.n * sizeof(int)));
    CHECK_CUDA(cudaMemset(c->g.stamp, 0xab, (size_t)c->g.n * sizeof(int)));
    CHECK_CUDA(cudaMemset(c->g.frontier, 0xab, (size_t)c->g.n * sizeof(int)));
    CHECK_CUDA(cudaMemset(c->g.next, 0xab, (size_t)c->g.n * sizeof(int)));
}

static void sssp_run(void *p)
{
    sssp_ctx *c = (sssp_ctx *)p;
    sssp_variant_run(&c->g, c->source, c->d_dist);
}

static int sssp_verify(void *p, char *msg, size_t len)
{
    sssp_ctx *c = (sssp_ctx *)p;
    CHECK_CUDA(cudaMemcpy(c->h_dist, c->d_dist, (size_t)c->g.n * sizeof(int),
                          cudaMemcpyDeviceToHost));
    return bench_compare_int("dist", c->h_dist, c->ref_dist, (size_t)c->g.n, msg, len) == 0;
}

int main(int argc, char **argv)
{
    bench_opts o;
    bench_parse_args(argc, argv, "sssp", "rmat12", &o);

    csr_graph g;
    char err[512];
    if (dataset_load_graph(o.dataset, o.data_dir, o.seed, &g, err, sizeof err)) {
        fprintf(stderr, "sssp: %s\n", err);
        return 2;
    }
    int source = (int)bench_param_int(&o, "source", 0);
    if (source < 0 || source >= g.n) {
        fprintf(stderr, "sssp: source %d out of range\n", source);
        return 2;
    }
    /* weights as int; every path must stay below SSSP_INF */
    int *w = (int *)malloc(((size_t)g.m + 1) * sizeof *w);
    unsigned wmax = 1;
    for (int e = 0; e < g.m; e++) {
        unsigned x = g.w ? g.w[e] : 1u;
        if (x > wmax)
            wmax = x;
        w[e] = (int)x;
    }
    if ((long long)wmax * g.n >= SSSP_INF) {
        fprintf(stderr, "sssp: weights up to %u over %d vertices may overflow int\n", wmax, g.n);
        return 2;
    }
    int *ref = (int *)malloc((size_t)g.n * sizeof *ref);
    cpu_dijkstra(&g, w, source, ref);
    int reached = 0, far = 0;
    for (int v = 0; v < g.n; v++)
        if (ref[v] != SSSP_INF) {
            reached++;
            if (ref[v] > far)
                far = ref[v];
        }
    bench_log(&o,
              "sssp: %s: %d vertices, %d edges, max degree %d, weights %s (max %u); from %d: %d "
              "reached, farthest %d\n",
              o.dataset, g.n, g.m, csr_max_degree(&g), g.w ? "from the file" : "all 1", wmax,
              source, reached, far);

    /* a round launches at most one child per worklist vertex (<= n), and the
     * host waits for each round's grid: n bounds the pending launches */
    bench_set_pending_launch_limit((size_t)g.n);

    sssp_ctx c;
    memset(&c, 0, sizeof c);
    c.g.n = g.n;
    c.g.m = g.m;
    c.g.max_degree = csr_max_degree(&g);
    int *d_row, *d_col, *d_w;
    CHECK_CUDA(cudaMalloc(&d_row, ((size_t)g.n + 1) * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&d_col, ((size_t)g.m + 1) * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&d_w, ((size_t)g.m + 1) * sizeof(int)));
    CHECK_CUDA(cudaMemcpy(d_row, g.row, ((size_t)g.n + 1) * sizeof(int), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(d_col, g.col, (size_t)g.m * sizeof(int), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(d_w, w, (size_t)g.m * sizeof(int), cudaMemcpyHostToDevice));
    c.g.row = d_row;
    c.g.col = d_col;
    c.g.weight = d_w;
    CHECK_CUDA(cudaMalloc(&c.g.frontier, (size_t)g.n * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.next, (size_t)g.n * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.next_size, sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.stamp, (size_t)g.n * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.lb_offsets, (size_t)g.n * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.lb_tile_sums, ((size_t)g.n / 1024 + 2) * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.d_dist, (size_t)g.n * sizeof(int)));
    c.h_dist = (int *)malloc((size_t)g.n * sizeof(int));
    c.ref_dist = ref;
    c.source = source;

    bench_case bc = {&c, sssp_reset, sssp_run, sssp_verify};
    int rc = bench_run_case(&o, &bc);

    CHECK_CUDA(cudaFree(d_row));
    CHECK_CUDA(cudaFree(d_col));
    CHECK_CUDA(cudaFree(d_w));
    CHECK_CUDA(cudaFree(c.g.frontier));
    CHECK_CUDA(cudaFree(c.g.next));
    CHECK_CUDA(cudaFree(c.g.next_size));
    CHECK_CUDA(cudaFree(c.g.stamp));
    CHECK_CUDA(cudaFree(c.g.lb_offsets));
    CHECK_CUDA(cudaFree(c.g.lb_tile_sums));
    CHECK_CUDA(cudaFree(c.d_dist));
    free(c.h_dist);
    free(ref);
    free(w);
    csr_free(&g);
    return rc;
}
