#include <dpopt/base.cuh>
#include <dpopt/warp_batch.cuh>
#line 1 "tests/corpus/parser_pitfalls.cu"
// parser_pitfalls.cu - VALID CUDA (compiles with nvcc) that tree-sitter-cuda
// 0.20.4 misparses. `a.b < c` is read as a template method call `a.b<c ...>`
// (template_method), so a member access compared with '<' gets a MISSING ">",
// an ERROR node, or a silently wrong tree. `dim3 v(A, B);` with identifier
// arguments is read as a function declaration. README.md lists each case.
#include <cstdio>
#include <cuda_runtime.h>

#define WARP 32

// dpopt: child as launched from guard_lt (line 27), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_warp_1_args {
    int base;
};

__global__ void child_dp_warp_1(unsigned char *dp_batch, int *out, int n, dim3 dp_grid);

// dpopt: child as launched from guard_silent (line 35), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_warp_2_args {
    int base;
};

__global__ void child_dp_warp_2(unsigned char *dp_batch, int *out, int n, dim3 dp_grid);

// dpopt: child as launched from ternary_arg (line 49), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_warp_3_args {
    int base;
};

__global__ void child_dp_warp_3(unsigned char *dp_batch, int *out, int n, dim3 dp_grid);

// dpopt: child as launched from dim3_config (line 58), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_warp_4_args {
    char dp_unused; // every argument is uniform: passed as scalars
};

__global__ void __launch_bounds__(1024) child_dp_warp_4(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid);

// dpopt: child as launched from config_lt (line 66), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_warp_5_args {
    char dp_unused; // every argument is uniform: passed as scalars
};

__global__ void child_dp_warp_5(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid);

// dpopt: child as launched from config_lt_bare (line 74), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct child_dp_warp_6_args {
    char dp_unused; // every argument is uniform: passed as scalars
};

__global__ void child_dp_warp_6(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid);

#line 11 "tests/corpus/parser_pitfalls.cu"
__global__ void child(int *out, int base, int n)
{
    int i = base + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += 1;
}

// dpopt: child fused across the launches of one warp of guard_lt.
__global__ void child_dp_warp_1(unsigned char *dp_batch, int *out, int n, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    child_dp_warp_1_args dp_record;
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


// dpopt: child fused across the launches of one warp of guard_silent.
__global__ void child_dp_warp_2(unsigned char *dp_batch, int *out, int n, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    child_dp_warp_2_args dp_record;
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


// dpopt: child fused across the launches of one warp of ternary_arg.
__global__ void child_dp_warp_3(unsigned char *dp_batch, int *out, int n, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    child_dp_warp_3_args dp_record;
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


// dpopt: child fused across the launches of one warp of dim3_config.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) child_dp_warp_4(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    child_dp_warp_4_args dp_record;
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


// dpopt: child fused across the launches of one warp of config_lt.
__global__ void child_dp_warp_5(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    child_dp_warp_5_args dp_record;
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


// dpopt: child fused across the launches of one warp of config_lt_bare.
__global__ void child_dp_warp_6(unsigned char *dp_batch, int *out, int base, int n, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    child_dp_warp_6_args dp_record;
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
#line 16 "tests/corpus/parser_pitfalls.cu"


// dpopt: flag_child as launched from bool_args (line 41), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct flag_child_dp_warp_args {
    bool low_half;
};

__global__ void flag_child_dp_warp(unsigned char *dp_batch, int *flags, bool nonempty, dim3 dp_grid);

#line 18 "tests/corpus/parser_pitfalls.cu"
__global__ void flag_child(int *flags, bool low_half, bool nonempty)
{
    flags[threadIdx.x] = (low_half ? 1 : 0) + (nonempty ? 2 : 0);
}

// dpopt: flag_child fused across the launches of one warp of bool_args.
__global__ void flag_child_dp_warp(unsigned char *dp_batch, int *flags, bool nonempty, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    flag_child_dp_warp_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    bool low_half = dp_record.low_half;
    (void)dp_grid;
    (void)dp_where;
#line 19 "tests/corpus/parser_pitfalls.cu"
    {
        flags[threadIdx.x] = (low_half ? 1 : 0) + (nonempty ? 2 : 0);
    }
}
#line 21 "tests/corpus/parser_pitfalls.cu"


// P1: comparison of threadIdx.x with '<' as a launch guard (MISSING ">").
__global__ void guard_lt(int *out, int n)
{
    if (threadIdx.x < WARP)
        {
            // dpopt: child<<<1, WARP>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid = 1, dp_block = WARP;
            child_dp_warp_1_args dp_record = {};
            dp_record.base = threadIdx.x * WARP;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
            // (its lane stays out of the batch).
            if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        child_dp_warp_1<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, out, n, dp_grid);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                    child<<<dp_grid, dp_block>>>(out, dp_record.base, n);
                }
            }
        }
#line 28 "tests/corpus/parser_pitfalls.cu"
}

// P2: '<' ... '>' ( ... ) in one condition: parsed as a call of a template
// method, with no ERROR or MISSING node at all.
__global__ void guard_silent(int *out, int count)
{
    if (threadIdx.x < count && count > (2 * WARP))
        {
            // dpopt: child<<<2, WARP>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid = 2, dp_block = WARP;
            child_dp_warp_2_args dp_record = {};
            dp_record.base = threadIdx.x * 2 * WARP;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
            // (its lane stays out of the batch).
            if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        child_dp_warp_2<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, out, count, dp_grid);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                    child<<<dp_grid, dp_block>>>(out, dp_record.base, count);
                }
            }
        }
