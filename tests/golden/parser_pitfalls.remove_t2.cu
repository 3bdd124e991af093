#include <dpopt/base.cuh>
#include <dpopt/removal.cuh>
#include <dpopt/free_select.cuh>
#line 1 "tests/corpus/parser_pitfalls.cu"
// parser_pitfalls.cu - VALID CUDA (compiles with nvcc) that tree-sitter-cuda
// 0.20.4 misparses. `a.b < c` is read as a template method call `a.b<c ...>`
// (template_method), so a member access compared with '<' gets a MISSING ">",
// an ERROR node, or a silently wrong tree. `dim3 v(A, B);` with identifier
// arguments is read as a function declaration. README.md lists each case.
#include <cstdio>
#include <cuda_runtime.h>

#define WARP 32

// dpopt: child run by the launching block (launch removal, T3).
struct child_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *out;
    int base;
    int n;
    bool dp_active;
};

__device__ void child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *out, int base, int n);

// dpopt: child run by a single thread (launch removal, T4).
__device__ void child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, int *out, int base, int n);

// dpopt: one thread of child, for persistent blocks that pack its blocks (T1/T2).
__device__ void child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *out, int base, int n);

#line 11 "tests/corpus/parser_pitfalls.cu"
__global__ void child(int *out, int base, int n)
{
    int i = base + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += 1;
}

// dpopt: one block of child, run by the calling block's threads.
__device__ void child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *out, int base, int n)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 12 "tests/corpus/parser_pitfalls.cu"
            [&]() {
                int i = base + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
                if (i < n)
                    out[i] += 1;
            }();
    }
}


// dpopt: child, every thread of one of its blocks run in turn by the calling thread.
__device__ void child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, int *out, int base, int n)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 13 "tests/corpus/parser_pitfalls.cu"
            int i = base + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (i < n)
                out[i] += 1;
        }();
    }
}


// dpopt: one thread of child (launch removal, T1/T2).
__device__ void child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *out, int base, int n)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 12 "tests/corpus/parser_pitfalls.cu"
    {
        int i = base + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < n)
            out[i] += 1;
    }
}
#line 16 "tests/corpus/parser_pitfalls.cu"


// dpopt: flag_child run by the launching block (launch removal, T3).
struct flag_child_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *flags;
    bool low_half;
    bool nonempty;
    bool dp_active;
};

__device__ void flag_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *flags, bool low_half, bool nonempty);

// dpopt: flag_child run by a single thread (launch removal, T4).
__device__ void flag_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, int *flags, bool low_half, bool nonempty);

// dpopt: one thread of flag_child, for persistent blocks that pack its blocks (T1/T2).
__device__ void flag_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *flags, bool low_half, bool nonempty);

#line 18 "tests/corpus/parser_pitfalls.cu"
__global__ void flag_child(int *flags, bool low_half, bool nonempty)
{
    flags[threadIdx.x] = (low_half ? 1 : 0) + (nonempty ? 2 : 0);
}

// dpopt: one block of flag_child, run by the calling block's threads.
__device__ void flag_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *flags, bool low_half, bool nonempty)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 19 "tests/corpus/parser_pitfalls.cu"
            [&]() {
                flags[dp_threadIdx.x] = (low_half ? 1 : 0) + (nonempty ? 2 : 0);
            }();
    }
}


// dpopt: flag_child, every thread of one of its blocks run in turn by the calling thread.
__device__ void flag_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, int *flags, bool low_half, bool nonempty)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 20 "tests/corpus/parser_pitfalls.cu"
            flags[dp_threadIdx.x] = (low_half ? 1 : 0) + (nonempty ? 2 : 0);
        }();
    }
}


// dpopt: one thread of flag_child (launch removal, T1/T2).
__device__ void flag_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *flags, bool low_half, bool nonempty)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 19 "tests/corpus/parser_pitfalls.cu"
    {
        flags[dp_threadIdx.x] = (low_half ? 1 : 0) + (nonempty ? 2 : 0);
    }
}
#line 21 "tests/corpus/parser_pitfalls.cu"


// P1: comparison of threadIdx.x with '<' as a launch guard (MISSING ">").
// dpopt: what launches of guard_lt looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats guard_lt_dp_stats;
static __device__ unsigned int guard_lt_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> guard_lt_dp_selector;

