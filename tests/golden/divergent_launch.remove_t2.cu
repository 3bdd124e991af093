#include <dpopt/base.cuh>
#include <dpopt/removal.cuh>
#include <dpopt/free_select.cuh>
#line 1 "tests/corpus/divergent_launch.cu"
// divergent_launch.cu - launches under divergent and uniform conditions, with
// arguments of mixed uniformity (grid-uniform parameters, block-uniform
// blockIdx-derived values, divergent threadIdx-derived values).
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: refine run by the launching block (launch removal, T3).
struct refine_dp_removed_launch {
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

__device__ void refine_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int center, int block);

// dpopt: refine run by a single thread (launch removal, T4).
__device__ void refine_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int center, int block);

// dpopt: one thread of refine, for persistent blocks that pack its blocks (T1/T2).
__device__ void refine_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int center, int block);

#line 7 "tests/corpus/divergent_launch.cu"
__global__ void refine(float *data, int n, int center, int block)
{
    int i = center - 16 + threadIdx.x;     // 32 neighbours around center
    if (i >= 0 && i < n && i != center)
        data[i] += 0.001f * (float)block;
}

// dpopt: one block of refine, run by the calling block's threads.
__device__ void refine_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int center, int block)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 8 "tests/corpus/divergent_launch.cu"
            [&]() {
                int i = center - 16 + dp_threadIdx.x;     // 32 neighbours around center
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


// dpopt: one thread of refine (launch removal, T1/T2).
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
#line 12 "tests/corpus/divergent_launch.cu"


// dpopt: count_above run by the launching block (launch removal, T3).
struct count_above_dp_removed_launch {
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

__device__ void count_above_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const float *data, int n, int first, int count, float threshold, int *counter);

// dpopt: count_above run by a single thread (launch removal, T4).
__device__ void count_above_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const float *data, int n, int first, int count, float threshold, int *counter);

// dpopt: one thread of count_above, for persistent blocks that pack its blocks (T1/T2).
__device__ void count_above_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const float *data, int n, int first, int count, float threshold, int *counter);

#line 14 "tests/corpus/divergent_launch.cu"
__global__ void count_above(const float *data, int n, int first, int count,
                            float threshold, int *counter)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + count && data[i] > threshold)
        atomicAdd(counter, 1);
}

// dpopt: one block of count_above, run by the calling block's threads.
__device__ void count_above_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const float *data, int n, int first, int count, float threshold, int *counter)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 16 "tests/corpus/divergent_launch.cu"
            [&]() {
                int i = first + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
                if (i < n && i < first + count && data[i] > threshold)
                    atomicAdd(counter, 1);
            }();
    }
}


// dpopt: count_above, every thread of one of its blocks run in turn by the calling thread.
__device__ void count_above_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const float *data, int n, int first, int count, float threshold, int *counter)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    unsigned int dp_sum0 = 0; // atomicAdd(counter, ...) on line 19, added up for the block
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 17 "tests/corpus/divergent_launch.cu"
            int i = first + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (i < n && i < first + count && data[i] > threshold)
                dp_sum0 += 1;
        }();
    }
    if (dp_sum0 != 0)
        atomicAdd(counter, (int)dp_sum0);
}


// dpopt: one thread of count_above (launch removal, T1/T2).
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
#line 20 "tests/corpus/divergent_launch.cu"


// dpopt: what launches of detect looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats detect_dp_stats;
static __device__ unsigned int detect_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> detect_dp_selector;

