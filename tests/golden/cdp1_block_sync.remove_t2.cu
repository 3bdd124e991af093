#include <dpopt/base.cuh>
#include <dpopt/removal.cuh>
#include <dpopt/free_select.cuh>
#line 1 "tests/corpus/cdp1_block_sync.cu"
// cdp1_block_sync.cu - a CDP1 program whose whole block waits for its
// children: the threads that own a non-empty segment each launch a child
// grid summing it, every thread of the block then calls the device-side
// cudaDeviceSynchronize() (CDP1: it waits for the children the block
// launched so far), and thread 0 adds up the block's segment sums, most of
// them computed by other threads' children. Thread 0 then launches one more
// child, which adds that total to the block's values; nothing in the parent
// waits for it (the host does). CUDA 12+ rejects the device-side
// cudaDeviceSynchronize; `dpopt --remove=t3` has the whole block run the
// recorded children at the sync. main checks against the CPU: PASS or FAIL.
#include <cstdio>
#include <cuda_runtime.h>

#define SEGMENTS 1024
#define PARENT_BLOCK 128
#define CHILD_BLOCK 64

// Adds one segment's values into *sum.
// dpopt: segment_sum run by the launching block (launch removal, T3).
struct segment_sum_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    const int *values;
    int len;
    int *sum;
    bool dp_active;
};

__device__ void segment_sum_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *values, int len, int *sum);

// dpopt: segment_sum run by a single thread (launch removal, T4).
__device__ void segment_sum_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *values, int len, int *sum);

// dpopt: one thread of segment_sum, for persistent blocks that pack its blocks (T1/T2).
__device__ void segment_sum_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *values, int len, int *sum);

#line 19 "tests/corpus/cdp1_block_sync.cu"
__global__ void segment_sum(const int *values, int len, int *sum)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < len)
        atomicAdd(sum, values[i]);
}

// dpopt: one block of segment_sum, run by the calling block's threads.
__device__ void segment_sum_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *values, int len, int *sum)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 20 "tests/corpus/cdp1_block_sync.cu"
            [&]() {
                int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
                if (i < len)
                    atomicAdd(sum, values[i]);
            }();
    }
}


// dpopt: segment_sum, every thread of one of its blocks run in turn by the calling thread.
__device__ void segment_sum_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *values, int len, int *sum)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 21 "tests/corpus/cdp1_block_sync.cu"
            int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (i < len)
                atomicAdd(sum, values[i]);
        }();
    }
}


// dpopt: one thread of segment_sum (launch removal, T1/T2).
__device__ void segment_sum_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *values, int len, int *sum)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 20 "tests/corpus/cdp1_block_sync.cu"
    {
        int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < len)
            atomicAdd(sum, values[i]);
    }
}
#line 24 "tests/corpus/cdp1_block_sync.cu"


// Adds the block's total to each of its values.
// dpopt: add_total run by the launching block (launch removal, T3).
struct add_total_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *values;
    int count;
    const int *total;
    bool dp_active;
};

__device__ void add_total_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *values, int count, const int *total);

// dpopt: add_total run by a single thread (launch removal, T4).
__device__ void add_total_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, int *values, int count, const int *total);

// dpopt: one thread of add_total, for persistent blocks that pack its blocks (T1/T2).
__device__ void add_total_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *values, int count, const int *total);

#line 27 "tests/corpus/cdp1_block_sync.cu"
__global__ void add_total(int *values, int count, const int *total)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        values[i] += *total;
}

// dpopt: one block of add_total, run by the calling block's threads.
__device__ void add_total_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *values, int count, const int *total)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 28 "tests/corpus/cdp1_block_sync.cu"
            [&]() {
                int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
                if (i < count)
                    values[i] += *total;
            }();
    }
}


// dpopt: add_total, every thread of one of its blocks run in turn by the calling thread.
__device__ void add_total_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, int *values, int count, const int *total)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 29 "tests/corpus/cdp1_block_sync.cu"
            int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (i < count)
                values[i] += *total;
        }();
    }
}


// dpopt: one thread of add_total (launch removal, T1/T2).
__device__ void add_total_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *values, int count, const int *total)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 28 "tests/corpus/cdp1_block_sync.cu"
    {
        int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < count)
            values[i] += *total;
    }
}
#line 32 "tests/corpus/cdp1_block_sync.cu"


// One thread per segment; one total per block of segments.
// dpopt: what launches of block_totals looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats block_totals_dp_stats;
static __device__ unsigned int block_totals_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> block_totals_dp_selector;

