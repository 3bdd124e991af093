/*
 * bench/apps/mstv/cdp.cu - Boruvka's verify step with CUDA Dynamic
 * Parallelism: one parent thread per vertex (block 1024); a component's root
 * with an elected vertex launches a child grid with one thread per edge of
 * that vertex (block 1024: El Hajj, table 5.1), and the thread holding the
 * component's lightest key names the component across it.
 * CDP2-legal: children go to the fire-and-forget stream.
 */
#include "mstv.h"

__global__ void mstv_verify_child(const int *neighbours, const unsigned long long *keys,
                                  int degree, const int *comp, int c, unsigned long long want,
                                  int *partner)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < degree) {
        if (keys[j] == want && comp[neighbours[j]] != c)
            partner[c] = comp[neighbours[j]];
    }
}

__global__ void mstv_verify_parent(const int *row, const int *col, const unsigned long long *key,
                                   const int *comp, const unsigned long long *cmin,
                                   const int *goahead, int n, int *partner)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c < n && comp[c] == c && goahead[c] >= 0) {
        int x = goahead[c];
        int begin = row[x];
        int degree = row[x + 1] - begin;
        mstv_verify_child<<<(degree + MST_THREADS - 1) / MST_THREADS, MST_THREADS, 0,
                            cudaStreamFireAndForget>>>(col + begin, key + begin, degree, comp, c,
                                                       cmin[c], partner);
        if (cudaGetLastError() != cudaSuccess)
            bench_count_launch_error();
    }
}

void mstv_verify_round(const mst_graph_dev *g)
{
    mstv_verify_parent<<<(g->n + MST_THREADS - 1) / MST_THREADS, MST_THREADS>>>(
        g->row, g->col, g->key, g->comp, g->cmin, g->goahead, g->n, g->partner);
    CHECK_LAUNCH();
}