#line 22 "tests/corpus/divergent_launch.cu"
__global__ void detect(float *data, int n, float threshold, int *counter)
{
    refine_dp_removed_launch dp_pending_0 = {}; // the launch at line 29, made at the end of the block
    count_above_dp_removed_launch dp_pending_1 = {}; // the launch at line 34, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 24 "tests/corpus/divergent_launch.cu"
        int tid = blockIdx.x * blockDim.x + threadIdx.x;
        float v = (tid < n) ? data[tid] : 0.0f;

        // Divergent condition: each thread decides from its own element.
        if (v > threshold)
            {
                // dpopt: refine<<<...>>> removed (T3): recorded here, run by this block at its end
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
                // dpopt: count_above<<<...>>> removed (T3): recorded here, run by this block at its end
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
        // dpopt: the block's launches of refine from line 29, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_0.dp_active, dpopt::block_count(dp_pending_0.dp_grid),
                                     dpopt::block_count(dp_pending_0.dp_grid) * dpopt::block_count(dp_pending_0.dp_block)) &&
            dp_pending_0.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_0.dp_grid); dp_b++)
                refine_dp_t4(dp_b, dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.data, dp_pending_0.n, dp_pending_0.center, dp_pending_0.block);
            dp_pending_0.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, 1u, dp_pending_0.dp_block, dpopt::batch_options<refine_dp_removed_launch>());
        if (dp_pending_0.dp_active) {
            if (!dp_batch.data) {
                refine<<<dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.dp_shmem, dp_pending_0.dp_stream>>>(dp_pending_0.data, dp_pending_0.n, dp_pending_0.center, dp_pending_0.block);
                dp_pending_0.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_0);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const refine_dp_removed_launch dp_l = dpopt::batch_slots<refine_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    refine_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.data, dp_l.n, dp_l.center, dp_l.block);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
    {
        // dpopt: the block's launches of count_above from line 34, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_1.dp_active, dpopt::block_count(dp_pending_1.dp_grid),
                                     dpopt::block_count(dp_pending_1.dp_grid) * dpopt::block_count(dp_pending_1.dp_block)) &&
            dp_pending_1.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_1.dp_grid); dp_b++)
                count_above_dp_t4(dp_b, dp_pending_1.dp_grid, dp_pending_1.dp_block, dp_pending_1.data, dp_pending_1.n, dp_pending_1.first, dp_pending_1.count, dp_pending_1.threshold, dp_pending_1.counter);
            dp_pending_1.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_1.dp_active, 1u, dp_pending_1.dp_block, dpopt::batch_options<count_above_dp_removed_launch>());
        if (dp_pending_1.dp_active) {
            if (!dp_batch.data) {
                count_above<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.data, dp_pending_1.n, dp_pending_1.first, dp_pending_1.count, dp_pending_1.threshold, dp_pending_1.counter);
                dp_pending_1.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_1);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const count_above_dp_removed_launch dp_l = dpopt::batch_slots<count_above_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    count_above_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.data, dp_l.n, dp_l.first, dp_l.count, dp_l.threshold, dp_l.counter);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of detect's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool detect_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 29
    const dpopt::FreeList dp_list_1 = dpopt::free_list_at(dp_space, 1u, dpopt::free_list_bytes(dp_space.capacity, sizeof(refine_dp_removed_launch))); // the launches at line 34
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of refine at line 29.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const refine_dp_removed_launch &dp_l = dpopt::free_list_records<refine_dp_removed_launch>(dp_list_0)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                refine_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.data, dp_l.n, dp_l.center, dp_l.block);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const refine_dp_removed_launch dp_l = dpopt::free_list_records<refine_dp_removed_launch>(dp_list_0)[dp_task.launch];
            refine_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.data, dp_l.n, dp_l.center, dp_l.block);
            __syncthreads(); // every thread is done with this child block before the next
        }
        }
    }
    dpopt::persistent_grid_sync(dp_space); // the launches below came after those above
    {
        // The child blocks of the launches of count_above at line 34.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_1);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_1, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_1, dp_work, dp_how, &dp_task)) {
            const count_above_dp_removed_launch &dp_l = dpopt::free_list_records<count_above_dp_removed_launch>(dp_list_1)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                count_above_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.data, dp_l.n, dp_l.first, dp_l.count, dp_l.threshold, dp_l.counter);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_1, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_1, dp_work, dp_how, &dp_task)) {
            const count_above_dp_removed_launch dp_l = dpopt::free_list_records<count_above_dp_removed_launch>(dp_list_1)[dp_task.launch];
            count_above_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.data, dp_l.n, dp_l.first, dp_l.count, dp_l.threshold, dp_l.counter);
            __syncthreads(); // every thread is done with this child block before the next
        }
        }
    }
    dpopt::persistent_grid_sync(dp_space); // every child block has run: the lists are free again
    if (blockIdx.x == 0 && dpopt::block_thread_rank() == 0) {
        dpopt::free_list_reset(dp_list_0);
        dpopt::free_list_reset(dp_list_1);
    }
    return true;
}

