#include <dpopt/base.cuh>
#include <dpopt/block_flat.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/parser_pitfalls.cu"
// parser_pitfalls.cu - VALID CUDA (compiles with nvcc) that tree-sitter-cuda
// 0.20.4 misparses. `a.b < c` is read as a template method call `a.b<c ...>`
// (template_method), so a member access compared with '<' gets a MISSING ">",
// an ERROR node, or a silently wrong tree. `dim3 v(A, B);` with identifier
// arguments is read as a function declaration. README.md lists each case.
#include <cstdio>
#include <cuda_runtime.h>

#define WARP 32

// dpopt: child as launched from guard_lt (line 27), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_block_1_args {
    int base;
};

struct child_dp_block_1_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *out;
    int base;
    int n;
    bool dp_active;
};

__global__ void child_dp_block_1(unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block);

__device__ void child_dp_block_1_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block);

// dpopt: child as launched from guard_silent (line 35), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_block_2_args {
    int base;
};

struct child_dp_block_2_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *out;
    int base;
    int n;
    bool dp_active;
};

__global__ void child_dp_block_2(unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block);

__device__ void child_dp_block_2_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block);

// dpopt: child as launched from ternary_arg (line 49), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_block_3_args {
    int base;
};

struct child_dp_block_3_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *out;
    int base;
    int n;
    bool dp_active;
};

__global__ void child_dp_block_3(unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block);

__device__ void child_dp_block_3_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block);

// dpopt: child as launched from dim3_config (line 58), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_block_4_args {
    char dp_unused; // every argument is uniform: passed as scalars
};

struct child_dp_block_4_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *out;
    int base;
    int n;
    bool dp_active;
};

__global__ void child_dp_block_4(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block);

__device__ void child_dp_block_4_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block);

// dpopt: child as launched from config_lt (line 66), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_block_5_args {
    char dp_unused; // every argument is uniform: passed as scalars
};

struct child_dp_block_5_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *out;
    int base;
    int n;
    bool dp_active;
};

__global__ void child_dp_block_5(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block);

__device__ void child_dp_block_5_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block);

// dpopt: child as launched from config_lt_bare (line 74), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_block_6_args {
    char dp_unused; // every argument is uniform: passed as scalars
};

struct child_dp_block_6_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *out;
    int base;
    int n;
    bool dp_active;
};

__global__ void child_dp_block_6(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block);

__device__ void child_dp_block_6_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block);

#line 11 "tests/corpus/parser_pitfalls.cu"
__global__ void child(int *out, int base, int n)
{
    int i = base + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += 1;
}

// dpopt: one thread of child, for the fused grids that flatten its launches.
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


// dpopt: the launches of child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void child_dp_block_1_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    child_dp_block_1_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, dp_record.base, n);
    }
}


// dpopt: child fused across the launches of one block of guard_lt, a thread for each child thread.
__global__ void child_dp_block_1(unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_block_1_walk(blockIdx.x, gridDim.x, dp_batch, out, n, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the launches of child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void child_dp_block_2_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    child_dp_block_2_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, dp_record.base, n);
    }
}


// dpopt: child fused across the launches of one block of guard_silent, a thread for each child thread.
__global__ void child_dp_block_2(unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_block_2_walk(blockIdx.x, gridDim.x, dp_batch, out, n, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the launches of child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void child_dp_block_3_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    child_dp_block_3_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, dp_record.base, n);
    }
}


// dpopt: child fused across the launches of one block of ternary_arg, a thread for each child thread.
__global__ void child_dp_block_3(unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_block_3_walk(blockIdx.x, gridDim.x, dp_batch, out, n, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the launches of child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void child_dp_block_4_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    child_dp_block_4_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block = dp_block;
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, base, n);
    }
}


// dpopt: child fused across the launches of one block of dim3_config, a thread for each child thread.
__global__ void child_dp_block_4(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_block_4_walk(blockIdx.x, gridDim.x, dp_batch, out, base, n, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the launches of child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void child_dp_block_5_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    child_dp_block_5_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, base, n);
    }
}


// dpopt: child fused across the launches of one block of config_lt, a thread for each child thread.
__global__ void child_dp_block_5(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_block_5_walk(blockIdx.x, gridDim.x, dp_batch, out, base, n, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the launches of child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void child_dp_block_6_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    child_dp_block_6_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, base, n);
    }
}


