#include <dpopt/base.cuh>
#include <dpopt/warp_flat.cuh>
#include <dpopt/block_batch.cuh>
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

// dpopt: child as launched from guard_lt (line 27), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_grid_1_args {
    int base;
};

struct child_dp_grid_1_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *out;
    int base;
    int n;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of guard_lt runs at a time).
static __device__ dpopt::GridState child_dp_grid_1_state;

__global__ void child_dp_grid_1(unsigned char *dp_batch, int *out, int n, dim3 dp_grid);

// dpopt: child as launched from guard_silent (line 35), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_grid_2_args {
    int base;
};

struct child_dp_grid_2_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *out;
    int base;
    int n;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of guard_silent runs at a time).
static __device__ dpopt::GridState child_dp_grid_2_state;

__global__ void child_dp_grid_2(unsigned char *dp_batch, int *out, int n, dim3 dp_grid);

// dpopt: child as launched from ternary_arg (line 49), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_grid_3_args {
    int base;
};

struct child_dp_grid_3_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *out;
    int base;
    int n;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of ternary_arg runs at a time).
static __device__ dpopt::GridState child_dp_grid_3_state;

__global__ void child_dp_grid_3(unsigned char *dp_batch, int *out, int n, dim3 dp_grid);

// dpopt: child as launched from dim3_config (line 58), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_grid_4_args {
    char dp_unused; // every argument is uniform: passed as scalars
};

struct child_dp_grid_4_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *out;
    int base;
    int n;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of dim3_config runs at a time).
static __device__ dpopt::GridState child_dp_grid_4_state;

__global__ void __launch_bounds__(1024) child_dp_grid_4(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid);

// dpopt: child as launched from config_lt (line 66), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_grid_5_args {
    char dp_unused; // every argument is uniform: passed as scalars
};

struct child_dp_grid_5_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *out;
    int base;
    int n;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of config_lt runs at a time).
static __device__ dpopt::GridState child_dp_grid_5_state;

__global__ void child_dp_grid_5(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid);

// dpopt: child as launched from config_lt_bare (line 74), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_grid_6_args {
    char dp_unused; // every argument is uniform: passed as scalars
};

struct child_dp_grid_6_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *out;
    int base;
    int n;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of config_lt_bare runs at a time).
static __device__ dpopt::GridState child_dp_grid_6_state;

__global__ void child_dp_grid_6(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid);

// dpopt: one thread of child, for the warps that flatten its launches.
__device__ void child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *out, int base, int n);

#line 11 "tests/corpus/parser_pitfalls.cu"
__global__ void child(int *out, int base, int n)
{
    int i = base + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += 1;
}

// dpopt: child fused across the launches of one grid of guard_lt.
__global__ void child_dp_grid_1(unsigned char *dp_batch, int *out, int n, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    child_dp_grid_1_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    int base = dp_record.base;
    const dim3 dp_gridDim = dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 12 "tests/corpus/parser_pitfalls.cu"
    {
        int i = base + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
        if (i < n)
            out[i] += 1;
    }
}


// dpopt: child fused across the launches of one grid of guard_silent.
__global__ void child_dp_grid_2(unsigned char *dp_batch, int *out, int n, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    child_dp_grid_2_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    int base = dp_record.base;
    const dim3 dp_gridDim = dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 12 "tests/corpus/parser_pitfalls.cu"
    {
        int i = base + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
        if (i < n)
            out[i] += 1;
    }
}


// dpopt: child fused across the launches of one grid of ternary_arg.
__global__ void child_dp_grid_3(unsigned char *dp_batch, int *out, int n, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    child_dp_grid_3_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    int base = dp_record.base;
    const dim3 dp_gridDim = dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 12 "tests/corpus/parser_pitfalls.cu"
    {
        int i = base + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
        if (i < n)
            out[i] += 1;
    }
}


// dpopt: child fused across the launches of one grid of dim3_config.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) child_dp_grid_4(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    child_dp_grid_4_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    const dim3 dp_gridDim = dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 12 "tests/corpus/parser_pitfalls.cu"
    {
        int i = base + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
        if (i < n)
            out[i] += 1;
    }
}


