#include <dpopt/base.cuh>
#include <dpopt/corun.cuh>
#line 1 "tests/corpus/loop_launch.cu"
// loop_launch.cu - launches inside loops of the parent kernel.
// scale_rows: one parent thread per row; the row is cut into chunks of CHUNK
// elements and the thread launches one child grid per chunk (a for loop).
// smooth_passes: one thread runs a while loop of dependent passes; the passes go
// to the block's default stream, so each pass starts after the previous one ends.
#include <cstdio>
#include <cuda_runtime.h>

#define CHUNK 1024

// dpopt: scale_chunk's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting scale_chunk_dp_corun_setting;

#line 11 "tests/corpus/loop_launch.cu"
__global__ void scale_chunk(float *data, int count, float factor)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        data[i] *= factor;
}

// dpopt: scale_chunk's body, one of its original blocks (--corun): the place of that block is
// handed in.
__device__ void scale_chunk_dp_block(float *data, int count, float factor, const dim3 dp_blockIdx)
#line 12 "tests/corpus/loop_launch.cu"
{
    int i = dp_blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        data[i] *= factor;
}

// dpopt: scale_chunk, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void scale_chunk_dp_corun(dpopt::CorunState *dp_corun, float *data, int count, float factor)
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
        scale_chunk_dp_block(data, count, factor, dpopt::corun_block_index(dp_ticket.block, dp_corun));
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 17 "tests/corpus/loop_launch.cu"

__global__ void scale_rows(float *data, const int *row_ptr, const float *factor, int num_rows)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= num_rows)
        return;
    int begin = row_ptr[row];
    int len = row_ptr[row + 1] - begin;
    for (int start = 0; start < len; start += CHUNK) {
        int count = min(CHUNK, len - start);
        dpopt::corun_launch_device(scale_chunk_dp_corun, scale_chunk, scale_chunk_dp_corun_setting, (count + 127) / 128, 128, 0, cudaStreamFireAndForget, data + begin + start, count, factor[row]);
    }
}

// dpopt: smooth_child's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting smooth_child_dp_corun_setting;

#line 32 "tests/corpus/loop_launch.cu"
__global__ void smooth_child(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i > 0 && i < n - 1)
        out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}

// dpopt: smooth_child's body, one of its original blocks (--corun): the place of that block is
// handed in; a load of its inputs bypasses L1 where the running block is tagged to.
__device__ __forceinline__ void smooth_child_dp_block(const float *in, float *out, int n, const dim3 dp_blockIdx, const bool dp_bypass)
#line 33 "tests/corpus/loop_launch.cu"
{
    int i = dp_blockIdx.x * blockDim.x + threadIdx.x;
    if (i > 0 && i < n - 1)
        out[i] = 0.25f * dpopt::corun_load(&in[i - 1], dp_bypass) + 0.5f * dpopt::corun_load(&in[i], dp_bypass) + 0.25f * dpopt::corun_load(&in[i + 1], dp_bypass);
}

// dpopt: smooth_child, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void smooth_child_dp_corun(dpopt::CorunState *dp_corun, const float *in, float *out, int n)
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
        if (dp_ticket.bypass)
            smooth_child_dp_block(in, out, n, dpopt::corun_block_index(dp_ticket.block, dp_corun), true);
        else
            smooth_child_dp_block(in, out, n, dpopt::corun_block_index(dp_ticket.block, dp_corun), false);
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 38 "tests/corpus/loop_launch.cu"

__global__ void smooth_passes(float *a, float *b, int n, int passes)
{
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        int pass = 0;
        while (pass < passes) {
            float *src = (pass % 2 == 0) ? a : b;
            float *dst = (pass % 2 == 0) ? b : a;
            dpopt::corun_launch_device(smooth_child_dp_corun, smooth_child, smooth_child_dp_corun_setting, (n + 255) / 256, 256, 0, 0, src, dst, n);
            pass++;
        }
    }
}

int main(void)
{
    const int num_rows = 64, row_len = 3000, n = num_rows * row_len;
    int h_row_ptr[num_rows + 1];
    float h_factor[num_rows];
    for (int r = 0; r <= num_rows; r++)
        h_row_ptr[r] = r * row_len;
    for (int r = 0; r < num_rows; r++)
        h_factor[r] = 1.0f / (r + 1);

    float *data, *tmp, *factor;
    int *row_ptr;
    cudaMalloc(&data, n * sizeof(float));
    cudaMalloc(&tmp, n * sizeof(float));
    cudaMalloc(&factor, num_rows * sizeof(float));
    cudaMalloc(&row_ptr, (num_rows + 1) * sizeof(int));
    cudaMemset(data, 0, n * sizeof(float));
    cudaMemset(tmp, 0, n * sizeof(float));
    cudaMemcpy(factor, h_factor, sizeof(h_factor), cudaMemcpyHostToDevice);
    cudaMemcpy(row_ptr, h_row_ptr, sizeof(h_row_ptr), cudaMemcpyHostToDevice);

    dpopt::corun_set_device(scale_chunk_dp_corun_setting, "scale_chunk");
#line 73 "tests/corpus/loop_launch.cu"
    scale_rows<<<(num_rows + 31) / 32, 32>>>(data, row_ptr, factor, num_rows);
    dpopt::corun_set_device(smooth_child_dp_corun_setting, "smooth_child");
#line 74 "tests/corpus/loop_launch.cu"
    smooth_passes<<<1, 32>>>(data, tmp, n, 4);
    cudaError_t err = cudaDeviceSynchronize();
    printf("loop_launch: %s\n", cudaGetErrorString(err));

    cudaFree(data); cudaFree(tmp); cudaFree(factor); cudaFree(row_ptr);
    return 0;
}
