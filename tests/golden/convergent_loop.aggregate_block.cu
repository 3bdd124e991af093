#include <dpopt/base.cuh>
#include <dpopt/block_batch.cuh>
#line 1 "tests/corpus/convergent_loop.cu"
// convergent_loop.cu - launches inside loops that every thread of a block
// runs together (the trip count is a kernel parameter), next to one whose
// trip count differs between threads. Block granularity can make the first
// kind's launches at the end of each iteration; the second cannot be
// postponed at all and stays at warp granularity.
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: scale_segment as launched from rounds (line 22), aggregated at block granularity.
// Arguments that differ between the launching threads travel in this record.
struct scale_segment_dp_block_args {
    int begin;
    int len;
    dim3 dp_grid;  // the parent's grid
};

struct scale_segment_dp_block_launch {
    dim3 dp_grid;
    dim3 dp_block;
    float *data;
    int begin;
    int len;
    float factor;
    bool dp_active;
};

__global__ void scale_segment_dp_block(unsigned char *dp_batch, float *data, float factor);

#line 9 "tests/corpus/convergent_loop.cu"
__global__ void scale_segment(float *data, int begin, int len, float factor)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < len)
        data[begin + i] *= factor;
}

// dpopt: scale_segment fused across the launches of one block of rounds.
__global__ void scale_segment_dp_block(unsigned char *dp_batch, float *data, float factor)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    scale_segment_dp_block_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    int begin = dp_record.begin;
    int len = dp_record.len;
    const dim3 dp_gridDim = dp_record.dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 10 "tests/corpus/convergent_loop.cu"
    {
        int i = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
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
        scale_segment_dp_block_launch dp_pending_0 = {}; // the launch at line 22, made at the end of the block
        // The loop body, in a lambda like the kernel's: the launches are made at the end of each iteration.
        [&]() {
#line 21 "tests/corpus/convergent_loop.cu"
            if (s < segments && seg_len[s] > 0)
                {
                    // dpopt: scale_segment<<<...>>> postponed to the end of the block, aggregated at block granularity
                    dp_pending_0.dp_grid = (seg_len[s] + 63) / 64;
                    dp_pending_0.dp_block = 64;
                    dp_pending_0.data = data;
                    dp_pending_0.begin = seg_begin[s];
                    dp_pending_0.len = seg_len[s];
                    dp_pending_0.factor = 0.5f;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                }
#line 23 "tests/corpus/convergent_loop.cu"
        }();
        {
            // dpopt: the block's launches of scale_segment from line 22, fused into one launch
            scale_segment_dp_block_launch *dp_first = nullptr;
            dpopt::BlockBatch dp_batch;
            __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
            dpopt::BatchOptions dp_options = dpopt::batch_options<scale_segment_dp_block_args, scale_segment_dp_block_launch>();
            dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                                    dp_pending_0.dp_block, dp_options);
            if (dp_pending_0.dp_active) {
                if (dp_batch.data) {
                    scale_segment_dp_block_args dp_record = {};
                    dp_record.begin = dp_pending_0.begin;
                    dp_record.len = dp_pending_0.len;
                    dp_record.dp_grid = dp_pending_0.dp_grid;
                    dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                    if (dp_batch.slot == 0) {
                        scale_segment_dp_block_launch *dp_first_launch = dpopt::batch_first<scale_segment_dp_block_launch, scale_segment_dp_block_args>(dp_batch.data, dp_batch.capacity);
                        dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                        dp_first_launch->dp_block = dp_pending_0.dp_block;
                        dp_first_launch->data = dp_pending_0.data;
                        dp_first_launch->begin = dp_pending_0.begin;
                        dp_first_launch->len = dp_pending_0.len;
                        dp_first_launch->factor = dp_pending_0.factor;
                        dp_first_launch->dp_active = dp_pending_0.dp_active;
                    }
                } else {
                    // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                    scale_segment<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.data, dp_pending_0.begin, dp_pending_0.len, dp_pending_0.factor);
                }
            }
            dpopt::block_batch_close(&dp_batch);
            if (dpopt::block_batch_is_leader(dp_batch)) {
                dp_first = dpopt::batch_first<scale_segment_dp_block_launch, scale_segment_dp_block_args>(dp_batch.data, dp_batch.capacity);
                scale_segment_dp_block<<<dp_batch.total_blocks, (*dp_first).dp_block>>>(dp_batch.data, (*dp_first).data, (*dp_first).factor);
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