// dpopt: child fused across the launches of one grid of config_lt.
__global__ void child_dp_grid_5(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    child_dp_grid_5_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    const dim3 dp_gridDim = dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 12 "tests/corpus/parser_pitfalls.cu"
    {
        int i = base + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
        if (i < n)
            out[i] += 1;
    }
}


// dpopt: child fused across the launches of one grid of config_lt_bare.
__global__ void child_dp_grid_6(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    child_dp_grid_6_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    const dim3 dp_gridDim = dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 12 "tests/corpus/parser_pitfalls.cu"
    {
        int i = base + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
        if (i < n)
            out[i] += 1;
    }
}


// dpopt: one thread of child (flattening).
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


// dpopt: flag_child as launched from bool_args (line 41), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct flag_child_dp_grid_args {
    bool low_half;
};

struct flag_child_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    int *flags;
    bool low_half;
    bool nonempty;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of bool_args runs at a time).
static __device__ dpopt::GridState flag_child_dp_grid_state;

__global__ void flag_child_dp_grid(unsigned char *dp_batch, int *flags, bool nonempty, dim3 dp_grid);

// dpopt: one thread of flag_child, for the warps that flatten its launches.
__device__ void flag_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *flags, bool low_half, bool nonempty);

#line 18 "tests/corpus/parser_pitfalls.cu"
__global__ void flag_child(int *flags, bool low_half, bool nonempty)
{
    flags[threadIdx.x] = (low_half ? 1 : 0) + (nonempty ? 2 : 0);
}

// dpopt: flag_child fused across the launches of one grid of bool_args.
__global__ void flag_child_dp_grid(unsigned char *dp_batch, int *flags, bool nonempty, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    flag_child_dp_grid_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    bool low_half = dp_record.low_half;
    (void)dp_grid;
    (void)dp_where;
#line 19 "tests/corpus/parser_pitfalls.cu"
    {
        flags[threadIdx.x] = (low_half ? 1 : 0) + (nonempty ? 2 : 0);
    }
}


// dpopt: one thread of flag_child (flattening).
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
__global__ void guard_lt(int *out, int n)
{
    child_dp_grid_1_launch dp_pending_0 = {}; // the launch at line 27, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 26 "tests/corpus/parser_pitfalls.cu"
        if (threadIdx.x < WARP)
            {
                // dpopt: child<<<1, WARP>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
                const dim3 dp_grid = 1, dp_block = WARP;
                auto dp_arg0 = out;
                auto dp_arg1 = threadIdx.x * WARP;
                auto dp_arg2 = n;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                const unsigned long long dp_threads =
                    dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_thread_count(dp_grid, dp_block) : 0ull;
                const bool dp_flattened = dp_threads <= 4096u;
                // More child threads than a warp takes on (--flatten-cap): aggregated with the grid's others
                // over the cap, into a grid that runs after this one.
                if (!dp_flattened) {
                    // dpopt: child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_0.dp_grid = dp_grid;
                    dp_pending_0.dp_block = dp_block;
                    dp_pending_0.out = dp_arg0;
                    dp_pending_0.base = dp_arg1;
                    dp_pending_0.n = dp_arg2;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                }
                const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
                // Each lane's cursor on the launch holding its thread, and that launch's values.
                dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
                // (Values every lane holds alike are its own.)
                const dim3 dp_its_grid = dp_grid;
                const dim3 dp_its_block = dp_block;
                const auto dp_its_arg0 = dp_arg0;
                auto dp_its_arg1 = dp_arg1;
                const auto dp_its_arg2 = dp_arg2;
                for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                    const unsigned int dp_v = dp_base + dp_flat.rank;
                    if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                        dp_its_arg1 = dpopt::warp_flat_fetch(dp_flat, dp_arg1, dp_at.lane);
                    }
                    if (dp_v < dp_flat.total) {
                        const unsigned int dp_t = dp_v - dp_at.start;
                        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                        child_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2);
                    }
                }
            }