#line 35 "tests/corpus/cdp1_block_sync.cu"
__global__ void block_totals(int *values, const int *start, const int *len, int *sums, int *totals, int n)
{
    segment_sum_dp_removed_launch dp_pending_0 = {}; // the launch at line 39, made at the cudaDeviceSynchronize() after it
    add_total_dp_removed_launch dp_pending_1 = {}; // the launch at line 49, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 37 "tests/corpus/cdp1_block_sync.cu"
        int s = blockIdx.x * blockDim.x + threadIdx.x;
        if (s < n && len[s] > 0)
            {
                // dpopt: segment_sum<<<...>>> removed (T3): recorded here, run by this block at the next
                // cudaDeviceSynchronize() (which waits for it)
                dp_pending_0.dp_grid = (len[s] + CHILD_BLOCK - 1) / CHILD_BLOCK;
                dp_pending_0.dp_block = CHILD_BLOCK;
                dp_pending_0.values = values + start[s];
                dp_pending_0.len = len[s];
                dp_pending_0.sum = &sums[s];
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
            }
#line 40 "tests/corpus/cdp1_block_sync.cu"
        __syncthreads();         // every launch of the block is made
        {
            // dpopt: was cudaDeviceSynchronize() (CDP1): the block runs the launches its threads have
            // recorded so far (T3), then waits for all of them; the body then goes on.
            {
                // dpopt: the block's launches of segment_sum from line 39, run by the block itself (T3)
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
                if (!dpopt::block_prefers_t3(dp_temp, dp_pending_0.dp_active, dpopt::block_count(dp_pending_0.dp_grid),
                                             dpopt::block_count(dp_pending_0.dp_grid) * dpopt::block_count(dp_pending_0.dp_block)) &&
                    dp_pending_0.dp_active) {
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_0.dp_grid); dp_b++)
                        segment_sum_dp_t4(dp_b, dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.values, dp_pending_0.len, dp_pending_0.sum);
                    dp_pending_0.dp_active = false;
                }
                dpopt::BlockBatch dp_batch;
                dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, 1u, dp_pending_0.dp_block, dpopt::batch_options<segment_sum_dp_removed_launch>());
                if (dp_pending_0.dp_active) {
                    if (!dp_batch.data) {
                        // a cudaDeviceSynchronize() waits for it: this thread runs it (T4)
                        for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_0.dp_grid); dp_b++)
                            segment_sum_dp_t4(dp_b, dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.values, dp_pending_0.len, dp_pending_0.sum);
                        dp_pending_0.dp_active = false;
                    }
                    if (dp_batch.data)
                        dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_0);
                }
                dpopt::block_batch_close(&dp_batch);
                if (dp_batch.data) {
                    for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                        const segment_sum_dp_removed_launch dp_l = dpopt::batch_slots<segment_sum_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                        if (!dp_l.dp_active)
                            continue;
                        for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                            segment_sum_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.values, dp_l.len, dp_l.sum);
                            __syncthreads(); // every thread is done with this child block before the next
                        }
                    }
                    __syncthreads();
                    if (dpopt::block_thread_rank() == 0)
                        dpopt::pool_release();
                }
                dp_pending_0.dp_active = false; // run: a later launch here records afresh
            }
            __syncthreads(); // the children are done: the block may read their results
        } // CDP1: wait for all of the block's children
#line 42 "tests/corpus/cdp1_block_sync.cu"
        if (threadIdx.x == 0) {
            int first = blockIdx.x * blockDim.x, last = first + blockDim.x - 1;
            int total = 0;
            for (int k = first; k <= last; k++)
                total += sums[k];
            totals[blockIdx.x] = total;
            int count = start[last] + len[last] - start[first];
            {
                // dpopt: add_total<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_1.dp_grid = (count + 255) / 256;
                dp_pending_1.dp_block = 256;
                dp_pending_1.values = values + start[first];
                dp_pending_1.count = count;
                dp_pending_1.total = &totals[blockIdx.x];
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
            }
#line 50 "tests/corpus/cdp1_block_sync.cu"
        }
    }();
    {
        // dpopt: the block's launches of add_total from line 49, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_1.dp_active, dpopt::block_count(dp_pending_1.dp_grid),
                                     dpopt::block_count(dp_pending_1.dp_grid) * dpopt::block_count(dp_pending_1.dp_block)) &&
            dp_pending_1.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_1.dp_grid); dp_b++)
                add_total_dp_t4(dp_b, dp_pending_1.dp_grid, dp_pending_1.dp_block, dp_pending_1.values, dp_pending_1.count, dp_pending_1.total);
            dp_pending_1.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_1.dp_active, 1u, dp_pending_1.dp_block, dpopt::batch_options<add_total_dp_removed_launch>());
        if (dp_pending_1.dp_active) {
            if (!dp_batch.data) {
                add_total<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.values, dp_pending_1.count, dp_pending_1.total);
                dp_pending_1.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_1);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const add_total_dp_removed_launch dp_l = dpopt::batch_slots<add_total_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    add_total_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.values, dp_l.count, dp_l.total);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of block_totals's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
