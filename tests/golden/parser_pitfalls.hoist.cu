#include <dpopt/base.cuh>
#include <dpopt/hoist.cuh>
#line 1 "tests/corpus/parser_pitfalls.cu"
// parser_pitfalls.cu - VALID CUDA (compiles with nvcc) that tree-sitter-cuda
// 0.20.4 misparses. `a.b < c` is read as a template method call `a.b<c ...>`
// (template_method), so a member access compared with '<' gets a MISSING ">",
// an ERROR node, or a silently wrong tree. `dim3 v(A, B);` with identifier
// arguments is read as a function declaration. README.md lists each case.
#include <cstdio>
#include <cuda_runtime.h>

#define WARP 32

__global__ void child(int *out, int base, int n)
{
    int i = base + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += 1;
}

// dpopt: one block of child, run by a block of its own size in a hoisted grid
// (--hoist): the block's place in the child's grid is handed in.
static __device__ void child_dp_hoisted(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *out, int base, int n)
#line 12 "tests/corpus/parser_pitfalls.cu"
{
    int i = base + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += 1;
}
#line 17 "tests/corpus/parser_pitfalls.cu"

__global__ void flag_child(int *flags, bool low_half, bool nonempty)
{
    flags[threadIdx.x] = (low_half ? 1 : 0) + (nonempty ? 2 : 0);
}

// dpopt: one block of flag_child, run by a block of its own size in a hoisted grid
// (--hoist): the block's place in the child's grid is handed in.
static __device__ void flag_child_dp_hoisted(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *flags, bool low_half, bool nonempty)
#line 19 "tests/corpus/parser_pitfalls.cu"
{
    flags[threadIdx.x] = (low_half ? 1 : 0) + (nonempty ? 2 : 0);
}
#line 22 "tests/corpus/parser_pitfalls.cu"

// P1: comparison of threadIdx.x with '<' as a launch guard (MISSING ">").
__global__ void guard_lt(int *out, int n)
{
    if (threadIdx.x < WARP)
        child<<<1, WARP>>>(out, threadIdx.x * WARP, n);
}

// dpopt: the grid of child that each thread of guard_lt launches (line 27),
// worked out on the host from the kernel's arguments (--hoist).
static dpopt::HoistChild guard_lt_dp_hoist_child(int *, int)
{
    return dpopt::HoistChild{dim3(1), dim3(WARP)};
}

// dpopt: guard_lt with its launch of child (line 27) hoisted into its host launches
// (--hoist): a block for each child block of each of its threads, which runs that
// thread's code again (it reads no memory and only launches), the launch its own block.
__global__ void guard_lt_dp_hoist(int *out, int n, dpopt::HoistGrid dp_hoist)
{
    const dpopt::HoistPlace dp_place = dpopt::hoist_place(dp_hoist);
    const dim3 dp_threadIdx = dp_place.parent_thread;
#line 25 "tests/corpus/parser_pitfalls.cu"
    {
        if (dp_threadIdx.x < WARP)
            {
                // dpopt: child<<<1, WARP>>> hoisted: this block is one of its blocks
                child_dp_hoisted(dp_place.child_block, dim3(1), dim3(WARP), out, dp_threadIdx.x * WARP, n);
            }
    }
}
#line 28 "tests/corpus/parser_pitfalls.cu"


// P2: '<' ... '>' ( ... ) in one condition: parsed as a call of a template
// method, with no ERROR or MISSING node at all.
__global__ void guard_silent(int *out, int count)
{
    if (threadIdx.x < count && count > (2 * WARP))
        child<<<2, WARP>>>(out, threadIdx.x * 2 * WARP, count);
}

// dpopt: the grid of child that each thread of guard_silent launches (line 35),
// worked out on the host from the kernel's arguments (--hoist).
static dpopt::HoistChild guard_silent_dp_hoist_child(int *, int)
{
    return dpopt::HoistChild{dim3(2), dim3(WARP)};
}

