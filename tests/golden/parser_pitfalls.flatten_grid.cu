#include <dpopt/base.cuh>
#include <dpopt/grid_flat.cuh>
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

__global__ void child_dp_grid_1(unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block);

__device__ void child_dp_grid_1_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block);

// The grid the host launches right after each grid of guard_lt_dp_followed, to walk its batch.
__global__ void child_dp_grid_1_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> child_dp_grid_1_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> child_dp_grid_1_aside;

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

__global__ void child_dp_grid_2(unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block);

__device__ void child_dp_grid_2_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block);

// The grid the host launches right after each grid of guard_silent_dp_followed, to walk its batch.
__global__ void child_dp_grid_2_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> child_dp_grid_2_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> child_dp_grid_2_aside;

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

__global__ void child_dp_grid_3(unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block);

__device__ void child_dp_grid_3_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block);

// The grid the host launches right after each grid of ternary_arg_dp_followed, to walk its batch.
__global__ void child_dp_grid_3_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> child_dp_grid_3_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> child_dp_grid_3_aside;

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

__global__ void child_dp_grid_4(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block);

__device__ void child_dp_grid_4_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block);

// The grid the host launches right after each grid of dim3_config_dp_followed, to walk its batch.
__global__ void child_dp_grid_4_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> child_dp_grid_4_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> child_dp_grid_4_aside;

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

__global__ void child_dp_grid_5(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block);

__device__ void child_dp_grid_5_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block);

// The grid the host launches right after each grid of config_lt_dp_followed, to walk its batch.
__global__ void child_dp_grid_5_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> child_dp_grid_5_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> child_dp_grid_5_aside;

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

__global__ void child_dp_grid_6(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block);

__device__ void child_dp_grid_6_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block);

// The grid the host launches right after each grid of config_lt_bare_dp_followed, to walk its batch.
__global__ void child_dp_grid_6_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> child_dp_grid_6_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> child_dp_grid_6_aside;

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
__device__ void child_dp_grid_1_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    child_dp_grid_1_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, dp_record.base, n);
    }
}


// dpopt: the launches of child listed apart in a followed grid's batch (too large for the walk),
// each walked whole by the follow-up grid, grid-stride.
__device__ void child_dp_grid_1_walk_apart(const dpopt::GridFlatFound &dp_found, int *out, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_grid_1_args dp_record;
    for (unsigned int dp_k = 0u; dp_k < dp_found.apart; dp_k++) {
        dpopt::grid_flat_apart_record<child_dp_grid_1_args, child_dp_grid_1_launch>(dp_found, dp_k, &dp_record);
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        const unsigned long long dp_its = dpopt::launch_thread_count(dp_its_grid, dp_its_block);
        for (unsigned long long dp_thread = dpopt::grid_flat_apart_first(); dp_thread < dp_its; dp_thread += dpopt::grid_flat_apart_step())
            child_dp_thread(dpopt::unflatten((unsigned int)(dp_thread % dp_per_block), dp_its_block), dpopt::unflatten_wide(dp_thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, dp_record.base, n);
    }
}


// dpopt: child fused across the launches of one grid of guard_lt, a thread for each child thread.
__global__ void child_dp_grid_1(unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_grid_1_walk(blockIdx.x, gridDim.x, dp_batch, out, n, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of child's launches as the host launches it, right after each grid of guard_lt_dp_followed.
__global__ void child_dp_grid_1_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part
    // (every block, where launches are listed apart).
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&child_dp_grid_1_state, &dp_found))
        return;
    const child_dp_grid_1_launch *dp_first = dpopt::batch_first<child_dp_grid_1_launch, child_dp_grid_1_args>(dp_found.batch, dp_found.capacity);
    child_dp_grid_1_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
    child_dp_grid_1_walk_apart(dp_found, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
}


// dpopt: the launches of child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void child_dp_grid_2_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    child_dp_grid_2_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, dp_record.base, n);
    }
}


// dpopt: the launches of child listed apart in a followed grid's batch (too large for the walk),
// each walked whole by the follow-up grid, grid-stride.
__device__ void child_dp_grid_2_walk_apart(const dpopt::GridFlatFound &dp_found, int *out, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_grid_2_args dp_record;
    for (unsigned int dp_k = 0u; dp_k < dp_found.apart; dp_k++) {
        dpopt::grid_flat_apart_record<child_dp_grid_2_args, child_dp_grid_2_launch>(dp_found, dp_k, &dp_record);
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        const unsigned long long dp_its = dpopt::launch_thread_count(dp_its_grid, dp_its_block);
        for (unsigned long long dp_thread = dpopt::grid_flat_apart_first(); dp_thread < dp_its; dp_thread += dpopt::grid_flat_apart_step())
            child_dp_thread(dpopt::unflatten((unsigned int)(dp_thread % dp_per_block), dp_its_block), dpopt::unflatten_wide(dp_thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, dp_record.base, n);
    }
}


// dpopt: child fused across the launches of one grid of guard_silent, a thread for each child thread.
__global__ void child_dp_grid_2(unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_grid_2_walk(blockIdx.x, gridDim.x, dp_batch, out, n, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of child's launches as the host launches it, right after each grid of guard_silent_dp_followed.
__global__ void child_dp_grid_2_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part
    // (every block, where launches are listed apart).
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&child_dp_grid_2_state, &dp_found))
        return;
    const child_dp_grid_2_launch *dp_first = dpopt::batch_first<child_dp_grid_2_launch, child_dp_grid_2_args>(dp_found.batch, dp_found.capacity);
    child_dp_grid_2_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
    child_dp_grid_2_walk_apart(dp_found, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
}


// dpopt: the launches of child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void child_dp_grid_3_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    child_dp_grid_3_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, dp_record.base, n);
    }
}


