/*
 * bench/apps/mstv/flat.cu - Boruvka's verify step without dynamic parallelism
 * (the "original", LonestarGPU's verify_min_elem): one thread per component
 * root loops over the edges of its elected vertex.
 */
#include "mstv.h"

__global__ void mstv_verify_flat(const int *row, const int *col, const unsigned long long *key,
                                 const int *comp, const unsigned long long *cmin,
                                 const int *goahead, int n, int *partner)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c < n)
        mst_verify_component(row, col, key, comp, cmin, goahead, c, partner);
}

void mstv_verify_round(const mst_graph_dev *g)
{
    mstv_verify_flat<<<(g->n + MST_THREADS - 1) / MST_THREADS, MST_THREADS>>>(
        g->row, g->col, g->key, g->comp, g->cmin, g->goahead, g->n, g->partner);
    CHECK_LAUNCH();
}