#line 24 "tests/corpus/parser_pitfalls.cu"
__global__ void guard_lt(int *out, int n)
{
    child_dp_removed_launch dp_pending_0 = {}; // the launch at line 27, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 26 "tests/corpus/parser_pitfalls.cu"
        if (threadIdx.x < WARP)
            {
                // dpopt: child<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_0.dp_grid = 1;
                dp_pending_0.dp_block = WARP;
                dp_pending_0.out = out;
                dp_pending_0.base = threadIdx.x * WARP;
                dp_pending_0.n = n;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
            }
#line 28 "tests/corpus/parser_pitfalls.cu"
    }();
    {
        // dpopt: the block's launches of child from line 27, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_0.dp_active, dpopt::block_count(dp_pending_0.dp_grid),
                                     dpopt::block_count(dp_pending_0.dp_grid) * dpopt::block_count(dp_pending_0.dp_block)) &&
            dp_pending_0.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_0.dp_grid); dp_b++)
                child_dp_t4(dp_b, dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.out, dp_pending_0.base, dp_pending_0.n);
            dp_pending_0.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, 1u, dp_pending_0.dp_block, dpopt::batch_options<child_dp_removed_launch>());
        if (dp_pending_0.dp_active) {
            if (!dp_batch.data) {
                child<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.out, dp_pending_0.base, dp_pending_0.n);
                dp_pending_0.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_0);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const child_dp_removed_launch dp_l = dpopt::batch_slots<child_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    child_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of guard_lt's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool guard_lt_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 27
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of child at line 27.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const child_dp_removed_launch &dp_l = dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                child_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const child_dp_removed_launch dp_l = dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            child_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
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

// dpopt: guard_lt with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; guard_lt_dp_free_round runs them.
__global__ void guard_lt_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, int *out, int n)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 27
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 25 "tests/corpus/parser_pitfalls.cu"
        {
            child_dp_removed_launch dp_pending_0 = {}; // the launch at line 27, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                if (threadIdx.x < WARP)
                    {
                        // dpopt: child<<<...>>> removed (t2): recorded here, run by the persistent grid
                        dp_pending_0.dp_grid = 1;
                        dp_pending_0.dp_block = WARP;
                        dp_pending_0.out = out;
                        dp_pending_0.base = threadIdx.x * WARP;
                        dp_pending_0.n = n;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                    }
            }();
            {
                // dpopt: the block's launches of child from line 27, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::free_grid_blocks(dp_pending_0.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_0.dp_block), &dp_slot);
                if (dp_pending_0.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_0);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    guard_lt_dp_free_round(dp_space, dp_mode);
}
#line 28 "tests/corpus/parser_pitfalls.cu"

#line 29 "tests/corpus/parser_pitfalls.cu"

// P2: '<' ... '>' ( ... ) in one condition: parsed as a call of a template
// method, with no ERROR or MISSING node at all.
// dpopt: what launches of guard_silent looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats guard_silent_dp_stats;
static __device__ unsigned int guard_silent_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> guard_silent_dp_selector;

#line 32 "tests/corpus/parser_pitfalls.cu"
__global__ void guard_silent(int *out, int count)
{
    child_dp_removed_launch dp_pending_1 = {}; // the launch at line 35, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 34 "tests/corpus/parser_pitfalls.cu"
        if (threadIdx.x < count && count > (2 * WARP))
            {
                // dpopt: child<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_1.dp_grid = 2;
                dp_pending_1.dp_block = WARP;
                dp_pending_1.out = out;
                dp_pending_1.base = threadIdx.x * 2 * WARP;
                dp_pending_1.n = count;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
            }
#line 36 "tests/corpus/parser_pitfalls.cu"
    }();
    {
        // dpopt: the block's launches of child from line 35, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_1.dp_active, dpopt::block_count(dp_pending_1.dp_grid),
                                     dpopt::block_count(dp_pending_1.dp_grid) * dpopt::block_count(dp_pending_1.dp_block)) &&
            dp_pending_1.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_1.dp_grid); dp_b++)
                child_dp_t4(dp_b, dp_pending_1.dp_grid, dp_pending_1.dp_block, dp_pending_1.out, dp_pending_1.base, dp_pending_1.n);
            dp_pending_1.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_1.dp_active, 1u, dp_pending_1.dp_block, dpopt::batch_options<child_dp_removed_launch>());
        if (dp_pending_1.dp_active) {
            if (!dp_batch.data) {
                child<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.out, dp_pending_1.base, dp_pending_1.n);
                dp_pending_1.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_1);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const child_dp_removed_launch dp_l = dpopt::batch_slots<child_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    child_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of guard_silent's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool guard_silent_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 35
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of child at line 35.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const child_dp_removed_launch &dp_l = dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                child_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const child_dp_removed_launch dp_l = dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            child_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
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

