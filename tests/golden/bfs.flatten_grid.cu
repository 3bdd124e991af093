#include <dpopt/base.cuh>
#include <dpopt/grid_flat.cuh>
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
static __device__ dpopt::GridState bfs_child_dp_grid_state;

__global__ void bfs_child_dp_grid(unsigned char *dp_batch, const int *col_idx, int level, int *dist, int *next_frontier, int *next_size, dim3 dp_block);

__device__ void bfs_child_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, const int *col_idx, int level, int *dist, int *next_frontier, int *next_size, dim3 dp_block);

// The grid the host launches right after each grid of bfs_parent_dp_followed, to walk its batch.
__global__ void bfs_child_dp_grid_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> bfs_child_dp_grid_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> bfs_child_dp_grid_aside;

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

// dpopt: one thread of bfs_child, for the fused grids that flatten its launches.
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


// dpopt: the launches of bfs_child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void bfs_child_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, const int *col_idx, int level, int *dist, int *next_frontier, int *next_size, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    bfs_child_dp_grid_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dim3(dp_record.dp_grid_x);
        const dim3 dp_its_block(32u); // every launch's block: a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        bfs_child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, col_idx, dp_record.row_begin, dp_record.deg, level, dist, next_frontier, next_size);
    }
}


// dpopt: the launches of bfs_child listed apart in a followed grid's batch (too large for the walk),
// each walked whole by the follow-up grid, grid-stride.
__device__ void bfs_child_dp_grid_walk_apart(const dpopt::GridFlatFound &dp_found, const int *col_idx, int level, int *dist, int *next_frontier, int *next_size, dim3 dp_block)
{
    bfs_child_dp_grid_args dp_record;
    for (unsigned int dp_k = 0u; dp_k < dp_found.apart; dp_k++) {
        dpopt::grid_flat_apart_record<bfs_child_dp_grid_args, bfs_child_dp_grid_launch>(dp_found, dp_k, &dp_record);
        const dim3 dp_its_grid = dim3(dp_record.dp_grid_x);
        const dim3 dp_its_block(32u); // every launch's block: a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        const unsigned long long dp_its = dpopt::launch_thread_count(dp_its_grid, dp_its_block);
        for (unsigned long long dp_thread = dpopt::grid_flat_apart_first(); dp_thread < dp_its; dp_thread += dpopt::grid_flat_apart_step())
            bfs_child_dp_thread(dpopt::unflatten((unsigned int)(dp_thread % dp_per_block), dp_its_block), dpopt::unflatten_wide(dp_thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, col_idx, dp_record.row_begin, dp_record.deg, level, dist, next_frontier, next_size);
    }
}


// dpopt: bfs_child fused across the launches of one grid of bfs_parent, a thread for each child thread.
__global__ void bfs_child_dp_grid(unsigned char *dp_batch, const int *col_idx, int level, int *dist, int *next_frontier, int *next_size, dim3 dp_block)
{
    bfs_child_dp_grid_walk(blockIdx.x, gridDim.x, dp_batch, col_idx, level, dist, next_frontier, next_size, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of bfs_child's launches as the host launches it, right after each grid of bfs_parent_dp_followed.
__global__ void bfs_child_dp_grid_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part
    // (every block, where launches are listed apart).
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&bfs_child_dp_grid_state, &dp_found))
        return;
    const bfs_child_dp_grid_launch *dp_first = dpopt::batch_first<bfs_child_dp_grid_launch, bfs_child_dp_grid_args>(dp_found.batch, dp_found.capacity);
    bfs_child_dp_grid_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).col_idx, (*dp_first).level, (*dp_first).dist, (*dp_first).next_frontier, (*dp_first).next_size, (*dp_first).dp_block);
    bfs_child_dp_grid_walk_apart(dp_found, (*dp_first).col_idx, (*dp_first).level, (*dp_first).dist, (*dp_first).next_frontier, (*dp_first).next_size, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
}
#line 21 "tests/corpus/bfs.cu"


// dpopt: bfs_parent's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void bfs_parent_dp_body(const int *row_ptr, const int *col_idx,
                           const int *frontier, int frontier_size, int level,
                           int *dist, int *next_frontier, int *next_size, unsigned long long dp_ticket)
