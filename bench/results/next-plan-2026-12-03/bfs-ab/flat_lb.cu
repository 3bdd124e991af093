/*
 * bench/apps/bfs/flat_lb.cu - load-balanced BFS without dynamic parallelism:
 * per level, a scan of the frontier's degrees, then every thread of a
 * grid-stride expansion takes an equal share of the level's edges and finds
 * its frontier vertex by binary search (load-balanced search, bench/common/lb.cuh).
 */
#include "bfs.h"
#include "lb.cuh"

__global__ void bfs_lb_expand(const int *row, const int *col, int *level, const int *frontier,
                              int frontier_size, const int *offs, const int *total_edges,
                              int *next, int *next_size, int depth)
{
    int total = *total_edges;
    for (int e = blockIdx.x * blockDim.x + threadIdx.x; e < total; e += gridDim.x * blockDim.x) {
        int i = lb_owner(offs, frontier_size, e);
        int rank = e - (i > 0 ? offs[i - 1] : 0);
        int u = col[row[frontier[i]] + rank];
        if (level[u] == -1 && atomicCAS(&level[u], -1, depth + 1) == -1) {
            int slot = atomicAdd(next_size, 1);
            next[slot] = u;
        }
    }
}

__global__ void bfs_init(int *level, int n, int source, int *frontier)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        level[v] = v == source ? 0 : -1;
    if (v == 0)
        frontier[0] = source;
}

void bfs_variant_run(const bfs_graph_dev *g, int source, int *d_level)
{
    int *frontier = g->frontier;
    int *next = g->next;
    bfs_init<<<(g->n + 255) / 256, 256>>>(d_level, g->n, source, frontier);
    CHECK_LAUNCH();
    int frontier_size = 1;
    for (int depth = 0; frontier_size > 0; depth++) {
        CHECK_CUDA(cudaMemset(g->next_size, 0, sizeof(int)));
        lb_frontier_scan(g->row, frontier, frontier_size, g->lb_offsets, g->lb_tile_sums);
        const int *total = g->lb_tile_sums + lb_tile_count(frontier_size);
        long long max_edges = (long long)frontier_size * g->max_degree;
        if (max_edges > g->m)
            max_edges = g->m;
        int threads = 256;
        bfs_lb_expand<<<lb_grid(max_edges, threads), threads>>>(
            g->row, g->col, d_level, frontier, frontier_size, g->lb_offsets, total, next,
            g->next_size, depth);
        CHECK_LAUNCH();
        CHECK_CUDA(cudaMemcpy(&frontier_size, g->next_size, sizeof(int), cudaMemcpyDeviceToHost));
        int *t = frontier;
        frontier = next;
        next = t;
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
