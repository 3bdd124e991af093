/*
 * bench/apps/mstf/flat.cu - Boruvka's find step without dynamic parallelism
 * (the "original", LonestarGPU's dfindelemin): one thread per vertex loops
 * over its edges.
 */
#include "mstf.h"

__global__ void mstf_find_flat(const int *row, const int *col, const unsigned long long *key,
                               const int *comp, int n, unsigned long long *vmin,
                               unsigned long long *cmin)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        mst_find_vertex(row, col, key, comp, v, vmin, cmin);
}

void mstf_find_round(const mst_graph_dev *g)
{
    mstf_find_flat<<<(g->n + MST_THREADS - 1) / MST_THREADS, MST_THREADS>>>(
        g->row, g->col, g->key, g->comp, g->n, g->vmin, g->cmin);
    CHECK_LAUNCH();
}