// dpopt: the launches of child listed apart in a followed grid's batch (too large for the walk),
// each walked whole by the follow-up grid, grid-stride.
__device__ void child_dp_grid_3_walk_apart(const dpopt::GridFlatFound &dp_found, int *out, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_grid_3_args dp_record;
    for (unsigned int dp_k = 0u; dp_k < dp_found.apart; dp_k++) {
        dpopt::grid_flat_apart_record<child_dp_grid_3_args, child_dp_grid_3_launch>(dp_found, dp_k, &dp_record);
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        const unsigned long long dp_its = dpopt::launch_thread_count(dp_its_grid, dp_its_block);
        for (unsigned long long dp_thread = dpopt::grid_flat_apart_first(); dp_thread < dp_its; dp_thread += dpopt::grid_flat_apart_step())
            child_dp_thread(dpopt::unflatten((unsigned int)(dp_thread % dp_per_block), dp_its_block), dpopt::unflatten_wide(dp_thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, dp_record.base, n);
    }
}


// dpopt: child fused across the launches of one grid of ternary_arg, a thread for each child thread.
__global__ void child_dp_grid_3(unsigned char *dp_batch, int *out, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_grid_3_walk(blockIdx.x, gridDim.x, dp_batch, out, n, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of child's launches as the host launches it, right after each grid of ternary_arg_dp_followed.
__global__ void child_dp_grid_3_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part
    // (every block, where launches are listed apart).
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&child_dp_grid_3_state, &dp_found))
        return;
    const child_dp_grid_3_launch *dp_first = dpopt::batch_first<child_dp_grid_3_launch, child_dp_grid_3_args>(dp_found.batch, dp_found.capacity);
    child_dp_grid_3_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
    child_dp_grid_3_walk_apart(dp_found, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
}


// dpopt: the launches of child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void child_dp_grid_4_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    child_dp_grid_4_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block = dp_block;
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, base, n);
    }
}


// dpopt: the launches of child listed apart in a followed grid's batch (too large for the walk),
// each walked whole by the follow-up grid, grid-stride.
__device__ void child_dp_grid_4_walk_apart(const dpopt::GridFlatFound &dp_found, int *out, int base, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_grid_4_args dp_record;
    for (unsigned int dp_k = 0u; dp_k < dp_found.apart; dp_k++) {
        dpopt::grid_flat_apart_record<child_dp_grid_4_args, child_dp_grid_4_launch>(dp_found, dp_k, &dp_record);
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block = dp_block;
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        const unsigned long long dp_its = dpopt::launch_thread_count(dp_its_grid, dp_its_block);
        for (unsigned long long dp_thread = dpopt::grid_flat_apart_first(); dp_thread < dp_its; dp_thread += dpopt::grid_flat_apart_step())
            child_dp_thread(dpopt::unflatten((unsigned int)(dp_thread % dp_per_block), dp_its_block), dpopt::unflatten_wide(dp_thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, base, n);
    }
}


// dpopt: child fused across the launches of one grid of dim3_config, a thread for each child thread.
__global__ void child_dp_grid_4(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_grid_4_walk(blockIdx.x, gridDim.x, dp_batch, out, base, n, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of child's launches as the host launches it, right after each grid of dim3_config_dp_followed.
__global__ void child_dp_grid_4_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part
    // (every block, where launches are listed apart).
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&child_dp_grid_4_state, &dp_found))
        return;
    const child_dp_grid_4_launch *dp_first = dpopt::batch_first<child_dp_grid_4_launch, child_dp_grid_4_args>(dp_found.batch, dp_found.capacity);
    child_dp_grid_4_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
    child_dp_grid_4_walk_apart(dp_found, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
}


// dpopt: the launches of child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void child_dp_grid_5_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    child_dp_grid_5_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, base, n);
    }
}


// dpopt: the launches of child listed apart in a followed grid's batch (too large for the walk),
// each walked whole by the follow-up grid, grid-stride.
__device__ void child_dp_grid_5_walk_apart(const dpopt::GridFlatFound &dp_found, int *out, int base, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_grid_5_args dp_record;
    for (unsigned int dp_k = 0u; dp_k < dp_found.apart; dp_k++) {
        dpopt::grid_flat_apart_record<child_dp_grid_5_args, child_dp_grid_5_launch>(dp_found, dp_k, &dp_record);
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        const unsigned long long dp_its = dpopt::launch_thread_count(dp_its_grid, dp_its_block);
        for (unsigned long long dp_thread = dpopt::grid_flat_apart_first(); dp_thread < dp_its; dp_thread += dpopt::grid_flat_apart_step())
            child_dp_thread(dpopt::unflatten((unsigned int)(dp_thread % dp_per_block), dp_its_block), dpopt::unflatten_wide(dp_thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, base, n);
    }
}


// dpopt: child fused across the launches of one grid of config_lt, a thread for each child thread.
__global__ void child_dp_grid_5(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_grid_5_walk(blockIdx.x, gridDim.x, dp_batch, out, base, n, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of child's launches as the host launches it, right after each grid of config_lt_dp_followed.
__global__ void child_dp_grid_5_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part
    // (every block, where launches are listed apart).
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&child_dp_grid_5_state, &dp_found))
        return;
    const child_dp_grid_5_launch *dp_first = dpopt::batch_first<child_dp_grid_5_launch, child_dp_grid_5_args>(dp_found.batch, dp_found.capacity);
    child_dp_grid_5_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
    child_dp_grid_5_walk_apart(dp_found, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
}


// dpopt: the launches of child in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void child_dp_grid_6_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    child_dp_grid_6_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, base, n);
    }
}


