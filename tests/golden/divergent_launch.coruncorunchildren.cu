#include <dpopt/base.cuh>
#include <dpopt/corun.cuh>
#line 1 "tests/corpus/divergent_launch.cu"
// divergent_launch.cu - launches under divergent and uniform conditions, with
// arguments of mixed uniformity (grid-uniform parameters, block-uniform
// blockIdx-derived values, divergent threadIdx-derived values).
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: refine's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting refine_dp_corun_setting;

#line 7 "tests/corpus/divergent_launch.cu"
__global__ void refine(float *data, int n, int center, int block)
{
    int i = center - 16 + threadIdx.x;     // 32 neighbours around center
    if (i >= 0 && i < n && i != center)
        data[i] += 0.001f * (float)block;
}

// dpopt: refine's body, one of its original blocks (--corun): the place of that block is
// handed in.
__device__ void refine_dp_block(float *data, int n, int center, int block)
#line 8 "tests/corpus/divergent_launch.cu"
{
    int i = center - 16 + threadIdx.x;     // 32 neighbours around center
    if (i >= 0 && i < n && i != center)
        data[i] += 0.001f * (float)block;
}

// dpopt: refine, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void refine_dp_corun(dpopt::CorunState *dp_corun, float *data, int n, int center, int block)
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
        refine_dp_block(data, n, center, block);
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 13 "tests/corpus/divergent_launch.cu"

// dpopt: count_above's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting count_above_dp_corun_setting;

#line 14 "tests/corpus/divergent_launch.cu"
__global__ void count_above(const float *data, int n, int first, int count,
                            float threshold, int *counter)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + count && data[i] > threshold)
        atomicAdd(counter, 1);
}

// dpopt: count_above's body, one of its original blocks (--corun): the place of that block is
// handed in; a load of its inputs bypasses L1 where the running block is tagged to.
__device__ __forceinline__ void count_above_dp_block(const float *data, int n, int first, int count, float threshold, int *counter, const dim3 dp_blockIdx, const bool dp_bypass)
#line 16 "tests/corpus/divergent_launch.cu"
{
    int i = first + dp_blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + count && dpopt::corun_load(&data[i], dp_bypass) > threshold)
        atomicAdd(counter, 1);
}

// dpopt: count_above, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void count_above_dp_corun(dpopt::CorunState *dp_corun, const float *data, int n, int first, int count, float threshold, int *counter)
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
            count_above_dp_block(data, n, first, count, threshold, counter, dpopt::corun_block_index(dp_ticket.block, dp_corun), true);
        else
            count_above_dp_block(data, n, first, count, threshold, counter, dpopt::corun_block_index(dp_ticket.block, dp_corun), false);
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 21 "tests/corpus/divergent_launch.cu"

__global__ void detect(float *data, int n, float threshold, int *counter)
{
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = (tid < n) ? data[tid] : 0.0f;

    // Divergent condition: each thread decides from its own element.
    if (v > threshold)
        dpopt::corun_launch_device(refine_dp_corun, refine, refine_dp_corun_setting, 1, 32, 0, cudaStreamFireAndForget, data, n, tid, blockIdx.x);

    // Block-uniform condition: all threads of block 0 launch, each over a slice.
    if (blockIdx.x == 0) {
        int slice = (n + blockDim.x - 1) / blockDim.x;
        dpopt::corun_launch_device(count_above_dp_corun, count_above, count_above_dp_corun_setting, (slice + 127) / 128, 128, 0, 0, data, n, threadIdx.x * slice, slice, threshold, counter);
    }
}

// dpopt: stripe_child's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting stripe_child_dp_corun_setting;

#line 39 "tests/corpus/divergent_launch.cu"
__global__ void stripe_child(float *data, int n, int first, int stripe, float scale)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + stripe)
        data[i] *= scale;
}

// dpopt: stripe_child's body, one of its original blocks (--corun): the place of that block is
// handed in.
__device__ void stripe_child_dp_block(float *data, int n, int first, int stripe, float scale, const dim3 dp_blockIdx)
#line 40 "tests/corpus/divergent_launch.cu"
{
    int i = first + dp_blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + stripe)
        data[i] *= scale;
}

