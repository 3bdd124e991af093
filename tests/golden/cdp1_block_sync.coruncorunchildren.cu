#include <dpopt/dpopt.cuh>
#line 1 "tests/corpus/cdp1_block_sync.cu"
// cdp1_block_sync.cu - a CDP1 program whose whole block waits for its
// children: the threads that own a non-empty segment each launch a child
// grid summing it, every thread of the block then calls the device-side
// cudaDeviceSynchronize() (CDP1: it waits for the children the block
// launched so far), and thread 0 adds up the block's segment sums, most of
// them computed by other threads' children. Thread 0 then launches one more
// child, which adds that total to the block's values; nothing in the parent
// waits for it (the host does). CUDA 12+ rejects the device-side
// cudaDeviceSynchronize; `dpopt --remove=t3` has the whole block run the
// recorded children at the sync. main checks against the CPU: PASS or FAIL.
#include <cstdio>
#include <cuda_runtime.h>

#define SEGMENTS 1024
#define PARENT_BLOCK 128
#define CHILD_BLOCK 64

// dpopt: segment_sum's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting segment_sum_dp_corun_setting;

#line 18 "tests/corpus/cdp1_block_sync.cu"
// Adds one segment's values into *sum.
__global__ void segment_sum(const int *values, int len, int *sum)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < len)
        atomicAdd(sum, values[i]);
}

// dpopt: segment_sum's body, one of its original blocks (--corun): the place of that block is
// handed in; a load of its inputs bypasses L1 where the running block is tagged to.
__device__ __forceinline__ void segment_sum_dp_block(const int *values, int len, int *sum, const dim3 dp_blockIdx, const bool dp_bypass)
{
    int i = dp_blockIdx.x * blockDim.x + threadIdx.x;
    if (i < len)
        atomicAdd(sum, dpopt::corun_load(&values[i], dp_bypass));
}

// dpopt: segment_sum, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void segment_sum_dp_corun(dpopt::CorunState *dp_corun, const int *values, int len, int *sum)
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
            segment_sum_dp_block(values, len, sum, dpopt::corun_block_index(dp_ticket.block, dp_corun), true);
        else
            segment_sum_dp_block(values, len, sum, dpopt::corun_block_index(dp_ticket.block, dp_corun), false);
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 25 "tests/corpus/cdp1_block_sync.cu"

// dpopt: add_total's quota and bypass for its launches from the device (--corun), written by the
// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).
static __device__ dpopt::CorunDeviceSetting add_total_dp_corun_setting;

#line 26 "tests/corpus/cdp1_block_sync.cu"
// Adds the block's total to each of its values.
__global__ void add_total(int *values, int count, const int *total)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        values[i] += *total;
}

// dpopt: add_total's body, one of its original blocks (--corun): the place of that block is
// handed in.
__device__ void add_total_dp_block(int *values, int count, const int *total, const dim3 dp_blockIdx)
{
    int i = dp_blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        values[i] += *total;
}

// dpopt: add_total, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the
// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,
// taken from a work counter until none is left, so that the kernels beside it keep the rest
// of the SM.
__global__ void add_total_dp_corun(dpopt::CorunState *dp_corun, int *values, int count, const int *total)
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
        add_total_dp_block(values, count, total, dpopt::corun_block_index(dp_ticket.block, dp_corun));
        __syncthreads(); // every thread is done with dp_ticket before the next is taken
    }
    if (dp_first)
        dpopt::corun_leave(dp_corun, dp_ticket);
}
#line 33 "tests/corpus/cdp1_block_sync.cu"

// One thread per segment; one total per block of segments.
__global__ void block_totals(int *values, const int *start, const int *len, int *sums, int *totals, int n)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n && len[s] > 0)
        dpopt::corun_launch_device(segment_sum_dp_corun, segment_sum, segment_sum_dp_corun_setting, (len[s] + CHILD_BLOCK - 1) / CHILD_BLOCK, CHILD_BLOCK, 0, 0, values + start[s], len[s], &sums[s]);
    __syncthreads();         // every launch of the block is made
    cudaDeviceSynchronize(); // CDP1: wait for all of the block's children
    if (threadIdx.x == 0) {
        int first = blockIdx.x * blockDim.x, last = first + blockDim.x - 1;
        int total = 0;
        for (int k = first; k <= last; k++)
            total += sums[k];
        totals[blockIdx.x] = total;
        int count = start[last] + len[last] - start[first];
        dpopt::corun_launch_device(add_total_dp_corun, add_total, add_total_dp_corun_setting, (count + 255) / 256, 256, 0, 0, values + start[first], count, &totals[blockIdx.x]);
    }
}

int main(void)
{
    static int h_len[SEGMENTS], h_start[SEGMENTS], h_values[SEGMENTS * 200], h_out[SEGMENTS * 200];
    int n_values = 0;
    for (int s = 0; s < SEGMENTS; s++) {
        h_len[s] = s % 5 == 0 ? 0 : (s * 37) % 200;
        h_start[s] = n_values;
        n_values += h_len[s];
    }
    for (int i = 0; i < n_values; i++)
        h_values[i] = i % 7 + 1;
    int *values, *start, *len, *sums, *totals;
    const int blocks = SEGMENTS / PARENT_BLOCK;
    cudaMalloc(&values, n_values * sizeof(int));
    cudaMalloc(&start, sizeof h_start);
    cudaMalloc(&len, sizeof h_len);
    cudaMalloc(&sums, SEGMENTS * sizeof(int));
    cudaMalloc(&totals, blocks * sizeof(int));
    cudaMemcpy(values, h_values, n_values * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(start, h_start, sizeof h_start, cudaMemcpyHostToDevice);
    cudaMemcpy(len, h_len, sizeof h_len, cudaMemcpyHostToDevice);
    cudaMemset(sums, 0, SEGMENTS * sizeof(int));
    dpopt::corun_set_device(segment_sum_dp_corun_setting, "segment_sum");
#line 75 "tests/corpus/cdp1_block_sync.cu"
    dpopt::corun_set_device(add_total_dp_corun_setting, "add_total");
#line 75 "tests/corpus/cdp1_block_sync.cu"
    block_totals<<<blocks, PARENT_BLOCK>>>(values, start, len, sums, totals, SEGMENTS);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(h_out, values, n_values * sizeof(int), cudaMemcpyDeviceToHost);
    int bad = -1;
    for (int b = 0; b < blocks && bad < 0; b++) {
        int first = h_start[b * PARENT_BLOCK], end = n_values;
        if (b + 1 < blocks)
            end = h_start[(b + 1) * PARENT_BLOCK];
        int total = 0;
        for (int i = first; i < end; i++)
            total += h_values[i];
        for (int i = first; i < end && bad < 0; i++)
            if (h_out[i] != h_values[i] + total)
                bad = i;
    }
    printf("cdp1_block_sync: %s (%s, first wrong value %d)\n", err == cudaSuccess && bad < 0 ? "PASS" : "FAIL",
           cudaGetErrorString(err), bad);
    cudaFree(values);
    cudaFree(start);
    cudaFree(len);
    cudaFree(sums);
    cudaFree(totals);
    return err == cudaSuccess && bad < 0 ? 0 : 1;
}
