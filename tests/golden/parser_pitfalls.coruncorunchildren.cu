#include <dpopt/base.cuh>
#include <dpopt/corun.cuh>
#line 1 "tests/corpus/parser_pitfalls.cu"
// parser_pitfalls.cu - VALID CUDA (compiles with nvcc) that tree-sitter-cuda
// 0.20.4 misparses. `a.b < c` is read as a template method call `a.b<c ...>`
// (template_method), so a member access compared with '<' gets a MISSING ">",
// an ERROR node, or a silently wrong tree. `dim3 v(A, B);` with identifier
// arguments is read as a function declaration. README.md lists each case.
#include <cstdio>
#include <cuda_runtime.h>

#define WARP 32

// dpopt: child's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting child_dp_corun_setting;

#line 11 "tests/corpus/parser_pitfalls.cu"
__global__ void child(int *out, int base, int n)
{
    int i = base + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += 1;
}

// dpopt: child's body, one of its original blocks (--corun): the place of that block is
// handed in.
__device__ void child_dp_block(int *out, int base, int n, const dim3 dp_blockIdx)
#line 12 "tests/corpus/parser_pitfalls.cu"
{
    int i = base + dp_blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += 1;
}

// dpopt: child, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) child_dp_corun(dpopt::CorunState *dp_corun, int *out, int base, int n)
{
    __shared__ dpopt::CorunTicket dp_ticket;
    __shared__ bool dp_more;
    bool dp_first = threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0;
    if (dp_first)
        dp_ticket = dpopt::corun_admit(dp_corun);
    __syncthreads();
    if (!dp_ticket.admitted)
        return;
    for (;;) {
        if (dp_first)
            dp_more = dpopt::corun_next(dp_corun, &dp_ticket);
        __syncthreads();
        if (!dp_more)
            break;
        child_dp_block(out, base, n, dpopt::corun_block_index(dp_ticket.block, dp_corun));
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 17 "tests/corpus/parser_pitfalls.cu"

// dpopt: flag_child's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting flag_child_dp_corun_setting;

#line 18 "tests/corpus/parser_pitfalls.cu"
__global__ void flag_child(int *flags, bool low_half, bool nonempty)
{
    flags[threadIdx.x] = (low_half ? 1 : 0) + (nonempty ? 2 : 0);
}

// dpopt: flag_child's body, one of its original blocks (--corun): the place of that block is
// handed in.
__device__ void flag_child_dp_block(int *flags, bool low_half, bool nonempty)
#line 19 "tests/corpus/parser_pitfalls.cu"
{
    flags[threadIdx.x] = (low_half ? 1 : 0) + (nonempty ? 2 : 0);
}

// dpopt: flag_child, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void flag_child_dp_corun(dpopt::CorunState *dp_corun, int *flags, bool low_half, bool nonempty)
{
    __shared__ dpopt::CorunTicket dp_ticket;
    __shared__ bool dp_more;
    bool dp_first = threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0;
    if (dp_first)
        dp_ticket = dpopt::corun_admit(dp_corun);
    __syncthreads();
    if (!dp_ticket.admitted)
        return;
    for (;;) {
        if (dp_first)
            dp_more = dpopt::corun_next(dp_corun, &dp_ticket);
        __syncthreads();
        if (!dp_more)
            break;
        flag_child_dp_block(flags, low_half, nonempty);
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 22 "tests/corpus/parser_pitfalls.cu"

// P1: comparison of threadIdx.x with '<' as a launch guard (MISSING ">").
__global__ void guard_lt(int *out, int n)
{
    if (threadIdx.x < WARP)
        dpopt::corun_launch_device(child_dp_corun, child, child_dp_corun_setting, 1, WARP, 0, 0, out, threadIdx.x * WARP, n);
}

// P2: '<' ... '>' ( ... ) in one condition: parsed as a call of a template
// method, with no ERROR or MISSING node at all.
__global__ void guard_silent(int *out, int count)
{
    if (threadIdx.x < count && count > (2 * WARP))
        dpopt::corun_launch_device(child_dp_corun, child, child_dp_corun_setting, 2, WARP, 0, 0, out, threadIdx.x * 2 * WARP, count);
}

// P3: comparisons as launch arguments (two arguments read as one, plus ERROR).
__global__ void bool_args(int *flags, int n)
{
    dpopt::corun_launch_device(flag_child_dp_corun, flag_child, flag_child_dp_corun_setting, 1, WARP, 0, 0, flags, threadIdx.x < 16, n > 0);
}

// P4: a conditional expression on threadIdx.x (MISSING ">"), used as an argument.
__global__ void ternary_arg(int *out, int n)
{
    int half = threadIdx.x < 16 ? 0 : 1;
    if (threadIdx.x % 16 == 0)
        dpopt::corun_launch_device(child_dp_corun, child, child_dp_corun_setting, 1, WARP, 0, 0, out, half * WARP, n);
}

// P5: dim3 variables built from identifiers: read as function declarations.
__global__ void dim3_config(int *out, int n, int rows, int cols)
{
    dim3 block(WARP);
    dim3 grid(rows, cols);
    if (blockIdx.x == 0 && threadIdx.x == 0)
        dpopt::corun_launch_device(child_dp_corun, child, child_dp_corun_setting, grid, block, 0, 0, out, 0, n);
}

// P6: '<' on a member inside the launch configuration (parenthesised: the
// kernel_call_syntax survives but contains a template_method with MISSING ">").
__global__ void config_lt(int *out, int n)
{
    if (threadIdx.x == 0)
        dpopt::corun_launch_device(child_dp_corun, child, child_dp_corun_setting, (blockDim.x < 64) ? 1 : 2, WARP, 0, 0, out, 0, n);
}

// P7: the same without parentheses: the whole launch statement becomes an
// ERROR node and no kernel_call_syntax is found for it.
__global__ void config_lt_bare(int *out, int n)
{
    if (threadIdx.x == 0)
        dpopt::corun_launch_device(child_dp_corun, child, child_dp_corun_setting, blockDim.x < 64 ? 1 : 2, WARP, 0, 0, out, 0, n);
}

int main(void)
{
    int *out;
    cudaMalloc(&out, 4096 * sizeof(int));
    cudaMemset(out, 0, 4096 * sizeof(int));
    dpopt::corun_set_device(child_dp_corun_setting, "child");
#line 82 "tests/corpus/parser_pitfalls.cu"
    guard_lt<<<1, 64>>>(out, 4096);
    dpopt::corun_set_device(child_dp_corun_setting, "child");
#line 83 "tests/corpus/parser_pitfalls.cu"
    guard_silent<<<1, 64>>>(out, 4096);
    dpopt::corun_set_device(flag_child_dp_corun_setting, "flag_child");
#line 84 "tests/corpus/parser_pitfalls.cu"
    bool_args<<<1, 32>>>(out, 4096);
    dpopt::corun_set_device(child_dp_corun_setting, "child");
#line 85 "tests/corpus/parser_pitfalls.cu"
    ternary_arg<<<1, 32>>>(out, 4096);
    dpopt::corun_set_device(child_dp_corun_setting, "child");
#line 86 "tests/corpus/parser_pitfalls.cu"
    dim3_config<<<1, 32>>>(out, 4096, 8, 2);
    dpopt::corun_set_device(child_dp_corun_setting, "child");
#line 87 "tests/corpus/parser_pitfalls.cu"
    config_lt<<<1, 32>>>(out, 4096);
    dpopt::corun_set_device(child_dp_corun_setting, "child");
#line 88 "tests/corpus/parser_pitfalls.cu"
    config_lt_bare<<<1, 32>>>(out, 4096);
    cudaError_t err = cudaDeviceSynchronize();
    printf("parser_pitfalls: %s\n", cudaGetErrorString(err));
    cudaFree(out);
    return 0;
}