#line 28 "tests/corpus/parser_pitfalls.cu"
    }();
    {
        // dpopt: the grid's launches of child from line 27, fused into one launch
        child_dp_grid_1_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_grid_1_args, child_dp_grid_1_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &child_dp_grid_1_state, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                               dp_pending_0.dp_block, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
                child_dp_grid_1_args dp_record = {};
                dp_record.base = dp_pending_0.base;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    child_dp_grid_1_launch *dp_first_launch = dpopt::batch_first<child_dp_grid_1_launch, child_dp_grid_1_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->out = dp_pending_0.out;
                    dp_first_launch->base = dp_pending_0.base;
                    dp_first_launch->n = dp_pending_0.n;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                child<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.out, dp_pending_0.base, dp_pending_0.n);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &child_dp_grid_1_state)) {
            dp_first = dpopt::batch_first<child_dp_grid_1_launch, child_dp_grid_1_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                child_dp_grid_1<<<dp_batch.total_blocks, (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid);
            });
            dpopt::grid_batch_reset(&child_dp_grid_1_state);
        }
    }
}
#line 29 "tests/corpus/parser_pitfalls.cu"

// P2: '<' ... '>' ( ... ) in one condition: parsed as a call of a template
// method, with no ERROR or MISSING node at all.
__global__ void guard_silent(int *out, int count)
{
    child_dp_grid_2_launch dp_pending_1 = {}; // the launch at line 35, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 34 "tests/corpus/parser_pitfalls.cu"
        if (threadIdx.x < count && count > (2 * WARP))
            {
                // dpopt: child<<<2, WARP>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
                const dim3 dp_grid = 2, dp_block = WARP;
                auto dp_arg0 = out;
                auto dp_arg1 = threadIdx.x * 2 * WARP;
                auto dp_arg2 = count;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                const unsigned long long dp_threads =
                    dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_thread_count(dp_grid, dp_block) : 0ull;
                const bool dp_flattened = dp_threads <= 4096u;
                // More child threads than a warp takes on (--flatten-cap): aggregated with the grid's others
                // over the cap, into a grid that runs after this one.
                if (!dp_flattened) {
                    // dpopt: child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_1.dp_grid = dp_grid;
                    dp_pending_1.dp_block = dp_block;
                    dp_pending_1.out = dp_arg0;
                    dp_pending_1.base = dp_arg1;
                    dp_pending_1.n = dp_arg2;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
                }
                const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
                // Each lane's cursor on the launch holding its thread, and that launch's values.
                dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
                // (Values every lane holds alike are its own.)
                const dim3 dp_its_grid = dp_grid;
                const dim3 dp_its_block = dp_block;
                const auto dp_its_arg0 = dp_arg0;
                auto dp_its_arg1 = dp_arg1;
                const auto dp_its_arg2 = dp_arg2;
                for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                    const unsigned int dp_v = dp_base + dp_flat.rank;
                    if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                        dp_its_arg1 = dpopt::warp_flat_fetch(dp_flat, dp_arg1, dp_at.lane);
                    }
                    if (dp_v < dp_flat.total) {
                        const unsigned int dp_t = dp_v - dp_at.start;
                        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                        child_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2);
                    }
                }
            }
#line 36 "tests/corpus/parser_pitfalls.cu"
    }();
    {
        // dpopt: the grid's launches of child from line 35, fused into one launch
        child_dp_grid_2_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_grid_2_args, child_dp_grid_2_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &child_dp_grid_2_state, dp_pending_1.dp_active, dp_pending_1.dp_active ? dpopt::block_count(dp_pending_1.dp_grid) : 0u,
                               dp_pending_1.dp_block, dp_options);
        if (dp_pending_1.dp_active) {
            if (dp_batch.data) {
                child_dp_grid_2_args dp_record = {};
                dp_record.base = dp_pending_1.base;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    child_dp_grid_2_launch *dp_first_launch = dpopt::batch_first<child_dp_grid_2_launch, child_dp_grid_2_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_1.dp_grid;
                    dp_first_launch->dp_block = dp_pending_1.dp_block;
                    dp_first_launch->out = dp_pending_1.out;
                    dp_first_launch->base = dp_pending_1.base;
                    dp_first_launch->n = dp_pending_1.n;
                    dp_first_launch->dp_active = dp_pending_1.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                child<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.out, dp_pending_1.base, dp_pending_1.n);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &child_dp_grid_2_state)) {
            dp_first = dpopt::batch_first<child_dp_grid_2_launch, child_dp_grid_2_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                child_dp_grid_2<<<dp_batch.total_blocks, (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid);
            });
            dpopt::grid_batch_reset(&child_dp_grid_2_state);
        }
    }
}
#line 37 "tests/corpus/parser_pitfalls.cu"