// dpopt: guard_silent with its launch of child (line 35) hoisted into its host launches
// (--hoist): a block for each child block of each of its threads, which runs that
// thread's code again (it reads no memory and only launches), the launch its own block.
__global__ void guard_silent_dp_hoist(int *out, int count, dpopt::HoistGrid dp_hoist)
{
    const dpopt::HoistPlace dp_place = dpopt::hoist_place(dp_hoist);
    const dim3 dp_threadIdx = dp_place.parent_thread;
#line 33 "tests/corpus/parser_pitfalls.cu"
    {
        if (dp_threadIdx.x < count && count > (2 * WARP))
            {
                // dpopt: child<<<2, WARP>>> hoisted: this block is one of its blocks
                child_dp_hoisted(dp_place.child_block, dim3(2), dim3(WARP), out, dp_threadIdx.x * 2 * WARP, count);
            }
    }
}
#line 36 "tests/corpus/parser_pitfalls.cu"


// P3: comparisons as launch arguments (two arguments read as one, plus ERROR).
__global__ void bool_args(int *flags, int n)
{
    flag_child<<<1, WARP>>>(flags, threadIdx.x < 16, n > 0);
}

// dpopt: the grid of flag_child that each thread of bool_args launches (line 41),
// worked out on the host from the kernel's arguments (--hoist).
static dpopt::HoistChild bool_args_dp_hoist_child(int *, int)
{
    return dpopt::HoistChild{dim3(1), dim3(WARP)};
}

// dpopt: bool_args with its launch of flag_child (line 41) hoisted into its host launches
// (--hoist): a block for each child block of each of its threads, which runs that
// thread's code again (it reads no memory and only launches), the launch its own block.
__global__ void bool_args_dp_hoist(int *flags, int n, dpopt::HoistGrid dp_hoist)
{
    const dpopt::HoistPlace dp_place = dpopt::hoist_place(dp_hoist);
    const dim3 dp_threadIdx = dp_place.parent_thread;
#line 40 "tests/corpus/parser_pitfalls.cu"
    {
        {
            // dpopt: flag_child<<<1, WARP>>> hoisted: this block is one of its blocks
            flag_child_dp_hoisted(dp_place.child_block, dim3(1), dim3(WARP), flags, dp_threadIdx.x < 16, n > 0);
        }
    }
}
#line 42 "tests/corpus/parser_pitfalls.cu"


// P4: a conditional expression on threadIdx.x (MISSING ">"), used as an argument.
__global__ void ternary_arg(int *out, int n)
{
    int half = threadIdx.x < 16 ? 0 : 1;
    if (threadIdx.x % 16 == 0)
        child<<<1, WARP>>>(out, half * WARP, n);
}

// dpopt: the grid of child that each thread of ternary_arg launches (line 49),
// worked out on the host from the kernel's arguments (--hoist).
static dpopt::HoistChild ternary_arg_dp_hoist_child(int *, int)
{
    return dpopt::HoistChild{dim3(1), dim3(WARP)};
}

// dpopt: ternary_arg with its launch of child (line 49) hoisted into its host launches
// (--hoist): a block for each child block of each of its threads, which runs that
// thread's code again (it reads no memory and only launches), the launch its own block.
__global__ void ternary_arg_dp_hoist(int *out, int n, dpopt::HoistGrid dp_hoist)
{
    const dpopt::HoistPlace dp_place = dpopt::hoist_place(dp_hoist);
    const dim3 dp_threadIdx = dp_place.parent_thread;
#line 46 "tests/corpus/parser_pitfalls.cu"
    {
        int half = dp_threadIdx.x < 16 ? 0 : 1;
        if (dp_threadIdx.x % 16 == 0)
            {
                // dpopt: child<<<1, WARP>>> hoisted: this block is one of its blocks
                child_dp_hoisted(dp_place.child_block, dim3(1), dim3(WARP), out, half * WARP, n);
            }
    }
}
#line 50 "tests/corpus/parser_pitfalls.cu"


// P5: dim3 variables built from identifiers: read as function declarations.
__global__ void dim3_config(int *out, int n, int rows, int cols)
{
    dim3 block(WARP);
    dim3 grid(rows, cols);
    if (blockIdx.x == 0 && threadIdx.x == 0)
        child<<<grid, block>>>(out, 0, n);
}

// P6: '<' on a member inside the launch configuration (parenthesised: the
// kernel_call_syntax survives but contains a template_method with MISSING ">").
__global__ void config_lt(int *out, int n)
{
    if (threadIdx.x == 0)
        child<<<(blockDim.x < 64) ? 1 : 2, WARP>>>(out, 0, n);
}