#line 26 "tests/corpus/bfs.cu"
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
                    // dpopt: bfs_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
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
        // dpopt: the grid's launches of bfs_child from line 33, fused into one launch
        bfs_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.
        // (bfs_child's threads past its argument 'deg' do nothing: they are not counted.)
        const unsigned long long dp_threads = dp_pending_0.dp_active ? dpopt::launch_threads_below(dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.deg) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<bfs_child_dp_grid_args, bfs_child_dp_grid_launch>();
        dp_options.ticket = dp_ticket;
        // In the copy the host follows, a launch too large for the walk goes in with no threads, listed apart:
        // the follow-up grid walks it whole.
        dp_options.apart = dp_followed;
        dpopt::grid_flat_open(&dp_batch, dp_temp, &bfs_child_dp_grid_state, dp_pending_0.dp_active && (dp_flattened || dp_followed),
                              dp_flattened ? (unsigned int)dp_threads : 0u, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data && (dp_flattened || dp_followed)) {
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
                if (dp_followed && (!dp_flattened || dp_batch.apart)) // no threads in the batch: listed apart
                    dpopt::grid_flat_list_apart(&bfs_child_dp_grid_state, dp_batch, dp_options);
            } else if constexpr (!dp_followed) {
                // too many threads for the batch, or the launch pool is full: launch as written
                bfs_child<<<dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.dp_shmem, dp_pending_0.dp_stream>>>(dp_pending_0.col_idx, dp_pending_0.row_begin, dp_pending_0.deg, dp_pending_0.level, dp_pending_0.dist, dp_pending_0.next_frontier, dp_pending_0.next_size);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &bfs_child_dp_grid_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<bfs_child_dp_grid_launch, bfs_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (bfs_child_dp_grid_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    bfs_child_dp_grid<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).col_idx, (*dp_first).level, (*dp_first).dist, (*dp_first).next_frontier, (*dp_first).next_size, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            bfs_child_dp_grid_walk(0u, 1u, dp_batch.data, (*dp_first).col_idx, (*dp_first).level, (*dp_first).dist, (*dp_first).next_frontier, (*dp_first).next_size, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: bfs_parent as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
__global__ void bfs_parent(const int *row_ptr, const int *col_idx, const int *frontier, int frontier_size, int level, int *dist, int *next_frontier, int *next_size)
{
    bfs_parent_dp_body<false>(row_ptr, col_idx, frontier, frontier_size, level, dist, next_frontier, next_size, 0ull);
}


// dpopt: bfs_parent as its host launches in this file launch it, each followed by the fused grids of its children.
__global__ void bfs_parent_dp_followed(const int *row_ptr, const int *col_idx, const int *frontier, int frontier_size, int level, int *dist, int *next_frontier, int *next_size, unsigned long long dp_ticket)
{
    bfs_parent_dp_body<true>(row_ptr, col_idx, frontier, frontier_size, level, dist, next_frontier, next_size, dp_ticket);
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
        {
            // dpopt: bfs_parent's copy, whose children's fused grids are launched after it (--flatten=grid)
            const dim3 dp_follow_grid = (frontier_size + 127) / 128, dp_follow_block = 128;
            // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
            // a default stream of this thread's own, its grids wait for the last locked launch's to end).
            const dpopt::FollowLock dp_follow_lock(0);
            // The room for the batches of its children's launches, set aside on the host (allocated by the
            // first launch, and by any larger one): its blocks then take no room from the launch pool, and
            // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.
            const bool dp_rooms =
                dpopt::grid_flat_set_aside(&bfs_child_dp_grid_aside, bfs_child_dp_grid_state, dp_follow_grid, dp_follow_block,
                                           sizeof(bfs_child_dp_grid_args), sizeof(bfs_child_dp_grid_launch), 0);
            // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the
            // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.
            const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(0) : 0ull;
            if (dp_ticket) {
                bfs_parent_dp_followed<<<dp_follow_grid, dp_follow_block>>>(
                    row_ptr, col_idx, frontier[level % 2], frontier_size, level,
                    dist, frontier[(level + 1) % 2], size, dp_ticket);
                bfs_child_dp_grid_follow<<<dpopt::grid_flat_follow_blocks(bfs_child_dp_grid_follow, &bfs_child_dp_grid_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
            } else {
                bfs_parent<<<dp_follow_grid, dp_follow_block>>>(
                    row_ptr, col_idx, frontier[level % 2], frontier_size, level,
                    dist, frontier[(level + 1) % 2], size);
            }
        }
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
