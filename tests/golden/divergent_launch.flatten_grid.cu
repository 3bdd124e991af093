#include <dpopt/base.cuh>
#include <dpopt/grid_flat.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/divergent_launch.cu"
// divergent_launch.cu - launches under divergent and uniform conditions, with
// arguments of mixed uniformity (grid-uniform parameters, block-uniform
// blockIdx-derived values, divergent threadIdx-derived values).
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: refine as launched from detect (line 29), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct refine_dp_grid_args {
    int center;
    int block;
};

struct refine_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    unsigned int dp_shmem;
    cudaStream_t dp_stream;
    float *data;
    int n;
    int center;
    int block;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of detect runs at a time).
static __device__ dpopt::GridState refine_dp_grid_state;

__global__ void refine_dp_grid(unsigned char *dp_batch, float *data, int n, dim3 dp_grid, dim3 dp_block);

__device__ void refine_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, float *data, int n, dim3 dp_grid, dim3 dp_block);

// The grid the host launches right after each grid of detect_dp_followed, to walk its batch.
__global__ void refine_dp_grid_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> refine_dp_grid_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> refine_dp_grid_aside;

#line 7 "tests/corpus/divergent_launch.cu"
__global__ void refine(float *data, int n, int center, int block)
{
    int i = center - 16 + threadIdx.x;     // 32 neighbours around center
    if (i >= 0 && i < n && i != center)
        data[i] += 0.001f * (float)block;
}

// dpopt: one thread of refine, for the fused grids that flatten its launches.
__device__ void refine_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int center, int block)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 8 "tests/corpus/divergent_launch.cu"
    {
        int i = center - 16 + dp_threadIdx.x;     // 32 neighbours around center
        if (i >= 0 && i < n && i != center)
            data[i] += 0.001f * (float)block;
    }
}


// dpopt: the launches of refine in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void refine_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, float *data, int n, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    refine_dp_grid_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block: a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        refine_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, data, n, dp_record.center, dp_record.block);
    }
}


// dpopt: the launches of refine listed apart in a followed grid's batch (too large for the walk),
// each walked whole by the follow-up grid, grid-stride.
__device__ void refine_dp_grid_walk_apart(const dpopt::GridFlatFound &dp_found, float *data, int n, dim3 dp_grid, dim3 dp_block)
{
    refine_dp_grid_args dp_record;
    for (unsigned int dp_k = 0u; dp_k < dp_found.apart; dp_k++) {
        dpopt::grid_flat_apart_record<refine_dp_grid_args, refine_dp_grid_launch>(dp_found, dp_k, &dp_record);
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block: a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        const unsigned long long dp_its = dpopt::launch_thread_count(dp_its_grid, dp_its_block);
        for (unsigned long long dp_thread = dpopt::grid_flat_apart_first(); dp_thread < dp_its; dp_thread += dpopt::grid_flat_apart_step())
            refine_dp_thread(dpopt::unflatten((unsigned int)(dp_thread % dp_per_block), dp_its_block), dpopt::unflatten_wide(dp_thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, data, n, dp_record.center, dp_record.block);
    }
}


// dpopt: refine fused across the launches of one grid of detect, a thread for each child thread.
__global__ void refine_dp_grid(unsigned char *dp_batch, float *data, int n, dim3 dp_grid, dim3 dp_block)
{
    refine_dp_grid_walk(blockIdx.x, gridDim.x, dp_batch, data, n, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of refine's launches as the host launches it, right after each grid of detect_dp_followed.
__global__ void refine_dp_grid_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part
    // (every block, where launches are listed apart).
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&refine_dp_grid_state, &dp_found))
        return;
    const refine_dp_grid_launch *dp_first = dpopt::batch_first<refine_dp_grid_launch, refine_dp_grid_args>(dp_found.batch, dp_found.capacity);
    refine_dp_grid_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).data, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
    refine_dp_grid_walk_apart(dp_found, (*dp_first).data, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
}
#line 12 "tests/corpus/divergent_launch.cu"


// dpopt: count_above as launched from detect (line 34), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct count_above_dp_grid_args {
    int first;
};

struct count_above_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    const float *data;
    int n;
    int first;
    int count;
    float threshold;
    int *counter;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of detect runs at a time).
static __device__ dpopt::GridState count_above_dp_grid_state;

__global__ void count_above_dp_grid(unsigned char *dp_batch, const float *data, int n, int count, float threshold, int *counter, dim3 dp_grid, dim3 dp_block);

__device__ void count_above_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, const float *data, int n, int count, float threshold, int *counter, dim3 dp_grid, dim3 dp_block);

