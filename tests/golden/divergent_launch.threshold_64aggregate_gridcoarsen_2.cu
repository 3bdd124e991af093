#include <dpopt/base.cuh>
#include <dpopt/block_batch.cuh>
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
static __device__ dpopt::GridState refine_dp_grid_coarse2_state;

__global__ void refine_dp_grid_coarse2(unsigned char *dp_batch, float *data, int n, dim3 dp_grid);

// dpopt: refine run by a single thread, where a launch of it is below the threshold.
__device__ void refine_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int center, int block);

#line 7 "tests/corpus/divergent_launch.cu"
__global__ void refine(float *data, int n, int center, int block)
{
    int i = center - 16 + threadIdx.x;     // 32 neighbours around center
    if (i >= 0 && i < n && i != center)
        data[i] += 0.001f * (float)block;
}

// dpopt: refine fused across the launches of one grid of detect.
__global__ void refine_dp_grid_coarse2(unsigned char *dp_batch, float *data, int n, dim3 dp_grid)
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
        refine_dp_grid_args dp_record;
        const dpopt::BatchBlock dp_where = dpopt::batch_enter_block(dp_enter, dp_batch, dp_vb, &dp_record);
        int center = dp_record.center;
        int block = dp_record.block;
        (void)dp_grid;
        (void)dp_where;
#line 8 "tests/corpus/divergent_launch.cu"
        // The original body: a return ends this block's share of the work only.
        [&]() {
            int i = center - 16 + threadIdx.x;     // 32 neighbours around center
            if (i >= 0 && i < n && i != center)
                data[i] += 0.001f * (float)block;
        }();
    }
}


// dpopt: refine, every thread of one of its blocks run in turn by the calling thread.
__device__ void refine_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int center, int block)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 9 "tests/corpus/divergent_launch.cu"
            int i = center - 16 + dp_threadIdx.x;
            if (i >= 0 && i < n && i != center)
                data[i] += 0.001f * (float)block;
        }();
    }
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
static __device__ dpopt::GridState count_above_dp_grid_coarse2_state;

__global__ void count_above_dp_grid_coarse2(unsigned char *dp_batch, const float *data, int n, int count, float threshold, int *counter, dim3 dp_grid);

#line 14 "tests/corpus/divergent_launch.cu"
__global__ void count_above(const float *data, int n, int first, int count,
                            float threshold, int *counter)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + count && data[i] > threshold)
        atomicAdd(counter, 1);
}

// dpopt: count_above fused across the launches of one grid of detect.
__global__ void count_above_dp_grid_coarse2(unsigned char *dp_batch, const float *data, int n, int count, float threshold, int *counter, dim3 dp_grid)
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
        count_above_dp_grid_args dp_record;
        const dpopt::BatchBlock dp_where = dpopt::batch_enter_block(dp_enter, dp_batch, dp_vb, &dp_record);
        int first = dp_record.first;
        const dim3 dp_gridDim = dp_grid;
        const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
        const dim3 dp_blockDim = blockDim;
#line 16 "tests/corpus/divergent_launch.cu"
        // The original body: a return ends this block's share of the work only.
        [&]() {
            int i = first + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
            if (i < n && i < first + count && data[i] > threshold)
                atomicAdd(counter, 1);
        }();
    }
}
#line 20 "tests/corpus/divergent_launch.cu"


__global__ void detect(float *data, int n, float threshold, int *counter)
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
                // dpopt: refine<<<1, 32>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
                const dim3 dp_grid = 1, dp_block = 32;
                auto dp_arg0 = data;
                auto dp_arg1 = n;
                auto dp_arg2 = tid;
                auto dp_arg3 = blockIdx.x;
                if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                    // dpopt: refine<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_0.dp_grid = dp_grid;
                    dp_pending_0.dp_block = dp_block;
                    dp_pending_0.dp_shmem = 0;
                    dp_pending_0.dp_stream = cudaStreamFireAndForget;
                    dp_pending_0.data = dp_arg0;
                    dp_pending_0.n = dp_arg1;
                    dp_pending_0.center = dp_arg2;
                    dp_pending_0.block = dp_arg3;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                } else {
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    if (dpopt::launch_config_valid(dp_grid, dp_block))
                        for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                            refine_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3);
                }
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
        dpopt::BatchOptions dp_options = dpopt::batch_options<refine_dp_grid_args, refine_dp_grid_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &refine_dp_grid_coarse2_state, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                               dp_pending_0.dp_block, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
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
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                refine<<<dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.dp_shmem, dp_pending_0.dp_stream>>>(dp_pending_0.data, dp_pending_0.n, dp_pending_0.center, dp_pending_0.block);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &refine_dp_grid_coarse2_state)) {
            dp_first = dpopt::batch_first<refine_dp_grid_launch, refine_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                refine_dp_grid_coarse2<<<dpopt::coarsened_blocks(dp_batch.total_blocks, 2u), (*dp_first).dp_block, (*dp_first).dp_shmem, dp_stream>>>(dp_batch.data, (*dp_first).data, (*dp_first).n, (*dp_first).dp_grid);
            });
            dpopt::grid_batch_reset(&refine_dp_grid_coarse2_state);
        }
    }
    {
        // dpopt: the grid's launches of count_above from line 34, fused into one launch
        count_above_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<count_above_dp_grid_args, count_above_dp_grid_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &count_above_dp_grid_coarse2_state, dp_pending_1.dp_active, dp_pending_1.dp_active ? dpopt::block_count(dp_pending_1.dp_grid) : 0u,
                               dp_pending_1.dp_block, dp_options);
        if (dp_pending_1.dp_active) {
            if (dp_batch.data) {
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
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                count_above<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.data, dp_pending_1.n, dp_pending_1.first, dp_pending_1.count, dp_pending_1.threshold, dp_pending_1.counter);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &count_above_dp_grid_coarse2_state)) {
            dp_first = dpopt::batch_first<count_above_dp_grid_launch, count_above_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                count_above_dp_grid_coarse2<<<dpopt::coarsened_blocks(dp_batch.total_blocks, 2u), (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).data, (*dp_first).n, (*dp_first).count, (*dp_first).threshold, (*dp_first).counter, (*dp_first).dp_grid);
            });
            dpopt::grid_batch_reset(&count_above_dp_grid_coarse2_state);
        }
    }
}
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
static __device__ dpopt::GridState stripe_child_dp_grid_coarse2_state;

