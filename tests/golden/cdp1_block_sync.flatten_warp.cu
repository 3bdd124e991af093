#include <dpopt/base.cuh>
#include <dpopt/warp_flat.cuh>
#include <dpopt/shape.cuh>
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
// dpopt: one thread of segment_sum, for the warps that flatten its launches.
__device__ void segment_sum_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *values, int len, int *sum);

#line 19 "tests/corpus/cdp1_block_sync.cu"
__global__ void segment_sum(const int *values, int len, int *sum)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < len)
        atomicAdd(sum, values[i]);
}

// dpopt: one thread of segment_sum (flattening).
__device__ void segment_sum_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const int *values, int len, int *sum)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 20 "tests/corpus/cdp1_block_sync.cu"
    {
        int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < len)
            atomicAdd(sum, values[i]);
    }
}
#line 24 "tests/corpus/cdp1_block_sync.cu"


// Adds the block's total to each of its values.
// dpopt: one thread of add_total, for the warps that flatten its launches.
__device__ void add_total_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *values, int count, const int *total);

#line 27 "tests/corpus/cdp1_block_sync.cu"
__global__ void add_total(int *values, int count, const int *total)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        values[i] += *total;
}

// dpopt: one thread of add_total (flattening).
__device__ void add_total_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, int *values, int count, const int *total)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 28 "tests/corpus/cdp1_block_sync.cu"
    {
        int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < count)
            values[i] += *total;
    }
}
#line 32 "tests/corpus/cdp1_block_sync.cu"


// One thread per segment; one total per block of segments.
__global__ void block_totals(int *values, const int *start, const int *len, int *sums, int *totals, int n)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n && len[s] > 0)
        {
            // dpopt: segment_sum<<<(len[s] + CHILD_BLOCK - 1) / CHILD_BLOCK, CHILD_BLOCK>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
            const dim3 dp_grid = (len[s] + CHILD_BLOCK - 1) / CHILD_BLOCK, dp_block = CHILD_BLOCK;
            auto dp_arg0 = values + start[s];
            auto dp_arg1 = len[s];
            auto dp_arg2 = &sums[s];
            // segment_sum's threads past its argument 'len' do nothing: they are not run.
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            const unsigned long long dp_threads =
                dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_threads_below(dp_grid, dp_block, dp_arg1) : 0ull;
            const bool dp_flattened = dp_threads <= 67108864u;
            const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
            // Each lane's cursor on the launch holding its thread, and that launch's values.
            dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
            // (Values every lane holds alike are its own.)
            dim3 dp_its_grid = dp_grid;
            const dim3 dp_its_block = dp_block;
            auto dp_its_arg0 = dp_arg0;
            auto dp_its_arg1 = dp_arg1;
            auto dp_its_arg2 = dp_arg2;
            for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                const unsigned int dp_v = dp_base + dp_flat.rank;
                if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                    dp_its_grid = dpopt::warp_flat_fetch(dp_flat, dp_grid, dp_at.lane);
                    dp_its_arg0 = dpopt::warp_flat_fetch(dp_flat, dp_arg0, dp_at.lane);
                    dp_its_arg1 = dpopt::warp_flat_fetch(dp_flat, dp_arg1, dp_at.lane);
                    dp_its_arg2 = dpopt::warp_flat_fetch(dp_flat, dp_arg2, dp_at.lane);
                }
                if (dp_v < dp_flat.total) {
                    const unsigned int dp_t = dp_v - dp_at.start;
                    const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                    segment_sum_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2);
                }
            }
            // Too many child threads for the group's count: this lane runs them, one after another.
            if (!dp_flattened) {
                const unsigned int dp_per_block = dpopt::block_count(dp_block);
                for (unsigned long long dp_t = 0; dp_t < dp_threads; dp_t++)
                    segment_sum_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_block), dpopt::unflatten(dp_t / dp_per_block, dp_grid), dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
            }
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
            // dpopt: add_total<<<(count + 255) / 256, 256>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
            const dim3 dp_grid = (count + 255) / 256, dp_block = 256;
            auto dp_arg0 = values + start[first];
            auto dp_arg1 = count;
            auto dp_arg2 = &totals[blockIdx.x];
            // add_total's threads past its argument 'count' do nothing: they are not run.
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            const unsigned long long dp_threads =
                dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_threads_below(dp_grid, dp_block, dp_arg1) : 0ull;
            const bool dp_flattened = dp_threads <= 67108864u;
            const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
            // Each lane's cursor on the launch holding its thread, and that launch's values.
            dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
            // (Values every lane holds alike are its own.)
            dim3 dp_its_grid = dp_grid;
            const dim3 dp_its_block = dp_block;
            auto dp_its_arg0 = dp_arg0;
            auto dp_its_arg1 = dp_arg1;
            auto dp_its_arg2 = dp_arg2;
            for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                const unsigned int dp_v = dp_base + dp_flat.rank;
                if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                    dp_its_grid = dpopt::warp_flat_fetch(dp_flat, dp_grid, dp_at.lane);
                    dp_its_arg0 = dpopt::warp_flat_fetch(dp_flat, dp_arg0, dp_at.lane);
                    dp_its_arg1 = dpopt::warp_flat_fetch(dp_flat, dp_arg1, dp_at.lane);
                    dp_its_arg2 = dpopt::warp_flat_fetch(dp_flat, dp_arg2, dp_at.lane);
                }
                if (dp_v < dp_flat.total) {
                    const unsigned int dp_t = dp_v - dp_at.start;
                    const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                    add_total_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2);
                }
            }
            // Too many child threads for the group's count: this lane runs them, one after another.
            if (!dp_flattened) {
                const unsigned int dp_per_block = dpopt::block_count(dp_block);
                for (unsigned long long dp_t = 0; dp_t < dp_threads; dp_t++)
                    add_total_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_block), dpopt::unflatten(dp_t / dp_per_block, dp_grid), dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
            }
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