// P7: the same without parentheses: the whole launch statement becomes an
// ERROR node and no kernel_call_syntax is found for it.
__global__ void config_lt_bare(int *out, int n)
{
    if (threadIdx.x == 0)
        child<<<blockDim.x < 64 ? 1 : 2, WARP>>>(out, 0, n);
}

int main(void)
{
    int *out;
    cudaMalloc(&out, 4096 * sizeof(int));
    cudaMemset(out, 0, 4096 * sizeof(int));
    {
        // dpopt: guard_lt's launch of child (line 27) hoisted here (--hoist): one grid of
        // all the children's blocks, or guard_lt as written where that grid cannot be made
        const dim3 dp_grid = 1, dp_block = 64;
        int *dp_arg0 = out;
        int dp_arg1 = 4096;
        const dpopt::HoistGrid dp_hoist = dpopt::hoist_grid(dp_grid, dp_block, guard_lt_dp_hoist_child(dp_arg0, dp_arg1));
        if (dp_hoist.blocks)
            guard_lt_dp_hoist<<<dp_hoist.blocks, dp_hoist.child_block, 0, 0>>>(dp_arg0, dp_arg1, dp_hoist);
        else
            guard_lt<<<dp_grid, dp_block, 0, 0>>>(dp_arg0, dp_arg1);
    }
#line 83 "tests/corpus/parser_pitfalls.cu"
    {
        // dpopt: guard_silent's launch of child (line 35) hoisted here (--hoist): one grid of
        // all the children's blocks, or guard_silent as written where that grid cannot be made
        const dim3 dp_grid = 1, dp_block = 64;
        int *dp_arg0 = out;
        int dp_arg1 = 4096;
        const dpopt::HoistGrid dp_hoist = dpopt::hoist_grid(dp_grid, dp_block, guard_silent_dp_hoist_child(dp_arg0, dp_arg1));
        if (dp_hoist.blocks)
            guard_silent_dp_hoist<<<dp_hoist.blocks, dp_hoist.child_block, 0, 0>>>(dp_arg0, dp_arg1, dp_hoist);
        else
            guard_silent<<<dp_grid, dp_block, 0, 0>>>(dp_arg0, dp_arg1);
    }
#line 84 "tests/corpus/parser_pitfalls.cu"
    {
        // dpopt: bool_args's launch of flag_child (line 41) hoisted here (--hoist): one grid of
        // all the children's blocks, or bool_args as written where that grid cannot be made
        const dim3 dp_grid = 1, dp_block = 32;
        int *dp_arg0 = out;
        int dp_arg1 = 4096;
        const dpopt::HoistGrid dp_hoist = dpopt::hoist_grid(dp_grid, dp_block, bool_args_dp_hoist_child(dp_arg0, dp_arg1));
        if (dp_hoist.blocks)
            bool_args_dp_hoist<<<dp_hoist.blocks, dp_hoist.child_block, 0, 0>>>(dp_arg0, dp_arg1, dp_hoist);
        else
            bool_args<<<dp_grid, dp_block, 0, 0>>>(dp_arg0, dp_arg1);
    }
#line 85 "tests/corpus/parser_pitfalls.cu"
    {
        // dpopt: ternary_arg's launch of child (line 49) hoisted here (--hoist): one grid of
        // all the children's blocks, or ternary_arg as written where that grid cannot be made
        const dim3 dp_grid = 1, dp_block = 32;
        int *dp_arg0 = out;
        int dp_arg1 = 4096;
        const dpopt::HoistGrid dp_hoist = dpopt::hoist_grid(dp_grid, dp_block, ternary_arg_dp_hoist_child(dp_arg0, dp_arg1));
        if (dp_hoist.blocks)
            ternary_arg_dp_hoist<<<dp_hoist.blocks, dp_hoist.child_block, 0, 0>>>(dp_arg0, dp_arg1, dp_hoist);
        else
            ternary_arg<<<dp_grid, dp_block, 0, 0>>>(dp_arg0, dp_arg1);
    }
#line 86 "tests/corpus/parser_pitfalls.cu"
    dim3_config<<<1, 32>>>(out, 4096, 8, 2);
    config_lt<<<1, 32>>>(out, 4096);
    config_lt_bare<<<1, 32>>>(out, 4096);
    cudaError_t err = cudaDeviceSynchronize();
    printf("parser_pitfalls: %s\n", cudaGetErrorString(err));
    cudaFree(out);
    return 0;
}