// The grid the host launches right after each grid of detect_dp_followed, to walk its batch.
__global__ void count_above_dp_grid_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> count_above_dp_grid_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> count_above_dp_grid_aside;

#line 14 "tests/corpus/divergent_launch.cu"
__global__ void count_above(const float *data, int n, int first, int count,
                            float threshold, int *counter)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + count && data[i] > threshold)
        atomicAdd(counter, 1);
}

// dpopt: one thread of count_above, for the fused grids that flatten its launches.
__device__ void count_above_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const float *data, int n, int first, int count, float threshold, int *counter)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 16 "tests/corpus/divergent_launch.cu"
    {
        int i = first + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < n && i < first + count && data[i] > threshold)
            atomicAdd(counter, 1);
    }
}


// dpopt: the launches of count_above in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void count_above_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, const float *data, int n, int count, float threshold, int *counter, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    count_above_dp_grid_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(128u); // every launch's block: a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        count_above_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, data, n, dp_record.first, count, threshold, counter);
    }
}


// dpopt: the launches of count_above listed apart in a followed grid's batch (too large for the walk),
// each walked whole by the follow-up grid, grid-stride.
__device__ void count_above_dp_grid_walk_apart(const dpopt::GridFlatFound &dp_found, const float *data, int n, int count, float threshold, int *counter, dim3 dp_grid, dim3 dp_block)
{
    count_above_dp_grid_args dp_record;
    for (unsigned int dp_k = 0u; dp_k < dp_found.apart; dp_k++) {
        dpopt::grid_flat_apart_record<count_above_dp_grid_args, count_above_dp_grid_launch>(dp_found, dp_k, &dp_record);
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(128u); // every launch's block: a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        const unsigned long long dp_its = dpopt::launch_thread_count(dp_its_grid, dp_its_block);
        for (unsigned long long dp_thread = dpopt::grid_flat_apart_first(); dp_thread < dp_its; dp_thread += dpopt::grid_flat_apart_step())
            count_above_dp_thread(dpopt::unflatten((unsigned int)(dp_thread % dp_per_block), dp_its_block), dpopt::unflatten_wide(dp_thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, data, n, dp_record.first, count, threshold, counter);
    }
}


// dpopt: count_above fused across the launches of one grid of detect, a thread for each child thread.
__global__ void count_above_dp_grid(unsigned char *dp_batch, const float *data, int n, int count, float threshold, int *counter, dim3 dp_grid, dim3 dp_block)
{
    count_above_dp_grid_walk(blockIdx.x, gridDim.x, dp_batch, data, n, count, threshold, counter, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of count_above's launches as the host launches it, right after each grid of detect_dp_followed.
__global__ void count_above_dp_grid_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part
    // (every block, where launches are listed apart).
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&count_above_dp_grid_state, &dp_found))
        return;
    const count_above_dp_grid_launch *dp_first = dpopt::batch_first<count_above_dp_grid_launch, count_above_dp_grid_args>(dp_found.batch, dp_found.capacity);
    count_above_dp_grid_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).data, (*dp_first).n, (*dp_first).count, (*dp_first).threshold, (*dp_first).counter, (*dp_first).dp_grid, (*dp_first).dp_block);
    count_above_dp_grid_walk_apart(dp_found, (*dp_first).data, (*dp_first).n, (*dp_first).count, (*dp_first).threshold, (*dp_first).counter, (*dp_first).dp_grid, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
}
#line 20 "tests/corpus/divergent_launch.cu"


