#include <dpopt/base.cuh>
#include <dpopt/launch_config.cuh>
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

// Adds one segment's values into *sum.
// dpopt: segment_sum run by a single thread (launch removal, T4).
__device__ void segment_sum_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *values, int len, int *sum);

#line 19 "tests/corpus/cdp1_block_sync.cu"
__global__ void segment_sum(const int *values, int len, int *sum)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < len)
        atomicAdd(sum, values[i]);
}

// dpopt: segment_sum, every thread of one of its blocks run in turn by the calling thread.
__device__ void segment_sum_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *values, int len, int *sum)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 21 "tests/corpus/cdp1_block_sync.cu"
            int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (i < len)
                atomicAdd(sum, values[i]);
        }();
    }
}
#line 24 "tests/corpus/cdp1_block_sync.cu"


// Adds the block's total to each of its values.
// dpopt: add_total run by a single thread (launch removal, T4).
__device__ void add_total_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, int *values, int count, const int *total);

#line 27 "tests/corpus/cdp1_block_sync.cu"
__global__ void add_total(int *values, int count, const int *total)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        values[i] += *total;
}

// dpopt: add_total, every thread of one of its blocks run in turn by the calling thread.
__device__ void add_total_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, int *values, int count, const int *total)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 29 "tests/corpus/cdp1_block_sync.cu"
            int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (i < count)
                values[i] += *total;
        }();
    }
}
#line 32 "tests/corpus/cdp1_block_sync.cu"


// One thread per segment; one total per block of segments.
__global__ void block_totals(int *values, const int *start, const int *len, int *sums, int *totals, int n)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n && len[s] > 0)
        {
            // dpopt: segment_sum<<<(len[s] + CHILD_BLOCK - 1) / CHILD_BLOCK, CHILD_BLOCK>>> removed (T4): this thread runs the child's threads itself
            const dim3 dp_grid = (len[s] + CHILD_BLOCK - 1) / CHILD_BLOCK, dp_block = CHILD_BLOCK;
            auto dp_arg0 = values + start[s];
            auto dp_arg1 = len[s];
            auto dp_arg2 = &sums[s];
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            if (dpopt::launch_config_valid(dp_grid, dp_block))
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                    segment_sum_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
        }
#line 40 "tests/corpus/cdp1_block_sync.cu"
    __syncthreads();         // every launch of the block is made
    __syncthreads(); /* dpopt: was cudaDeviceSynchronize(): the block's children ran inline */ // CDP1: wait for all of the block's children
    if (threadIdx.x == 0) {
        int first = blockIdx.x * blockDim.x, last = first + blockDim.x - 1;
        int total = 0;
        for (int k = first; k <= last; k++)
            total += sums[k];
        totals[blockIdx.x] = total;
        int count = start[last] + len[last] - start[first];
        {
            // dpopt: add_total<<<(count + 255) / 256, 256>>> removed (T4): this thread runs the child's threads itself
            const dim3 dp_grid = (count + 255) / 256, dp_block = 256;
            auto dp_arg0 = values + start[first];
            auto dp_arg1 = count;
            auto dp_arg2 = &totals[blockIdx.x];
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            if (dpopt::launch_config_valid(dp_grid, dp_block))
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                    add_total_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
        }
#line 50 "tests/corpus/cdp1_block_sync.cu"
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