// P3: comparisons as launch arguments (two arguments read as one, plus ERROR).
__global__ void bool_args(int *flags, int n)
{
    flag_child_dp_grid_launch dp_pending_2 = {}; // the launch at line 41, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 41 "tests/corpus/parser_pitfalls.cu"
        {
            // dpopt: flag_child<<<1, WARP>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
            const dim3 dp_grid = 1, dp_block = WARP;
            auto dp_arg0 = flags;
            auto dp_arg1 = threadIdx.x < 16;
            auto dp_arg2 = n > 0;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            const unsigned long long dp_threads =
                dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_thread_count(dp_grid, dp_block) : 0ull;
            const bool dp_flattened = dp_threads <= 4096u;
            // More child threads than a warp takes on (--flatten-cap): aggregated with the grid's others
            // over the cap, into a grid that runs after this one.
            if (!dp_flattened) {
                // dpopt: flag_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                dp_pending_2.dp_grid = dp_grid;
                dp_pending_2.dp_block = dp_block;
                dp_pending_2.flags = dp_arg0;
                dp_pending_2.low_half = dp_arg1;
                dp_pending_2.nonempty = dp_arg2;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_2.dp_active = dpopt::launch_config_valid(dp_pending_2.dp_grid, dp_pending_2.dp_block);
            }
            const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
            // Each lane's cursor on the launch holding its thread, and that launch's values.
            dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
            // (Values every lane holds alike are its own.)
            const dim3 dp_its_grid = dp_grid;
            const dim3 dp_its_block = dp_block;
            const auto dp_its_arg0 = dp_arg0;
            auto dp_its_arg1 = dp_arg1;
            const auto dp_its_arg2 = dp_arg2;
            for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                const unsigned int dp_v = dp_base + dp_flat.rank;
                if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                    dp_its_arg1 = dpopt::warp_flat_fetch(dp_flat, dp_arg1, dp_at.lane);
                }
                if (dp_v < dp_flat.total) {
                    const unsigned int dp_t = dp_v - dp_at.start;
                    const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                    flag_child_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2);
                }
            }
        }
#line 42 "tests/corpus/parser_pitfalls.cu"
    }();
    {
        // dpopt: the grid's launches of flag_child from line 41, fused into one launch
        flag_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<flag_child_dp_grid_args, flag_child_dp_grid_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &flag_child_dp_grid_state, dp_pending_2.dp_active, dp_pending_2.dp_active ? dpopt::block_count(dp_pending_2.dp_grid) : 0u,
                               dp_pending_2.dp_block, dp_options);
        if (dp_pending_2.dp_active) {
            if (dp_batch.data) {
                flag_child_dp_grid_args dp_record = {};
                dp_record.low_half = dp_pending_2.low_half;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    flag_child_dp_grid_launch *dp_first_launch = dpopt::batch_first<flag_child_dp_grid_launch, flag_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_2.dp_grid;
                    dp_first_launch->dp_block = dp_pending_2.dp_block;
                    dp_first_launch->flags = dp_pending_2.flags;
                    dp_first_launch->low_half = dp_pending_2.low_half;
                    dp_first_launch->nonempty = dp_pending_2.nonempty;
                    dp_first_launch->dp_active = dp_pending_2.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                flag_child<<<dp_pending_2.dp_grid, dp_pending_2.dp_block>>>(dp_pending_2.flags, dp_pending_2.low_half, dp_pending_2.nonempty);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &flag_child_dp_grid_state)) {
            dp_first = dpopt::batch_first<flag_child_dp_grid_launch, flag_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                flag_child_dp_grid<<<dp_batch.total_blocks, (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).flags, (*dp_first).nonempty, (*dp_first).dp_grid);
            });
            dpopt::grid_batch_reset(&flag_child_dp_grid_state);
        }
    }
}
#line 43 "tests/corpus/parser_pitfalls.cu"

