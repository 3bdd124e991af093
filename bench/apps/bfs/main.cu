/*
 * bench/apps/bfs/main.cu - BFS benchmark driver: dataset, CPU reference,
 * upload, and the harness loop around bfs_variant_run (bfs.h).
 *   datasets: uniform-10000-1000 (default; El Hajj table 5.1), rmat12, any graph.h name
 *   --param source=V   source vertex (default 0)
 */
#include <string.h>

#include "bfs.h"
#include "graph.h"
#include "harness.h"

typedef struct bfs_ctx {
    bfs_graph_dev g;
    int source;
    int *d_level;
    int *h_level;
    const int *ref_level;
} bfs_ctx;

static void cpu_bfs(const csr_graph *g, int source, int *level)
{
    int *queue = (int *)malloc((size_t)g->n * sizeof *queue);
    for (int v = 0; v < g->n; v++)
        level[v] = -1;
    int head = 0, tail = 0;
    level[source] = 0;
    queue[tail++] = source;
    while (head < tail) {
        int v = queue[head++];
        for (int e = g->row[v]; e < g->row[v + 1]; e++) {
            int u = g->col[e];
            if (level[u] < 0) {
                level[u] = level[v] + 1;
                queue[tail++] = u;
            }
        }
    }
    free(queue);
}

static void bfs_reset(void *p)
{
    bfs_ctx *c = (bfs_ctx *)p;
    /* poison: 0xabababab is no valid level, so a variant that skips a vertex fails */
    CHECK_CUDA(cudaMemset(c->d_level, 0xab, (size_t)c->g.n * sizeof(int)));
    CHECK_CUDA(cudaMemset(c->g.frontier, 0xab, (size_t)c->g.n * sizeof(int)));
    CHECK_CUDA(cudaMemset(c->g.next, 0xab, (size_t)c->g.n * sizeof(int)));
}

static void bfs_run(void *p)
{
    bfs_ctx *c = (bfs_ctx *)p;
    bfs_variant_run(&c->g, c->source, c->d_level);
}

static int bfs_verify(void *p, char *msg, size_t len)
{
    bfs_ctx *c = (bfs_ctx *)p;
    CHECK_CUDA(cudaMemcpy(c->h_level, c->d_level, (size_t)c->g.n * sizeof(int),
                          cudaMemcpyDeviceToHost));
    return bench_compare_int("level", c->h_level, c->ref_level, (size_t)c->g.n, msg, len) == 0;
}

int main(int argc, char **argv)
{
    bench_opts o;
    bench_parse_args(argc, argv, "bfs", "uniform-10000-1000", &o);

    csr_graph g;
    char err[512];
    if (dataset_load_graph(o.dataset, o.data_dir, o.seed, &g, err, sizeof err)) {
        fprintf(stderr, "bfs: %s\n", err);
        return 2;
    }
    int source = (int)bench_param_int(&o, "source", 0);
    if (source < 0 || source >= g.n) {
        fprintf(stderr, "bfs: source %d out of range\n", source);
        return 2;
    }
    int *ref = (int *)malloc((size_t)g.n * sizeof *ref);
    cpu_bfs(&g, source, ref);
    int depth = 0, reached = 0;
    for (int v = 0; v < g.n; v++)
        if (ref[v] >= 0) {
            reached++;
            if (ref[v] > depth)
                depth = ref[v];
        }
    bench_log(&o, "bfs: %s: %d vertices, %d edges, max degree %d; from %d: %d reached, %d levels\n",
              o.dataset, g.n, g.m, csr_max_degree(&g), source, reached, depth + 1);

    /* At most one child launch per vertex with neighbours, and a level's grid
     * completes before the next starts: n bounds the pending launches. */
    bench_set_pending_launch_limit((size_t)g.n);

    bfs_ctx c;
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
    CHECK_CUDA(cudaMalloc(&c.g.frontier, (size_t)g.n * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.next, (size_t)g.n * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.next_size, sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.lb_offsets, (size_t)g.n * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.g.lb_tile_sums, ((size_t)g.n / 1024 + 2) * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&c.d_level, (size_t)g.n * sizeof(int)));
    c.h_level = (int *)malloc((size_t)g.n * sizeof(int));
    c.ref_level = ref;
    c.source = source;

    bench_case bc = {&c, bfs_reset, bfs_run, bfs_verify};
    int rc = bench_run_case(&o, &bc);

    CHECK_CUDA(cudaFree(d_row));
    CHECK_CUDA(cudaFree(d_col));
    CHECK_CUDA(cudaFree(c.g.frontier));
    CHECK_CUDA(cudaFree(c.g.next));
    CHECK_CUDA(cudaFree(c.g.next_size));
    CHECK_CUDA(cudaFree(c.g.lb_offsets));
    CHECK_CUDA(cudaFree(c.g.lb_tile_sums));
    CHECK_CUDA(cudaFree(c.d_level));
    free(c.h_level);
    free(ref);
    csr_free(&g);
    return rc;
}
