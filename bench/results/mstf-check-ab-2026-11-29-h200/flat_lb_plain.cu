/*
 * bench/apps/mstf/flat_lb.cu - load-balanced find step without dynamic
 * parallelism: every vertex takes part in every round, so the round's edges
 * are all m edges, and row[1..n] is already the inclusive scan of the
 * degrees: a grid-stride loop gives every thread an equal share of the edges,
 * each finding its vertex by binary search (lb_owner, bench/common/lb.cuh).
 */
#include "lb.cuh"
#include "mstf.h"

__global__ void mstf_find_lb(const int *row, const int *col, const unsigned long long *key,
                             const int *comp, int n, int m, unsigned long long *vmin,
                             unsigned long long *cmin)
{
    for (int e = blockIdx.x * blockDim.x + threadIdx.x; e < m; e += gridDim.x * blockDim.x) {
        int v = lb_owner(row + 1, n, e);
        int c = comp[v];
        unsigned long long k = mst_out_key(col, key, comp, c, e);
        if (k != MST_KEY_NONE) {
            /* A/B: both atomics unconditional, as the CDP program's child makes them */
            atomicMin(&vmin[v], k);
            atomicMin(&cmin[c], k);
        }
    }
}

void mstf_find_round(const mst_graph_dev *g)
{
    if (g->m == 0)
        return;
    int threads = 256;
    mstf_find_lb<<<lb_grid(g->m, threads), threads>>>(g->row, g->col, g->key, g->comp, g->n, g->m,
                                                      g->vmin, g->cmin);
    CHECK_LAUNCH();
}