// P4: a conditional expression on threadIdx.x (MISSING ">"), used as an argument.
__global__ void ternary_arg(int *out, int n)
{
    child_dp_grid_3_launch dp_pending_3 = {}; // the launch at line 49, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 47 "tests/corpus/parser_pitfalls.cu"
        int half = threadIdx.x < 16 ? 0 : 1;
        if (threadIdx.x % 16 == 0)
            {
                // dpopt: child<<<1, WARP>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
                const dim3 dp_grid = 1, dp_block = WARP;
                auto dp_arg0 = out;
                auto dp_arg1 = half * WARP;
                auto dp_arg2 = n;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                const unsigned long long dp_threads =
                    dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_thread_count(dp_grid, dp_block) : 0ull;
                const bool dp_flattened = dp_threads <= 4096u;
                // More child threads than a warp takes on (--flatten-cap): aggregated with the grid's others
                // over the cap, into a grid that runs after this one.
                if (!dp_flattened) {
                    // dpopt: child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_3.dp_grid = dp_grid;
                    dp_pending_3.dp_block = dp_block;
                    dp_pending_3.out = dp_arg0;
                    dp_pending_3.base = dp_arg1;
                    dp_pending_3.n = dp_arg2;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_3.dp_active = dpopt::launch_config_valid(dp_pending_3.dp_grid, dp_pending_3.dp_block);
                }
                const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
                // Each lane's cursor on the launch holding its thread, and that launch's values.
                dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
                // (Values every lane holds alike are its own.)
                const dim3 dp_its_grid = dp_grid;
                const dim3 dp_its_block = dp_block;
                const auto dp_its_arg0 = dp_arg0;
                auto dp_its_arg1 = dp_arg1;
                const auto dp_its_arg2 = dp_arg2;
                for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                    const unsigned int dp_v = dp_base + dp_flat.rank;
                    if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                        dp_its_arg1 = dpopt::warp_flat_fetch(dp_flat, dp_arg1, dp_at.lane);
                    }
                    if (dp_v < dp_flat.total) {
                        const unsigned int dp_t = dp_v - dp_at.start;
                        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                        child_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2);
                    }
                }
            }
#line 50 "tests/corpus/parser_pitfalls.cu"
    }();
    {
        // dpopt: the grid's launches of child from line 49, fused into one launch
        child_dp_grid_3_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_grid_3_args, child_dp_grid_3_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &child_dp_grid_3_state, dp_pending_3.dp_active, dp_pending_3.dp_active ? dpopt::block_count(dp_pending_3.dp_grid) : 0u,
                               dp_pending_3.dp_block, dp_options);
        if (dp_pending_3.dp_active) {
            if (dp_batch.data) {
                child_dp_grid_3_args dp_record = {};
                dp_record.base = dp_pending_3.base;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    child_dp_grid_3_launch *dp_first_launch = dpopt::batch_first<child_dp_grid_3_launch, child_dp_grid_3_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_3.dp_grid;
                    dp_first_launch->dp_block = dp_pending_3.dp_block;
                    dp_first_launch->out = dp_pending_3.out;
                    dp_first_launch->base = dp_pending_3.base;
                    dp_first_launch->n = dp_pending_3.n;
                    dp_first_launch->dp_active = dp_pending_3.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                child<<<dp_pending_3.dp_grid, dp_pending_3.dp_block>>>(dp_pending_3.out, dp_pending_3.base, dp_pending_3.n);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &child_dp_grid_3_state)) {
            dp_first = dpopt::batch_first<child_dp_grid_3_launch, child_dp_grid_3_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                child_dp_grid_3<<<dp_batch.total_blocks, (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid);
            });
            dpopt::grid_batch_reset(&child_dp_grid_3_state);
        }
    }
}
#line 51 "tests/corpus/parser_pitfalls.cu"