// dpopt: detect's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void detect_dp_body(float *data, int n, float threshold, int *counter, unsigned long long dp_ticket)
#line 23 "tests/corpus/divergent_launch.cu"
{
    refine_dp_grid_launch dp_pending_0 = {}; // the launch at line 29, made at the end of the block
    count_above_dp_grid_launch dp_pending_1 = {}; // the launch at line 34, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 24 "tests/corpus/divergent_launch.cu"
        int tid = blockIdx.x * blockDim.x + threadIdx.x;
        float v = (tid < n) ? data[tid] : 0.0f;

        // Divergent condition: each thread decides from its own element.
        if (v > threshold)
            {
                // dpopt: refine<<<...>>> postponed to the end of the block, aggregated at grid granularity
                dp_pending_0.dp_grid = 1;
                dp_pending_0.dp_block = 32;
                dp_pending_0.dp_shmem = 0;
                dp_pending_0.dp_stream = cudaStreamFireAndForget;
                dp_pending_0.data = data;
                dp_pending_0.n = n;
                dp_pending_0.center = tid;
                dp_pending_0.block = blockIdx.x;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
            }
#line 30 "tests/corpus/divergent_launch.cu"

        // Block-uniform condition: all threads of block 0 launch, each over a slice.
        if (blockIdx.x == 0) {
            int slice = (n + blockDim.x - 1) / blockDim.x;
            {
                // dpopt: count_above<<<...>>> postponed to the end of the block, aggregated at grid granularity
                dp_pending_1.dp_grid = (slice + 127) / 128;
                dp_pending_1.dp_block = 128;
                dp_pending_1.data = data;
                dp_pending_1.n = n;
                dp_pending_1.first = threadIdx.x * slice;
                dp_pending_1.count = slice;
                dp_pending_1.threshold = threshold;
                dp_pending_1.counter = counter;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
            }
#line 36 "tests/corpus/divergent_launch.cu"
        }
    }();
    {
        // dpopt: the grid's launches of refine from line 29, fused into one launch
        refine_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.
        const unsigned long long dp_threads = dp_pending_0.dp_active ? dpopt::launch_thread_count(dp_pending_0.dp_grid, dp_pending_0.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<refine_dp_grid_args, refine_dp_grid_launch>();
        dp_options.ticket = dp_ticket;
        // In the copy the host follows, a launch too large for the walk goes in with no threads, listed apart:
        // the follow-up grid walks it whole.
        dp_options.apart = dp_followed;
        dpopt::grid_flat_open(&dp_batch, dp_temp, &refine_dp_grid_state, dp_pending_0.dp_active && (dp_flattened || dp_followed),
                              dp_flattened ? (unsigned int)dp_threads : 0u, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data && (dp_flattened || dp_followed)) {
                refine_dp_grid_args dp_record = {};
                dp_record.center = dp_pending_0.center;
                dp_record.block = dp_pending_0.block;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    refine_dp_grid_launch *dp_first_launch = dpopt::batch_first<refine_dp_grid_launch, refine_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->dp_shmem = dp_pending_0.dp_shmem;
                    dp_first_launch->dp_stream = dp_pending_0.dp_stream;
                    dp_first_launch->data = dp_pending_0.data;
                    dp_first_launch->n = dp_pending_0.n;
                    dp_first_launch->center = dp_pending_0.center;
                    dp_first_launch->block = dp_pending_0.block;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
                if (dp_followed && (!dp_flattened || dp_batch.apart)) // no threads in the batch: listed apart
                    dpopt::grid_flat_list_apart(&refine_dp_grid_state, dp_batch, dp_options);
            } else if constexpr (!dp_followed) {
                // too many threads for the batch, or the launch pool is full: launch as written
                refine<<<dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.dp_shmem, dp_pending_0.dp_stream>>>(dp_pending_0.data, dp_pending_0.n, dp_pending_0.center, dp_pending_0.block);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &refine_dp_grid_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<refine_dp_grid_launch, refine_dp_grid_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (refine_dp_grid_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    refine_dp_grid<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).data, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            refine_dp_grid_walk(0u, 1u, dp_batch.data, (*dp_first).data, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
    {
        // dpopt: the grid's launches of count_above from line 34, fused into one launch
        count_above_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.
        const unsigned long long dp_threads = dp_pending_1.dp_active ? dpopt::launch_thread_count(dp_pending_1.dp_grid, dp_pending_1.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<count_above_dp_grid_args, count_above_dp_grid_launch>();
        dp_options.ticket = dp_ticket;
        // In the copy the host follows, a launch too large for the walk goes in with no threads, listed apart:
        // the follow-up grid walks it whole.
        dp_options.apart = dp_followed;
        dpopt::grid_flat_open(&dp_batch, dp_temp, &count_above_dp_grid_state, dp_pending_1.dp_active && (dp_flattened || dp_followed),
                              dp_flattened ? (unsigned int)dp_threads : 0u, dp_options);
        if (dp_pending_1.dp_active) {
            if (dp_batch.data && (dp_flattened || dp_followed)) {
                count_above_dp_grid_args dp_record = {};
                dp_record.first = dp_pending_1.first;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    count_above_dp_grid_launch *dp_first_launch = dpopt::batch_first<count_above_dp_grid_launch, count_above_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_1.dp_grid;
                    dp_first_launch->dp_block = dp_pending_1.dp_block;
                    dp_first_launch->data = dp_pending_1.data;
                    dp_first_launch->n = dp_pending_1.n;
                    dp_first_launch->first = dp_pending_1.first;
                    dp_first_launch->count = dp_pending_1.count;
                    dp_first_launch->threshold = dp_pending_1.threshold;
                    dp_first_launch->counter = dp_pending_1.counter;
                    dp_first_launch->dp_active = dp_pending_1.dp_active;
                }
                if (dp_followed && (!dp_flattened || dp_batch.apart)) // no threads in the batch: listed apart
                    dpopt::grid_flat_list_apart(&count_above_dp_grid_state, dp_batch, dp_options);
            } else if constexpr (!dp_followed) {
                // too many threads for the batch, or the launch pool is full: launch as written
                count_above<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.data, dp_pending_1.n, dp_pending_1.first, dp_pending_1.count, dp_pending_1.threshold, dp_pending_1.counter);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &count_above_dp_grid_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<count_above_dp_grid_launch, count_above_dp_grid_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (count_above_dp_grid_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    count_above_dp_grid<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).data, (*dp_first).n, (*dp_first).count, (*dp_first).threshold, (*dp_first).counter, (*dp_first).dp_grid, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            count_above_dp_grid_walk(0u, 1u, dp_batch.data, (*dp_first).data, (*dp_first).n, (*dp_first).count, (*dp_first).threshold, (*dp_first).counter, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: detect as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
__global__ void detect(float *data, int n, float threshold, int *counter)
{
    detect_dp_body<false>(data, n, threshold, counter, 0ull);
}


// dpopt: detect as its host launches in this file launch it, each followed by the fused grids of its children.
__global__ void detect_dp_followed(float *data, int n, float threshold, int *counter, unsigned long long dp_ticket)
{
    detect_dp_body<true>(data, n, threshold, counter, dp_ticket);
}
#line 37 "tests/corpus/divergent_launch.cu"

#line 38 "tests/corpus/divergent_launch.cu"

// dpopt: stripe_child as launched from stripes (line 52), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct stripe_child_dp_grid_args {
    int first;
    float scale;
};

struct stripe_child_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    float *data;
    int n;
    int first;
    int stripe;
    float scale;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of stripes runs at a time).
static __device__ dpopt::GridState stripe_child_dp_grid_state;

__global__ void stripe_child_dp_grid(unsigned char *dp_batch, float *data, int n, int stripe, dim3 dp_grid, dim3 dp_block);

__device__ void stripe_child_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, float *data, int n, int stripe, dim3 dp_grid, dim3 dp_block);

// The grid the host launches right after each grid of stripes_dp_followed, to walk its batch.
__global__ void stripe_child_dp_grid_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> stripe_child_dp_grid_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> stripe_child_dp_grid_aside;

#line 39 "tests/corpus/divergent_launch.cu"
__global__ void stripe_child(float *data, int n, int first, int stripe, float scale)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + stripe)
        data[i] *= scale;
}

// dpopt: one thread of stripe_child, for the fused grids that flatten its launches.
__device__ void stripe_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int first, int stripe, float scale)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 40 "tests/corpus/divergent_launch.cu"
    {
        int i = first + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < n && i < first + stripe)
            data[i] *= scale;
    }
}