// dpopt: the launches of child listed apart in a followed grid's batch (too large for the walk),
// each walked whole by the follow-up grid, grid-stride.
__device__ void child_dp_grid_6_walk_apart(const dpopt::GridFlatFound &dp_found, int *out, int base, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_grid_6_args dp_record;
    for (unsigned int dp_k = 0u; dp_k < dp_found.apart; dp_k++) {
        dpopt::grid_flat_apart_record<child_dp_grid_6_args, child_dp_grid_6_launch>(dp_found, dp_k, &dp_record);
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        const unsigned long long dp_its = dpopt::launch_thread_count(dp_its_grid, dp_its_block);
        for (unsigned long long dp_thread = dpopt::grid_flat_apart_first(); dp_thread < dp_its; dp_thread += dpopt::grid_flat_apart_step())
            child_dp_thread(dpopt::unflatten((unsigned int)(dp_thread % dp_per_block), dp_its_block), dpopt::unflatten_wide(dp_thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, out, base, n);
    }
}


// dpopt: child fused across the launches of one grid of config_lt_bare, a thread for each child thread.
__global__ void child_dp_grid_6(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid, dim3 dp_block)
{
    child_dp_grid_6_walk(blockIdx.x, gridDim.x, dp_batch, out, base, n, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of child's launches as the host launches it, right after each grid of config_lt_bare_dp_followed.
__global__ void child_dp_grid_6_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part
    // (every block, where launches are listed apart).
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&child_dp_grid_6_state, &dp_found))
        return;
    const child_dp_grid_6_launch *dp_first = dpopt::batch_first<child_dp_grid_6_launch, child_dp_grid_6_args>(dp_found.batch, dp_found.capacity);
    child_dp_grid_6_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
    child_dp_grid_6_walk_apart(dp_found, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
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

__global__ void flag_child_dp_grid(unsigned char *dp_batch, int *flags, bool nonempty, dim3 dp_grid, dim3 dp_block);

__device__ void flag_child_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *flags, bool nonempty, dim3 dp_grid, dim3 dp_block);

// The grid the host launches right after each grid of bool_args_dp_followed, to walk its batch.
__global__ void flag_child_dp_grid_follow();
// Its grid's size, and the room the host sets aside for its batches, per device.
static dpopt::PerDevice<unsigned int> flag_child_dp_grid_follow_blocks;
static dpopt::PerDevice<dpopt::GridFlatAside> flag_child_dp_grid_aside;

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
__device__ void flag_child_dp_grid_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, int *flags, bool nonempty, dim3 dp_grid, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    flag_child_dp_grid_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        flag_child_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, flags, dp_record.low_half, nonempty);
    }
}


