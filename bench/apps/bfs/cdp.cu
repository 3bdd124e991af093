/*
 * bench/apps/bfs/cdp.cu - BFS with CUDA Dynamic Parallelism: one parent thread
 * per frontier vertex launches a child grid with one thread per neighbour
 * (parent block 1024, child block 32: El Hajj, table 5.1).  CDP2-legal: children
 * go to the fire-and-forget stream; the host waits for each level's grid, which
 * completes only after all its children.
 */
#include "bfs.h"

__global__ void bfs_child(const int *neighbours, int degree, int *level, int *next,
                          int *next_size, int next_depth)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < degree) {
        int u = neighbours[j];
        if (level[u] == -1 && atomicCAS(&level[u], -1, next_depth) == -1) {
            int slot = atomicAdd(next_size, 1);
            next[slot] = u;
        }
    }
}

__global__ void bfs_parent(const int *row, const int *col, int *level, const int *frontier,
                           int frontier_size, int *next, int *next_size, int depth)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < frontier_size) {
        int v = frontier[i];
        int begin = row[v];
        int degree = row[v + 1] - begin;
        if (degree > 0) {
            bfs_child<<<(degree + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(
                col + begin, degree, level, next, next_size, depth + 1);
            if (cudaGetLastError() != cudaSuccess)
                bench_count_launch_error();
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
        int threads = 1024;
        int blocks = (frontier_size + threads - 1) / threads;
        bfs_parent<<<blocks, threads>>>(g->row, g->col, d_level, frontier, frontier_size, next,
                                        g->next_size, depth);
        CHECK_LAUNCH();
        CHECK_CUDA(cudaMemcpy(&frontier_size, g->next_size, sizeof(int), cudaMemcpyDeviceToHost));
        int *t = frontier;
        frontier = next;
        next = t;
    }
    CHECK_CUDA(cudaDeviceSynchronize());
}
