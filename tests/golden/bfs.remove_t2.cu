#include <dpopt/base.cuh>
#include <dpopt/removal.cuh>
#include <dpopt/free_select.cuh>
#line 1 "tests/corpus/bfs.cu"
// bfs.cu - level-synchronous breadth-first search with dynamic parallelism.
// The parent kernel has one thread per frontier vertex; each thread launches a
// child grid with one thread per neighbour of its vertex (CDP2, fire-and-forget).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define UNVISITED (-1)

// dpopt: bfs_child run by the launching block (launch removal, T3).
struct bfs_child_dp_removed_launch {
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

__device__ void bfs_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *col_idx, int row_begin, int deg, int level, int *dist, int *next_frontier, int *next_size);

// dpopt: bfs_child run by a single thread (launch removal, T4).
__device__ void bfs_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *col_idx, int row_begin, int deg, int level, int *dist, int *next_frontier, int *next_size);

// dpopt: one thread of bfs_child, for persistent blocks that pack its blocks (T1/T2).
__device__ void bfs_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *col_idx, int row_begin, int deg, int level, int *dist, int *next_frontier, int *next_size);

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

// dpopt: one block of bfs_child, run by the calling block's threads.
__device__ void bfs_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *col_idx, int row_begin, int deg, int level, int *dist, int *next_frontier, int *next_size)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 12 "tests/corpus/bfs.cu"
            [&]() {
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


// dpopt: one thread of bfs_child (launch removal, T1/T2).
__device__ void bfs_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *col_idx, int row_begin, int deg, int level, int *dist, int *next_frontier, int *next_size)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 12 "tests/corpus/bfs.cu"
    {
        int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < deg) {
            int v = col_idx[row_begin + i];
            if (atomicCAS(&dist[v], UNVISITED, level + 1) == UNVISITED) {
                int pos = atomicAdd(next_size, 1);
                next_frontier[pos] = v;
            }
        }
    }
}
#line 21 "tests/corpus/bfs.cu"


// dpopt: what launches of bfs_parent looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats bfs_parent_dp_stats;
static __device__ unsigned int bfs_parent_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> bfs_parent_dp_selector;

#line 23 "tests/corpus/bfs.cu"
__global__ void bfs_parent(const int *row_ptr, const int *col_idx,
                           const int *frontier, int frontier_size, int level,
                           int *dist, int *next_frontier, int *next_size)
{
    bfs_child_dp_removed_launch dp_pending_0 = {}; // the launch at line 33, made at the end of the block
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
                    // dpopt: bfs_child<<<...>>> removed (T3): recorded here, run by this block at its end
                    dp_pending_0.dp_grid = (deg + 31) / 32;
                    dp_pending_0.dp_block = 32;
                    dp_pending_0.dp_shmem = 0;
                    dp_pending_0.dp_stream = cudaStreamFireAndForget;
                    dp_pending_0.col_idx = col_idx;
                    dp_pending_0.row_begin = row_begin;
                    dp_pending_0.deg = deg;
                    dp_pending_0.level = level;
                    dp_pending_0.dist = dist;
                    dp_pending_0.next_frontier = next_frontier;
                    dp_pending_0.next_size = next_size;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                }
