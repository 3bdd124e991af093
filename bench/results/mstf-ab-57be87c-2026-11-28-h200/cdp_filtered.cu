/*
 * bench/apps/mstf/cdp.cu - Boruvka's find step with CUDA Dynamic Parallelism:
 * one parent thread per vertex (block 1024) launches a child grid with one
 * thread per edge of the vertex (block 1024: El Hajj, table 5.1), which
 * lowers the vertex's and its component's lightest outgoing key (atomicMin).
 * CDP2-legal: children go to the fire-and-forget stream.
 */
#include "mstf.h"

__global__ void mstf_find_child(const int *neighbours, const unsigned long long *keys, int degree,
                                const int *comp, int v, int c, unsigned long long *vmin,
                                unsigned long long *cmin)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < degree) {
        unsigned long long k = mst_out_key(neighbours, keys, comp, c, j);
        if (k != MST_KEY_NONE) {
            /* A/B: the plain reads of flat_lb.cu before each atomic */
            if (k < vmin[v])
                atomicMin(&vmin[v], k);
            if (k < cmin[c])
                atomicMin(&cmin[c], k);
        }
    }
}

__global__ void mstf_find_parent(const int *row, const int *col, const unsigned long long *key,
                                 const int *comp, int n, unsigned long long *vmin,
                                 unsigned long long *cmin)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n) {
        int begin = row[v];
        int degree = row[v + 1] - begin;
        if (degree > 0) {
            mstf_find_child<<<(degree + MST_THREADS - 1) / MST_THREADS, MST_THREADS, 0,
                              cudaStreamFireAndForget>>>(col + begin, key + begin, degree, comp, v,
                                                         comp[v], vmin, cmin);
            if (cudaGetLastError() != cudaSuccess)
                bench_count_launch_error();
        }
    }
}

void mstf_find_round(const mst_graph_dev *g)
{
    mstf_find_parent<<<(g->n + MST_THREADS - 1) / MST_THREADS, MST_THREADS>>>(
        g->row, g->col, g->key, g->comp, g->n, g->vmin, g->cmin);
    CHECK_LAUNCH();
}