// dpopt: child fused across the launches of one block of config_lt_bare, a thread for each child thread.
__global__ void child_dp_block_6(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_block_6_walk(blockIdx.x, gridDim.x, dp_batch, out, base, n, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}
#line 16 "tests/corpus/parser_pitfalls.cu"


// dpopt: flag_child as launched from bool_args (line 41), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
struct flag_child_dp_block_args {
    bool low_half;
};

struct flag_child_dp_block_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *flags;
    bool low_half;
    bool nonempty;
    bool dp_active;
};

__global__ void flag_child_dp_block(unsigned char *dp_batch, int *flags, bool nonempty, dim3 dp_grid, dim3 dp_block);

__device__ void flag_child_dp_block_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *flags, bool nonempty, dim3 dp_grid, dim3 dp_block);

#line 18 "tests/corpus/parser_pitfalls.cu"
__global__ void flag_child(int *flags, bool low_half, bool nonempty)
{
    flags[threadIdx.x] = (low_half ? 1 : 0) + (nonempty ? 2 : 0);
}

// dpopt: one thread of flag_child, for the fused grids that flatten its launches.
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


// dpopt: the launches of flag_child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void flag_child_dp_block_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *flags, bool nonempty, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    flag_child_dp_block_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        flag_child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, flags, dp_record.low_half, nonempty);
    }
}


