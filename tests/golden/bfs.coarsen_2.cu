#include <dpopt/base.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/bfs.cu"
// bfs.cu - level-synchronous breadth-first search with dynamic parallelism.
// The parent kernel has one thread per frontier vertex; each thread launches a
// child grid with one thread per neighbour of its vertex (CDP2, fire-and-forget).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define UNVISITED (-1)

// dpopt: bfs_child coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void bfs_child_dp_coarse2(const int *col_idx, int row_begin, int deg, int level, int *dist, int *next_frontier, int *next_size, dim3 dp_gridDim);

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

// dpopt: bfs_child, each block doing the work of 2 blocks of the grid it was launched with.
__global__ void bfs_child_dp_coarse2(const int *col_idx, int row_begin, int deg, int level, int *dist, int *next_frontier, int *next_size, dim3 dp_gridDim)
{
    const dim3 dp_blockDim = blockDim;
    // Launched on the grid as written where coarsening would not fit it (dpopt::coarsened_grid).
    const bool dp_as_written = dpopt::coarse_as_written(dp_gridDim);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        // The original block this one does now; the last block may have fewer than 2.
        const unsigned long long dp_vb = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_as_written ? dp_i > 0u : dp_vb >= dpopt::block_count(dp_gridDim))
            break;
        const dim3 dp_blockIdx = dp_as_written ? dim3(blockIdx) : dpopt::unflatten((unsigned int)dp_vb, dp_gridDim);
        // The original body: a return ends this block's share of the work only.
#line 12 "tests/corpus/bfs.cu"
        [&]() {
            int i = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
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
                // dpopt: bfs_child<<<(deg + 31) / 32, 32>>> coarsened: each block does 2 of the grid's blocks
                const dim3 dp_grid = (deg + 31) / 32, dp_block = 32;
                bfs_child_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block, 0, cudaStreamFireAndForget>>>(col_idx, row_begin, deg, level, dist, next_frontier, next_size, dp_grid);
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