// dpopt: guard_silent with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; guard_silent_dp_free_round runs them.
__global__ void guard_silent_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, int *out, int count)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 35
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 33 "tests/corpus/parser_pitfalls.cu"
        {
            child_dp_removed_launch dp_pending_1 = {}; // the launch at line 35, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                if (threadIdx.x < count && count > (2 * WARP))
                    {
                        // dpopt: child<<<...>>> removed (t2): recorded here, run by the persistent grid
                        dp_pending_1.dp_grid = 2;
                        dp_pending_1.dp_block = WARP;
                        dp_pending_1.out = out;
                        dp_pending_1.base = threadIdx.x * 2 * WARP;
                        dp_pending_1.n = count;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
                    }
            }();
            {
                // dpopt: the block's launches of child from line 35, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_1.dp_active, dp_pending_1.dp_active ? dpopt::free_grid_blocks(dp_pending_1.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_1.dp_block), &dp_slot);
                if (dp_pending_1.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_1);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    guard_silent_dp_free_round(dp_space, dp_mode);
}
#line 36 "tests/corpus/parser_pitfalls.cu"

#line 37 "tests/corpus/parser_pitfalls.cu"

// P3: comparisons as launch arguments (two arguments read as one, plus ERROR).
// dpopt: what launches of bool_args looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats bool_args_dp_stats;
static __device__ unsigned int bool_args_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> bool_args_dp_selector;

#line 39 "tests/corpus/parser_pitfalls.cu"
__global__ void bool_args(int *flags, int n)
{
    flag_child_dp_removed_launch dp_pending_2 = {}; // the launch at line 41, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 41 "tests/corpus/parser_pitfalls.cu"
        {
            // dpopt: flag_child<<<...>>> removed (T3): recorded here, run by this block at its end
            dp_pending_2.dp_grid = 1;
            dp_pending_2.dp_block = WARP;
            dp_pending_2.flags = flags;
            dp_pending_2.low_half = threadIdx.x < 16;
            dp_pending_2.nonempty = n > 0;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            dp_pending_2.dp_active = dpopt::launch_config_valid(dp_pending_2.dp_grid, dp_pending_2.dp_block);
        }
#line 42 "tests/corpus/parser_pitfalls.cu"
    }();
    {
        // dpopt: the block's launches of flag_child from line 41, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_2.dp_active, dpopt::block_count(dp_pending_2.dp_grid),
                                     dpopt::block_count(dp_pending_2.dp_grid) * dpopt::block_count(dp_pending_2.dp_block)) &&
            dp_pending_2.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_2.dp_grid); dp_b++)
                flag_child_dp_t4(dp_b, dp_pending_2.dp_grid, dp_pending_2.dp_block, dp_pending_2.flags, dp_pending_2.low_half, dp_pending_2.nonempty);
            dp_pending_2.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_2.dp_active, 1u, dp_pending_2.dp_block, dpopt::batch_options<flag_child_dp_removed_launch>());
        if (dp_pending_2.dp_active) {
            if (!dp_batch.data) {
                flag_child<<<dp_pending_2.dp_grid, dp_pending_2.dp_block>>>(dp_pending_2.flags, dp_pending_2.low_half, dp_pending_2.nonempty);
                dp_pending_2.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_2);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const flag_child_dp_removed_launch dp_l = dpopt::batch_slots<flag_child_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    flag_child_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.flags, dp_l.low_half, dp_l.nonempty);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of bool_args's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool bool_args_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 41
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of flag_child at line 41.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const flag_child_dp_removed_launch &dp_l = dpopt::free_list_records<flag_child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                flag_child_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.flags, dp_l.low_half, dp_l.nonempty);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const flag_child_dp_removed_launch dp_l = dpopt::free_list_records<flag_child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            flag_child_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.flags, dp_l.low_half, dp_l.nonempty);
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