// Called at each device-side cudaDeviceSynchronize (a round) and, once a block is done
// with its parent work, until every block is: true then.
static __device__ bool block_totals_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 39
    const dpopt::FreeList dp_list_1 = dpopt::free_list_at(dp_space, 1u, dpopt::free_list_bytes(dp_space.capacity, sizeof(segment_sum_dp_removed_launch))); // the launches at line 49
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    const bool dp_finished = dpopt::free_all_finished(dp_space); // read before the next barrier
    {
        // The child blocks of the launches of segment_sum at line 39.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const segment_sum_dp_removed_launch &dp_l = dpopt::free_list_records<segment_sum_dp_removed_launch>(dp_list_0)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                segment_sum_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.values, dp_l.len, dp_l.sum);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const segment_sum_dp_removed_launch dp_l = dpopt::free_list_records<segment_sum_dp_removed_launch>(dp_list_0)[dp_task.launch];
            segment_sum_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.values, dp_l.len, dp_l.sum);
            __syncthreads(); // every thread is done with this child block before the next
        }
        }
    }
    dpopt::persistent_grid_sync(dp_space); // the launches below came after those above
    {
        // The child blocks of the launches of add_total at line 49.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_1);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_1, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_1, dp_work, dp_how, &dp_task)) {
            const add_total_dp_removed_launch &dp_l = dpopt::free_list_records<add_total_dp_removed_launch>(dp_list_1)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                add_total_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.values, dp_l.count, dp_l.total);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_1, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_1, dp_work, dp_how, &dp_task)) {
            const add_total_dp_removed_launch dp_l = dpopt::free_list_records<add_total_dp_removed_launch>(dp_list_1)[dp_task.launch];
            add_total_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.values, dp_l.count, dp_l.total);
            __syncthreads(); // every thread is done with this child block before the next
        }
        }
    }
    dpopt::persistent_grid_sync(dp_space); // every child block has run: the lists are free again
    if (blockIdx.x == 0 && dpopt::block_thread_rank() == 0) {
        dpopt::free_list_reset(dp_list_0);
        dpopt::free_list_reset(dp_list_1);
        if (dp_finished)
            dpopt::free_finished_reset(dp_space);
    }
    dpopt::persistent_grid_sync(dp_space); // no block records again before the reset
    return dp_finished;
}

// dpopt: block_totals with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; block_totals_dp_free_round runs them.
__global__ void block_totals_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, int *values, const int *start, const int *len, int *sums, int *totals, int n)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 39
    const dpopt::FreeList dp_list_1 = dpopt::free_list_at(dp_space, 1u, dpopt::free_list_bytes(dp_space.capacity, sizeof(segment_sum_dp_removed_launch))); // the launches at line 49
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 36 "tests/corpus/cdp1_block_sync.cu"
        {
            segment_sum_dp_removed_launch dp_pending_0 = {}; // the launch at line 39, made at the cudaDeviceSynchronize() after it
            add_total_dp_removed_launch dp_pending_1 = {}; // the launch at line 49, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                int s = dp_blockIdx.x * blockDim.x + threadIdx.x;
                if (s < n && len[s] > 0)
                    {
                        // dpopt: segment_sum<<<...>>> removed (t2): recorded here, run by the persistent grid
                        dp_pending_0.dp_grid = (len[s] + CHILD_BLOCK - 1) / CHILD_BLOCK;
                        dp_pending_0.dp_block = CHILD_BLOCK;
                        dp_pending_0.values = values + start[s];
                        dp_pending_0.len = len[s];
                        dp_pending_0.sum = &sums[s];
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                    }
                __syncthreads();         // every launch of the block is made
                {
                    // dpopt: was cudaDeviceSynchronize() (CDP1): the block's launches so far go to the
                    // worklists and the whole persistent grid runs them (a round); the body then goes on.
                    {
                        // dpopt: the block's launches of segment_sum from line 39, into the grid's worklist
                        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                        unsigned int dp_slot;
                        dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::free_grid_blocks(dp_pending_0.dp_grid) : 0u,
                                                dpopt::block_count(dp_pending_0.dp_block), &dp_slot);
                        if (dp_pending_0.dp_active)
                            dpopt::batch_store_record(&dpopt::free_list_records<segment_sum_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_0);
                    }
                    dp_pending_0.dp_active = false; // recorded: a later launch here records afresh
                    block_totals_dp_free_round(dp_space, dp_mode);
                } // CDP1: wait for all of the block's children
                if (threadIdx.x == 0) {
                    int first = dp_blockIdx.x * blockDim.x, last = first + blockDim.x - 1;
                    int total = 0;
                    for (int k = first; k <= last; k++)
                        total += sums[k];
                    totals[dp_blockIdx.x] = total;
                    int count = start[last] + len[last] - start[first];
                    {
                        // dpopt: add_total<<<...>>> removed (t2): recorded here, run by the persistent grid
                        dp_pending_1.dp_grid = (count + 255) / 256;
                        dp_pending_1.dp_block = 256;
                        dp_pending_1.values = values + start[first];
                        dp_pending_1.count = count;
                        dp_pending_1.total = &totals[dp_blockIdx.x];
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
                    }
                }
            }();
            {
                // dpopt: the block's launches of add_total from line 49, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_1, dp_pending_1.dp_active, dp_pending_1.dp_active ? dpopt::free_grid_blocks(dp_pending_1.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_1.dp_block), &dp_slot);
                if (dp_pending_1.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<add_total_dp_removed_launch>(dp_list_1)[dp_slot], dp_pending_1);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    dpopt::free_block_finished(dp_space);
    while (!block_totals_dp_free_round(dp_space, dp_mode)) {
        // rounds for the blocks still at their parent work
    }
}
#line 51 "tests/corpus/cdp1_block_sync.cu"

