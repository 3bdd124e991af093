#include <dpopt/base.cuh>
#include <dpopt/block_flat.cuh>
#include <dpopt/shape.cuh>
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

__global__ void scale_segment_dp_block(unsigned char *dp_batch, float *data, float factor, dim3 dp_block);

__device__ void scale_segment_dp_block_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, float *data, float factor, dim3 dp_block);

#line 9 "tests/corpus/convergent_loop.cu"
__global__ void scale_segment(float *data, int begin, int len, float factor)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < len)
        data[begin + i] *= factor;
}

// dpopt: one thread of scale_segment, for the fused grids that flatten its launches.
__device__ void scale_segment_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int begin, int len, float factor)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
#line 10 "tests/corpus/convergent_loop.cu"
    {
        int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < len)
            data[begin + i] *= factor;
    }
}


// dpopt: the launches of scale_segment in a batch, run by block dp_block_at of dp_blocks: by the fused grid,
// or by the launching grid's last block where the batch is small.
__device__ void scale_segment_dp_block_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch, float *data, float factor, dim3 dp_block)
{
    // Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch
    // of its current thread and that launch's arguments, and looks again only past its end.
    dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
    scale_segment_dp_block_args dp_record;
    while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
        const dim3 dp_its_grid = dp_record.dp_grid;
        const dim3 dp_its_block(64u); // every launch's block: a constant, no division at run time
        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
        scale_segment_dp_thread(dpopt::unflatten(dp_walk.thread % dp_per_block, dp_its_block), dpopt::unflatten(dp_walk.thread / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, data, dp_record.begin, dp_record.len, factor);
    }
}


// dpopt: scale_segment fused across the launches of one block of rounds, a thread for each child thread.
__global__ void scale_segment_dp_block(unsigned char *dp_batch, float *data, float factor, dim3 dp_block)
{
    scale_segment_dp_block_walk(blockIdx.x, gridDim.x, dp_batch, data, factor, dp_block);
    // Done with the batch: the grid's last block releases it.
    dpopt::grid_flat_leave(dp_batch);
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
            // dpopt: the block's launches of scale_segment from line 22, flattened over the block
            scale_segment_dp_block_launch *dp_first = nullptr;
            dpopt::BlockBatch dp_batch;
            __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
            // Its threads, not its blocks, go into the block's batch: the block runs them itself.
            // (scale_segment's threads past its argument 'len' do nothing: they are not counted.)
            const unsigned long long dp_threads = dp_pending_0.dp_active ? dpopt::launch_threads_below(dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.len) : 0ull;
            const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
            dpopt::BatchOptions dp_options = dpopt::batch_options<scale_segment_dp_block_args, scale_segment_dp_block_launch>();
            dpopt::block_flat_open(&dp_batch, dp_temp, dp_pending_0.dp_active && dp_flattened, (unsigned int)dp_threads, dp_options);
            if (dp_pending_0.dp_active) {
                if (dp_flattened && dp_batch.data) {
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
                    // too many threads for the batch, or the launch pool is full: launch as written
                    scale_segment<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.data, dp_pending_0.begin, dp_pending_0.len, dp_pending_0.factor);
                }
            }
            // The block runs its launches' threads itself, unless there are more than 16 for each of its threads:
            // those get a fused grid, a thread for each.
            const dpopt::BlockFlatClosed dp_closed = dpopt::block_flat_close(&dp_batch, 0u);
            if (dp_closed != dpopt::block_flat_nothing)
                dp_first = dpopt::batch_first<scale_segment_dp_block_launch, scale_segment_dp_block_args>(dp_batch.data, dp_batch.capacity);
            if (dp_closed == dpopt::block_flat_launch)
                scale_segment_dp_block<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, cudaStreamFireAndForget>>>(dp_batch.data, (*dp_first).data, (*dp_first).factor, (*dp_first).dp_block);
            if (dp_closed == dpopt::block_flat_here) {
                scale_segment_dp_block_walk(0u, 1u, dp_batch.data, (*dp_first).data, (*dp_first).factor, (*dp_first).dp_block);
                dpopt::block_flat_done_here();
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