// dpopt: the launches of stripe_child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void stripe_child_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, float *data, int n, int stripe, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    stripe_child_dp_grid_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(64u); // every launch's block: a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        stripe_child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, data, n, dp_record.first, stripe, dp_record.scale);
    }
}


// dpopt: the launches of stripe_child listed apart in a followed grid's batch (too large for the walk),
// each walked whole by the follow-up grid, grid-stride.
__device__ void stripe_child_dp_grid_walk_apart(const dpopt::GridFlatFound &dp_found, float *data, int n, int stripe, dim3 dp_grid, dim3 dp_block)
{
    stripe_child_dp_grid_args dp_record;
    for (unsigned int dp_k = 0u; dp_k < dp_found.apart; dp_k++) {
        dpopt::grid_flat_apart_record<stripe_child_dp_grid_args, stripe_child_dp_grid_launch>(dp_found, dp_k, &dp_record);
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(64u); // every launch's block: a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        const unsigned long long dp_its = dpopt::launch_thread_count(dp_its_grid, dp_its_block);
        for (unsigned long long dp_thread = dpopt::grid_flat_apart_first(); dp_thread < dp_its; dp_thread += dpopt::grid_flat_apart_step())
            stripe_child_dp_thread(dpopt::unflatten((unsigned int)(dp_thread % dp_per_block), dp_its_block), dpopt::unflatten_wide(dp_thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, data, n, dp_record.first, stripe, dp_record.scale);
    }
}


// dpopt: stripe_child fused across the launches of one grid of stripes, a thread for each child thread.
__global__ void stripe_child_dp_grid(unsigned char *dp_batch, float *data, int n, int stripe, dim3 dp_grid, dim3 dp_block)
{
    stripe_child_dp_grid_walk(blockIdx.x, gridDim.x, dp_batch, data, n, stripe, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of stripe_child's launches as the host launches it, right after each grid of stripes_dp_followed.
__global__ void stripe_child_dp_grid_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part
    // (every block, where launches are listed apart).
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&stripe_child_dp_grid_state, &dp_found))
        return;
    const stripe_child_dp_grid_launch *dp_first = dpopt::batch_first<stripe_child_dp_grid_launch, stripe_child_dp_grid_args>(dp_found.batch, dp_found.capacity);
    stripe_child_dp_grid_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).data, (*dp_first).n, (*dp_first).stripe, (*dp_first).dp_grid, (*dp_first).dp_block);
    stripe_child_dp_grid_walk_apart(dp_found, (*dp_first).data, (*dp_first).n, (*dp_first).stripe, (*dp_first).dp_grid, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
}
#line 44 "tests/corpus/divergent_launch.cu"