// dpopt: flag_child fused across the launches of one block of bool_args, a thread for each child thread.
__global__ void flag_child_dp_block(unsigned char *dp_batch, int *flags, bool nonempty, dim3 dp_grid, dim3 dp_block)
{
    flag_child_dp_block_walk(blockIdx.x, gridDim.x, dp_batch, flags, nonempty, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}
#line 21 "tests/corpus/parser_pitfalls.cu"


// P1: comparison of threadIdx.x with '<' as a launch guard (MISSING ">").
__global__ void guard_lt(int *out, int n)
{
    child_dp_block_1_launch dp_pending_0 = {}; // the launch at line 27, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 26 "tests/corpus/parser_pitfalls.cu"
        if (threadIdx.x < WARP)
            {
                // dpopt: child<<<...>>> postponed to the end of the block, aggregated at block granularity
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
        // dpopt: the block's launches of child from line 27, flattened over the block
        child_dp_block_1_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the block's batch: the block runs them itself.
        const unsigned long long dp_threads = dp_pending_0.dp_active ? dpopt::launch_thread_count(dp_pending_0.dp_grid, dp_pending_0.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_block_1_args, child_dp_block_1_launch>();
        dpopt::block_flat_open(&dp_batch, dp_temp, dp_pending_0.dp_active && dp_flattened, (unsigned int)dp_threads, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_flattened && dp_batch.data) {
                child_dp_block_1_args dp_record = {};
                dp_record.base = dp_pending_0.base;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    child_dp_block_1_launch *dp_first_launch = dpopt::batch_first<child_dp_block_1_launch, child_dp_block_1_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->out = dp_pending_0.out;
                    dp_first_launch->base = dp_pending_0.base;
                    dp_first_launch->n = dp_pending_0.n;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
            } else {
                // too many threads for the batch, or the launch pool is full: launch as written
                child<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.out, dp_pending_0.base, dp_pending_0.n);
            }
        }
        // The block runs its launches' threads itself, unless there are more than 16 for each of its threads:
        // those get a fused grid, a thread for each.
        const dpopt::BlockFlatClosed dp_closed = dpopt::block_flat_close(&dp_batch, 0u);
        if (dp_closed != dpopt::block_flat_nothing)
            dp_first = dpopt::batch_first<child_dp_block_1_launch, child_dp_block_1_args>(dp_batch.data, dp_batch.capacity);
        if (dp_closed == dpopt::block_flat_launch)
            child_dp_block_1<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, cudaStreamFireAndForget>>>(dp_batch.data, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
        if (dp_closed == dpopt::block_flat_here) {
            child_dp_block_1_walk(0u, 1u, dp_batch.data, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::block_flat_done_here();
        }
    }
}
#line 29 "tests/corpus/parser_pitfalls.cu"

// P2: '<' ... '>' ( ... ) in one condition: parsed as a call of a template
// method, with no ERROR or MISSING node at all.
__global__ void guard_silent(int *out, int count)
{
    child_dp_block_2_launch dp_pending_1 = {}; // the launch at line 35, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 34 "tests/corpus/parser_pitfalls.cu"
        if (threadIdx.x < count && count > (2 * WARP))
            {
                // dpopt: child<<<...>>> postponed to the end of the block, aggregated at block granularity
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
        // dpopt: the block's launches of child from line 35, flattened over the block
        child_dp_block_2_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the block's batch: the block runs them itself.
        const unsigned long long dp_threads = dp_pending_1.dp_active ? dpopt::launch_thread_count(dp_pending_1.dp_grid, dp_pending_1.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_block_2_args, child_dp_block_2_launch>();
        dpopt::block_flat_open(&dp_batch, dp_temp, dp_pending_1.dp_active && dp_flattened, (unsigned int)dp_threads, dp_options);
        if (dp_pending_1.dp_active) {
            if (dp_flattened && dp_batch.data) {
                child_dp_block_2_args dp_record = {};
                dp_record.base = dp_pending_1.base;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    child_dp_block_2_launch *dp_first_launch = dpopt::batch_first<child_dp_block_2_launch, child_dp_block_2_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_1.dp_grid;
                    dp_first_launch->dp_block = dp_pending_1.dp_block;
                    dp_first_launch->out = dp_pending_1.out;
                    dp_first_launch->base = dp_pending_1.base;
                    dp_first_launch->n = dp_pending_1.n;
                    dp_first_launch->dp_active = dp_pending_1.dp_active;
                }
            } else {
                // too many threads for the batch, or the launch pool is full: launch as written
                child<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.out, dp_pending_1.base, dp_pending_1.n);
            }
        }
        // The block runs its launches' threads itself, unless there are more than 16 for each of its threads:
        // those get a fused grid, a thread for each.
        const dpopt::BlockFlatClosed dp_closed = dpopt::block_flat_close(&dp_batch, 0u);
        if (dp_closed != dpopt::block_flat_nothing)
            dp_first = dpopt::batch_first<child_dp_block_2_launch, child_dp_block_2_args>(dp_batch.data, dp_batch.capacity);
        if (dp_closed == dpopt::block_flat_launch)
            child_dp_block_2<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, cudaStreamFireAndForget>>>(dp_batch.data, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
        if (dp_closed == dpopt::block_flat_here) {
            child_dp_block_2_walk(0u, 1u, dp_batch.data, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::block_flat_done_here();
        }
    }
}
#line 37 "tests/corpus/parser_pitfalls.cu"

// P3: comparisons as launch arguments (two arguments read as one, plus ERROR).
__global__ void bool_args(int *flags, int n)
{
    flag_child_dp_block_launch dp_pending_2 = {}; // the launch at line 41, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 41 "tests/corpus/parser_pitfalls.cu"
        {
            // dpopt: flag_child<<<...>>> postponed to the end of the block, aggregated at block granularity
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
        // dpopt: the block's launches of flag_child from line 41, flattened over the block
        flag_child_dp_block_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the block's batch: the block runs them itself.
        const unsigned long long dp_threads = dp_pending_2.dp_active ? dpopt::launch_thread_count(dp_pending_2.dp_grid, dp_pending_2.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<flag_child_dp_block_args, flag_child_dp_block_launch>();
        dpopt::block_flat_open(&dp_batch, dp_temp, dp_pending_2.dp_active && dp_flattened, (unsigned int)dp_threads, dp_options);
        if (dp_pending_2.dp_active) {
            if (dp_flattened && dp_batch.data) {
                flag_child_dp_block_args dp_record = {};
                dp_record.low_half = dp_pending_2.low_half;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    flag_child_dp_block_launch *dp_first_launch = dpopt::batch_first<flag_child_dp_block_launch, flag_child_dp_block_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_2.dp_grid;
                    dp_first_launch->dp_block = dp_pending_2.dp_block;
                    dp_first_launch->flags = dp_pending_2.flags;
                    dp_first_launch->low_half = dp_pending_2.low_half;
                    dp_first_launch->nonempty = dp_pending_2.nonempty;
                    dp_first_launch->dp_active = dp_pending_2.dp_active;
                }
            } else {
                // too many threads for the batch, or the launch pool is full: launch as written
                flag_child<<<dp_pending_2.dp_grid, dp_pending_2.dp_block>>>(dp_pending_2.flags, dp_pending_2.low_half, dp_pending_2.nonempty);
            }
        }
        // The block runs its launches' threads itself, unless there are more than 16 for each of its threads:
        // those get a fused grid, a thread for each.
        const dpopt::BlockFlatClosed dp_closed = dpopt::block_flat_close(&dp_batch, 0u);
        if (dp_closed != dpopt::block_flat_nothing)
            dp_first = dpopt::batch_first<flag_child_dp_block_launch, flag_child_dp_block_args>(dp_batch.data, dp_batch.capacity);
        if (dp_closed == dpopt::block_flat_launch)
            flag_child_dp_block<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, cudaStreamFireAndForget>>>(dp_batch.data, (*dp_first).flags, (*dp_first).nonempty, (*dp_first).dp_grid, (*dp_first).dp_block);
        if (dp_closed == dpopt::block_flat_here) {
            flag_child_dp_block_walk(0u, 1u, dp_batch.data, (*dp_first).flags, (*dp_first).nonempty, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::block_flat_done_here();
        }
    }
}
#line 43 "tests/corpus/parser_pitfalls.cu"

// P4: a conditional expression on threadIdx.x (MISSING ">"), used as an argument.
__global__ void ternary_arg(int *out, int n)
{
    child_dp_block_3_launch dp_pending_3 = {}; // the launch at line 49, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 47 "tests/corpus/parser_pitfalls.cu"
        int half = threadIdx.x < 16 ? 0 : 1;
        if (threadIdx.x % 16 == 0)
            {
                // dpopt: child<<<...>>> postponed to the end of the block, aggregated at block granularity
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
        // dpopt: the block's launches of child from line 49, flattened over the block
        child_dp_block_3_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the block's batch: the block runs them itself.
        const unsigned long long dp_threads = dp_pending_3.dp_active ? dpopt::launch_thread_count(dp_pending_3.dp_grid, dp_pending_3.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_block_3_args, child_dp_block_3_launch>();
        dpopt::block_flat_open(&dp_batch, dp_temp, dp_pending_3.dp_active && dp_flattened, (unsigned int)dp_threads, dp_options);
        if (dp_pending_3.dp_active) {
            if (dp_flattened && dp_batch.data) {
                child_dp_block_3_args dp_record = {};
                dp_record.base = dp_pending_3.base;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    child_dp_block_3_launch *dp_first_launch = dpopt::batch_first<child_dp_block_3_launch, child_dp_block_3_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_3.dp_grid;
                    dp_first_launch->dp_block = dp_pending_3.dp_block;
                    dp_first_launch->out = dp_pending_3.out;
                    dp_first_launch->base = dp_pending_3.base;
                    dp_first_launch->n = dp_pending_3.n;
                    dp_first_launch->dp_active = dp_pending_3.dp_active;
                }
            } else {
                // too many threads for the batch, or the launch pool is full: launch as written
                child<<<dp_pending_3.dp_grid, dp_pending_3.dp_block>>>(dp_pending_3.out, dp_pending_3.base, dp_pending_3.n);
            }
        }
        // The block runs its launches' threads itself, unless there are more than 16 for each of its threads:
        // those get a fused grid, a thread for each.
        const dpopt::BlockFlatClosed dp_closed = dpopt::block_flat_close(&dp_batch, 0u);
        if (dp_closed != dpopt::block_flat_nothing)
            dp_first = dpopt::batch_first<child_dp_block_3_launch, child_dp_block_3_args>(dp_batch.data, dp_batch.capacity);
        if (dp_closed == dpopt::block_flat_launch)
            child_dp_block_3<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, cudaStreamFireAndForget>>>(dp_batch.data, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
        if (dp_closed == dpopt::block_flat_here) {
            child_dp_block_3_walk(0u, 1u, dp_batch.data, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::block_flat_done_here();
        }
    }
}
#line 51 "tests/corpus/parser_pitfalls.cu"

// P5: dim3 variables built from identifiers: read as function declarations.
__global__ void dim3_config(int *out, int n, int rows, int cols)
{
    child_dp_block_4_launch dp_pending_4 = {}; // the launch at line 58, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 55 "tests/corpus/parser_pitfalls.cu"
        dim3 block(WARP);
        dim3 grid(rows, cols);
        if (blockIdx.x == 0 && threadIdx.x == 0)
            {
                // dpopt: child<<<...>>> postponed to the end of the block, aggregated at block granularity
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
        // dpopt: the block's launches of child from line 58, flattened over the block
        child_dp_block_4_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the block's batch: the block runs them itself.
        const unsigned long long dp_threads = dp_pending_4.dp_active ? dpopt::launch_thread_count(dp_pending_4.dp_grid, dp_pending_4.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_block_4_args, child_dp_block_4_launch>();
        dpopt::block_flat_open(&dp_batch, dp_temp, dp_pending_4.dp_active && dp_flattened, (unsigned int)dp_threads, dp_options);
        if (dp_pending_4.dp_active) {
            if (dp_flattened && dp_batch.data) {
                child_dp_block_4_args dp_record = {};
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    child_dp_block_4_launch *dp_first_launch = dpopt::batch_first<child_dp_block_4_launch, child_dp_block_4_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_4.dp_grid;
                    dp_first_launch->dp_block = dp_pending_4.dp_block;
                    dp_first_launch->out = dp_pending_4.out;
                    dp_first_launch->base = dp_pending_4.base;
                    dp_first_launch->n = dp_pending_4.n;
                    dp_first_launch->dp_active = dp_pending_4.dp_active;
                }
            } else {
                // too many threads for the batch, or the launch pool is full: launch as written
                child<<<dp_pending_4.dp_grid, dp_pending_4.dp_block>>>(dp_pending_4.out, dp_pending_4.base, dp_pending_4.n);
            }
        }
        // The block runs its launches' threads itself, unless there are more than 16 for each of its threads:
        // those get a fused grid, a thread for each.
        const dpopt::BlockFlatClosed dp_closed = dpopt::block_flat_close(&dp_batch, 0u);
        if (dp_closed != dpopt::block_flat_nothing)
            dp_first = dpopt::batch_first<child_dp_block_4_launch, child_dp_block_4_args>(dp_batch.data, dp_batch.capacity);
        if (dp_closed == dpopt::block_flat_launch)
            child_dp_block_4<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, cudaStreamFireAndForget>>>(dp_batch.data, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
        if (dp_closed == dpopt::block_flat_here) {
            child_dp_block_4_walk(0u, 1u, dp_batch.data, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::block_flat_done_here();
        }
    }
}
#line 60 "tests/corpus/parser_pitfalls.cu"

// P6: '<' on a member inside the launch configuration (parenthesised: the
// kernel_call_syntax survives but contains a template_method with MISSING ">").
__global__ void config_lt(int *out, int n)
{
    child_dp_block_5_launch dp_pending_5 = {}; // the launch at line 66, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 65 "tests/corpus/parser_pitfalls.cu"
        if (threadIdx.x == 0)
            {
                // dpopt: child<<<...>>> postponed to the end of the block, aggregated at block granularity
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
        // dpopt: the block's launches of child from line 66, flattened over the block
        child_dp_block_5_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the block's batch: the block runs them itself.
        const unsigned long long dp_threads = dp_pending_5.dp_active ? dpopt::launch_thread_count(dp_pending_5.dp_grid, dp_pending_5.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_block_5_args, child_dp_block_5_launch>();
        dpopt::block_flat_open(&dp_batch, dp_temp, dp_pending_5.dp_active && dp_flattened, (unsigned int)dp_threads, dp_options);
        if (dp_pending_5.dp_active) {
            if (dp_flattened && dp_batch.data) {
                child_dp_block_5_args dp_record = {};
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    child_dp_block_5_launch *dp_first_launch = dpopt::batch_first<child_dp_block_5_launch, child_dp_block_5_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_5.dp_grid;
                    dp_first_launch->dp_block = dp_pending_5.dp_block;
                    dp_first_launch->out = dp_pending_5.out;
                    dp_first_launch->base = dp_pending_5.base;
                    dp_first_launch->n = dp_pending_5.n;
                    dp_first_launch->dp_active = dp_pending_5.dp_active;
                }
            } else {
                // too many threads for the batch, or the launch pool is full: launch as written
                child<<<dp_pending_5.dp_grid, dp_pending_5.dp_block>>>(dp_pending_5.out, dp_pending_5.base, dp_pending_5.n);
            }
        }
        // The block runs its launches' threads itself, unless there are more than 16 for each of its threads:
        // those get a fused grid, a thread for each.
        const dpopt::BlockFlatClosed dp_closed = dpopt::block_flat_close(&dp_batch, 0u);
        if (dp_closed != dpopt::block_flat_nothing)
            dp_first = dpopt::batch_first<child_dp_block_5_launch, child_dp_block_5_args>(dp_batch.data, dp_batch.capacity);
        if (dp_closed == dpopt::block_flat_launch)
            child_dp_block_5<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, cudaStreamFireAndForget>>>(dp_batch.data, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
        if (dp_closed == dpopt::block_flat_here) {
            child_dp_block_5_walk(0u, 1u, dp_batch.data, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::block_flat_done_here();
        }
    }
}
#line 68 "tests/corpus/parser_pitfalls.cu"

// P7: the same without parentheses: the whole launch statement becomes an
// ERROR node and no kernel_call_syntax is found for it.
__global__ void config_lt_bare(int *out, int n)
{
    child_dp_block_6_launch dp_pending_6 = {}; // the launch at line 74, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 73 "tests/corpus/parser_pitfalls.cu"
        if (threadIdx.x == 0)
            {
                // dpopt: child<<<...>>> postponed to the end of the block, aggregated at block granularity
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
        // dpopt: the block's launches of child from line 74, flattened over the block
        child_dp_block_6_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the block's batch: the block runs them itself.
        const unsigned long long dp_threads = dp_pending_6.dp_active ? dpopt::launch_thread_count(dp_pending_6.dp_grid, dp_pending_6.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_block_6_args, child_dp_block_6_launch>();
        dpopt::block_flat_open(&dp_batch, dp_temp, dp_pending_6.dp_active && dp_flattened, (unsigned int)dp_threads, dp_options);
        if (dp_pending_6.dp_active) {
            if (dp_flattened && dp_batch.data) {
                child_dp_block_6_args dp_record = {};
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    child_dp_block_6_launch *dp_first_launch = dpopt::batch_first<child_dp_block_6_launch, child_dp_block_6_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_6.dp_grid;
                    dp_first_launch->dp_block = dp_pending_6.dp_block;
                    dp_first_launch->out = dp_pending_6.out;
                    dp_first_launch->base = dp_pending_6.base;
                    dp_first_launch->n = dp_pending_6.n;
                    dp_first_launch->dp_active = dp_pending_6.dp_active;
                }
            } else {
                // too many threads for the batch, or the launch pool is full: launch as written
                child<<<dp_pending_6.dp_grid, dp_pending_6.dp_block>>>(dp_pending_6.out, dp_pending_6.base, dp_pending_6.n);
            }
        }
        // The block runs its launches' threads itself, unless there are more than 16 for each of its threads:
        // those get a fused grid, a thread for each.
        const dpopt::BlockFlatClosed dp_closed = dpopt::block_flat_close(&dp_batch, 0u);
        if (dp_closed != dpopt::block_flat_nothing)
            dp_first = dpopt::batch_first<child_dp_block_6_launch, child_dp_block_6_args>(dp_batch.data, dp_batch.capacity);
        if (dp_closed == dpopt::block_flat_launch)
            child_dp_block_6<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, cudaStreamFireAndForget>>>(dp_batch.data, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
        if (dp_closed == dpopt::block_flat_here) {
            child_dp_block_6_walk(0u, 1u, dp_batch.data, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::block_flat_done_here();
        }
    }
}
#line 76 "tests/corpus/parser_pitfalls.cu"

int main(void)
{
    int *out;
    cudaMalloc(&out, 4096 * sizeof(int));
    cudaMemset(out, 0, 4096 * sizeof(int));
    guard_lt<<<1, 64>>>(out, 4096);
    guard_silent<<<1, 64>>>(out, 4096);
    bool_args<<<1, 32>>>(out, 4096);
    ternary_arg<<<1, 32>>>(out, 4096);
    dim3_config<<<1, 32>>>(out, 4096, 8, 2);
    config_lt<<<1, 32>>>(out, 4096);
    config_lt_bare<<<1, 32>>>(out, 4096);
    cudaError_t err = cudaDeviceSynchronize();
    printf("parser_pitfalls: %s\n", cudaGetErrorString(err));
    cudaFree(out);
    return 0;
}