#line 36 "tests/corpus/parser_pitfalls.cu"
}

// P3: comparisons as launch arguments (two arguments read as one, plus ERROR).
__global__ void bool_args(int *flags, int n)
{
    {
        // dpopt: flag_child<<<1, WARP>>> aggregated at warp granularity: one launch for the warp's active lanes
        const dim3 dp_grid = 1, dp_block = WARP;
        flag_child_dp_warp_args dp_record = {};
        dp_record.low_half = threadIdx.x < 16;
        // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
        // (its lane stays out of the batch).
        if (dpopt::launch_config_valid(dp_grid, dp_block)) {
            dpopt::WarpBatch dp_batch;
            if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                if (dpopt::warp_batch_is_leader(dp_batch))
                    flag_child_dp_warp<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, flags, n > 0, dp_grid);
                dpopt::warp_batch_close(dp_batch);
            } else {
                // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                flag_child<<<dp_grid, dp_block>>>(flags, dp_record.low_half, n > 0);
            }
        }
    }
#line 42 "tests/corpus/parser_pitfalls.cu"
}

// P4: a conditional expression on threadIdx.x (MISSING ">"), used as an argument.
__global__ void ternary_arg(int *out, int n)
{
    int half = threadIdx.x < 16 ? 0 : 1;
    if (threadIdx.x % 16 == 0)
        {
            // dpopt: child<<<1, WARP>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid = 1, dp_block = WARP;
            child_dp_warp_3_args dp_record = {};
            dp_record.base = half * WARP;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
            // (its lane stays out of the batch).
            if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        child_dp_warp_3<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, out, n, dp_grid);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                    child<<<dp_grid, dp_block>>>(out, dp_record.base, n);
                }
            }
        }
#line 50 "tests/corpus/parser_pitfalls.cu"
}

// P5: dim3 variables built from identifiers: read as function declarations.
__global__ void dim3_config(int *out, int n, int rows, int cols)
{
    dim3 block(WARP);
    dim3 grid(rows, cols);
    if (blockIdx.x == 0 && threadIdx.x == 0)
        {
            // dpopt: child<<<grid, block>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid = grid, dp_block = block;
            child_dp_warp_4_args dp_record = {};
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
            // (its lane stays out of the batch).
            if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        child_dp_warp_4<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, out, 0, n, dp_grid);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                    child<<<dp_grid, dp_block>>>(out, 0, n);
                }
            }
        }
#line 59 "tests/corpus/parser_pitfalls.cu"
}

// P6: '<' on a member inside the launch configuration (parenthesised: the
// kernel_call_syntax survives but contains a template_method with MISSING ">").
__global__ void config_lt(int *out, int n)
{
    if (threadIdx.x == 0)
        {
            // dpopt: child<<<(blockDim.x < 64) ? 1 : 2, WARP>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid = (blockDim.x < 64) ? 1 : 2, dp_block = WARP;
            child_dp_warp_5_args dp_record = {};
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
            // (its lane stays out of the batch).
            if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        child_dp_warp_5<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, out, 0, n, dp_grid);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                    child<<<dp_grid, dp_block>>>(out, 0, n);
                }
            }
        }
#line 67 "tests/corpus/parser_pitfalls.cu"
}

// P7: the same without parentheses: the whole launch statement becomes an
// ERROR node and no kernel_call_syntax is found for it.
__global__ void config_lt_bare(int *out, int n)
{
    if (threadIdx.x == 0)
        {
            // dpopt: child<<<blockDim.x < 64 ? 1 : 2, WARP>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid = blockDim.x < 64 ? 1 : 2, dp_block = WARP;
            child_dp_warp_6_args dp_record = {};
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
            // (its lane stays out of the batch).
            if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        child_dp_warp_6<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, out, 0, n, dp_grid);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                    child<<<dp_grid, dp_block>>>(out, 0, n);
                }
            }
        }
#line 75 "tests/corpus/parser_pitfalls.cu"
}

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