__global__ void stripe_child_dp_grid_coarse2(unsigned char *dp_batch, float *data, int n, int stripe, dim3 dp_grid);

// dpopt: stripe_child run by a single thread, where a launch of it is below the threshold.
__device__ void stripe_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int first, int stripe, float scale);

#line 39 "tests/corpus/divergent_launch.cu"
__global__ void stripe_child(float *data, int n, int first, int stripe, float scale)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + stripe)
        data[i] *= scale;
}

// dpopt: stripe_child fused across the launches of one grid of stripes.
__global__ void stripe_child_dp_grid_coarse2(unsigned char *dp_batch, float *data, int n, int stripe, dim3 dp_grid)
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
        stripe_child_dp_grid_args dp_record;
        const dpopt::BatchBlock dp_where = dpopt::batch_enter_block(dp_enter, dp_batch, dp_vb, &dp_record);
        int first = dp_record.first;
        float scale = dp_record.scale;
        const dim3 dp_gridDim = dp_grid;
        const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
        const dim3 dp_blockDim = blockDim;
#line 40 "tests/corpus/divergent_launch.cu"
        // The original body: a return ends this block's share of the work only.
        [&]() {
            int i = first + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
            if (i < n && i < first + stripe)
                data[i] *= scale;
        }();
    }
}


// dpopt: stripe_child, every thread of one of its blocks run in turn by the calling thread.
__device__ void stripe_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int first, int stripe, float scale)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 41 "tests/corpus/divergent_launch.cu"
            int i = first + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (i < n && i < first + stripe)
                data[i] *= scale;
        }();
    }
}
#line 44 "tests/corpus/divergent_launch.cu"


__global__ void stripes(float *data, int n, int stripe)
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
                // dpopt: stripe_child<<<(stripe + 63) / 64, 64>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
                const dim3 dp_grid = (stripe + 63) / 64, dp_block = 64;
                auto dp_arg0 = data;
                auto dp_arg1 = n;
                auto dp_arg2 = t * stripe;
                auto dp_arg3 = stripe;
                auto dp_arg4 = scale;
                if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                    // dpopt: stripe_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_2.dp_grid = dp_grid;
                    dp_pending_2.dp_block = dp_block;
                    dp_pending_2.data = dp_arg0;
                    dp_pending_2.n = dp_arg1;
                    dp_pending_2.first = dp_arg2;
                    dp_pending_2.stripe = dp_arg3;
                    dp_pending_2.scale = dp_arg4;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_2.dp_active = dpopt::launch_config_valid(dp_pending_2.dp_grid, dp_pending_2.dp_block);
                } else {
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    if (dpopt::launch_config_valid(dp_grid, dp_block))
                        for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                            stripe_child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3, dp_arg4);
                }
            }