// dpopt: bool_args with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; bool_args_dp_free_round runs them.
__global__ void bool_args_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, int *flags, int n)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 41
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 40 "tests/corpus/parser_pitfalls.cu"
        {
            flag_child_dp_removed_launch dp_pending_2 = {}; // the launch at line 41, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                {
                    // dpopt: flag_child<<<...>>> removed (t2): recorded here, run by the persistent grid
                    dp_pending_2.dp_grid = 1;
                    dp_pending_2.dp_block = WARP;
                    dp_pending_2.flags = flags;
                    dp_pending_2.low_half = threadIdx.x < 16;
                    dp_pending_2.nonempty = n > 0;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_2.dp_active = dpopt::launch_config_valid(dp_pending_2.dp_grid, dp_pending_2.dp_block);
                }
            }();
            {
                // dpopt: the block's launches of flag_child from line 41, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_2.dp_active, dp_pending_2.dp_active ? dpopt::free_grid_blocks(dp_pending_2.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_2.dp_block), &dp_slot);
                if (dp_pending_2.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<flag_child_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_2);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    bool_args_dp_free_round(dp_space, dp_mode);
}
#line 42 "tests/corpus/parser_pitfalls.cu"

#line 43 "tests/corpus/parser_pitfalls.cu"

// P4: a conditional expression on threadIdx.x (MISSING ">"), used as an argument.
// dpopt: what launches of ternary_arg looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats ternary_arg_dp_stats;
static __device__ unsigned int ternary_arg_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> ternary_arg_dp_selector;

#line 45 "tests/corpus/parser_pitfalls.cu"
__global__ void ternary_arg(int *out, int n)
{
    child_dp_removed_launch dp_pending_3 = {}; // the launch at line 49, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 47 "tests/corpus/parser_pitfalls.cu"
        int half = threadIdx.x < 16 ? 0 : 1;
        if (threadIdx.x % 16 == 0)
            {
                // dpopt: child<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_3.dp_grid = 1;
                dp_pending_3.dp_block = WARP;
                dp_pending_3.out = out;
                dp_pending_3.base = half * WARP;
                dp_pending_3.n = n;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_3.dp_active = dpopt::launch_config_valid(dp_pending_3.dp_grid, dp_pending_3.dp_block);
            }
#line 50 "tests/corpus/parser_pitfalls.cu"
    }();
    {
        // dpopt: the block's launches of child from line 49, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_3.dp_active, dpopt::block_count(dp_pending_3.dp_grid),
                                     dpopt::block_count(dp_pending_3.dp_grid) * dpopt::block_count(dp_pending_3.dp_block)) &&
            dp_pending_3.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_3.dp_grid); dp_b++)
                child_dp_t4(dp_b, dp_pending_3.dp_grid, dp_pending_3.dp_block, dp_pending_3.out, dp_pending_3.base, dp_pending_3.n);
            dp_pending_3.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_3.dp_active, 1u, dp_pending_3.dp_block, dpopt::batch_options<child_dp_removed_launch>());
        if (dp_pending_3.dp_active) {
            if (!dp_batch.data) {
                child<<<dp_pending_3.dp_grid, dp_pending_3.dp_block>>>(dp_pending_3.out, dp_pending_3.base, dp_pending_3.n);
                dp_pending_3.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_3);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const child_dp_removed_launch dp_l = dpopt::batch_slots<child_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    child_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of ternary_arg's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool ternary_arg_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 49
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of child at line 49.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const child_dp_removed_launch &dp_l = dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                child_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const child_dp_removed_launch dp_l = dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            child_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
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

// dpopt: ternary_arg with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; ternary_arg_dp_free_round runs them.
__global__ void ternary_arg_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, int *out, int n)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 49
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 46 "tests/corpus/parser_pitfalls.cu"
        {
            child_dp_removed_launch dp_pending_3 = {}; // the launch at line 49, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                int half = threadIdx.x < 16 ? 0 : 1;
                if (threadIdx.x % 16 == 0)
                    {
                        // dpopt: child<<<...>>> removed (t2): recorded here, run by the persistent grid
                        dp_pending_3.dp_grid = 1;
                        dp_pending_3.dp_block = WARP;
                        dp_pending_3.out = out;
                        dp_pending_3.base = half * WARP;
                        dp_pending_3.n = n;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_3.dp_active = dpopt::launch_config_valid(dp_pending_3.dp_grid, dp_pending_3.dp_block);
                    }
            }();
            {
                // dpopt: the block's launches of child from line 49, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_3.dp_active, dp_pending_3.dp_active ? dpopt::free_grid_blocks(dp_pending_3.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_3.dp_block), &dp_slot);
                if (dp_pending_3.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_3);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    ternary_arg_dp_free_round(dp_space, dp_mode);
}
#line 50 "tests/corpus/parser_pitfalls.cu"

#line 51 "tests/corpus/parser_pitfalls.cu"

// P5: dim3 variables built from identifiers: read as function declarations.
// dpopt: what launches of dim3_config looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats dim3_config_dp_stats;
static __device__ unsigned int dim3_config_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> dim3_config_dp_selector;

