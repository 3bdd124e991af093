#include <dpopt/base.cuh>
#include <dpopt/block_batch.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/bfs.cu"
// bfs.cu - level-synchronous breadth-first search with dynamic parallelism.
// The parent kernel has one thread per frontier vertex; each thread launches a
// child grid with one thread per neighbour of its vertex (CDP2, fire-and-forget).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define UNVISITED (-1)

// dpopt: bfs_child as launched from bfs_parent (line 33), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct bfs_child_dp_grid_args {
    int row_begin;
    int deg;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

struct bfs_child_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    unsigned int dp_shmem;
    cudaStream_t dp_stream;
    const int *col_idx;
    int row_begin;
    int deg;
    int level;
    int *dist;
    int *next_frontier;
    int *next_size;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of bfs_parent runs at a time).
static __device__ dpopt::GridState bfs_child_dp_grid_coarse2_state;

__global__ void bfs_child_dp_grid_coarse2(unsigned char *dp_batch, const int *col_idx, int level, int *dist, int *next_frontier, int *next_size);

// dpopt: bfs_child run by a single thread, where a launch of it is below the threshold.
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

// dpopt: bfs_child fused across the launches of one grid of bfs_parent.
__global__ void bfs_child_dp_grid_coarse2(unsigned char *dp_batch, const int *col_idx, int level, int *dist, int *next_frontier, int *next_size)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Each block does the work of 2 consecutive blocks of the fused grid, one after another.
    // (Read before any of them enters the batch, which lives until the last has.)
    const unsigned int dp_fused_blocks = dpopt::batch_total_blocks(dp_batch);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        const unsigned long long dp_at = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_at >= dp_fused_blocks)
            break;
        const unsigned int dp_vb = (unsigned int)dp_at;
        // Which parent launch this block belongs to, and that launch's arguments.
        // (batch_enter_block starts with a barrier: the block before is done with shared memory.)
        bfs_child_dp_grid_args dp_record;
        const dpopt::BatchBlock dp_where = dpopt::batch_enter_block(dp_enter, dp_batch, dp_vb, &dp_record);
        int row_begin = dp_record.row_begin;
        int deg = dp_record.deg;
        const dim3 dp_gridDim = dim3(dp_record.dp_grid_x);
        const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
        const dim3 dp_blockDim = blockDim;
#line 12 "tests/corpus/bfs.cu"
        // The original body: a return ends this block's share of the work only.
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
    bfs_child_dp_grid_launch dp_pending_0 = {}; // the launch at line 33, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 27 "tests/corpus/bfs.cu"
        int tid = blockIdx.x * blockDim.x + threadIdx.x;
        if (tid < frontier_size) {
            int u = frontier[tid];
            int row_begin = row_ptr[u];
            int deg = row_ptr[u + 1] - row_begin;
            if (deg > 0) {
                {
                    // dpopt: bfs_child<<<(deg + 31) / 32, 32>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
                    const dim3 dp_grid = (deg + 31) / 32, dp_block = 32;
                    auto dp_arg0 = col_idx;
                    auto dp_arg1 = row_begin;
                    auto dp_arg2 = deg;
                    auto dp_arg3 = level;
                    auto dp_arg4 = dist;
                    auto dp_arg5 = next_frontier;
                    auto dp_arg6 = next_size;
                    if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                        // dpopt: bfs_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                        dp_pending_0.dp_grid = dp_grid;
                        dp_pending_0.dp_block = dp_block;
                        dp_pending_0.dp_shmem = 0;
                        dp_pending_0.dp_stream = cudaStreamFireAndForget;
                        dp_pending_0.col_idx = dp_arg0;
                        dp_pending_0.row_begin = dp_arg1;
                        dp_pending_0.deg = dp_arg2;
                        dp_pending_0.level = dp_arg3;
                        dp_pending_0.dist = dp_arg4;
                        dp_pending_0.next_frontier = dp_arg5;
                        dp_pending_0.next_size = dp_arg6;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                    } else {
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        if (dpopt::launch_config_valid(dp_grid, dp_block))
                            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                                bfs_child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3, dp_arg4, dp_arg5, dp_arg6);
                    }
                }
#line 35 "tests/corpus/bfs.cu"
            }
        }
    }();
    {
        // dpopt: the grid's launches of bfs_child from line 33, fused into one launch
        bfs_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<bfs_child_dp_grid_args, bfs_child_dp_grid_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &bfs_child_dp_grid_coarse2_state, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                               dp_pending_0.dp_block, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
                bfs_child_dp_grid_args dp_record = {};
                dp_record.row_begin = dp_pending_0.row_begin;
                dp_record.deg = dp_pending_0.deg;
                dp_record.dp_grid_x = dp_pending_0.dp_grid.x;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    bfs_child_dp_grid_launch *dp_first_launch = dpopt::batch_first<bfs_child_dp_grid_launch, bfs_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->dp_shmem = dp_pending_0.dp_shmem;
                    dp_first_launch->dp_stream = dp_pending_0.dp_stream;
                    dp_first_launch->col_idx = dp_pending_0.col_idx;
                    dp_first_launch->row_begin = dp_pending_0.row_begin;
                    dp_first_launch->deg = dp_pending_0.deg;
                    dp_first_launch->level = dp_pending_0.level;
                    dp_first_launch->dist = dp_pending_0.dist;
                    dp_first_launch->next_frontier = dp_pending_0.next_frontier;
                    dp_first_launch->next_size = dp_pending_0.next_size;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                bfs_child<<<dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.dp_shmem, dp_pending_0.dp_stream>>>(dp_pending_0.col_idx, dp_pending_0.row_begin, dp_pending_0.deg, dp_pending_0.level, dp_pending_0.dist, dp_pending_0.next_frontier, dp_pending_0.next_size);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &bfs_child_dp_grid_coarse2_state)) {
            dp_first = dpopt::batch_first<bfs_child_dp_grid_launch, bfs_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                bfs_child_dp_grid_coarse2<<<dpopt::coarsened_blocks(dp_batch.total_blocks, 2u), (*dp_first).dp_block, (*dp_first).dp_shmem, dp_stream>>>(dp_batch.data, (*dp_first).col_idx, (*dp_first).level, (*dp_first).dist, (*dp_first).next_frontier, (*dp_first).next_size);
            });
            dpopt::grid_batch_reset(&bfs_child_dp_grid_coarse2_state);
        }
    }
}
#line 38 "tests/corpus/bfs.cu"

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
        (dpopt::GridOrderLock(0), bfs_parent<<<(frontier_size + 127) / 128, 128>>>(
            row_ptr, col_idx, frontier[level % 2], frontier_size, level,
            dist, frontier[(level + 1) % 2], size));
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
