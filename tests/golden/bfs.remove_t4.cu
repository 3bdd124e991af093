#include <dpopt/base.cuh>
#include <dpopt/launch_config.cuh>
#line 1 "tests/corpus/bfs.cu"
// bfs.cu - level-synchronous breadth-first search with dynamic parallelism.
// The parent kernel has one thread per frontier vertex; each thread launches a
// child grid with one thread per neighbour of its vertex (CDP2, fire-and-forget).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define UNVISITED (-1)

// dpopt: bfs_child run by a single thread (launch removal, T4).
__device__ void bfs_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *col_idx, int row_begin, int deg, int level, int *dist, int *next_frontier, int *next_size);

#line 10 "tests/corpus/bfs.cu"
__global__ void bfs_child(const int *col_idx, int row_begin, int deg, int level,
                          int *dist, int *next_frontier, int *next_size)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < deg) {
        int v = col_idx[row_begin + i];
        if (atomicCAS(&dist[v], UNVISITED, level + 1) == UNVISITED) {
            int pos = atomicAdd(next_size, 1);
            next_frontier[pos] = v;
        }
    }
}

// dpopt: bfs_child, every thread of one of its blocks run in turn by the calling thread.
__device__ void bfs_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *col_idx, int row_begin, int deg, int level, int *dist, int *next_frontier, int *next_size)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 13 "tests/corpus/bfs.cu"
            int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (i < deg) {
                int v = col_idx[row_begin + i];
                if (atomicCAS(&dist[v], UNVISITED, level + 1) == UNVISITED) {
                    int pos = atomicAdd(next_size, 1);
                    next_frontier[pos] = v;
                }
            }
        }();
    }
}
#line 21 "tests/corpus/bfs.cu"


__global__ void bfs_parent(const int *row_ptr, const int *col_idx,
                           const int *frontier, int frontier_size, int level,
                           int *dist, int *next_frontier, int *next_size)
{
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    if (tid < frontier_size) {
        int u = frontier[tid];
        int row_begin = row_ptr[u];
        int deg = row_ptr[u + 1] - row_begin;
        if (deg > 0) {
            {
                // dpopt: bfs_child<<<(deg + 31) / 32, 32>>> removed (T4): this thread runs the child's threads itself
                const dim3 dp_grid = (deg + 31) / 32, dp_block = 32;
                auto dp_arg0 = col_idx;
                auto dp_arg1 = row_begin;
                auto dp_arg2 = deg;
                auto dp_arg3 = level;
                auto dp_arg4 = dist;
                auto dp_arg5 = next_frontier;
                auto dp_arg6 = next_size;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                if (dpopt::launch_config_valid(dp_grid, dp_block))
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                        bfs_child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3, dp_arg4, dp_arg5, dp_arg6);
            }
#line 35 "tests/corpus/bfs.cu"
        }
    }
}

int main(void)
{
    // A small ring graph with chords: vertex v is joined to v+1 and v+7.
    const int n = 1024;
    int *h_row_ptr = (int *)malloc((n + 1) * sizeof(int));
    int *h_col_idx = (int *)malloc(2 * n * sizeof(int));
    for (int v = 0; v < n; v++) {
        h_row_ptr[v] = 2 * v;
        h_col_idx[2 * v] = (v + 1) % n;
        h_col_idx[2 * v + 1] = (v + 7) % n;
    }
    h_row_ptr[n] = 2 * n;

    int *row_ptr, *col_idx, *dist, *frontier[2], *size;
    cudaMalloc(&row_ptr, (n + 1) * sizeof(int));
    cudaMalloc(&col_idx, 2 * n * sizeof(int));
    cudaMalloc(&dist, n * sizeof(int));
    cudaMalloc(&frontier[0], n * sizeof(int));
    cudaMalloc(&frontier[1], n * sizeof(int));
    cudaMalloc(&size, sizeof(int));
    cudaMemcpy(row_ptr, h_row_ptr, (n + 1) * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(col_idx, h_col_idx, 2 * n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(dist, 0xff, n * sizeof(int));   // every vertex UNVISITED
    int zero = 0, source = 0, frontier_size = 1;
    cudaMemcpy(dist + source, &zero, sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(frontier[0], &source, sizeof(int), cudaMemcpyHostToDevice);

    int level = 0;
    while (frontier_size > 0) {
        cudaMemset(size, 0, sizeof(int));
        bfs_parent<<<(frontier_size + 127) / 128, 128>>>(
            row_ptr, col_idx, frontier[level % 2], frontier_size, level,
            dist, frontier[(level + 1) % 2], size);
        cudaMemcpy(&frontier_size, size, sizeof(int), cudaMemcpyDeviceToHost);
        level++;
    }

    int *h_dist = (int *)malloc(n * sizeof(int));
    cudaMemcpy(h_dist, dist, n * sizeof(int), cudaMemcpyDeviceToHost);
    printf("levels: %d, dist[%d] = %d\n", level, n - 1, h_dist[n - 1]);

    cudaFree(row_ptr); cudaFree(col_idx); cudaFree(dist);
    cudaFree(frontier[0]); cudaFree(frontier[1]); cudaFree(size);
    free(h_row_ptr); free(h_col_idx); free(h_dist);
    return 0;
}