// dpopt: stripes's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void stripes_dp_body(float *data, int n, int stripe, unsigned long long dp_ticket)
#line 47 "tests/corpus/divergent_launch.cu"
{
    stripe_child_dp_grid_launch dp_pending_2 = {}; // the launch at line 52, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 48 "tests/corpus/divergent_launch.cu"
        int t = blockIdx.x * blockDim.x + threadIdx.x;
        float scale = 1.0f / (float)(blockIdx.x + 1);
        // Grid-uniform condition: n is a kernel parameter.
        if (n > 0)
            {
                // dpopt: stripe_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                dp_pending_2.dp_grid = (stripe + 63) / 64;
                dp_pending_2.dp_block = 64;
                dp_pending_2.data = data;
                dp_pending_2.n = n;
                dp_pending_2.first = t * stripe;
                dp_pending_2.stripe = stripe;
                dp_pending_2.scale = scale;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_2.dp_active = dpopt::launch_config_valid(dp_pending_2.dp_grid, dp_pending_2.dp_block);
            }
#line 53 "tests/corpus/divergent_launch.cu"
    }();
    {
        // dpopt: the grid's launches of stripe_child from line 52, fused into one launch
        stripe_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.
        const unsigned long long dp_threads = dp_pending_2.dp_active ? dpopt::launch_thread_count(dp_pending_2.dp_grid, dp_pending_2.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<stripe_child_dp_grid_args, stripe_child_dp_grid_launch>();
        dp_options.ticket = dp_ticket;
        // In the copy the host follows, a launch too large for the walk goes in with no threads, listed apart:
        // the follow-up grid walks it whole.
        dp_options.apart = dp_followed;
        dpopt::grid_flat_open(&dp_batch, dp_temp, &stripe_child_dp_grid_state, dp_pending_2.dp_active && (dp_flattened || dp_followed),
                              dp_flattened ? (unsigned int)dp_threads : 0u, dp_options);
        if (dp_pending_2.dp_active) {
            if (dp_batch.data && (dp_flattened || dp_followed)) {
                stripe_child_dp_grid_args dp_record = {};
                dp_record.first = dp_pending_2.first;
                dp_record.scale = dp_pending_2.scale;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    stripe_child_dp_grid_launch *dp_first_launch = dpopt::batch_first<stripe_child_dp_grid_launch, stripe_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_2.dp_grid;
                    dp_first_launch->dp_block = dp_pending_2.dp_block;
                    dp_first_launch->data = dp_pending_2.data;
                    dp_first_launch->n = dp_pending_2.n;
                    dp_first_launch->first = dp_pending_2.first;
                    dp_first_launch->stripe = dp_pending_2.stripe;
                    dp_first_launch->scale = dp_pending_2.scale;
                    dp_first_launch->dp_active = dp_pending_2.dp_active;
                }
                if (dp_followed && (!dp_flattened || dp_batch.apart)) // no threads in the batch: listed apart
                    dpopt::grid_flat_list_apart(&stripe_child_dp_grid_state, dp_batch, dp_options);
            } else if constexpr (!dp_followed) {
                // too many threads for the batch, or the launch pool is full: launch as written
                stripe_child<<<dp_pending_2.dp_grid, dp_pending_2.dp_block>>>(dp_pending_2.data, dp_pending_2.n, dp_pending_2.first, dp_pending_2.stripe, dp_pending_2.scale);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &stripe_child_dp_grid_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<stripe_child_dp_grid_launch, stripe_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (stripe_child_dp_grid_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    stripe_child_dp_grid<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).data, (*dp_first).n, (*dp_first).stripe, (*dp_first).dp_grid, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            stripe_child_dp_grid_walk(0u, 1u, dp_batch.data, (*dp_first).data, (*dp_first).n, (*dp_first).stripe, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: stripes as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
__global__ void stripes(float *data, int n, int stripe)
{
    stripes_dp_body<false>(data, n, stripe, 0ull);
}


// dpopt: stripes as its host launches in this file launch it, each followed by the fused grids of its children.
__global__ void stripes_dp_followed(float *data, int n, int stripe, unsigned long long dp_ticket)
{
    stripes_dp_body<true>(data, n, stripe, dp_ticket);
}
#line 53 "tests/corpus/divergent_launch.cu"

#line 54 "tests/corpus/divergent_launch.cu"

// dpopt: item_child as launched from process_items (line 69), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct item_child_dp_grid_args {
    int begin;
    int end;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

struct item_child_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    float *values;
    int begin;
    int end;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of process_items runs at a time).
static __device__ dpopt::GridState item_child_dp_grid_state;

__global__ void item_child_dp_grid(unsigned char *dp_batch, float *values, dim3 dp_block);

__device__ void item_child_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, float *values, dim3 dp_block);

// The grid the host launches right after each grid of process_items_dp_followed, to walk its batch.
__global__ void item_child_dp_grid_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> item_child_dp_grid_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> item_child_dp_grid_aside;

#line 55 "tests/corpus/divergent_launch.cu"
__global__ void item_child(float *values, int begin, int end)
{
    int i = begin + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < end)
        values[i] = sqrtf(values[i]);
}

// dpopt: one thread of item_child, for the fused grids that flatten its launches.
__device__ void item_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *values, int begin, int end)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 56 "tests/corpus/divergent_launch.cu"
    {
        int i = begin + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < end)
            values[i] = sqrtf(values[i]);
    }
}