// P5: dim3 variables built from identifiers: read as function declarations.
__global__ void dim3_config(int *out, int n, int rows, int cols)
{
    child_dp_grid_4_launch dp_pending_4 = {}; // the launch at line 58, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 55 "tests/corpus/parser_pitfalls.cu"
        dim3 block(WARP);
        dim3 grid(rows, cols);
        if (blockIdx.x == 0 && threadIdx.x == 0)
            {
                // dpopt: child<<<grid, block>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
                const dim3 dp_grid = grid, dp_block = block;
                auto dp_arg0 = out;
                auto dp_arg1 = 0;
                auto dp_arg2 = n;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                const unsigned long long dp_threads =
                    dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_thread_count(dp_grid, dp_block) : 0ull;
                const bool dp_flattened = dp_threads <= 4096u;
                // More child threads than a warp takes on (--flatten-cap): aggregated with the grid's others
                // over the cap, into a grid that runs after this one.
                if (!dp_flattened) {
                    // dpopt: child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_4.dp_grid = dp_grid;
                    dp_pending_4.dp_block = dp_block;
                    dp_pending_4.out = dp_arg0;
                    dp_pending_4.base = dp_arg1;
                    dp_pending_4.n = dp_arg2;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_4.dp_active = dpopt::launch_config_valid(dp_pending_4.dp_grid, dp_pending_4.dp_block);
                }
                const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
                // Each lane's cursor on the launch holding its thread, and that launch's values.
                dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
                // (Values every lane holds alike are its own.)
                const dim3 dp_its_grid = dp_grid;
                const dim3 dp_its_block = dp_block;
                const auto dp_its_arg0 = dp_arg0;
                const auto dp_its_arg1 = dp_arg1;
                const auto dp_its_arg2 = dp_arg2;
                for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                    const unsigned int dp_v = dp_base + dp_flat.rank;
                    if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                    }
                    if (dp_v < dp_flat.total) {
                        const unsigned int dp_t = dp_v - dp_at.start;
                        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                        child_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2);
                    }
                }
            }
#line 59 "tests/corpus/parser_pitfalls.cu"
    }();
    {
        // dpopt: the grid's launches of child from line 58, fused into one launch
        child_dp_grid_4_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_grid_4_args, child_dp_grid_4_launch>();
        dp_options.one_per_row = true; // at most one launch per row of the block's threads
        dpopt::grid_batch_open(&dp_batch, dp_temp, &child_dp_grid_4_state, dp_pending_4.dp_active, dp_pending_4.dp_active ? dpopt::block_count(dp_pending_4.dp_grid) : 0u,
                               dp_pending_4.dp_block, dp_options);
        if (dp_pending_4.dp_active) {
            if (dp_batch.data) {
                child_dp_grid_4_args dp_record = {};
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    child_dp_grid_4_launch *dp_first_launch = dpopt::batch_first<child_dp_grid_4_launch, child_dp_grid_4_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_4.dp_grid;
                    dp_first_launch->dp_block = dp_pending_4.dp_block;
                    dp_first_launch->out = dp_pending_4.out;
                    dp_first_launch->base = dp_pending_4.base;
                    dp_first_launch->n = dp_pending_4.n;
                    dp_first_launch->dp_active = dp_pending_4.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                child<<<dp_pending_4.dp_grid, dp_pending_4.dp_block>>>(dp_pending_4.out, dp_pending_4.base, dp_pending_4.n);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &child_dp_grid_4_state)) {
            dp_first = dpopt::batch_first<child_dp_grid_4_launch, child_dp_grid_4_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                child_dp_grid_4<<<dp_batch.total_blocks, (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid);
            });
            dpopt::grid_batch_reset(&child_dp_grid_4_state);
        }
    }
}
#line 60 "tests/corpus/parser_pitfalls.cu"

