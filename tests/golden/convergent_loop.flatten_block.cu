#include <dpopt/dpopt.cuh>
#line 1 "tests/corpus/convergent_loop.cu"
// convergent_loop.cu - launches inside loops that every thread of a block
// runs together (the trip count is a kernel parameter), next to one whose
// trip count differs between threads. Block granularity can make the first
// kind's launches at the end of each iteration; the second cannot be
// postponed at all and stays at warp granularity.
#include <cstdio>
#include <cuda_runtime.h>

struct scale_segment_dp_removed_launch {
    dim3 dp_grid, dp_block;
    float *data;
    int begin;
    int len;
    float factor;
    bool dp_active;
};

// dpopt: one thread of scale_segment, for the blocks that flatten its launches.
__device__ void scale_segment_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int begin, int len, float factor);

#line 9 "tests/corpus/convergent_loop.cu"
__global__ void scale_segment(float *data, int begin, int len, float factor)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < len)
        data[begin + i] *= factor;
}

// dpopt: one thread of scale_segment (flattening).
__device__ void scale_segment_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int begin, int len, float factor)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
    {
        int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < len)
            data[begin + i] *= factor;
    }
}
#line 14 "tests/corpus/convergent_loop.cu"


// Round r scales each thread's segment; rounds is the same for every thread.
__global__ void rounds(float *data, const int *seg_begin, const int *seg_len, int segments, int rounds)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    for (int r = 0; r < rounds; r++) {
        scale_segment_dp_removed_launch dp_pending_0 = {}; // the launch at line 22, made at the end of the block
        // The loop body, in a lambda like the kernel's: the launches are made at the end of each iteration.
        [&]() {
#line 21 "tests/corpus/convergent_loop.cu"
        if (s < segments && seg_len[s] > 0)
            {
                // dpopt: scale_segment<<<...>>> flattened over the block: recorded here, run by the block's threads at its end
                dp_pending_0.dp_grid = (seg_len[s] + 63) / 64;
                dp_pending_0.dp_block = 64;
                dp_pending_0.data = data;
                dp_pending_0.begin = seg_begin[s];
                dp_pending_0.len = seg_len[s];
                dp_pending_0.factor = 0.5f;
                dp_pending_0.dp_active = true;
            }
#line 23 "tests/corpus/convergent_loop.cu"
    }();
        {
            // dpopt: the block's launches of scale_segment from line 22, flattened over the block: its threads run
            // the child threads of all of them, load-balanced
            // (scale_segment's threads past its argument 'len' do nothing: they are not run)
            const unsigned long long dp_threads = dp_pending_0.dp_active ? dpopt::launch_threads_below(dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.len) : 0ull;
            // More child threads than --flatten-cap: not flattened.
            if (dp_pending_0.dp_active && dp_threads > 4096u) {
                scale_segment<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.data, dp_pending_0.begin, dp_pending_0.len, dp_pending_0.factor);
                dp_pending_0.dp_active = false;
            }
            dpopt::BlockBatch dp_batch;
            dpopt::block_batch_open(&dp_batch, dp_pending_0.dp_active, (unsigned int)dp_threads, dp_pending_0.dp_block, (unsigned int)sizeof(scale_segment_dp_removed_launch), 0u);
            if (dp_pending_0.dp_active) {
                if (!dp_batch.data) {
                    // the launch pool is full
                    scale_segment<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.data, dp_pending_0.begin, dp_pending_0.len, dp_pending_0.factor);
                    dp_pending_0.dp_active = false;
                } else {
                    dpopt::batch_slots<scale_segment_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_batch.slot] = dp_pending_0;
                }
            }
            dpopt::block_batch_close(&dp_batch);
            if (dp_batch.data) {
                for (unsigned int dp_v = dpopt::block_thread_rank(); dp_v < dp_batch.total_blocks; dp_v += dpopt::block_thread_count()) {
                    const unsigned int dp_s = dpopt::block_flat_launch_of(dp_batch.data, dp_batch.count, dp_v);
                    const scale_segment_dp_removed_launch dp_l = dpopt::batch_slots<scale_segment_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                    const unsigned int dp_t = dp_v - dpopt::batch_block_start(dp_batch.data)[dp_s];
                    const unsigned int dp_per_block = dpopt::block_count(dp_l.dp_block);
                    scale_segment_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_l.dp_block), dpopt::unflatten(dp_t / dp_per_block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.data, dp_l.begin, dp_l.len, dp_l.factor);
                }
                __syncthreads(); // every thread is done with the batch before it goes back to the pool
                if (dpopt::block_thread_rank() == 0)
                    dpopt::pool_release();
            }
        }
    }
#line 24 "tests/corpus/convergent_loop.cu"
}

// Each thread walks its own number of chunks: the loop diverges.
__global__ void chunks(float *data, const int *chunk_count, int threads)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= threads)
        return;
    for (int c = 0; c < chunk_count[t]; c++)
        scale_segment<<<1, 64>>>(data, (t * 8 + c) * 64, 64, 2.0f);
}

__global__ void fill(float *data, int n, float value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        data[i] = value;
}

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
    fill<<<(n + 255) / 256, 256>>>(data, n, 1.0f);
    rounds<<<segments / 64, 64>>>(data, begin, lens, segments, 3);
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