// dpopt: the launches of item_child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void item_child_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, float *values, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    item_child_dp_grid_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dim3(dp_record.dp_grid_x);
        const dim3 dp_its_block(32u); // every launch's block: a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        item_child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, values, dp_record.begin, dp_record.end);
    }
}


// dpopt: the launches of item_child listed apart in a followed grid's batch (too large for the walk),
// each walked whole by the follow-up grid, grid-stride.
__device__ void item_child_dp_grid_walk_apart(const dpopt::GridFlatFound &dp_found, float *values, dim3 dp_block)
{
    item_child_dp_grid_args dp_record;
    for (unsigned int dp_k = 0u; dp_k < dp_found.apart; dp_k++) {
        dpopt::grid_flat_apart_record<item_child_dp_grid_args, item_child_dp_grid_launch>(dp_found, dp_k, &dp_record);
        const dim3 dp_its_grid = dim3(dp_record.dp_grid_x);
        const dim3 dp_its_block(32u); // every launch's block: a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        const unsigned long long dp_its = dpopt::launch_thread_count(dp_its_grid, dp_its_block);
        for (unsigned long long dp_thread = dpopt::grid_flat_apart_first(); dp_thread < dp_its; dp_thread += dpopt::grid_flat_apart_step())
            item_child_dp_thread(dpopt::unflatten((unsigned int)(dp_thread % dp_per_block), dp_its_block), dpopt::unflatten_wide(dp_thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, values, dp_record.begin, dp_record.end);
    }
}


// dpopt: item_child fused across the launches of one grid of process_items, a thread for each child thread.
__global__ void item_child_dp_grid(unsigned char *dp_batch, float *values, dim3 dp_block)
{
    item_child_dp_grid_walk(blockIdx.x, gridDim.x, dp_batch, values, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of item_child's launches as the host launches it, right after each grid of process_items_dp_followed.
__global__ void item_child_dp_grid_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part
    // (every block, where launches are listed apart).
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&item_child_dp_grid_state, &dp_found))
        return;
    const item_child_dp_grid_launch *dp_first = dpopt::batch_first<item_child_dp_grid_launch, item_child_dp_grid_args>(dp_found.batch, dp_found.capacity);
    item_child_dp_grid_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).values, (*dp_first).dp_block);
    item_child_dp_grid_walk_apart(dp_found, (*dp_first).values, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
}
#line 60 "tests/corpus/divergent_launch.cu"


// dpopt: process_items's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void process_items_dp_body(const int *item_begin, float *values, int num_items,
                              int use_children, unsigned long long dp_ticket)
