#include <dpopt/base.cuh>
#include <dpopt/corun.cuh>
#line 1 "tests/corpus/shared_dynamic.cu"
// shared_dynamic.cu - a child kernel with dynamic shared memory
// (extern __shared__), launched with a shared-memory size and into a named
// stream that the parent thread creates on the device with
// cudaStreamCreateWithFlags(..., cudaStreamNonBlocking) and then destroys.
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: segment_sum's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting segment_sum_dp_corun_setting;

#line 8 "tests/corpus/shared_dynamic.cu"
// Child: block-wide sum of one segment, blockDim.x floats of dynamic shared memory.
__global__ void segment_sum(const float *in, int n, float *out)
{
    extern __shared__ float partial[];
    int tid = threadIdx.x;
    float sum = 0.0f;
    for (int i = blockIdx.x * blockDim.x + tid; i < n; i += gridDim.x * blockDim.x)
        sum += in[i];
    partial[tid] = sum;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (tid < s)
            partial[tid] += partial[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        atomicAdd(out, partial[0]);
}

// dpopt: segment_sum's body, one of its original blocks (--corun): the place of that block is
// handed in; a load of its inputs bypasses L1 where the running block is tagged to.
__device__ __forceinline__ void segment_sum_dp_block(const float *in, int n, float *out, const dim3 dp_blockIdx, const dim3 dp_gridDim, const bool dp_bypass)
#line 10 "tests/corpus/shared_dynamic.cu"
{
    extern __shared__ float partial[];
    int tid = threadIdx.x;
    float sum = 0.0f;
    for (int i = dp_blockIdx.x * blockDim.x + tid; i < n; i += dp_gridDim.x * blockDim.x)
        sum += dpopt::corun_load(&in[i], dp_bypass);
    partial[tid] = sum;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (tid < s)
            partial[tid] += partial[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        atomicAdd(out, partial[0]);
}

// dpopt: segment_sum, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) segment_sum_dp_corun(dpopt::CorunState *dp_corun, const float *in, int n, float *out)
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
            segment_sum_dp_block(in, n, out, dpopt::corun_block_index(dp_ticket.block, dp_corun), dpopt::corun_grid(dp_corun), true);
        else
            segment_sum_dp_block(in, n, out, dpopt::corun_block_index(dp_ticket.block, dp_corun), dpopt::corun_grid(dp_corun), false);
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 26 "tests/corpus/shared_dynamic.cu"

// Parent: one thread per segment; each uses its own non-blocking stream.
__global__ void sum_segments(const float *data, const int *offsets, int num_segments,
                             int threads, float *sums)
{
    int seg = blockIdx.x * blockDim.x + threadIdx.x;
    if (seg < num_segments) {
        int begin = offsets[seg];
        int len = offsets[seg + 1] - begin;
        int blocks = min((len + threads - 1) / threads, 8);
        cudaStream_t stream;
        cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
        dpopt::corun_launch_device(segment_sum_dp_corun, segment_sum, segment_sum_dp_corun_setting, blocks, threads, threads * sizeof(float), stream, data + begin, len, &sums[seg]);
        cudaStreamDestroy(stream);
    }
}

int main(void)
{
    const int num_segments = 32, seg_len = 5000, n = num_segments * seg_len;
    int h_offsets[num_segments + 1];
    for (int s = 0; s <= num_segments; s++)
        h_offsets[s] = s * seg_len;
    float *h_data = new float[n];
    for (int i = 0; i < n; i++)
        h_data[i] = 1.0f;

    float *data, *sums;
    int *offsets;
    cudaMalloc(&data, n * sizeof(float));
    cudaMalloc(&sums, num_segments * sizeof(float));
    cudaMalloc(&offsets, sizeof(h_offsets));
    cudaMemcpy(data, h_data, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(offsets, h_offsets, sizeof(h_offsets), cudaMemcpyHostToDevice);
    cudaMemset(sums, 0, num_segments * sizeof(float));

    dpopt::corun_set_device(segment_sum_dp_corun_setting, "segment_sum");
#line 63 "tests/corpus/shared_dynamic.cu"
    sum_segments<<<1, num_segments>>>(data, offsets, num_segments, 256, sums);

    float h_sum0 = 0.0f;
    cudaMemcpy(&h_sum0, sums, sizeof(float), cudaMemcpyDeviceToHost);
    printf("shared_dynamic: segment 0 sum = %f (expect %d)\n", h_sum0, seg_len);
    cudaFree(data); cudaFree(sums); cudaFree(offsets);
    delete[] h_data;
    return 0;
}
