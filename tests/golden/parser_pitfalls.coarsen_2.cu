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

// dpopt: child coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void __launch_bounds__(1024) child_dp_coarse2(int *out, int base, int n, dim3 dp_gridDim);

#line 11 "tests/corpus/parser_pitfalls.cu"
__global__ void child(int *out, int base, int n)
{
    int i = base + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += 1;
}

// dpopt: child, each block doing the work of 2 blocks of the grid it was launched with.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) child_dp_coarse2(int *out, int base, int n, dim3 dp_gridDim)
{
    const dim3 dp_blockDim = blockDim;
    // Launched on the grid as written where coarsening would not fit it (dpopt::coarsened_grid).
    const bool dp_as_written = dpopt::coarse_as_written(dp_gridDim);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        // The original block this one does now; the last block may have fewer than 2.
        const unsigned long long dp_vb = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_as_written ? dp_i > 0u : dp_vb >= dpopt::block_count(dp_gridDim))
            break;
        const dim3 dp_blockIdx = dp_as_written ? dim3(blockIdx) : dpopt::unflatten((unsigned int)dp_vb, dp_gridDim);
        // The original body: a return ends this block's share of the work only.
#line 12 "tests/corpus/parser_pitfalls.cu"
        [&]() {
            int i = base + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
            if (i < n)
                out[i] += 1;
        }();
    }
}
#line 16 "tests/corpus/parser_pitfalls.cu"


// dpopt: flag_child coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void flag_child_dp_coarse2(int *flags, bool low_half, bool nonempty, dim3 dp_gridDim);

#line 18 "tests/corpus/parser_pitfalls.cu"
__global__ void flag_child(int *flags, bool low_half, bool nonempty)
{
    flags[threadIdx.x] = (low_half ? 1 : 0) + (nonempty ? 2 : 0);
}

// dpopt: flag_child, each block doing the work of 2 blocks of the grid it was launched with.
__global__ void flag_child_dp_coarse2(int *flags, bool low_half, bool nonempty, dim3 dp_gridDim)
{
    // Launched on the grid as written where coarsening would not fit it (dpopt::coarsened_grid).
    const bool dp_as_written = dpopt::coarse_as_written(dp_gridDim);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        // The original block this one does now; the last block may have fewer than 2.
        const unsigned long long dp_vb = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_as_written ? dp_i > 0u : dp_vb >= dpopt::block_count(dp_gridDim))
            break;
        // The original body: a return ends this block's share of the work only.
#line 19 "tests/corpus/parser_pitfalls.cu"
        [&]() {
            flags[threadIdx.x] = (low_half ? 1 : 0) + (nonempty ? 2 : 0);
        }();
    }
}
#line 21 "tests/corpus/parser_pitfalls.cu"


// P1: comparison of threadIdx.x with '<' as a launch guard (MISSING ">").
__global__ void guard_lt(int *out, int n)
{
    if (threadIdx.x < WARP)
        {
            // dpopt: child<<<1, WARP>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = 1, dp_block = WARP;
            child_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(out, threadIdx.x * WARP, n, dp_grid);
        }
#line 28 "tests/corpus/parser_pitfalls.cu"
}

// P2: '<' ... '>' ( ... ) in one condition: parsed as a call of a template
// method, with no ERROR or MISSING node at all.
__global__ void guard_silent(int *out, int count)
{
    if (threadIdx.x < count && count > (2 * WARP))
        {
            // dpopt: child<<<2, WARP>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = 2, dp_block = WARP;
            child_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(out, threadIdx.x * 2 * WARP, count, dp_grid);
        }
#line 36 "tests/corpus/parser_pitfalls.cu"
}

// P3: comparisons as launch arguments (two arguments read as one, plus ERROR).
__global__ void bool_args(int *flags, int n)
{
    {
        // dpopt: flag_child<<<1, WARP>>> coarsened: each block does 2 of the grid's blocks
        const dim3 dp_grid = 1, dp_block = WARP;
        flag_child_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(flags, threadIdx.x < 16, n > 0, dp_grid);
    }
#line 42 "tests/corpus/parser_pitfalls.cu"
}

// P4: a conditional expression on threadIdx.x (MISSING ">"), used as an argument.
__global__ void ternary_arg(int *out, int n)
{
    int half = threadIdx.x < 16 ? 0 : 1;
    if (threadIdx.x % 16 == 0)
        {
            // dpopt: child<<<1, WARP>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = 1, dp_block = WARP;
            child_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(out, half * WARP, n, dp_grid);
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
            // dpopt: child<<<grid, block>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = grid, dp_block = block;
            child_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(out, 0, n, dp_grid);
        }
#line 59 "tests/corpus/parser_pitfalls.cu"
}

// P6: '<' on a member inside the launch configuration (parenthesised: the
// kernel_call_syntax survives but contains a template_method with MISSING ">").
__global__ void config_lt(int *out, int n)
{
    if (threadIdx.x == 0)
        {
            // dpopt: child<<<(blockDim.x < 64) ? 1 : 2, WARP>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = (blockDim.x < 64) ? 1 : 2, dp_block = WARP;
            child_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(out, 0, n, dp_grid);
        }
#line 67 "tests/corpus/parser_pitfalls.cu"
}

// P7: the same without parentheses: the whole launch statement becomes an
// ERROR node and no kernel_call_syntax is found for it.
__global__ void config_lt_bare(int *out, int n)
{
    if (threadIdx.x == 0)
        {
            // dpopt: child<<<blockDim.x < 64 ? 1 : 2, WARP>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = blockDim.x < 64 ? 1 : 2, dp_block = WARP;
            child_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(out, 0, n, dp_grid);
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