// dpopt: detect with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; detect_dp_free_round runs them.
__global__ void detect_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, float *data, int n, float threshold, int *counter)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 29
    const dpopt::FreeList dp_list_1 = dpopt::free_list_at(dp_space, 1u, dpopt::free_list_bytes(dp_space.capacity, sizeof(refine_dp_removed_launch))); // the launches at line 34
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 23 "tests/corpus/divergent_launch.cu"
        {
            refine_dp_removed_launch dp_pending_0 = {}; // the launch at line 29, made at the end of the block
            count_above_dp_removed_launch dp_pending_1 = {}; // the launch at line 34, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                int tid = dp_blockIdx.x * blockDim.x + threadIdx.x;
                float v = (tid < n) ? data[tid] : 0.0f;

                // Divergent condition: each thread decides from its own element.
                if (v > threshold)
                    {
                        // dpopt: refine<<<...>>> removed (t2): recorded here, run by the persistent grid
                        dp_pending_0.dp_grid = 1;
                        dp_pending_0.dp_block = 32;
                        dp_pending_0.dp_shmem = 0;
                        dp_pending_0.dp_stream = cudaStreamFireAndForget;
                        dp_pending_0.data = data;
                        dp_pending_0.n = n;
                        dp_pending_0.center = tid;
                        dp_pending_0.block = dp_blockIdx.x;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                    }

                // Block-uniform condition: all threads of block 0 launch, each over a slice.
                if (dp_blockIdx.x == 0) {
                    int slice = (n + blockDim.x - 1) / blockDim.x;
                    {
                        // dpopt: count_above<<<...>>> removed (t2): recorded here, run by the persistent grid
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
                }
            }();
            {
                // dpopt: the block's launches of refine from line 29, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::free_grid_blocks(dp_pending_0.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_0.dp_block), &dp_slot);
                if (dp_pending_0.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<refine_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_0);
            }
            {
                // dpopt: the block's launches of count_above from line 34, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_1, dp_pending_1.dp_active, dp_pending_1.dp_active ? dpopt::free_grid_blocks(dp_pending_1.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_1.dp_block), &dp_slot);
                if (dp_pending_1.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<count_above_dp_removed_launch>(dp_list_1)[dp_slot], dp_pending_1);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    detect_dp_free_round(dp_space, dp_mode);
}
#line 37 "tests/corpus/divergent_launch.cu"

#line 38 "tests/corpus/divergent_launch.cu"

// dpopt: stripe_child run by the launching block (launch removal, T3).
struct stripe_child_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    float *data;
    int n;
    int first;
    int stripe;
    float scale;
    bool dp_active;
};

__device__ void stripe_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int first, int stripe, float scale);

// dpopt: stripe_child run by a single thread (launch removal, T4).
__device__ void stripe_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int first, int stripe, float scale);

// dpopt: one thread of stripe_child, for persistent blocks that pack its blocks (T1/T2).
__device__ void stripe_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int first, int stripe, float scale);

#line 39 "tests/corpus/divergent_launch.cu"
__global__ void stripe_child(float *data, int n, int first, int stripe, float scale)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + stripe)
        data[i] *= scale;
}

// dpopt: one block of stripe_child, run by the calling block's threads.
__device__ void stripe_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int first, int stripe, float scale)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 40 "tests/corpus/divergent_launch.cu"
            [&]() {
                int i = first + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
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


// dpopt: one thread of stripe_child (launch removal, T1/T2).
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
#line 44 "tests/corpus/divergent_launch.cu"


// dpopt: what launches of stripes looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats stripes_dp_stats;
static __device__ unsigned int stripes_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> stripes_dp_selector;

#line 46 "tests/corpus/divergent_launch.cu"
__global__ void stripes(float *data, int n, int stripe)
{
    stripe_child_dp_removed_launch dp_pending_2 = {}; // the launch at line 52, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 48 "tests/corpus/divergent_launch.cu"
        int t = blockIdx.x * blockDim.x + threadIdx.x;
        float scale = 1.0f / (float)(blockIdx.x + 1);
        // Grid-uniform condition: n is a kernel parameter.
        if (n > 0)
            {
                // dpopt: stripe_child<<<...>>> removed (T3): recorded here, run by this block at its end
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
        // dpopt: the block's launches of stripe_child from line 52, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_2.dp_active, dpopt::block_count(dp_pending_2.dp_grid),
                                     dpopt::block_count(dp_pending_2.dp_grid) * dpopt::block_count(dp_pending_2.dp_block)) &&
            dp_pending_2.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_2.dp_grid); dp_b++)
                stripe_child_dp_t4(dp_b, dp_pending_2.dp_grid, dp_pending_2.dp_block, dp_pending_2.data, dp_pending_2.n, dp_pending_2.first, dp_pending_2.stripe, dp_pending_2.scale);
            dp_pending_2.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_2.dp_active, 1u, dp_pending_2.dp_block, dpopt::batch_options<stripe_child_dp_removed_launch>());
        if (dp_pending_2.dp_active) {
            if (!dp_batch.data) {
                stripe_child<<<dp_pending_2.dp_grid, dp_pending_2.dp_block>>>(dp_pending_2.data, dp_pending_2.n, dp_pending_2.first, dp_pending_2.stripe, dp_pending_2.scale);
                dp_pending_2.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_2);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const stripe_child_dp_removed_launch dp_l = dpopt::batch_slots<stripe_child_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    stripe_child_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.data, dp_l.n, dp_l.first, dp_l.stripe, dp_l.scale);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of stripes's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool stripes_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 52
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of stripe_child at line 52.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const stripe_child_dp_removed_launch &dp_l = dpopt::free_list_records<stripe_child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                stripe_child_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.data, dp_l.n, dp_l.first, dp_l.stripe, dp_l.scale);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const stripe_child_dp_removed_launch dp_l = dpopt::free_list_records<stripe_child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            stripe_child_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.data, dp_l.n, dp_l.first, dp_l.stripe, dp_l.scale);
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

