/*
 * bench/apps/sssp/flat_lb.cu - load-balanced SSSP without dynamic parallelism:
 * per round, a scan of the worklist's degrees, then a grid-stride relaxation in
 * which every thread takes an equal share of the round's edges and finds its
 * source vertex by binary search (bench/common/lb.cuh).
 */
#include "lb.cuh"
#include "sssp.h"

__global__ void sssp_lb_relax(const int *row, const int *col, const int *weight, int *dist,
                              const int *frontier, int frontier_size, const int *offs,
                              const int *total_edges, int *next, int *next_size, int *stamp,
                              int round)
{
    int total = *total_edges;
    for (int e = blockIdx.x * blockDim.x + threadIdx.x; e < total; e += gridDim.x * blockDim.x) {
        int i = lb_owner(offs, frontier_size, e);
        int rank = e - (i > 0 ? offs[i - 1] : 0);
        int v = frontier[i];
        int edge = row[v] + rank;
        int u = col[edge];
        int nd = dist[v] + weight[edge];
        if (nd < dist[u] && nd < atomicMin(&dist[u], nd)) {
            if (atomicExch(&stamp[u], round) != round) {
                int slot = atomicAdd(next_size, 1);
                next[slot] = u;
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
        lb_frontier_scan(g->row, frontier, frontier_size, g->lb_offsets, g->lb_tile_sums);
        const int *total = g->lb_tile_sums + lb_tile_count(frontier_size);
        long long max_edges = (long long)frontier_size * g->max_degree;
        if (max_edges > g->m)
            max_edges = g->m;
        int threads = 256;
        sssp_lb_relax<<<lb_grid(max_edges, threads), threads>>>(
            g->row, g->col, g->weight, d_dist, frontier, frontier_size, g->lb_offsets, total,
            next, g->next_size, g->stamp, round);
        CHECK_LAUNCH();
        CHECK_CUDA(cudaMemcpy(&frontier_size, g->next_size, sizeof(int), cudaMemcpyDeviceToHost));
        int *t = frontier;
        frontier = next;
        next = t;
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