// P6: '<' on a member inside the launch configuration (parenthesised: the
// kernel_call_syntax survives but contains a template_method with MISSING ">").
__global__ void config_lt(int *out, int n)
{
    child_dp_grid_5_launch dp_pending_5 = {}; // the launch at line 66, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 65 "tests/corpus/parser_pitfalls.cu"
        if (threadIdx.x == 0)
            {
                // dpopt: child<<<(blockDim.x < 64) ? 1 : 2, WARP>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
                const dim3 dp_grid = (blockDim.x < 64) ? 1 : 2, dp_block = WARP;
                auto dp_arg0 = out;
                auto dp_arg1 = 0;
                auto dp_arg2 = n;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                const unsigned long long dp_threads =
                    dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_thread_count(dp_grid, dp_block) : 0ull;
                const bool dp_flattened = dp_threads <= 4096u;
                // More child threads than a warp takes on (--flatten-cap): aggregated with the grid's others
                // over the cap, into a grid that runs after this one.
                if (!dp_flattened) {
                    // dpopt: child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_5.dp_grid = dp_grid;
                    dp_pending_5.dp_block = dp_block;
                    dp_pending_5.out = dp_arg0;
                    dp_pending_5.base = dp_arg1;
                    dp_pending_5.n = dp_arg2;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_5.dp_active = dpopt::launch_config_valid(dp_pending_5.dp_grid, dp_pending_5.dp_block);
                }
                const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
                // Each lane's cursor on the launch holding its thread, and that launch's values.
                dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
                // (Values every lane holds alike are its own.)
                const dim3 dp_its_grid = dp_grid;
                const dim3 dp_its_block = dp_block;
                const auto dp_its_arg0 = dp_arg0;
                const auto dp_its_arg1 = dp_arg1;
                const auto dp_its_arg2 = dp_arg2;
                for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                    const unsigned int dp_v = dp_base + dp_flat.rank;
                    if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                    }
                    if (dp_v < dp_flat.total) {
                        const unsigned int dp_t = dp_v - dp_at.start;
                        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                        child_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2);
                    }
                }
            }
#line 67 "tests/corpus/parser_pitfalls.cu"
    }();
    {
        // dpopt: the grid's launches of child from line 66, fused into one launch
        child_dp_grid_5_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_grid_5_args, child_dp_grid_5_launch>();
        dp_options.one_per_row = true; // at most one launch per row of the block's threads
        dpopt::grid_batch_open(&dp_batch, dp_temp, &child_dp_grid_5_state, dp_pending_5.dp_active, dp_pending_5.dp_active ? dpopt::block_count(dp_pending_5.dp_grid) : 0u,
                               dp_pending_5.dp_block, dp_options);
        if (dp_pending_5.dp_active) {
            if (dp_batch.data) {
                child_dp_grid_5_args dp_record = {};
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    child_dp_grid_5_launch *dp_first_launch = dpopt::batch_first<child_dp_grid_5_launch, child_dp_grid_5_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_5.dp_grid;
                    dp_first_launch->dp_block = dp_pending_5.dp_block;
                    dp_first_launch->out = dp_pending_5.out;
                    dp_first_launch->base = dp_pending_5.base;
                    dp_first_launch->n = dp_pending_5.n;
                    dp_first_launch->dp_active = dp_pending_5.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                child<<<dp_pending_5.dp_grid, dp_pending_5.dp_block>>>(dp_pending_5.out, dp_pending_5.base, dp_pending_5.n);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &child_dp_grid_5_state)) {
            dp_first = dpopt::batch_first<child_dp_grid_5_launch, child_dp_grid_5_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                child_dp_grid_5<<<dp_batch.total_blocks, (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid);
            });
            dpopt::grid_batch_reset(&child_dp_grid_5_state);
        }
    }
}
#line 68 "tests/corpus/parser_pitfalls.cu"