// dpopt: the launches of flag_child listed apart in a followed grid's batch (too large for the walk),
// each walked whole by the follow-up grid, grid-stride.
__device__ void flag_child_dp_grid_walk_apart(const dpopt::GridFlatFound &dp_found, int *flags, bool nonempty, dim3 dp_grid, dim3 dp_block)
{
    flag_child_dp_grid_args dp_record;
    for (unsigned int dp_k = 0u; dp_k < dp_found.apart; dp_k++) {
        dpopt::grid_flat_apart_record<flag_child_dp_grid_args, flag_child_dp_grid_launch>(dp_found, dp_k, &dp_record);
        const dim3 dp_its_grid = dp_grid;
        const dim3 dp_its_block(32u); // every launch's block (WARP): a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        const unsigned long long dp_its = dpopt::launch_thread_count(dp_its_grid, dp_its_block);
        for (unsigned long long dp_thread = dpopt::grid_flat_apart_first(); dp_thread < dp_its; dp_thread += dpopt::grid_flat_apart_step())
            flag_child_dp_thread(dpopt::unflatten((unsigned int)(dp_thread % dp_per_block), dp_its_block), dpopt::unflatten_wide(dp_thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, flags, dp_record.low_half, nonempty);
    }
}


// dpopt: flag_child fused across the launches of one grid of bool_args, a thread for each child thread.
__global__ void flag_child_dp_grid(unsigned char *dp_batch, int *flags, bool nonempty, dim3 dp_grid, dim3 dp_block)
{
    flag_child_dp_grid_walk(blockIdx.x, gridDim.x, dp_batch, flags, nonempty, dp_grid, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
}


// dpopt: the fused grid of flag_child's launches as the host launches it, right after each grid of bool_args_dp_followed.
__global__ void flag_child_dp_grid_follow()
{
    // The batch that grid left in the room, if it made one; only the blocks with a share of it take part
    // (every block, where launches are listed apart).
    dpopt::GridFlatFound dp_found;
    if (!dpopt::grid_flat_follow_find(&flag_child_dp_grid_state, &dp_found))
        return;
    const flag_child_dp_grid_launch *dp_first = dpopt::batch_first<flag_child_dp_grid_launch, flag_child_dp_grid_args>(dp_found.batch, dp_found.capacity);
    flag_child_dp_grid_walk(blockIdx.x, gridDim.x, dp_found.batch, (*dp_first).flags, (*dp_first).nonempty, (*dp_first).dp_grid, (*dp_first).dp_block);
    flag_child_dp_grid_walk_apart(dp_found, (*dp_first).flags, (*dp_first).nonempty, (*dp_first).dp_grid, (*dp_first).dp_block);
    dpopt::grid_flat_follow_leave(dp_found);
}
#line 21 "tests/corpus/parser_pitfalls.cu"


// P1: comparison of threadIdx.x with '<' as a launch guard (MISSING ">").
// dpopt: guard_lt's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void guard_lt_dp_body(int *out, int n, unsigned long long dp_ticket)
#line 25 "tests/corpus/parser_pitfalls.cu"
{
    child_dp_grid_1_launch dp_pending_0 = {}; // the launch at line 27, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 26 "tests/corpus/parser_pitfalls.cu"
        if (threadIdx.x < WARP)
            {
                // dpopt: child<<<...>>> postponed to the end of the block, aggregated at grid granularity
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
        // dpopt: the grid's launches of child from line 27, fused into one launch
        child_dp_grid_1_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.
        const unsigned long long dp_threads = dp_pending_0.dp_active ? dpopt::launch_thread_count(dp_pending_0.dp_grid, dp_pending_0.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_grid_1_args, child_dp_grid_1_launch>();
        dp_options.ticket = dp_ticket;
        // In the copy the host follows, a launch too large for the walk goes in with no threads, listed apart:
        // the follow-up grid walks it whole.
        dp_options.apart = dp_followed;
        dpopt::grid_flat_open(&dp_batch, dp_temp, &child_dp_grid_1_state, dp_pending_0.dp_active && (dp_flattened || dp_followed),
                              dp_flattened ? (unsigned int)dp_threads : 0u, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data && (dp_flattened || dp_followed)) {
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
                if (dp_followed && (!dp_flattened || dp_batch.apart)) // no threads in the batch: listed apart
                    dpopt::grid_flat_list_apart(&child_dp_grid_1_state, dp_batch, dp_options);
            } else if constexpr (!dp_followed) {
                // too many threads for the batch, or the launch pool is full: launch as written
                child<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.out, dp_pending_0.base, dp_pending_0.n);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &child_dp_grid_1_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<child_dp_grid_1_launch, child_dp_grid_1_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (child_dp_grid_1_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    child_dp_grid_1<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            child_dp_grid_1_walk(0u, 1u, dp_batch.data, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: guard_lt as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
__global__ void guard_lt(int *out, int n)
{
    guard_lt_dp_body<false>(out, n, 0ull);
}


// dpopt: guard_lt as its host launches in this file launch it, each followed by the fused grids of its children.
__global__ void guard_lt_dp_followed(int *out, int n, unsigned long long dp_ticket)
{
    guard_lt_dp_body<true>(out, n, dp_ticket);
}
#line 28 "tests/corpus/parser_pitfalls.cu"

#line 29 "tests/corpus/parser_pitfalls.cu"

// P2: '<' ... '>' ( ... ) in one condition: parsed as a call of a template
// method, with no ERROR or MISSING node at all.
// dpopt: guard_silent's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void guard_silent_dp_body(int *out, int count, unsigned long long dp_ticket)
#line 33 "tests/corpus/parser_pitfalls.cu"
{
    child_dp_grid_2_launch dp_pending_1 = {}; // the launch at line 35, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 34 "tests/corpus/parser_pitfalls.cu"
        if (threadIdx.x < count && count > (2 * WARP))
            {
                // dpopt: child<<<...>>> postponed to the end of the block, aggregated at grid granularity
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
        // dpopt: the grid's launches of child from line 35, fused into one launch
        child_dp_grid_2_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.
        const unsigned long long dp_threads = dp_pending_1.dp_active ? dpopt::launch_thread_count(dp_pending_1.dp_grid, dp_pending_1.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_grid_2_args, child_dp_grid_2_launch>();
        dp_options.ticket = dp_ticket;
        // In the copy the host follows, a launch too large for the walk goes in with no threads, listed apart:
        // the follow-up grid walks it whole.
        dp_options.apart = dp_followed;
        dpopt::grid_flat_open(&dp_batch, dp_temp, &child_dp_grid_2_state, dp_pending_1.dp_active && (dp_flattened || dp_followed),
                              dp_flattened ? (unsigned int)dp_threads : 0u, dp_options);
        if (dp_pending_1.dp_active) {
            if (dp_batch.data && (dp_flattened || dp_followed)) {
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
                if (dp_followed && (!dp_flattened || dp_batch.apart)) // no threads in the batch: listed apart
                    dpopt::grid_flat_list_apart(&child_dp_grid_2_state, dp_batch, dp_options);
            } else if constexpr (!dp_followed) {
                // too many threads for the batch, or the launch pool is full: launch as written
                child<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.out, dp_pending_1.base, dp_pending_1.n);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &child_dp_grid_2_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<child_dp_grid_2_launch, child_dp_grid_2_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (child_dp_grid_2_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    child_dp_grid_2<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            child_dp_grid_2_walk(0u, 1u, dp_batch.data, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: guard_silent as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
__global__ void guard_silent(int *out, int count)
{
    guard_silent_dp_body<false>(out, count, 0ull);
}


// dpopt: guard_silent as its host launches in this file launch it, each followed by the fused grids of its children.
__global__ void guard_silent_dp_followed(int *out, int count, unsigned long long dp_ticket)
{
    guard_silent_dp_body<true>(out, count, dp_ticket);
}
#line 36 "tests/corpus/parser_pitfalls.cu"

#line 37 "tests/corpus/parser_pitfalls.cu"

// P3: comparisons as launch arguments (two arguments read as one, plus ERROR).
// dpopt: bool_args's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void bool_args_dp_body(int *flags, int n, unsigned long long dp_ticket)
#line 40 "tests/corpus/parser_pitfalls.cu"
{
    flag_child_dp_grid_launch dp_pending_2 = {}; // the launch at line 41, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 41 "tests/corpus/parser_pitfalls.cu"
        {
            // dpopt: flag_child<<<...>>> postponed to the end of the block, aggregated at grid granularity
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
        // dpopt: the grid's launches of flag_child from line 41, fused into one launch
        flag_child_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.
        const unsigned long long dp_threads = dp_pending_2.dp_active ? dpopt::launch_thread_count(dp_pending_2.dp_grid, dp_pending_2.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<flag_child_dp_grid_args, flag_child_dp_grid_launch>();
        dp_options.ticket = dp_ticket;
        // In the copy the host follows, a launch too large for the walk goes in with no threads, listed apart:
        // the follow-up grid walks it whole.
        dp_options.apart = dp_followed;
        dpopt::grid_flat_open(&dp_batch, dp_temp, &flag_child_dp_grid_state, dp_pending_2.dp_active && (dp_flattened || dp_followed),
                              dp_flattened ? (unsigned int)dp_threads : 0u, dp_options);
        if (dp_pending_2.dp_active) {
            if (dp_batch.data && (dp_flattened || dp_followed)) {
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
                if (dp_followed && (!dp_flattened || dp_batch.apart)) // no threads in the batch: listed apart
                    dpopt::grid_flat_list_apart(&flag_child_dp_grid_state, dp_batch, dp_options);
            } else if constexpr (!dp_followed) {
                // too many threads for the batch, or the launch pool is full: launch as written
                flag_child<<<dp_pending_2.dp_grid, dp_pending_2.dp_block>>>(dp_pending_2.flags, dp_pending_2.low_half, dp_pending_2.nonempty);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &flag_child_dp_grid_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<flag_child_dp_grid_launch, flag_child_dp_grid_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (flag_child_dp_grid_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    flag_child_dp_grid<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).flags, (*dp_first).nonempty, (*dp_first).dp_grid, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            flag_child_dp_grid_walk(0u, 1u, dp_batch.data, (*dp_first).flags, (*dp_first).nonempty, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: bool_args as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
__global__ void bool_args(int *flags, int n)
{
    bool_args_dp_body<false>(flags, n, 0ull);
}


// dpopt: bool_args as its host launches in this file launch it, each followed by the fused grids of its children.
__global__ void bool_args_dp_followed(int *flags, int n, unsigned long long dp_ticket)
{
    bool_args_dp_body<true>(flags, n, dp_ticket);
}
#line 42 "tests/corpus/parser_pitfalls.cu"

#line 43 "tests/corpus/parser_pitfalls.cu"

// P4: a conditional expression on threadIdx.x (MISSING ">"), used as an argument.
// dpopt: ternary_arg's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void ternary_arg_dp_body(int *out, int n, unsigned long long dp_ticket)
#line 46 "tests/corpus/parser_pitfalls.cu"
{
    child_dp_grid_3_launch dp_pending_3 = {}; // the launch at line 49, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 47 "tests/corpus/parser_pitfalls.cu"
        int half = threadIdx.x < 16 ? 0 : 1;
        if (threadIdx.x % 16 == 0)
            {
                // dpopt: child<<<...>>> postponed to the end of the block, aggregated at grid granularity
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
        // dpopt: the grid's launches of child from line 49, fused into one launch
        child_dp_grid_3_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.
        const unsigned long long dp_threads = dp_pending_3.dp_active ? dpopt::launch_thread_count(dp_pending_3.dp_grid, dp_pending_3.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_grid_3_args, child_dp_grid_3_launch>();
        dp_options.ticket = dp_ticket;
        // In the copy the host follows, a launch too large for the walk goes in with no threads, listed apart:
        // the follow-up grid walks it whole.
        dp_options.apart = dp_followed;
        dpopt::grid_flat_open(&dp_batch, dp_temp, &child_dp_grid_3_state, dp_pending_3.dp_active && (dp_flattened || dp_followed),
                              dp_flattened ? (unsigned int)dp_threads : 0u, dp_options);
        if (dp_pending_3.dp_active) {
            if (dp_batch.data && (dp_flattened || dp_followed)) {
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
                if (dp_followed && (!dp_flattened || dp_batch.apart)) // no threads in the batch: listed apart
                    dpopt::grid_flat_list_apart(&child_dp_grid_3_state, dp_batch, dp_options);
            } else if constexpr (!dp_followed) {
                // too many threads for the batch, or the launch pool is full: launch as written
                child<<<dp_pending_3.dp_grid, dp_pending_3.dp_block>>>(dp_pending_3.out, dp_pending_3.base, dp_pending_3.n);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &child_dp_grid_3_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<child_dp_grid_3_launch, child_dp_grid_3_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (child_dp_grid_3_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    child_dp_grid_3<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            child_dp_grid_3_walk(0u, 1u, dp_batch.data, (*dp_first).out, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: ternary_arg as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
__global__ void ternary_arg(int *out, int n)
{
    ternary_arg_dp_body<false>(out, n, 0ull);
}


// dpopt: ternary_arg as its host launches in this file launch it, each followed by the fused grids of its children.
__global__ void ternary_arg_dp_followed(int *out, int n, unsigned long long dp_ticket)
{
    ternary_arg_dp_body<true>(out, n, dp_ticket);
}
#line 50 "tests/corpus/parser_pitfalls.cu"

#line 51 "tests/corpus/parser_pitfalls.cu"

// P5: dim3 variables built from identifiers: read as function declarations.
// dpopt: dim3_config's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void dim3_config_dp_body(int *out, int n, int rows, int cols, unsigned long long dp_ticket)
#line 54 "tests/corpus/parser_pitfalls.cu"
{
    child_dp_grid_4_launch dp_pending_4 = {}; // the launch at line 58, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 55 "tests/corpus/parser_pitfalls.cu"
        dim3 block(WARP);
        dim3 grid(rows, cols);
        if (blockIdx.x == 0 && threadIdx.x == 0)
            {
                // dpopt: child<<<...>>> postponed to the end of the block, aggregated at grid granularity
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
        // dpopt: the grid's launches of child from line 58, fused into one launch
        child_dp_grid_4_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.
        const unsigned long long dp_threads = dp_pending_4.dp_active ? dpopt::launch_thread_count(dp_pending_4.dp_grid, dp_pending_4.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_grid_4_args, child_dp_grid_4_launch>();
        dp_options.ticket = dp_ticket;
        // In the copy the host follows, a launch too large for the walk goes in with no threads, listed apart:
        // the follow-up grid walks it whole.
        dp_options.apart = dp_followed;
        dpopt::grid_flat_open(&dp_batch, dp_temp, &child_dp_grid_4_state, dp_pending_4.dp_active && (dp_flattened || dp_followed),
                              dp_flattened ? (unsigned int)dp_threads : 0u, dp_options);
        if (dp_pending_4.dp_active) {
            if (dp_batch.data && (dp_flattened || dp_followed)) {
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
                if (dp_followed && (!dp_flattened || dp_batch.apart)) // no threads in the batch: listed apart
                    dpopt::grid_flat_list_apart(&child_dp_grid_4_state, dp_batch, dp_options);
            } else if constexpr (!dp_followed) {
                // too many threads for the batch, or the launch pool is full: launch as written
                child<<<dp_pending_4.dp_grid, dp_pending_4.dp_block>>>(dp_pending_4.out, dp_pending_4.base, dp_pending_4.n);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &child_dp_grid_4_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<child_dp_grid_4_launch, child_dp_grid_4_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (child_dp_grid_4_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    child_dp_grid_4<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            child_dp_grid_4_walk(0u, 1u, dp_batch.data, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: dim3_config as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
__global__ void dim3_config(int *out, int n, int rows, int cols)
{
    dim3_config_dp_body<false>(out, n, rows, cols, 0ull);
}


// dpopt: dim3_config as its host launches in this file launch it, each followed by the fused grids of its children.
__global__ void dim3_config_dp_followed(int *out, int n, int rows, int cols, unsigned long long dp_ticket)
{
    dim3_config_dp_body<true>(out, n, rows, cols, dp_ticket);
}
#line 59 "tests/corpus/parser_pitfalls.cu"

#line 60 "tests/corpus/parser_pitfalls.cu"

// P6: '<' on a member inside the launch configuration (parenthesised: the
// kernel_call_syntax survives but contains a template_method with MISSING ">").
// dpopt: config_lt's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void config_lt_dp_body(int *out, int n, unsigned long long dp_ticket)
#line 64 "tests/corpus/parser_pitfalls.cu"
{
    child_dp_grid_5_launch dp_pending_5 = {}; // the launch at line 66, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 65 "tests/corpus/parser_pitfalls.cu"
        if (threadIdx.x == 0)
            {
                // dpopt: child<<<...>>> postponed to the end of the block, aggregated at grid granularity
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
        // dpopt: the grid's launches of child from line 66, fused into one launch
        child_dp_grid_5_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.
        const unsigned long long dp_threads = dp_pending_5.dp_active ? dpopt::launch_thread_count(dp_pending_5.dp_grid, dp_pending_5.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_grid_5_args, child_dp_grid_5_launch>();
        dp_options.ticket = dp_ticket;
        // In the copy the host follows, a launch too large for the walk goes in with no threads, listed apart:
        // the follow-up grid walks it whole.
        dp_options.apart = dp_followed;
        dpopt::grid_flat_open(&dp_batch, dp_temp, &child_dp_grid_5_state, dp_pending_5.dp_active && (dp_flattened || dp_followed),
                              dp_flattened ? (unsigned int)dp_threads : 0u, dp_options);
        if (dp_pending_5.dp_active) {
            if (dp_batch.data && (dp_flattened || dp_followed)) {
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
                if (dp_followed && (!dp_flattened || dp_batch.apart)) // no threads in the batch: listed apart
                    dpopt::grid_flat_list_apart(&child_dp_grid_5_state, dp_batch, dp_options);
            } else if constexpr (!dp_followed) {
                // too many threads for the batch, or the launch pool is full: launch as written
                child<<<dp_pending_5.dp_grid, dp_pending_5.dp_block>>>(dp_pending_5.out, dp_pending_5.base, dp_pending_5.n);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &child_dp_grid_5_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<child_dp_grid_5_launch, child_dp_grid_5_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (child_dp_grid_5_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    child_dp_grid_5<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            child_dp_grid_5_walk(0u, 1u, dp_batch.data, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: config_lt as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
__global__ void config_lt(int *out, int n)
{
    config_lt_dp_body<false>(out, n, 0ull);
}


// dpopt: config_lt as its host launches in this file launch it, each followed by the fused grids of its children.
__global__ void config_lt_dp_followed(int *out, int n, unsigned long long dp_ticket)
{
    config_lt_dp_body<true>(out, n, dp_ticket);
}
#line 67 "tests/corpus/parser_pitfalls.cu"

#line 68 "tests/corpus/parser_pitfalls.cu"

// P7: the same without parentheses: the whole launch statement becomes an
// ERROR node and no kernel_call_syntax is found for it.
// dpopt: config_lt_bare's body, as the two kernels below run it (--flatten=grid).
template <bool dp_followed>
__device__ void config_lt_bare_dp_body(int *out, int n, unsigned long long dp_ticket)
#line 72 "tests/corpus/parser_pitfalls.cu"
{
    child_dp_grid_6_launch dp_pending_6 = {}; // the launch at line 74, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 73 "tests/corpus/parser_pitfalls.cu"
        if (threadIdx.x == 0)
            {
                // dpopt: child<<<...>>> postponed to the end of the block, aggregated at grid granularity
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
        // dpopt: the grid's launches of child from line 74, fused into one launch
        child_dp_grid_6_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        // Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.
        const unsigned long long dp_threads = dp_pending_6.dp_active ? dpopt::launch_thread_count(dp_pending_6.dp_grid, dp_pending_6.dp_block) : 0ull;
        const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
        dpopt::BatchOptions dp_options = dpopt::batch_options<child_dp_grid_6_args, child_dp_grid_6_launch>();
        dp_options.ticket = dp_ticket;
        // In the copy the host follows, a launch too large for the walk goes in with no threads, listed apart:
        // the follow-up grid walks it whole.
        dp_options.apart = dp_followed;
        dpopt::grid_flat_open(&dp_batch, dp_temp, &child_dp_grid_6_state, dp_pending_6.dp_active && (dp_flattened || dp_followed),
                              dp_flattened ? (unsigned int)dp_threads : 0u, dp_options);
        if (dp_pending_6.dp_active) {
            if (dp_batch.data && (dp_flattened || dp_followed)) {
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
                if (dp_followed && (!dp_flattened || dp_batch.apart)) // no threads in the batch: listed apart
                    dpopt::grid_flat_list_apart(&child_dp_grid_6_state, dp_batch, dp_options);
            } else if constexpr (!dp_followed) {
                // too many threads for the batch, or the launch pool is full: launch as written
                child<<<dp_pending_6.dp_grid, dp_pending_6.dp_block>>>(dp_pending_6.out, dp_pending_6.base, dp_pending_6.n);
            }
        }
        // The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for
        // each of its threads: a launch would cost more); a larger batch gets a fused grid.
        const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &child_dp_grid_6_state);
        if (dp_closed != dpopt::grid_flat_nothing)
            dp_first = dpopt::batch_first<child_dp_grid_6_launch, child_dp_grid_6_args>(dp_batch.data, dp_batch.capacity);
        // Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after
        // this one (child_dp_grid_6_follow) walks it: this copy launches nothing.
        if constexpr (!dp_followed) {
            if (dp_closed == dpopt::grid_flat_launch) {
                dpopt::launch_nested([&](cudaStream_t dp_stream) {
                    child_dp_grid_6<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
                });
            }
        }
        if (dp_closed == dpopt::grid_flat_here) {
            child_dp_grid_6_walk(0u, 1u, dp_batch.data, (*dp_first).out, (*dp_first).base, (*dp_first).n, (*dp_first).dp_grid, (*dp_first).dp_block);
            dpopt::grid_flat_done_here();
        }
    }
}

// dpopt: config_lt_bare as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself.
__global__ void config_lt_bare(int *out, int n)
{
    config_lt_bare_dp_body<false>(out, n, 0ull);
}


// dpopt: config_lt_bare as its host launches in this file launch it, each followed by the fused grids of its children.
__global__ void config_lt_bare_dp_followed(int *out, int n, unsigned long long dp_ticket)
{
    config_lt_bare_dp_body<true>(out, n, dp_ticket);
}
#line 75 "tests/corpus/parser_pitfalls.cu"

#line 76 "tests/corpus/parser_pitfalls.cu"

int main(void)
{
    int *out;
    cudaMalloc(&out, 4096 * sizeof(int));
    cudaMemset(out, 0, 4096 * sizeof(int));
    {
        // dpopt: guard_lt's copy, whose children's fused grids are launched after it (--flatten=grid)
        const dim3 dp_follow_grid = 1, dp_follow_block = 64;
        // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
        // a default stream of this thread's own, its grids wait for the last locked launch's to end).
        const dpopt::FollowLock dp_follow_lock(0);
        // The room for the batches of its children's launches, set aside on the host (allocated by the
        // first launch, and by any larger one): its blocks then take no room from the launch pool, and
        // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.
        const bool dp_rooms =
            dpopt::grid_flat_set_aside(&child_dp_grid_1_aside, child_dp_grid_1_state, dp_follow_grid, dp_follow_block,
                                       sizeof(child_dp_grid_1_args), sizeof(child_dp_grid_1_launch), 0);
        // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the
        // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.
        const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(0) : 0ull;
        if (dp_ticket) {
            guard_lt_dp_followed<<<dp_follow_grid, dp_follow_block>>>(out, 4096, dp_ticket);
            child_dp_grid_1_follow<<<dpopt::grid_flat_follow_blocks(child_dp_grid_1_follow, &child_dp_grid_1_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
        } else {
            guard_lt<<<dp_follow_grid, dp_follow_block>>>(out, 4096);
        }
    }
#line 83 "tests/corpus/parser_pitfalls.cu"
    {
        // dpopt: guard_silent's copy, whose children's fused grids are launched after it (--flatten=grid)
        const dim3 dp_follow_grid = 1, dp_follow_block = 64;
        // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
        // a default stream of this thread's own, its grids wait for the last locked launch's to end).
        const dpopt::FollowLock dp_follow_lock(0);
        // The room for the batches of its children's launches, set aside on the host (allocated by the
        // first launch, and by any larger one): its blocks then take no room from the launch pool, and
        // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.
        const bool dp_rooms =
            dpopt::grid_flat_set_aside(&child_dp_grid_2_aside, child_dp_grid_2_state, dp_follow_grid, dp_follow_block,
                                       sizeof(child_dp_grid_2_args), sizeof(child_dp_grid_2_launch), 0);
        // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the
        // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.
        const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(0) : 0ull;
        if (dp_ticket) {
            guard_silent_dp_followed<<<dp_follow_grid, dp_follow_block>>>(out, 4096, dp_ticket);
            child_dp_grid_2_follow<<<dpopt::grid_flat_follow_blocks(child_dp_grid_2_follow, &child_dp_grid_2_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
        } else {
            guard_silent<<<dp_follow_grid, dp_follow_block>>>(out, 4096);
        }
    }
#line 84 "tests/corpus/parser_pitfalls.cu"
    {
        // dpopt: bool_args's copy, whose children's fused grids are launched after it (--flatten=grid)
        const dim3 dp_follow_grid = 1, dp_follow_block = 32;
        // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
        // a default stream of this thread's own, its grids wait for the last locked launch's to end).
        const dpopt::FollowLock dp_follow_lock(0);
        // The room for the batches of its children's launches, set aside on the host (allocated by the
        // first launch, and by any larger one): its blocks then take no room from the launch pool, and
        // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.
        const bool dp_rooms =
            dpopt::grid_flat_set_aside(&flag_child_dp_grid_aside, flag_child_dp_grid_state, dp_follow_grid, dp_follow_block,
                                       sizeof(flag_child_dp_grid_args), sizeof(flag_child_dp_grid_launch), 0);
        // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the
        // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.
        const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(0) : 0ull;
        if (dp_ticket) {
            bool_args_dp_followed<<<dp_follow_grid, dp_follow_block>>>(out, 4096, dp_ticket);
            flag_child_dp_grid_follow<<<dpopt::grid_flat_follow_blocks(flag_child_dp_grid_follow, &flag_child_dp_grid_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
        } else {
            bool_args<<<dp_follow_grid, dp_follow_block>>>(out, 4096);
        }
    }
#line 85 "tests/corpus/parser_pitfalls.cu"
    {
        // dpopt: ternary_arg's copy, whose children's fused grids are launched after it (--flatten=grid)
        const dim3 dp_follow_grid = 1, dp_follow_block = 32;
        // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
        // a default stream of this thread's own, its grids wait for the last locked launch's to end).
        const dpopt::FollowLock dp_follow_lock(0);
        // The room for the batches of its children's launches, set aside on the host (allocated by the
        // first launch, and by any larger one): its blocks then take no room from the launch pool, and
        // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.
        const bool dp_rooms =
            dpopt::grid_flat_set_aside(&child_dp_grid_3_aside, child_dp_grid_3_state, dp_follow_grid, dp_follow_block,
                                       sizeof(child_dp_grid_3_args), sizeof(child_dp_grid_3_launch), 0);
        // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the
        // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.
        const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(0) : 0ull;
        if (dp_ticket) {
            ternary_arg_dp_followed<<<dp_follow_grid, dp_follow_block>>>(out, 4096, dp_ticket);
            child_dp_grid_3_follow<<<dpopt::grid_flat_follow_blocks(child_dp_grid_3_follow, &child_dp_grid_3_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
        } else {
            ternary_arg<<<dp_follow_grid, dp_follow_block>>>(out, 4096);
        }
    }
#line 86 "tests/corpus/parser_pitfalls.cu"
    {
        // dpopt: dim3_config's copy, whose children's fused grids are launched after it (--flatten=grid)
        const dim3 dp_follow_grid = 1, dp_follow_block = 32;
        // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
        // a default stream of this thread's own, its grids wait for the last locked launch's to end).
        const dpopt::FollowLock dp_follow_lock(0);
        // The room for the batches of its children's launches, set aside on the host (allocated by the
        // first launch, and by any larger one): its blocks then take no room from the launch pool, and
        // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.
        const bool dp_rooms =
            dpopt::grid_flat_set_aside(&child_dp_grid_4_aside, child_dp_grid_4_state, dp_follow_grid, dp_follow_block,
                                       sizeof(child_dp_grid_4_args), sizeof(child_dp_grid_4_launch), 0);
        // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the
        // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.
        const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(0) : 0ull;
        if (dp_ticket) {
            dim3_config_dp_followed<<<dp_follow_grid, dp_follow_block>>>(out, 4096, 8, 2, dp_ticket);
            child_dp_grid_4_follow<<<dpopt::grid_flat_follow_blocks(child_dp_grid_4_follow, &child_dp_grid_4_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
        } else {
            dim3_config<<<dp_follow_grid, dp_follow_block>>>(out, 4096, 8, 2);
        }
    }
#line 87 "tests/corpus/parser_pitfalls.cu"
    {
        // dpopt: config_lt's copy, whose children's fused grids are launched after it (--flatten=grid)
        const dim3 dp_follow_grid = 1, dp_follow_block = 32;
        // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
        // a default stream of this thread's own, its grids wait for the last locked launch's to end).
        const dpopt::FollowLock dp_follow_lock(0);
        // The room for the batches of its children's launches, set aside on the host (allocated by the
        // first launch, and by any larger one): its blocks then take no room from the launch pool, and
        // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.
        const bool dp_rooms =
            dpopt::grid_flat_set_aside(&child_dp_grid_5_aside, child_dp_grid_5_state, dp_follow_grid, dp_follow_block,
                                       sizeof(child_dp_grid_5_args), sizeof(child_dp_grid_5_launch), 0);
        // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the
        // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.
        const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(0) : 0ull;
        if (dp_ticket) {
            config_lt_dp_followed<<<dp_follow_grid, dp_follow_block>>>(out, 4096, dp_ticket);
            child_dp_grid_5_follow<<<dpopt::grid_flat_follow_blocks(child_dp_grid_5_follow, &child_dp_grid_5_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
        } else {
            config_lt<<<dp_follow_grid, dp_follow_block>>>(out, 4096);
        }
    }
#line 88 "tests/corpus/parser_pitfalls.cu"
    {
        // dpopt: config_lt_bare's copy, whose children's fused grids are launched after it (--flatten=grid)
        const dim3 dp_follow_grid = 1, dp_follow_block = 32;
        // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in
        // a default stream of this thread's own, its grids wait for the last locked launch's to end).
        const dpopt::FollowLock dp_follow_lock(0);
        // The room for the batches of its children's launches, set aside on the host (allocated by the
        // first launch, and by any larger one): its blocks then take no room from the launch pool, and
        // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.
        const bool dp_rooms =
            dpopt::grid_flat_set_aside(&child_dp_grid_6_aside, child_dp_grid_6_state, dp_follow_grid, dp_follow_block,
                                       sizeof(child_dp_grid_6_args), sizeof(child_dp_grid_6_launch), 0);
        // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the
        // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.
        const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(0) : 0ull;
        if (dp_ticket) {
            config_lt_bare_dp_followed<<<dp_follow_grid, dp_follow_block>>>(out, 4096, dp_ticket);
            child_dp_grid_6_follow<<<dpopt::grid_flat_follow_blocks(child_dp_grid_6_follow, &child_dp_grid_6_follow_blocks), dpopt::grid_flat_block, 0, 0>>>();
        } else {
            config_lt_bare<<<dp_follow_grid, dp_follow_block>>>(out, 4096);
        }
    }
#line 89 "tests/corpus/parser_pitfalls.cu"
    cudaError_t err = cudaDeviceSynchronize();
    printf("parser_pitfalls: %s\n", cudaGetErrorString(err));
    cudaFree(out);
    return 0;
}
