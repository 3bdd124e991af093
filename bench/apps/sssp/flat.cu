/*
 * bench/apps/sssp/flat.cu - SSSP without dynamic parallelism (the "original"):
 * one thread per worklist vertex relaxes its edges in a loop.
 */
#include "sssp.h"

__global__ void sssp_relax(const int *row, const int *col, const int *weight, int *dist,
                           const int *frontier, int frontier_size, int *next, int *next_size,
                           int *stamp, int round)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < frontier_size) {
        int v = frontier[i];
        int dist_v = dist[v];
        for (int e = row[v]; e < row[v + 1]; e++) {
            int u = col[e];
            int nd = dist_v + weight[e];
            if (nd < dist[u] && nd < atomicMin(&dist[u], nd)) {
                if (atomicExch(&stamp[u], round) != round) {
                    int slot = atomicAdd(next_size, 1);
                    next[slot] = u;
                }
            }
        }
    }
}

__global__ void sssp_init(int *dist, int *stamp, int n, int source, int *frontier)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n) {
        dist[v] = v == source ? 0 : SSSP_INF;
        stamp[v] = -1;
    }
    if (v == 0)
        frontier[0] = source;
}

void sssp_variant_run(const sssp_graph_dev *g, int source, int *d_dist)
{
    int *frontier = g->frontier;
    int *next = g->next;
    sssp_init<<<(g->n + 255) / 256, 256>>>(d_dist, g->stamp, g->n, source, frontier);
    CHECK_LAUNCH();
    int frontier_size = 1;
    for (int round = 0; frontier_size > 0; round++) {
        CHECK_CUDA(cudaMemset(g->next_size, 0, sizeof(int)));
        int threads = 128;
        int blocks = (frontier_size + threads - 1) / threads;
        sssp_relax<<<blocks, threads>>>(g->row, g->col, g->weight, d_dist, frontier,
                                        frontier_size, next, g->next_size, g->stamp, round);
        CHECK_LAUNCH();
        CHECK_CUDA(cudaMemcpy(&frontier_size, g->next_size, sizeof(int), cudaMemcpyDeviceToHost));
        int *t = frontier;
        frontier = next;
        next = t;
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