#line 53 "tests/corpus/parser_pitfalls.cu"
__global__ void dim3_config(int *out, int n, int rows, int cols)
{
    child_dp_removed_launch dp_pending_4 = {}; // the launch at line 58, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 55 "tests/corpus/parser_pitfalls.cu"
        dim3 block(WARP);
        dim3 grid(rows, cols);
        if (blockIdx.x == 0 && threadIdx.x == 0)
            {
                // dpopt: child<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_4.dp_grid = grid;
                dp_pending_4.dp_block = block;
                dp_pending_4.out = out;
                dp_pending_4.base = 0;
                dp_pending_4.n = n;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_4.dp_active = dpopt::launch_config_valid(dp_pending_4.dp_grid, dp_pending_4.dp_block);
            }
#line 59 "tests/corpus/parser_pitfalls.cu"
    }();
    {
        // dpopt: the block's launches of child from line 58, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_4.dp_active, dpopt::block_count(dp_pending_4.dp_grid),
                                     dpopt::block_count(dp_pending_4.dp_grid) * dpopt::block_count(dp_pending_4.dp_block)) &&
            dp_pending_4.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_4.dp_grid); dp_b++)
                child_dp_t4(dp_b, dp_pending_4.dp_grid, dp_pending_4.dp_block, dp_pending_4.out, dp_pending_4.base, dp_pending_4.n);
            dp_pending_4.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_4.dp_active, 1u, dp_pending_4.dp_block, dpopt::batch_options<child_dp_removed_launch>());
        if (dp_pending_4.dp_active) {
            if (!dp_batch.data) {
                child<<<dp_pending_4.dp_grid, dp_pending_4.dp_block>>>(dp_pending_4.out, dp_pending_4.base, dp_pending_4.n);
                dp_pending_4.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_4);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const child_dp_removed_launch dp_l = dpopt::batch_slots<child_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    child_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of dim3_config's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool dim3_config_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 58
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of child at line 58.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const child_dp_removed_launch &dp_l = dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                child_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const child_dp_removed_launch dp_l = dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            child_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
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

// dpopt: dim3_config with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; dim3_config_dp_free_round runs them.
__global__ void dim3_config_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, int *out, int n, int rows, int cols)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 58
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 54 "tests/corpus/parser_pitfalls.cu"
        {
            child_dp_removed_launch dp_pending_4 = {}; // the launch at line 58, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                dim3 block(WARP);
                dim3 grid(rows, cols);
                if (dp_blockIdx.x == 0 && threadIdx.x == 0)
                    {
                        // dpopt: child<<<...>>> removed (t2): recorded here, run by the persistent grid
                        dp_pending_4.dp_grid = grid;
                        dp_pending_4.dp_block = block;
                        dp_pending_4.out = out;
                        dp_pending_4.base = 0;
                        dp_pending_4.n = n;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_4.dp_active = dpopt::launch_config_valid(dp_pending_4.dp_grid, dp_pending_4.dp_block);
                    }
            }();
            {
                // dpopt: the block's launches of child from line 58, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_4.dp_active, dp_pending_4.dp_active ? dpopt::free_grid_blocks(dp_pending_4.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_4.dp_block), &dp_slot);
                if (dp_pending_4.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_4);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    dim3_config_dp_free_round(dp_space, dp_mode);
}
#line 59 "tests/corpus/parser_pitfalls.cu"

#line 60 "tests/corpus/parser_pitfalls.cu"

// P6: '<' on a member inside the launch configuration (parenthesised: the
// kernel_call_syntax survives but contains a template_method with MISSING ">").
// dpopt: what launches of config_lt looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats config_lt_dp_stats;
static __device__ unsigned int config_lt_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> config_lt_dp_selector;

