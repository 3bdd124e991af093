#include <dpopt/base.cuh>
#include <dpopt/corun.cuh>
#line 1 "tests/corpus/convergent_loop.cu"
// convergent_loop.cu - launches inside loops that every thread of a block
// runs together (the trip count is a kernel parameter), next to one whose
// trip count differs between threads. Block granularity can make the first
// kind's launches at the end of each iteration; the second cannot be
// postponed at all and stays at warp granularity.
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: scale_segment's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting scale_segment_dp_corun_setting;

#line 9 "tests/corpus/convergent_loop.cu"
__global__ void scale_segment(float *data, int begin, int len, float factor)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < len)
        data[begin + i] *= factor;
}

// dpopt: scale_segment's body, one of its original blocks (--corun): the place of that block is
// handed in.
__device__ void scale_segment_dp_block(float *data, int begin, int len, float factor, const dim3 dp_blockIdx)
#line 10 "tests/corpus/convergent_loop.cu"
{
    int i = dp_blockIdx.x * blockDim.x + threadIdx.x;
    if (i < len)
        data[begin + i] *= factor;
}

// dpopt: scale_segment, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void scale_segment_dp_corun(dpopt::CorunState *dp_corun, float *data, int begin, int len, float factor)
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
        scale_segment_dp_block(data, begin, len, factor, dpopt::corun_block_index(dp_ticket.block, dp_corun));
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 15 "tests/corpus/convergent_loop.cu"

// Round r scales each thread's segment; rounds is the same for every thread.
__global__ void rounds(float *data, const int *seg_begin, const int *seg_len, int segments, int rounds)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    for (int r = 0; r < rounds; r++) {
        if (s < segments && seg_len[s] > 0)
            dpopt::corun_launch_device(scale_segment_dp_corun, scale_segment, scale_segment_dp_corun_setting, (seg_len[s] + 63) / 64, 64, 0, 0, data, seg_begin[s], seg_len[s], 0.5f);
    }
}

// Each thread walks its own number of chunks: the loop diverges.
__global__ void chunks(float *data, const int *chunk_count, int threads)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= threads)
        return;
    for (int c = 0; c < chunk_count[t]; c++)
        dpopt::corun_launch_device(scale_segment_dp_corun, scale_segment, scale_segment_dp_corun_setting, 1, 64, 0, 0, data, (t * 8 + c) * 64, 64, 2.0f);
}

__global__ void fill(float *data, int n, float value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        data[i] = value;
}

// dpopt: fill's body, one of its original blocks (--corun): the place of that block is
// handed in.
__device__ void fill_dp_block(float *data, int n, float value, const dim3 dp_blockIdx)
#line 37 "tests/corpus/convergent_loop.cu"
{
    int i = dp_blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        data[i] = value;
}

// dpopt: fill, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void fill_dp_corun(dpopt::CorunState *dp_corun, float *data, int n, float value)
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
        fill_dp_block(data, n, value, dpopt::corun_block_index(dp_ticket.block, dp_corun));
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 42 "tests/corpus/convergent_loop.cu"

int main(void)
{
    const int segments = 256, len = 128;
    float *data;
    int *begin, *lens, *counts;
    cudaMalloc(&data, segments * len * 8 * sizeof(float));
    cudaMalloc(&begin, segments * sizeof(int));
    cudaMalloc(&lens, segments * sizeof(int));
    cudaMalloc(&counts, segments * sizeof(int));
    int h_begin[segments], h_len[segments], h_count[segments];
    for (int i = 0; i < segments; i++) {
        h_begin[i] = i * len;
        h_len[i] = len;
        h_count[i] = i % 8;
    }
    cudaMemcpy(begin, h_begin, sizeof h_begin, cudaMemcpyHostToDevice);
    cudaMemcpy(lens, h_len, sizeof h_len, cudaMemcpyHostToDevice);
    cudaMemcpy(counts, h_count, sizeof h_count, cudaMemcpyHostToDevice);
    const int n = segments * len * 8;
    dpopt::corun_launch(fill_dp_corun, fill, "fill", (n + 255) / 256, 256, 0, 0, data, n, 1.0f);
    dpopt::corun_set_device(scale_segment_dp_corun_setting, "scale_segment");
#line 63 "tests/corpus/convergent_loop.cu"
    rounds<<<segments / 64, 64>>>(data, begin, lens, segments, 3);
    dpopt::corun_set_device(scale_segment_dp_corun_setting, "scale_segment");
#line 64 "tests/corpus/convergent_loop.cu"
    chunks<<<segments / 64, 64>>>(data, counts, segments);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    static float h_data[segments * len * 8];
    cudaMemcpy(h_data, data, sizeof h_data, cudaMemcpyDeviceToHost);
    double sum = 0;
    for (int i = 0; i < n; i++)
        sum += h_data[i] * (double)(i % 7 + 1);
    printf("weighted sum %.3f\n", sum);
    cudaFree(data);
    cudaFree(begin);
    cudaFree(lens);
    cudaFree(counts);
    return 0;
}
