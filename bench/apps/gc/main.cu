/*
 * bench/apps/gc/main.cu - graph colouring benchmark driver: dataset, CPU
 * reference (the same deterministic rounds, sequentially), upload, and the
 * harness loop around gc_variant_run (gc.h).
 *   datasets: bcsstk13 (default), any symmetric graph.h name
 */
#include <string.h>

#include "gc.h"
#include "graph.h"
#include "harness.h"

typedef struct gc_ctx {
    gc_graph_dev g;
    const csr_graph *host;
    int *d_colour;
    int *h_colour;
    const int *ref_colour;
} gc_ctx;

static int cpu_first_fit(const csr_graph *g, const int *colour, int v)
{
    for (int base = 0;; base += 64) {
        unsigned long long used = 0;
        for (int e = g->row[v]; e < g->row[v + 1]; e++) {
            int c = colour[g->col[e]];
            if (c >= base && c < base + 64)
                used |= 1ull << (c - base);
        }
        if (~used)
            return base + __builtin_ctzll(~used);
    }
}

/* the rounds of gc.h, sequentially; returns the number of rounds */
static int cpu_colour(const csr_graph *g, int *colour)
{
    int n = g->n, rounds = 0;
    int *tent = (int *)malloc((size_t)n * sizeof *tent);
    int *conflict = (int *)calloc((size_t)n, sizeof *conflict);
    int *w = (int *)malloc((size_t)n * sizeof *w);
    int ws = n;
    for (int v = 0; v < n; v++) {
        colour[v] = -1;
        w[v] = v;
    }
    while (ws > 0) {
        rounds++;
        for (int i = 0; i < ws; i++)
            tent[w[i]] = cpu_first_fit(g, colour, w[i]);
        for (int i = 0; i < ws; i++) {
            int v = w[i];
            for (int e = g->row[v]; e < g->row[v + 1]; e++) {
                int u = g->col[e];
                if (u < v && colour[u] < 0 && tent[u] == tent[v])
                    conflict[v] = 1;
            }
        }
        int next = 0;
        for (int i = 0; i < ws; i++) {
            int v = w[i];
            if (conflict[v]) {
                conflict[v] = 0;
                w[next++] = v;
            } else {
                colour[v] = tent[v];
            }
        }
        ws = next;
    }
    free(tent);
    free(conflict);
    free(w);
    return rounds;
}

/* number of edges whose ends share a colour, or -1 if a vertex is uncoloured */
static long long bad_edges(const csr_graph *g, const int *colour)
{
    long long bad = 0;
    for (int v = 0; v < g->n; v++) {
        if (colour[v] < 0)
            return -1;
        for (int e = g->row[v]; e < g->row[v + 1]; e++)
            bad += colour[g->col[e]] == colour[v];
    }
    return bad;
}

static void gc_reset(void *p)
{
    gc_ctx *c = (gc_ctx *)p;
    CHECK_CUDA(cudaMemset(c->d_colour, 0xab, (size_t)c->g.n * sizeof(int)));
    CHECK_CUDA(cudaMemset(c->g.tentative, 0xab, (size_t)c->g.n * sizeof(int)));
    CHECK_CUDA(cudaMemset(c->g.conflict, 0xab, (size_t)c->g.n * sizeof(int)));
    CHECK_CUDA(cudaMemset(c->g.worklist, 0xab, (size_t)c->g.n * sizeof(int)));
    CHECK_CUDA(cudaMemset(c->g.next, 0xab, (size_t)c->g.n * sizeof(int)));
}

static void gc_run(void *p)
{
    gc_ctx *c = (gc_ctx *)p;
    gc_variant_run(&c->g, c->d_colour);
}

static int gc_verify(void *p, char *msg, size_t len)
{
    gc_ctx *c = (gc_ctx *)p;
    CHECK_CUDA(cudaMemcpy(c->h_colour, c->d_colour, (size_t)c->g.n * sizeof(int),
                          cudaMemcpyDeviceToHost));
    long long bad = bad_edges(c->host, c->h_colour);
    if (bad != 0) {
        snprintf(msg, len, bad < 0 ? "uncoloured vertex" : "%lld edges join equal colours", bad);
        return 0;
    }
    return bench_compare_int("colour", c->h_colour, c->ref_colour, (size_t)c->g.n, msg, len) == 0;
}

int main(int argc, char **argv)
{
    bench_opts o;
    bench_parse_args(argc, argv, "gc", "bcsstk13", &o);

    csr_graph g;
    char err[512];
    if (dataset_load_graph(o.dataset, o.data_dir, o.seed, &g, err, sizeof err)) {
        fprintf(stderr, "gc: %s\n", err);
        return 2;
    }
    int *ref = (int *)malloc((size_t)g.n * sizeof *ref);
    int rounds = cpu_colour(&g, ref);
    int ncolours = 0;
    for (int v = 0; v < g.n; v++)
        if (ref[v] + 1 > ncolours)
            ncolours = ref[v] + 1;
    if (bad_edges(&g, ref) != 0) {
        fprintf(stderr, "gc: CPU reference colouring is not proper (graph not symmetric?)\n");
        return 2;
    }
    bench_log(&o, "gc: %s: %d vertices, %d edges, max degree %d; %d colours in %d rounds\n",
              o.dataset, g.n, g.m, csr_max_degree(&g), ncolours, rounds);

    /* detection launches at most one child per worklist vertex (<= n) per round,
     * and the host waits for each round: n bounds the pending launches */
    bench_set_pending_launch_limit((size_t)g.n);

    gc_ctx c;
    memset(&c, 0, sizeof c);
    c.g.n = g.n;
    c.g.m = g.m;
    c.g.max_degree = csr_max_degree(&g);
    int *d_row, *d_col;
    CHECK_CUDA(cudaMalloc(&d_row, ((size_t)g.n + 1) * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&d_col, ((size_t)g.m + 1) * sizeof(int)));
    CHECK_CUDA(cudaMemcpy(d_row, g.row, ((size_t)g.n + 1) * sizeof(int), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(d_col, g.col, (size_t)g.m * sizeof(int), cudaMemcpyHostToDevice));
    c.g.row = d_row;
    c.g.col = d_col;
    CHECK_CUDA(cudaMalloc(&c.g.tentative, (size_t)g.n * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.conflict, (size_t)g.n * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.worklist, (size_t)g.n * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.next, (size_t)g.n * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.next_size, sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.d_colour, (size_t)g.n * sizeof(int)));
    c.h_colour = (int *)malloc((size_t)g.n * sizeof(int));
    c.ref_colour = ref;
    c.host = &g;

    bench_case bc = {&c, gc_reset, gc_run, gc_verify};
    int rc = bench_run_case(&o, &bc);

    CHECK_CUDA(cudaFree(d_row));
    CHECK_CUDA(cudaFree(d_col));
    CHECK_CUDA(cudaFree(c.g.tentative));
    CHECK_CUDA(cudaFree(c.g.conflict));
    CHECK_CUDA(cudaFree(c.g.worklist));
    CHECK_CUDA(cudaFree(c.g.next));
    CHECK_CUDA(cudaFree(c.g.next_size));
    CHECK_CUDA(cudaFree(c.d_colour));
    free(c.h_colour);
    free(ref);
    csr_free(&g);
    return rc;
}