#line 53 "tests/corpus/divergent_launch.cu"
    }();
    {
        // dpopt: the grid's launches of stripe_child from line 52, fused into one launch
        stripe_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<stripe_child_dp_grid_args, stripe_child_dp_grid_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &stripe_child_dp_grid_coarse2_state, dp_pending_2.dp_active, dp_pending_2.dp_active ? dpopt::block_count(dp_pending_2.dp_grid) : 0u,
                               dp_pending_2.dp_block, dp_options);
        if (dp_pending_2.dp_active) {
            if (dp_batch.data) {
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
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                stripe_child<<<dp_pending_2.dp_grid, dp_pending_2.dp_block>>>(dp_pending_2.data, dp_pending_2.n, dp_pending_2.first, dp_pending_2.stripe, dp_pending_2.scale);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &stripe_child_dp_grid_coarse2_state)) {
            dp_first = dpopt::batch_first<stripe_child_dp_grid_launch, stripe_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                stripe_child_dp_grid_coarse2<<<dpopt::coarsened_blocks(dp_batch.total_blocks, 2u), (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).data, (*dp_first).n, (*dp_first).stripe, (*dp_first).dp_grid);
            });
            dpopt::grid_batch_reset(&stripe_child_dp_grid_coarse2_state);
        }
    }
}
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
static __device__ dpopt::GridState item_child_dp_grid_coarse2_state;

__global__ void item_child_dp_grid_coarse2(unsigned char *dp_batch, float *values);

// dpopt: item_child run by a single thread, where a launch of it is below the threshold.
__device__ void item_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *values, int begin, int end);

#line 55 "tests/corpus/divergent_launch.cu"
__global__ void item_child(float *values, int begin, int end)
{
    int i = begin + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < end)
        values[i] = sqrtf(values[i]);
}

// dpopt: item_child fused across the launches of one grid of process_items.
__global__ void item_child_dp_grid_coarse2(unsigned char *dp_batch, float *values)
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
        item_child_dp_grid_args dp_record;
        const dpopt::BatchBlock dp_where = dpopt::batch_enter_block(dp_enter, dp_batch, dp_vb, &dp_record);
        int begin = dp_record.begin;
        int end = dp_record.end;
        const dim3 dp_gridDim = dim3(dp_record.dp_grid_x);
        const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
        const dim3 dp_blockDim = blockDim;
#line 56 "tests/corpus/divergent_launch.cu"
        // The original body: a return ends this block's share of the work only.
        [&]() {
            int i = begin + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
            if (i < end)
                values[i] = sqrtf(values[i]);
        }();
    }
}


// dpopt: item_child, every thread of one of its blocks run in turn by the calling thread.
__device__ void item_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *values, int begin, int end)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 57 "tests/corpus/divergent_launch.cu"
            int i = begin + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (i < end)
                values[i] = sqrtf(values[i]);
        }();
    }
}
#line 60 "tests/corpus/divergent_launch.cu"


__global__ void process_items(const int *item_begin, float *values, int num_items,
                              int use_children)
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
                    // dpopt: item_child<<<(end - begin + 31) / 32, 32>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
                    const dim3 dp_grid = (end - begin + 31) / 32, dp_block = 32;
                    auto dp_arg0 = values;
                    auto dp_arg1 = begin;
                    auto dp_arg2 = end;
                    if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                        // dpopt: item_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                        dp_pending_3.dp_grid = dp_grid;
                        dp_pending_3.dp_block = dp_block;
                        dp_pending_3.values = dp_arg0;
                        dp_pending_3.begin = dp_arg1;
                        dp_pending_3.end = dp_arg2;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_3.dp_active = dpopt::launch_config_valid(dp_pending_3.dp_grid, dp_pending_3.dp_block);
                    } else {
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        if (dpopt::launch_config_valid(dp_grid, dp_block))
                            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                                item_child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
                    }
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
        dpopt::BatchOptions dp_options = dpopt::batch_options<item_child_dp_grid_args, item_child_dp_grid_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &item_child_dp_grid_coarse2_state, dp_pending_3.dp_active, dp_pending_3.dp_active ? dpopt::block_count(dp_pending_3.dp_grid) : 0u,
                               dp_pending_3.dp_block, dp_options);
        if (dp_pending_3.dp_active) {
            if (dp_batch.data) {
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
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                item_child<<<dp_pending_3.dp_grid, dp_pending_3.dp_block>>>(dp_pending_3.values, dp_pending_3.begin, dp_pending_3.end);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &item_child_dp_grid_coarse2_state)) {
            dp_first = dpopt::batch_first<item_child_dp_grid_launch, item_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                item_child_dp_grid_coarse2<<<dpopt::coarsened_blocks(dp_batch.total_blocks, 2u), (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).values);
            });
            dpopt::grid_batch_reset(&item_child_dp_grid_coarse2_state);
        }
    }
}
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

    (dpopt::GridOrderLock(0), detect<<<n / 256, 256>>>(data, n, 0.5f, counter));
    (dpopt::GridOrderLock(0), stripes<<<4, 64>>>(data, n, n / 256));
    (dpopt::GridOrderLock(0), process_items<<<1, num_items>>>(item_begin, data, num_items, 1));

    int h_counter = 0;
    cudaMemcpy(&h_counter, counter, sizeof(int), cudaMemcpyDeviceToHost);
    printf("divergent_launch: %d above threshold\n", h_counter);
    cudaFree(data); cudaFree(counter); cudaFree(item_begin);
    delete[] h_data;
    return 0;
}