// P7: the same without parentheses: the whole launch statement becomes an
// ERROR node and no kernel_call_syntax is found for it.
__global__ void config_lt_bare(int *out, int n)
{
    child_dp_grid_6_launch dp_pending_6 = {}; // the launch at line 74, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 73 "tests/corpus/parser_pitfalls.cu"
        if (threadIdx.x == 0)
            {
                // dpopt: child<<<blockDim.x < 64 ? 1 : 2, WARP>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
                const dim3 dp_grid = blockDim.x < 64 ? 1 : 2, dp_block = WARP;
                auto dp_arg0 = out;
                auto dp_arg1 = 0;
                auto dp_arg2 = n;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                const unsigned long long dp_threads =
                    dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_thread_count(dp_grid, dp_block) : 0ull;
                const bool dp_flattened = dp_threads <= 4096u;
                // More child threads than a warp takes on (--flatten-cap): aggregated with the grid's others
                // over the cap, into a grid that runs after this one.
                if (!dp_flattened) {
                    // dpopt: child<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_6.dp_grid = dp_grid;
                    dp_pending_6.dp_block = dp_block;
                    dp_pending_6.out = dp_arg0;
                    dp_pending_6.base = dp_arg1;
                    dp_pending_6.n = dp_arg2;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_6.dp_active = dpopt::launch_config_valid(dp_pending_6.dp_grid, dp_pending_6.dp_block);
                }
                const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
                // Each lane's cursor on the launch holding its thread, and that launch's values.
                dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
                // (Values every lane holds alike are its own.)
                const dim3 dp_its_grid = dp_grid;
                const dim3 dp_its_block = dp_block;
                const auto dp_its_arg0 = dp_arg0;
                const auto dp_its_arg1 = dp_arg1;
                const auto dp_its_arg2 = dp_arg2;
                for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                    const unsigned int dp_v = dp_base + dp_flat.rank;
                    if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                    }
                    if (dp_v < dp_flat.total) {
                        const unsigned int dp_t = dp_v - dp_at.start;
                        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                        child_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2);
                    }
                }
            }
#line 75 "tests/corpus/parser_pitfalls.cu"
    }();
    {
        // dpopt: the grid's launches of child from line 74, fused into one launch
        child_dp_grid_6_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_grid_6_args, child_dp_grid_6_launch>();
        dp_options.one_per_row = true; // at most one launch per row of the block's threads
        dpopt::grid_batch_open(&dp_batch, dp_temp, &child_dp_grid_6_state, dp_pending_6.dp_active, dp_pending_6.dp_active ? dpopt::block_count(dp_pending_6.dp_grid) : 0u,
                               dp_pending_6.dp_block, dp_options);
        if (dp_pending_6.dp_active) {
            if (dp_batch.data) {
                child_dp_grid_6_args dp_record = {};
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    child_dp_grid_6_launch *dp_first_launch = dpopt::batch_first<child_dp_grid_6_launch, child_dp_grid_6_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_6.dp_grid;
                    dp_first_launch->dp_block = dp_pending_6.dp_block;
                    dp_first_launch->out = dp_pending_6.out;
                    dp_first_launch->base = dp_pending_6.base;
                    dp_first_launch->n = dp_pending_6.n;
                    dp_first_launch->dp_active = dp_pending_6.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                child<<<dp_pending_6.dp_grid, dp_pending_6.dp_block>>>(dp_pending_6.out, dp_pending_6.base, dp_pending_6.n);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &child_dp_grid_6_state)) {
            dp_first = dpopt::batch_first<child_dp_grid_6_launch, child_dp_grid_6_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                child_dp_grid_6<<<dp_batch.total_blocks, (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid);
            });
            dpopt::grid_batch_reset(&child_dp_grid_6_state);
        }
    }
}
#line 76 "tests/corpus/parser_pitfalls.cu"

int main(void)
{
    int *out;
    cudaMalloc(&out, 4096 * sizeof(int));
    cudaMemset(out, 0, 4096 * sizeof(int));
    (dpopt::GridOrderLock(0), guard_lt<<<1, 64>>>(out, 4096));
    (dpopt::GridOrderLock(0), guard_silent<<<1, 64>>>(out, 4096));
    (dpopt::GridOrderLock(0), bool_args<<<1, 32>>>(out, 4096));
    (dpopt::GridOrderLock(0), ternary_arg<<<1, 32>>>(out, 4096));
    (dpopt::GridOrderLock(0), dim3_config<<<1, 32>>>(out, 4096, 8, 2));
    (dpopt::GridOrderLock(0), config_lt<<<1, 32>>>(out, 4096));
    (dpopt::GridOrderLock(0), config_lt_bare<<<1, 32>>>(out, 4096));
    cudaError_t err = cudaDeviceSynchronize();
    printf("parser_pitfalls: %s\n", cudaGetErrorString(err));
    cudaFree(out);
    return 0;
}