// dpopt: stripes with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; stripes_dp_free_round runs them.
__global__ void stripes_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, float *data, int n, int stripe)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 52
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 47 "tests/corpus/divergent_launch.cu"
        {
            stripe_child_dp_removed_launch dp_pending_2 = {}; // the launch at line 52, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                int t = dp_blockIdx.x * blockDim.x + threadIdx.x;
                float scale = 1.0f / (float)(dp_blockIdx.x + 1);
                // Grid-uniform condition: n is a kernel parameter.
                if (n > 0)
                    {
                        // dpopt: stripe_child<<<...>>> removed (t2): recorded here, run by the persistent grid
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
            }();
            {
                // dpopt: the block's launches of stripe_child from line 52, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_2.dp_active, dp_pending_2.dp_active ? dpopt::free_grid_blocks(dp_pending_2.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_2.dp_block), &dp_slot);
                if (dp_pending_2.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<stripe_child_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_2);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    stripes_dp_free_round(dp_space, dp_mode);
}
#line 53 "tests/corpus/divergent_launch.cu"

#line 54 "tests/corpus/divergent_launch.cu"

// dpopt: item_child run by the launching block (launch removal, T3).
struct item_child_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    float *values;
    int begin;
    int end;
    bool dp_active;
};

__device__ void item_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *values, int begin, int end);

// dpopt: item_child run by a single thread (launch removal, T4).
__device__ void item_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *values, int begin, int end);

// dpopt: one thread of item_child, for persistent blocks that pack its blocks (T1/T2).
__device__ void item_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *values, int begin, int end);

#line 55 "tests/corpus/divergent_launch.cu"
__global__ void item_child(float *values, int begin, int end)
{
    int i = begin + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < end)
        values[i] = sqrtf(values[i]);
}

// dpopt: one block of item_child, run by the calling block's threads.
__device__ void item_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *values, int begin, int end)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 56 "tests/corpus/divergent_launch.cu"
            [&]() {
                int i = begin + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
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


// dpopt: one thread of item_child (launch removal, T1/T2).
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
#line 60 "tests/corpus/divergent_launch.cu"


// dpopt: what launches of process_items looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats process_items_dp_stats;
static __device__ unsigned int process_items_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> process_items_dp_selector;

#line 62 "tests/corpus/divergent_launch.cu"
__global__ void process_items(const int *item_begin, float *values, int num_items,
                              int use_children)
{
    item_child_dp_removed_launch dp_pending_3 = {}; // the launch at line 69, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 65 "tests/corpus/divergent_launch.cu"
        int item = blockIdx.x * blockDim.x + threadIdx.x;
        if (item < num_items) {                   // divergent
            int begin = item_begin[item], end = item_begin[item + 1];
            if (use_children) {                   // uniform, nested in a divergent one
                {
                    // dpopt: item_child<<<...>>> removed (T3): recorded here, run by this block at its end
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
        // dpopt: the block's launches of item_child from line 69, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_3.dp_active, dpopt::block_count(dp_pending_3.dp_grid),
                                     dpopt::block_count(dp_pending_3.dp_grid) * dpopt::block_count(dp_pending_3.dp_block)) &&
            dp_pending_3.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_3.dp_grid); dp_b++)
                item_child_dp_t4(dp_b, dp_pending_3.dp_grid, dp_pending_3.dp_block, dp_pending_3.values, dp_pending_3.begin, dp_pending_3.end);
            dp_pending_3.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_3.dp_active, 1u, dp_pending_3.dp_block, dpopt::batch_options<item_child_dp_removed_launch>());
        if (dp_pending_3.dp_active) {
            if (!dp_batch.data) {
                item_child<<<dp_pending_3.dp_grid, dp_pending_3.dp_block>>>(dp_pending_3.values, dp_pending_3.begin, dp_pending_3.end);
                dp_pending_3.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_3);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const item_child_dp_removed_launch dp_l = dpopt::batch_slots<item_child_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    item_child_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.values, dp_l.begin, dp_l.end);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of process_items's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool process_items_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 69
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of item_child at line 69.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const item_child_dp_removed_launch &dp_l = dpopt::free_list_records<item_child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                item_child_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.values, dp_l.begin, dp_l.end);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const item_child_dp_removed_launch dp_l = dpopt::free_list_records<item_child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            item_child_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.values, dp_l.begin, dp_l.end);
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

