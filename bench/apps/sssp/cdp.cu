/*
 * bench/apps/sssp/cdp.cu - SSSP with CUDA Dynamic Parallelism: each round, one
 * parent thread per worklist vertex launches a child grid with one thread per
 * outgoing edge, which relaxes it (atomicMin) and pushes improved vertices onto
 * the next worklist (parent block 128, child block 128: El Hajj, table 5.1).
 * CDP2-legal: children go to the fire-and-forget stream.
 */
#include "sssp.h"

__global__ void sssp_child(const int *neighbours, const int *weights, int degree, int dist_v,
                           int *dist, int *next, int *next_size, int *stamp, int round)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < degree) {
        int u = neighbours[j];
        int nd = dist_v + weights[j];
        if (nd < dist[u] && nd < atomicMin(&dist[u], nd)) {
            if (atomicExch(&stamp[u], round) != round) {
                int slot = atomicAdd(next_size, 1);
                next[slot] = u;
            }
        }
    }
}

__global__ void sssp_parent(const int *row, const int *col, const int *weight, int *dist,
                            const int *frontier, int frontier_size, int *next, int *next_size,
                            int *stamp, int round)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < frontier_size) {
        int v = frontier[i];
        int begin = row[v];
        int degree = row[v + 1] - begin;
        if (degree > 0) {
            sssp_child<<<(degree + 127) / 128, 128, 0, cudaStreamFireAndForget>>>(
                col + begin, weight + begin, degree, dist[v], dist, next, next_size, stamp, round);
            if (cudaGetLastError() != cudaSuccess)
                bench_count_launch_error();
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
        sssp_parent<<<blocks, threads>>>(g->row, g->col, g->weight, d_dist, frontier,
                                         frontier_size, next, g->next_size, g->stamp, round);
        CHECK_LAUNCH();
        CHECK_CUDA(cudaMemcpy(&frontier_size, g->next_size, sizeof(int), cudaMemcpyDeviceToHost));
        int *t = frontier;
        frontier = next;
        next = t;
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
