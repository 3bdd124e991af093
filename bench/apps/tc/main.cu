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
#include "tc_host.h"

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

int main(int argc, char **argv)
{
    bench_opts o;
    bench_parse_args(argc, argv, "tc", "facebook_combined", &o);
    int threshold = (int)bench_param_int(&o, "threshold", TC_DEFAULT_THRESHOLD);
    if (threshold < 1)
        threshold = 1;

    tc_host_graph h;
    int max_out = 0;
    unsigned long long ref = 0;
    int loaded = tc_load(&o, o.dataset, &h, &max_out, &ref);
    if (loaded)
        return loaded;
    size_t launches = tc_count_launches(&h, 0, h.m, threshold);
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
    tc_host_free(&h);
    return rc;
}