#line 63 "tests/corpus/parser_pitfalls.cu"
__global__ void config_lt(int *out, int n)
{
    child_dp_removed_launch dp_pending_5 = {}; // the launch at line 66, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 65 "tests/corpus/parser_pitfalls.cu"
        if (threadIdx.x == 0)
            {
                // dpopt: child<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_5.dp_grid = (blockDim.x < 64) ? 1 : 2;
                dp_pending_5.dp_block = WARP;
                dp_pending_5.out = out;
                dp_pending_5.base = 0;
                dp_pending_5.n = n;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_5.dp_active = dpopt::launch_config_valid(dp_pending_5.dp_grid, dp_pending_5.dp_block);
            }
#line 67 "tests/corpus/parser_pitfalls.cu"
    }();
    {
        // dpopt: the block's launches of child from line 66, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_5.dp_active, dpopt::block_count(dp_pending_5.dp_grid),
                                     dpopt::block_count(dp_pending_5.dp_grid) * dpopt::block_count(dp_pending_5.dp_block)) &&
            dp_pending_5.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_5.dp_grid); dp_b++)
                child_dp_t4(dp_b, dp_pending_5.dp_grid, dp_pending_5.dp_block, dp_pending_5.out, dp_pending_5.base, dp_pending_5.n);
            dp_pending_5.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_5.dp_active, 1u, dp_pending_5.dp_block, dpopt::batch_options<child_dp_removed_launch>());
        if (dp_pending_5.dp_active) {
            if (!dp_batch.data) {
                child<<<dp_pending_5.dp_grid, dp_pending_5.dp_block>>>(dp_pending_5.out, dp_pending_5.base, dp_pending_5.n);
                dp_pending_5.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_5);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const child_dp_removed_launch dp_l = dpopt::batch_slots<child_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    child_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of config_lt's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool config_lt_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 66
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of child at line 66.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const child_dp_removed_launch &dp_l = dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                child_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const child_dp_removed_launch dp_l = dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            child_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
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

// dpopt: config_lt with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; config_lt_dp_free_round runs them.
__global__ void config_lt_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, int *out, int n)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 66
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 64 "tests/corpus/parser_pitfalls.cu"
        {
            child_dp_removed_launch dp_pending_5 = {}; // the launch at line 66, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                if (threadIdx.x == 0)
                    {
                        // dpopt: child<<<...>>> removed (t2): recorded here, run by the persistent grid
                        dp_pending_5.dp_grid = (blockDim.x < 64) ? 1 : 2;
                        dp_pending_5.dp_block = WARP;
                        dp_pending_5.out = out;
                        dp_pending_5.base = 0;
                        dp_pending_5.n = n;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_5.dp_active = dpopt::launch_config_valid(dp_pending_5.dp_grid, dp_pending_5.dp_block);
                    }
            }();
            {
                // dpopt: the block's launches of child from line 66, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_5.dp_active, dp_pending_5.dp_active ? dpopt::free_grid_blocks(dp_pending_5.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_5.dp_block), &dp_slot);
                if (dp_pending_5.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_5);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    config_lt_dp_free_round(dp_space, dp_mode);
}
#line 67 "tests/corpus/parser_pitfalls.cu"

#line 68 "tests/corpus/parser_pitfalls.cu"

// P7: the same without parentheses: the whole launch statement becomes an
// ERROR node and no kernel_call_syntax is found for it.
// dpopt: what launches of config_lt_bare looked like (read by the host-side selector), and
// what it chose for T3/T4 in place (0: each block chooses, 3: T3, 4: T4);
// the host's selector keeps a state per device.
static __device__ dpopt::LaunchStats config_lt_bare_dp_stats;
static __device__ unsigned int config_lt_bare_dp_choice;
static dpopt::PerDevice<dpopt::FreeSelector> config_lt_bare_dp_selector;

#line 71 "tests/corpus/parser_pitfalls.cu"
__global__ void config_lt_bare(int *out, int n)
{
    child_dp_removed_launch dp_pending_6 = {}; // the launch at line 74, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 73 "tests/corpus/parser_pitfalls.cu"
        if (threadIdx.x == 0)
            {
                // dpopt: child<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_6.dp_grid = blockDim.x < 64 ? 1 : 2;
                dp_pending_6.dp_block = WARP;
                dp_pending_6.out = out;
                dp_pending_6.base = 0;
                dp_pending_6.n = n;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_6.dp_active = dpopt::launch_config_valid(dp_pending_6.dp_grid, dp_pending_6.dp_block);
            }
#line 75 "tests/corpus/parser_pitfalls.cu"
    }();
    {
        // dpopt: the block's launches of child from line 74, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        if (!dpopt::block_prefers_t3(dp_temp, dp_pending_6.dp_active, dpopt::block_count(dp_pending_6.dp_grid),
                                     dpopt::block_count(dp_pending_6.dp_grid) * dpopt::block_count(dp_pending_6.dp_block)) &&
            dp_pending_6.dp_active) {
            for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_pending_6.dp_grid); dp_b++)
                child_dp_t4(dp_b, dp_pending_6.dp_grid, dp_pending_6.dp_block, dp_pending_6.out, dp_pending_6.base, dp_pending_6.n);
            dp_pending_6.dp_active = false;
        }
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_6.dp_active, 1u, dp_pending_6.dp_block, dpopt::batch_options<child_dp_removed_launch>());
        if (dp_pending_6.dp_active) {
            if (!dp_batch.data) {
                child<<<dp_pending_6.dp_grid, dp_pending_6.dp_block>>>(dp_pending_6.out, dp_pending_6.base, dp_pending_6.n);
                dp_pending_6.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_6);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const child_dp_removed_launch dp_l = dpopt::batch_slots<child_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    child_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}

