#include <dpopt/base.cuh>
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

// dpopt: child run by a single thread, where a launch of it is below the threshold.
__device__ void child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, int *out, int base, int n);

#line 11 "tests/corpus/parser_pitfalls.cu"
__global__ void child(int *out, int base, int n)
{
    int i = base + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += 1;
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
#line 16 "tests/corpus/parser_pitfalls.cu"


// dpopt: flag_child run by a single thread, where a launch of it is below the threshold.
__device__ void flag_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, int *flags, bool low_half, bool nonempty);

#line 18 "tests/corpus/parser_pitfalls.cu"
__global__ void flag_child(int *flags, bool low_half, bool nonempty)
{
    flags[threadIdx.x] = (low_half ? 1 : 0) + (nonempty ? 2 : 0);
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
#line 21 "tests/corpus/parser_pitfalls.cu"


// P1: comparison of threadIdx.x with '<' as a launch guard (MISSING ">").
__global__ void guard_lt(int *out, int n)
{
    if (threadIdx.x < WARP)
        {
            // dpopt: child<<<1, WARP>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
            const dim3 dp_grid = 1, dp_block = WARP;
            auto dp_arg0 = out;
            auto dp_arg1 = threadIdx.x * WARP;
            auto dp_arg2 = n;
            if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                child<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2);
            } else {
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                if (dpopt::launch_config_valid(dp_grid, dp_block))
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                        child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
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
            // dpopt: child<<<2, WARP>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
            const dim3 dp_grid = 2, dp_block = WARP;
            auto dp_arg0 = out;
            auto dp_arg1 = threadIdx.x * 2 * WARP;
            auto dp_arg2 = count;
            if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                child<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2);
            } else {
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                if (dpopt::launch_config_valid(dp_grid, dp_block))
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                        child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
            }
        }
#line 36 "tests/corpus/parser_pitfalls.cu"
}

// P3: comparisons as launch arguments (two arguments read as one, plus ERROR).
__global__ void bool_args(int *flags, int n)
{
    {
        // dpopt: flag_child<<<1, WARP>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
        const dim3 dp_grid = 1, dp_block = WARP;
        auto dp_arg0 = flags;
        auto dp_arg1 = threadIdx.x < 16;
        auto dp_arg2 = n > 0;
        if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
            flag_child<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2);
        } else {
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            if (dpopt::launch_config_valid(dp_grid, dp_block))
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                    flag_child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
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
            // dpopt: child<<<1, WARP>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
            const dim3 dp_grid = 1, dp_block = WARP;
            auto dp_arg0 = out;
            auto dp_arg1 = half * WARP;
            auto dp_arg2 = n;
            if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                child<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2);
            } else {
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                if (dpopt::launch_config_valid(dp_grid, dp_block))
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                        child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
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
            // dpopt: child<<<grid, block>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
            const dim3 dp_grid = grid, dp_block = block;
            auto dp_arg0 = out;
            auto dp_arg1 = 0;
            auto dp_arg2 = n;
            if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                child<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2);
            } else {
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                if (dpopt::launch_config_valid(dp_grid, dp_block))
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                        child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
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
            // dpopt: child<<<(blockDim.x < 64) ? 1 : 2, WARP>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
            const dim3 dp_grid = (blockDim.x < 64) ? 1 : 2, dp_block = WARP;
            auto dp_arg0 = out;
            auto dp_arg1 = 0;
            auto dp_arg2 = n;
            if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                child<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2);
            } else {
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                if (dpopt::launch_config_valid(dp_grid, dp_block))
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                        child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
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
            // dpopt: child<<<blockDim.x < 64 ? 1 : 2, WARP>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
            const dim3 dp_grid = blockDim.x < 64 ? 1 : 2, dp_block = WARP;
            auto dp_arg0 = out;
            auto dp_arg1 = 0;
            auto dp_arg2 = n;
            if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                child<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2);
            } else {
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                if (dpopt::launch_config_valid(dp_grid, dp_block))
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                        child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
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