#line 35 "tests/corpus/bfs.cu"
            }
        }
    }();
    {
        // dpopt: the block's launches of bfs_child from line 33, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_0.dp_active, dpopt::block_count(dp_pending_0.dp_grid),
                                     dpopt::block_count(dp_pending_0.dp_grid) * dpopt::block_count(dp_pending_0.dp_block)) &&
            dp_pending_0.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_0.dp_grid); dp_b++)
                bfs_child_dp_t4(dp_b, dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.col_idx, dp_pending_0.row_begin, dp_pending_0.deg, dp_pending_0.level, dp_pending_0.dist, dp_pending_0.next_frontier, dp_pending_0.next_size);
            dp_pending_0.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, 1u, dp_pending_0.dp_block, dpopt::batch_options<bfs_child_dp_removed_launch>());
        if (dp_pending_0.dp_active) {
            if (!dp_batch.data) {
                bfs_child<<<dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.dp_shmem, dp_pending_0.dp_stream>>>(dp_pending_0.col_idx, dp_pending_0.row_begin, dp_pending_0.deg, dp_pending_0.level, dp_pending_0.dist, dp_pending_0.next_frontier, dp_pending_0.next_size);
                dp_pending_0.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_0);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const bfs_child_dp_removed_launch dp_l = dpopt::batch_slots<bfs_child_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    bfs_child_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.col_idx, dp_l.row_begin, dp_l.deg, dp_l.level, dp_l.dist, dp_l.next_frontier, dp_l.next_size);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of bfs_parent's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool bfs_parent_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 33
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of bfs_child at line 33.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const bfs_child_dp_removed_launch &dp_l = dpopt::free_list_records<bfs_child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                bfs_child_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.col_idx, dp_l.row_begin, dp_l.deg, dp_l.level, dp_l.dist, dp_l.next_frontier, dp_l.next_size);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const bfs_child_dp_removed_launch dp_l = dpopt::free_list_records<bfs_child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            bfs_child_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.col_idx, dp_l.row_begin, dp_l.deg, dp_l.level, dp_l.dist, dp_l.next_frontier, dp_l.next_size);
            __syncthreads(); // every thread is done with this child block before the next
        }
        }
    }
    dpopt::persistent_grid_sync(dp_space); // every child block has run: the lists are free again
    if (blockIdx.x == 0 && dpopt::block_thread_rank() == 0) {
        dpopt::free_list_reset(dp_list_0);
    }
    return true;
}

// dpopt: bfs_parent with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; bfs_parent_dp_free_round runs them.
__global__ void bfs_parent_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, const int *row_ptr, const int *col_idx, const int *frontier, int frontier_size, int level, int *dist, int *next_frontier, int *next_size)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 33
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 26 "tests/corpus/bfs.cu"
        {
            bfs_child_dp_removed_launch dp_pending_0 = {}; // the launch at line 33, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                int tid = dp_blockIdx.x * blockDim.x + threadIdx.x;
                if (tid < frontier_size) {
                    int u = frontier[tid];
                    int row_begin = row_ptr[u];
                    int deg = row_ptr[u + 1] - row_begin;
                    if (deg > 0) {
                        {
                            // dpopt: bfs_child<<<...>>> removed (t2): recorded here, run by the persistent grid
                            dp_pending_0.dp_grid = (deg + 31) / 32;
                            dp_pending_0.dp_block = 32;
                            dp_pending_0.dp_shmem = 0;
                            dp_pending_0.dp_stream = cudaStreamFireAndForget;
                            dp_pending_0.col_idx = col_idx;
                            dp_pending_0.row_begin = row_begin;
                            dp_pending_0.deg = deg;
                            dp_pending_0.level = level;
                            dp_pending_0.dist = dist;
                            dp_pending_0.next_frontier = next_frontier;
                            dp_pending_0.next_size = next_size;
                            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                            dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                        }
                    }
                }
            }();
            {
                // dpopt: the block's launches of bfs_child from line 33, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::free_grid_blocks(dp_pending_0.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_0.dp_block), &dp_slot);
                if (dp_pending_0.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<bfs_child_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_0);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    bfs_parent_dp_free_round(dp_space, dp_mode);
}
#line 37 "tests/corpus/bfs.cu"

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
        dpopt::launch_free(dpopt::free_call(bfs_parent_dp_free, bfs_parent)
                               .named("bfs_parent")
                               .kept_in(bfs_parent_dp_selector, bfs_parent_dp_stats, bfs_parent_dp_choice)
                               .requesting(dpopt::REQUEST_T2)
                               .records({sizeof(bfs_child_dp_removed_launch)})
                               .placing(dpopt::FreeShared{}),
                           (frontier_size + 127) / 128, 128, 0, 0, row_ptr, col_idx, frontier[level % 2], frontier_size, level, dist, frontier[(level + 1) % 2], size); /* dpopt: the launch of bfs_parent, with persistent blocks or T3/T4 in place */
#line 72 "tests/corpus/bfs.cu"
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