#line 52 "tests/corpus/cdp1_block_sync.cu"

int main(void)
{
    static int h_len[SEGMENTS], h_start[SEGMENTS], h_values[SEGMENTS * 200], h_out[SEGMENTS * 200];
    int n_values = 0;
    for (int s = 0; s < SEGMENTS; s++) {
        h_len[s] = s % 5 == 0 ? 0 : (s * 37) % 200;
        h_start[s] = n_values;
        n_values += h_len[s];
    }
    for (int i = 0; i < n_values; i++)
        h_values[i] = i % 7 + 1;
    int *values, *start, *len, *sums, *totals;
    const int blocks = SEGMENTS / PARENT_BLOCK;
    cudaMalloc(&values, n_values * sizeof(int));
    cudaMalloc(&start, sizeof h_start);
    cudaMalloc(&len, sizeof h_len);
    cudaMalloc(&sums, SEGMENTS * sizeof(int));
    cudaMalloc(&totals, blocks * sizeof(int));
    cudaMemcpy(values, h_values, n_values * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(start, h_start, sizeof h_start, cudaMemcpyHostToDevice);
    cudaMemcpy(len, h_len, sizeof h_len, cudaMemcpyHostToDevice);
    cudaMemset(sums, 0, SEGMENTS * sizeof(int));
    dpopt::launch_free(dpopt::free_call(block_totals_dp_free, block_totals)
                           .named("block_totals")
                           .kept_in(block_totals_dp_selector, block_totals_dp_stats, block_totals_dp_choice)
                           .requesting(dpopt::REQUEST_T2)
                           .records({sizeof(segment_sum_dp_removed_launch), sizeof(add_total_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       blocks, PARENT_BLOCK, 0, 0, values, start, len, sums, totals, SEGMENTS); /* dpopt: the launch of block_totals, with persistent blocks or T3/T4 in place */
#line 76 "tests/corpus/cdp1_block_sync.cu"
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(h_out, values, n_values * sizeof(int), cudaMemcpyDeviceToHost);
    int bad = -1;
    for (int b = 0; b < blocks && bad < 0; b++) {
        int first = h_start[b * PARENT_BLOCK], end = n_values;
        if (b + 1 < blocks)
            end = h_start[(b + 1) * PARENT_BLOCK];
        int total = 0;
        for (int i = first; i < end; i++)
            total += h_values[i];
        for (int i = first; i < end && bad < 0; i++)
            if (h_out[i] != h_values[i] + total)
                bad = i;
    }
    printf("cdp1_block_sync: %s (%s, first wrong value %d)\n", err == cudaSuccess && bad < 0 ? "PASS" : "FAIL",
           cudaGetErrorString(err), bad);
    cudaFree(values);
    cudaFree(start);
    cudaFree(len);
    cudaFree(sums);
    cudaFree(totals);
    return err == cudaSuccess && bad < 0 ? 0 : 1;
}