// dpopt: process_items with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; process_items_dp_free_round runs them.
__global__ void process_items_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, const int *item_begin, float *values, int num_items, int use_children)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 69
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 64 "tests/corpus/divergent_launch.cu"
        {
            item_child_dp_removed_launch dp_pending_3 = {}; // the launch at line 69, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                int item = dp_blockIdx.x * blockDim.x + threadIdx.x;
                if (item < num_items) {                   // divergent
                    int begin = item_begin[item], end = item_begin[item + 1];
                    if (use_children) {                   // uniform, nested in a divergent one
                        {
                            // dpopt: item_child<<<...>>> removed (t2): recorded here, run by the persistent grid
                            dp_pending_3.dp_grid = (end - begin + 31) / 32;
                            dp_pending_3.dp_block = 32;
                            dp_pending_3.values = values;
                            dp_pending_3.begin = begin;
                            dp_pending_3.end = end;
                            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                            dp_pending_3.dp_active = dpopt::launch_config_valid(dp_pending_3.dp_grid, dp_pending_3.dp_block);
                        }
                    } else {
                        for (int i = begin; i < end; i++)
                            values[i] = sqrtf(values[i]);
                    }
                }
            }();
            {
                // dpopt: the block's launches of item_child from line 69, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_3.dp_active, dp_pending_3.dp_active ? dpopt::free_grid_blocks(dp_pending_3.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_3.dp_block), &dp_slot);
                if (dp_pending_3.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<item_child_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_3);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    process_items_dp_free_round(dp_space, dp_mode);
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

    dpopt::launch_free(dpopt::free_call(detect_dp_free, detect)
                           .named("detect")
                           .kept_in(detect_dp_selector, detect_dp_stats, detect_dp_choice)
                           .requesting(dpopt::REQUEST_T2)
                           .records({sizeof(refine_dp_removed_launch), sizeof(count_above_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       n / 256, 256, 0, 0, data, n, 0.5f, counter); /* dpopt: the launch of detect, with persistent blocks or T3/T4 in place */
#line 96 "tests/corpus/divergent_launch.cu"
    dpopt::launch_free(dpopt::free_call(stripes_dp_free, stripes)
                           .named("stripes")
                           .kept_in(stripes_dp_selector, stripes_dp_stats, stripes_dp_choice)
                           .requesting(dpopt::REQUEST_T2)
                           .records({sizeof(stripe_child_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       4, 64, 0, 0, data, n, n / 256); /* dpopt: the launch of stripes, with persistent blocks or T3/T4 in place */
#line 97 "tests/corpus/divergent_launch.cu"
    dpopt::launch_free(dpopt::free_call(process_items_dp_free, process_items)
                           .named("process_items")
                           .kept_in(process_items_dp_selector, process_items_dp_stats, process_items_dp_choice)
                           .requesting(dpopt::REQUEST_T2)
                           .records({sizeof(item_child_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       1, num_items, 0, 0, item_begin, data, num_items, 1); /* dpopt: the launch of process_items, with persistent blocks or T3/T4 in place */
#line 98 "tests/corpus/divergent_launch.cu"

    int h_counter = 0;
    cudaMemcpy(&h_counter, counter, sizeof(int), cudaMemcpyDeviceToHost);
    printf("divergent_launch: %d above threshold\n", h_counter);
    cudaFree(data); cudaFree(counter); cudaFree(item_begin);
    delete[] h_data;
    return 0;
}