// dpopt: the child work of config_lt_bare's persistent blocks: after a grid barrier they share
// out the child blocks (T1) or the child launches (T2) recorded so far: dp_mode.
static __device__ bool config_lt_bare_dp_free_round(dpopt::FreeSpace dp_space, unsigned int dp_mode)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 74
    dpopt::persistent_grid_sync(dp_space); // every launch so far is recorded
    {
        // The child blocks of the launches of child at line 74.
        const dpopt::FreeWork dp_work = dpopt::free_list_work(dp_list_0);
        const dpopt::FreeMode dp_how = dpopt::free_list_mode(dp_work, dp_mode);
        // No barriers or shared memory in the child: groups of this block's threads run
        // one child block each, side by side (when its blocks are no larger than this one).
        if (dp_work.max_threads <= dpopt::block_thread_count()) {
        dpopt::FreeThreadTask dp_task;
        for (bool dp_more = dpopt::free_thread_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_thread_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const child_dp_removed_launch &dp_l = dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            if (dp_task.lane < dpopt::block_count(dp_l.dp_block))
                child_dp_thread(dpopt::unflatten(dp_task.lane, dp_l.dp_block), dpopt::unflatten(dp_task.block, dp_l.dp_grid),
                    dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
        }
        } else {
        dpopt::FreeTask dp_task;
        for (bool dp_more = dpopt::free_task_first(dp_list_0, dp_work, dp_how, &dp_task); dp_more;
             dp_more = dpopt::free_task_next(dp_list_0, dp_work, dp_how, &dp_task)) {
            const child_dp_removed_launch dp_l = dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_task.launch];
            child_dp_t3(dpopt::unflatten(dp_task.block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.out, dp_l.base, dp_l.n);
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

// dpopt: config_lt_bare with persistent blocks (launch removal, Free Launch T1/T2). As many
// blocks as the GPU holds at once, launched cooperatively by dpopt::launch_free, run
// the original blocks in turn, recording the launches; config_lt_bare_dp_free_round runs them.
__global__ void config_lt_bare_dp_free(dpopt::FreeSpace dp_space, dim3 dp_gridDim, unsigned int dp_mode, int *out, int n)
{
    const dpopt::FreeList dp_list_0 = dpopt::free_list_at(dp_space, 0u, 0); // the launches at line 74
    for (unsigned int dp_b = blockIdx.x; dp_b < dpopt::block_count(dp_gridDim); dp_b += gridDim.x) {
        const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);
        // The original block dp_b:
#line 72 "tests/corpus/parser_pitfalls.cu"
        {
            child_dp_removed_launch dp_pending_6 = {}; // the launch at line 74, made at the end of the block
            // The original body: a return ends it, not the thread, so every thread reaches the flush.
            [&]() {
                if (threadIdx.x == 0)
                    {
                        // dpopt: child<<<...>>> removed (t2): recorded here, run by the persistent grid
                        dp_pending_6.dp_grid = blockDim.x < 64 ? 1 : 2;
                        dp_pending_6.dp_block = WARP;
                        dp_pending_6.out = out;
                        dp_pending_6.base = 0;
                        dp_pending_6.n = n;
                        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                        dp_pending_6.dp_active = dpopt::launch_config_valid(dp_pending_6.dp_grid, dp_pending_6.dp_block);
                    }
            }();
            {
                // dpopt: the block's launches of child from line 74, into the grid's worklist
                __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the worklist helpers' shared memory
                unsigned int dp_slot;
                dpopt::free_list_append(dp_temp, dp_list_0, dp_pending_6.dp_active, dp_pending_6.dp_active ? dpopt::free_grid_blocks(dp_pending_6.dp_grid) : 0u,
                                        dpopt::block_count(dp_pending_6.dp_block), &dp_slot);
                if (dp_pending_6.dp_active)
                    dpopt::batch_store_record(&dpopt::free_list_records<child_dp_removed_launch>(dp_list_0)[dp_slot], dp_pending_6);
            }
        }
        __syncthreads(); // the next original block reuses the shared memory
    }
    config_lt_bare_dp_free_round(dp_space, dp_mode);
}
#line 75 "tests/corpus/parser_pitfalls.cu"

#line 76 "tests/corpus/parser_pitfalls.cu"

int main(void)
{
    int *out;
    cudaMalloc(&out, 4096 * sizeof(int));
    cudaMemset(out, 0, 4096 * sizeof(int));
    dpopt::launch_free(dpopt::free_call(guard_lt_dp_free, guard_lt)
                           .named("guard_lt")
                           .kept_in(guard_lt_dp_selector, guard_lt_dp_stats, guard_lt_dp_choice)
                           .requesting(dpopt::REQUEST_T2)
                           .records({sizeof(child_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       1, 64, 0, 0, out, 4096); /* dpopt: the launch of guard_lt, with persistent blocks or T3/T4 in place */
#line 83 "tests/corpus/parser_pitfalls.cu"
    dpopt::launch_free(dpopt::free_call(guard_silent_dp_free, guard_silent)
                           .named("guard_silent")
                           .kept_in(guard_silent_dp_selector, guard_silent_dp_stats, guard_silent_dp_choice)
                           .requesting(dpopt::REQUEST_T2)
                           .records({sizeof(child_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       1, 64, 0, 0, out, 4096); /* dpopt: the launch of guard_silent, with persistent blocks or T3/T4 in place */
#line 84 "tests/corpus/parser_pitfalls.cu"
    dpopt::launch_free(dpopt::free_call(bool_args_dp_free, bool_args)
                           .named("bool_args")
                           .kept_in(bool_args_dp_selector, bool_args_dp_stats, bool_args_dp_choice)
                           .requesting(dpopt::REQUEST_T2)
                           .records({sizeof(flag_child_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       1, 32, 0, 0, out, 4096); /* dpopt: the launch of bool_args, with persistent blocks or T3/T4 in place */
#line 85 "tests/corpus/parser_pitfalls.cu"
    dpopt::launch_free(dpopt::free_call(ternary_arg_dp_free, ternary_arg)
                           .named("ternary_arg")
                           .kept_in(ternary_arg_dp_selector, ternary_arg_dp_stats, ternary_arg_dp_choice)
                           .requesting(dpopt::REQUEST_T2)
                           .records({sizeof(child_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       1, 32, 0, 0, out, 4096); /* dpopt: the launch of ternary_arg, with persistent blocks or T3/T4 in place */
#line 86 "tests/corpus/parser_pitfalls.cu"
    dpopt::launch_free(dpopt::free_call(dim3_config_dp_free, dim3_config)
                           .named("dim3_config")
                           .kept_in(dim3_config_dp_selector, dim3_config_dp_stats, dim3_config_dp_choice)
                           .requesting(dpopt::REQUEST_T2)
                           .records({sizeof(child_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       1, 32, 0, 0, out, 4096, 8, 2); /* dpopt: the launch of dim3_config, with persistent blocks or T3/T4 in place */
#line 87 "tests/corpus/parser_pitfalls.cu"
    dpopt::launch_free(dpopt::free_call(config_lt_dp_free, config_lt)
                           .named("config_lt")
                           .kept_in(config_lt_dp_selector, config_lt_dp_stats, config_lt_dp_choice)
                           .requesting(dpopt::REQUEST_T2)
                           .records({sizeof(child_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       1, 32, 0, 0, out, 4096); /* dpopt: the launch of config_lt, with persistent blocks or T3/T4 in place */
#line 88 "tests/corpus/parser_pitfalls.cu"
    dpopt::launch_free(dpopt::free_call(config_lt_bare_dp_free, config_lt_bare)
                           .named("config_lt_bare")
                           .kept_in(config_lt_bare_dp_selector, config_lt_bare_dp_stats, config_lt_bare_dp_choice)
                           .requesting(dpopt::REQUEST_T2)
                           .records({sizeof(child_dp_removed_launch)})
                           .placing(dpopt::FreeShared{}),
                       1, 32, 0, 0, out, 4096); /* dpopt: the launch of config_lt_bare, with persistent blocks or T3/T4 in place */
#line 89 "tests/corpus/parser_pitfalls.cu"
    cudaError_t err = cudaDeviceSynchronize();
    printf("parser_pitfalls: %s\n", cudaGetErrorString(err));
    cudaFree(out);
    return 0;
}