#line 64 "tests/corpus/divergent_launch.cu"
{
    item_child_dp_grid_launch dp_pending_3 = {}; // the launch at line 69, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 65 "tests/corpus/divergent_launch.cu"
        int item = blockIdx.x * blockDim.x + threadIdx.x;
        if (item < num_items) {                   // divergent
            int begin = item_begin[item], end = item_begin[item + 1];
            if (use_children) {                   // uniform, nested in a divergent one
                {
                    // dpopt: item_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_3.dp_grid = (end - begin + 31) / 32;
                    dp_pending_3.dp_block = 32;
                    dp_pending_3.values = values;
                    dp_pending_3.begin = begin;
                    dp_pending_3.end = end;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_3.dp_active = dpopt::launch_config_valid(dp_pending_3.dp_grid, dp_pending_3.dp_block);
                }
#line 70 "tests/corpus/divergent_launch.cu"
            } else {
                for (int i = begin; i < end; i++)
                    values[i] = sqrtf(values[i]);
            }
        }
    }();
    {
        // dpopt: the grid's launches of item_child from line 69, fused into one launch
        item_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.
        const unsigned long long dp_threads = dp_pending_3.dp_active ? dpopt::launch_thread_count(dp_pending_3.dp_grid, dp_pending_3.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<item_child_dp_grid_args, item_child_dp_grid_launch>();
        dp_options.ticket = dp_ticket;
        // In the copy the host follows, a launch too large for the walk goes in with no threads, listed apart:
        // the follow-up grid walks it whole.
        dp_options.apart = dp_followed;
        dpopt::grid_flat_open(&dp_batch, dp_temp, &item_child_dp_grid_state, dp_pending_3.dp_active && (dp_flattened || dp_followed),
                              dp_flattened ? (unsigned int)dp_threads : 0u, dp_options);
        if (dp_pending_3.dp_active) {
            if (dp_batch.data && (dp_flattened || dp_followed)) {
                item_child_dp_grid_args dp_record = {};
                dp_record.begin = dp_pending_3.begin;
                dp_record.end = dp_pending_3.end;
                dp_record.dp_grid_x = dp_pending_3.dp_grid.x;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    item_child_dp_grid_launch *dp_first_launch = dpopt::batch_first<item_child_dp_grid_launch, item_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_3.dp_grid;
                    dp_first_launch->dp_block = dp_pending_3.dp_block;
                    dp_first_launch->values = dp_pending_3.values;
                    dp_first_launch->begin = dp_pending_3.begin;
                    dp_first_launch->end = dp_pending_3.end;
                    dp_first_launch->dp_active = dp_pending_3.dp_active;
                }
                if (dp_followed && (!dp_flattened || dp_batch.apart)) // no threads in the batch: listed apart
                    dpopt::grid_flat_list_apart(&item_child_dp_grid_state, dp_batch, dp_options);
            } else if constexpr (!dp_followed) {
                // too many threads for the batch, or the launch pool is full: launch as written
                item_child<<<dp_pending_3.dp_grid, dp_pending_3.dp_block>>>(dp_pending_3.values, dp_pending_3.begin, dp_pending_3.end);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &item_child_dp_grid_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<item_child_dp_grid_launch, item_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (item_child_dp_grid_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    item_child_dp_grid<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).values, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            item_child_dp_grid_walk(0u, 1u, dp_batch.data, (*dp_first).values, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: process_items as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
__global__ void process_items(const int *item_begin, float *values, int num_items, int use_children)
{
    process_items_dp_body<false>(item_begin, values, num_items, use_children, 0ull);
}


// dpopt: process_items as its host launches in this file launch it, each followed by the fused grids of its children.
__global__ void process_items_dp_followed(const int *item_begin, float *values, int num_items, int use_children, unsigned long long dp_ticket)
{
    process_items_dp_body<true>(item_begin, values, num_items, use_children, dp_ticket);
}
#line 75 "tests/corpus/divergent_launch.cu"

#line 76 "tests/corpus/divergent_launch.cu"

int main(void)
{
    const int n = 1 << 14, num_items = 64;
    float *data;
    int *counter, *item_begin;
    int h_begin[num_items + 1];
    for (int i = 0; i <= num_items; i++)
        h_begin[i] = i * (n / num_items);
    float *h_data = new float[n];
    for (int i = 0; i < n; i++)
        h_data[i] = (i % 64 == 0) ? 1.0f : 0.25f;   // 256 elements above 0.5
    cudaMalloc(&data, n * sizeof(float));
    cudaMalloc(&counter, sizeof(int));
    cudaMalloc(&item_begin, sizeof(h_begin));
    cudaMemcpy(data, h_data, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(counter, 0, sizeof(int));
    cudaMemcpy(item_begin, h_begin, sizeof(h_begin), cudaMemcpyHostToDevice);

    {
        // dpopt: detect's copy, whose children's fused grids are launched after it (--flatten=grid)
        const dim3 dp_follow_grid = n / 256, dp_follow_block = 256;
        // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
        // a default stream of this thread's own, its grids wait for the last locked launch's to end).
        const dpopt::FollowLock dp_follow_lock(0);
        // The room for the batches of its children's launches, set aside on the host (allocated by the
        // first launch, and by any larger one): its blocks then take no room from the launch pool, and
        // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.
        const bool dp_rooms =
            dpopt::grid_flat_set_aside(&refine_dp_grid_aside, refine_dp_grid_state, dp_follow_grid, dp_follow_block,
                                       sizeof(refine_dp_grid_args), sizeof(refine_dp_grid_launch), 0) &&
            dpopt::grid_flat_set_aside(&count_above_dp_grid_aside, count_above_dp_grid_state, dp_follow_grid, dp_follow_block,
                                       sizeof(count_above_dp_grid_args), sizeof(count_above_dp_grid_launch), 0);
        // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the
        // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.
        const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(0) : 0ull;
        if (dp_ticket) {
            detect_dp_followed<<<dp_follow_grid, dp_follow_block>>>(data, n, 0.5f, counter, dp_ticket);
            refine_dp_grid_follow<<<dpopt::grid_flat_follow_blocks(refine_dp_grid_follow, &refine_dp_grid_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
            count_above_dp_grid_follow<<<dpopt::grid_flat_follow_blocks(count_above_dp_grid_follow, &count_above_dp_grid_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
        } else {
            detect<<<dp_follow_grid, dp_follow_block>>>(data, n, 0.5f, counter);
        }
    }
#line 96 "tests/corpus/divergent_launch.cu"
    {
        // dpopt: stripes's copy, whose children's fused grids are launched after it (--flatten=grid)
        const dim3 dp_follow_grid = 4, dp_follow_block = 64;
        // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
        // a default stream of this thread's own, its grids wait for the last locked launch's to end).
        const dpopt::FollowLock dp_follow_lock(0);
        // The room for the batches of its children's launches, set aside on the host (allocated by the
        // first launch, and by any larger one): its blocks then take no room from the launch pool, and
        // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.
        const bool dp_rooms =
            dpopt::grid_flat_set_aside(&stripe_child_dp_grid_aside, stripe_child_dp_grid_state, dp_follow_grid, dp_follow_block,
                                       sizeof(stripe_child_dp_grid_args), sizeof(stripe_child_dp_grid_launch), 0);
        // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the
        // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.
        const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(0) : 0ull;
        if (dp_ticket) {
            stripes_dp_followed<<<dp_follow_grid, dp_follow_block>>>(data, n, n / 256, dp_ticket);
            stripe_child_dp_grid_follow<<<dpopt::grid_flat_follow_blocks(stripe_child_dp_grid_follow, &stripe_child_dp_grid_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
        } else {
            stripes<<<dp_follow_grid, dp_follow_block>>>(data, n, n / 256);
        }
    }
#line 97 "tests/corpus/divergent_launch.cu"
    {
        // dpopt: process_items's copy, whose children's fused grids are launched after it (--flatten=grid)
        const dim3 dp_follow_grid = 1, dp_follow_block = num_items;
        // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
        // a default stream of this thread's own, its grids wait for the last locked launch's to end).
        const dpopt::FollowLock dp_follow_lock(0);
        // The room for the batches of its children's launches, set aside on the host (allocated by the
        // first launch, and by any larger one): its blocks then take no room from the launch pool, and
        // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.
        const bool dp_rooms =
            dpopt::grid_flat_set_aside(&item_child_dp_grid_aside, item_child_dp_grid_state, dp_follow_grid, dp_follow_block,
                                       sizeof(item_child_dp_grid_args), sizeof(item_child_dp_grid_launch), 0);
        // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the
        // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.
        const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(0) : 0ull;
        if (dp_ticket) {
            process_items_dp_followed<<<dp_follow_grid, dp_follow_block>>>(item_begin, data, num_items, 1, dp_ticket);
            item_child_dp_grid_follow<<<dpopt::grid_flat_follow_blocks(item_child_dp_grid_follow, &item_child_dp_grid_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
        } else {
            process_items<<<dp_follow_grid, dp_follow_block>>>(item_begin, data, num_items, 1);
        }
    }
#line 98 "tests/corpus/divergent_launch.cu"

    int h_counter = 0;
    cudaMemcpy(&h_counter, counter, sizeof(int), cudaMemcpyDeviceToHost);
    printf("divergent_launch: %d above threshold\n", h_counter);
    cudaFree(data); cudaFree(counter); cudaFree(item_begin);
    delete[] h_data;
    return 0;
}
