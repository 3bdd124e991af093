#include <dpopt/base.cuh>
#include <dpopt/removal.cuh>
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
#line 21 "tests/corpus/parser_pitfalls.cu"


// P1: comparison of threadIdx.x with '<' as a launch guard (MISSING ">").
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
#line 29 "tests/corpus/parser_pitfalls.cu"

// P2: '<' ... '>' ( ... ) in one condition: parsed as a call of a template
// method, with no ERROR or MISSING node at all.
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
#line 37 "tests/corpus/parser_pitfalls.cu"

// P3: comparisons as launch arguments (two arguments read as one, plus ERROR).
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
#line 43 "tests/corpus/parser_pitfalls.cu"

// P4: a conditional expression on threadIdx.x (MISSING ">"), used as an argument.
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
#line 51 "tests/corpus/parser_pitfalls.cu"

// P5: dim3 variables built from identifiers: read as function declarations.
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
#line 60 "tests/corpus/parser_pitfalls.cu"

// P6: '<' on a member inside the launch configuration (parenthesised: the
// kernel_call_syntax survives but contains a template_method with MISSING ">").
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
#line 68 "tests/corpus/parser_pitfalls.cu"

// P7: the same without parentheses: the whole launch statement becomes an
// ERROR node and no kernel_call_syntax is found for it.
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
