// note-subject: bench/apps/bfs/cdp.cu's kernels. The parent calls
// bench_count_launch_error from "harness.h", which lies in common/: without
// -I common dpopt cannot see it, and the note must say that the parent (not
// the child) calls it.
#include "harness.h"

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

void bfs_level(const int *row, const int *col, int *level, const int *frontier, int frontier_size, int *next,
               int *next_size, int depth)
{
    bfs_parent<<<(frontier_size + 1023) / 1024, 1024>>>(row, col, level, frontier, frontier_size, next, next_size,
                                                        depth);
}