// dpopt: stripe_child, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void stripe_child_dp_corun(dpopt::CorunState *dp_corun, float *data, int n, int first, int stripe, float scale)
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
        stripe_child_dp_block(data, n, first, stripe, scale, dpopt::corun_block_index(dp_ticket.block, dp_corun));
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 45 "tests/corpus/divergent_launch.cu"

__global__ void stripes(float *data, int n, int stripe)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    float scale = 1.0f / (float)(blockIdx.x + 1);
    // Grid-uniform condition: n is a kernel parameter.
    if (n > 0)
        dpopt::corun_launch_device(stripe_child_dp_corun, stripe_child, stripe_child_dp_corun_setting, (stripe + 63) / 64, 64, 0, 0, data, n, t * stripe, stripe, scale);
}

// dpopt: item_child's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting item_child_dp_corun_setting;

#line 55 "tests/corpus/divergent_launch.cu"
__global__ void item_child(float *values, int begin, int end)
{
    int i = begin + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < end)
        values[i] = sqrtf(values[i]);
}

// dpopt: item_child's body, one of its original blocks (--corun): the place of that block is
// handed in; a load of its inputs bypasses L1 where the running block is tagged to.
__device__ __forceinline__ void item_child_dp_block(float *values, int begin, int end, const dim3 dp_blockIdx, const bool dp_bypass)
#line 56 "tests/corpus/divergent_launch.cu"
{
    int i = begin + dp_blockIdx.x * blockDim.x + threadIdx.x;
    if (i < end)
        values[i] = sqrtf(dpopt::corun_load(&values[i], dp_bypass));
}

// dpopt: item_child, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void item_child_dp_corun(dpopt::CorunState *dp_corun, float *values, int begin, int end)
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
            item_child_dp_block(values, begin, end, dpopt::corun_block_index(dp_ticket.block, dp_corun), true);
        else
            item_child_dp_block(values, begin, end, dpopt::corun_block_index(dp_ticket.block, dp_corun), false);
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 61 "tests/corpus/divergent_launch.cu"

__global__ void process_items(const int *item_begin, float *values, int num_items,
                              int use_children)
{
    int item = blockIdx.x * blockDim.x + threadIdx.x;
    if (item < num_items) {                   // divergent
        int begin = item_begin[item], end = item_begin[item + 1];
        if (use_children) {                   // uniform, nested in a divergent one
            dpopt::corun_launch_device(item_child_dp_corun, item_child, item_child_dp_corun_setting, (end - begin + 31) / 32, 32, 0, 0, values, begin, end);
        } else {
            for (int i = begin; i < end; i++)
                values[i] = sqrtf(values[i]);
        }
    }
}

int main(void)
{
    const int n = 1 << 14, num_items = 64;
    float *data;
    int *counter, *item_begin;
    int h_begin[num_items + 1];
    for (int i = 0; i <= num_items; i++)
        h_begin[i] = i * (n / num_items);
    float *h_data = new float[n];
    for (int i = 0; i < n; i++)
        h_data[i] = (i % 64 == 0) ? 1.0f : 0.25f;   // 256 elements above 0.5
    cudaMalloc(&data, n * sizeof(float));
    cudaMalloc(&counter, sizeof(int));
    cudaMalloc(&item_begin, sizeof(h_begin));
    cudaMemcpy(data, h_data, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(counter, 0, sizeof(int));
    cudaMemcpy(item_begin, h_begin, sizeof(h_begin), cudaMemcpyHostToDevice);

    dpopt::corun_set_device(refine_dp_corun_setting, "refine");
    dpopt::corun_set_device(count_above_dp_corun_setting, "count_above");
#line 95 "tests/corpus/divergent_launch.cu"
    detect<<<n / 256, 256>>>(data, n, 0.5f, counter);
    dpopt::corun_set_device(stripe_child_dp_corun_setting, "stripe_child");
#line 96 "tests/corpus/divergent_launch.cu"
    stripes<<<4, 64>>>(data, n, n / 256);
    dpopt::corun_set_device(item_child_dp_corun_setting, "item_child");
#line 97 "tests/corpus/divergent_launch.cu"
    process_items<<<1, num_items>>>(item_begin, data, num_items, 1);

    int h_counter = 0;
    cudaMemcpy(&h_counter, counter, sizeof(int), cudaMemcpyDeviceToHost);
    printf("divergent_launch: %d above threshold\n", h_counter);
    cudaFree(data); cudaFree(counter); cudaFree(item_begin);
    delete[] h_data;
    return 0;
}
