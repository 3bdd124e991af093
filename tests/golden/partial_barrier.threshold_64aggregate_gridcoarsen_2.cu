#include <dpopt/base.cuh>
#include <dpopt/block_batch.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/partial_barrier.cu"
// partial_barrier.cu - a child with shared memory and a barrier, launched
// with blocks of 64 threads by parents running blocks of 256: launch removal
// T3 stands in for each child block with the first 64 threads of the
// launching block and a barrier over those threads alone.
#include <cstdio>
#include <cuda_runtime.h>

#define CHILD_BLOCK 64

// Reverses each 64-element tile of a segment, through shared memory.
// dpopt: reverse_tiles as launched from segments (line 26), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct reverse_tiles_dp_grid_args {
    int begin;
    int len;
    dim3 dp_grid;  // the parent's grid
};

struct reverse_tiles_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    const int *in;
    int *out;
    int begin;
    int len;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of segments runs at a time).
static __device__ dpopt::GridState reverse_tiles_dp_grid_coarse2_state;

__global__ void reverse_tiles_dp_grid_coarse2(unsigned char *dp_batch, const int *in, int *out);

// dpopt: reverse_tiles run by a single thread, where a launch of it is below the threshold.
__device__ void reverse_tiles_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int *out, int begin, int len);

#line 11 "tests/corpus/partial_barrier.cu"
__global__ void reverse_tiles(const int *in, int *out, int begin, int len)
{
    __shared__ int tile[CHILD_BLOCK];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < len ? in[begin + i] : -1;
    __syncthreads();
    int j = blockIdx.x * blockDim.x + (blockDim.x - 1 - threadIdx.x);
    if (j < len)
        out[begin + j] = tile[threadIdx.x] + 1;
}

// dpopt: reverse_tiles fused across the launches of one grid of segments.
__global__ void reverse_tiles_dp_grid_coarse2(unsigned char *dp_batch, const int *in, int *out)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Each block does the work of 2 consecutive blocks of the fused grid, one after another.
    // (Read before any of them enters the batch, which lives until the last has.)
    const unsigned int dp_fused_blocks = dpopt::batch_total_blocks(dp_batch);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        const unsigned long long dp_at = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_at >= dp_fused_blocks)
            break;
        const unsigned int dp_vb = (unsigned int)dp_at;
        // Which parent launch this block belongs to, and that launch's arguments.
        // (batch_enter_block starts with a barrier: the block before is done with shared memory.)
        reverse_tiles_dp_grid_args dp_record;
        const dpopt::BatchBlock dp_where = dpopt::batch_enter_block(dp_enter, dp_batch, dp_vb, &dp_record);
        int begin = dp_record.begin;
        int len = dp_record.len;
        const dim3 dp_gridDim = dp_record.dp_grid;
        const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
        const dim3 dp_blockDim = blockDim;
#line 12 "tests/corpus/partial_barrier.cu"
        // The original body: a return ends this block's share of the work only.
        [&]() {
            __shared__ int tile[CHILD_BLOCK];
            int i = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
            tile[threadIdx.x] = i < len ? in[begin + i] : -1;
            __syncthreads();
            int j = dp_blockIdx.x * dp_blockDim.x + (dp_blockDim.x - 1 - threadIdx.x);
            if (j < len)
                out[begin + j] = tile[threadIdx.x] + 1;
        }();
    }
}


// dpopt: reverse_tiles, every thread of one of its blocks run in turn by the calling thread.
__device__ void reverse_tiles_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const int *in, int *out, int begin, int len)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    int tile[CHILD_BLOCK]; // the block's shared memory: this thread's own now
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 14 "tests/corpus/partial_barrier.cu"
            int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            tile[dp_threadIdx.x] = i < len ? in[begin + i] : -1;
        }();
    }
    // __syncthreads(): every thread above has finished before any below starts
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 17 "tests/corpus/partial_barrier.cu"
            int j = dp_blockIdx.x * dp_blockDim.x + (dp_blockDim.x - 1 - dp_threadIdx.x);
            if (j < len)
                out[begin + j] = tile[dp_threadIdx.x] + 1;
        }();
    }
}
#line 20 "tests/corpus/partial_barrier.cu"


__global__ void segments(const int *in, int *out, const int *seg_begin, const int *seg_len, int n)
{
    reverse_tiles_dp_grid_launch dp_pending_0 = {}; // the launch at line 26, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 24 "tests/corpus/partial_barrier.cu"
        int s = blockIdx.x * blockDim.x + threadIdx.x;
        if (s < n && s % 3 == 0)
            {
                // dpopt: reverse_tiles<<<(seg_len[s] + CHILD_BLOCK - 1) / CHILD_BLOCK, CHILD_BLOCK>>> launched only with at least 64 threads; a smaller grid is run by this thread (T4)
                const dim3 dp_grid = (seg_len[s] + CHILD_BLOCK - 1) / CHILD_BLOCK, dp_block = CHILD_BLOCK;
                auto dp_arg0 = in;
                auto dp_arg1 = out;
                auto dp_arg2 = seg_begin[s];
                auto dp_arg3 = seg_len[s];
                if (dpopt::launch_thread_count(dp_grid, dp_block) >= 64u) {
                    // dpopt: reverse_tiles<<<...>>> postponed to the end of the block, aggregated at grid granularity
                    dp_pending_0.dp_grid = dp_grid;
                    dp_pending_0.dp_block = dp_block;
                    dp_pending_0.in = dp_arg0;
                    dp_pending_0.out = dp_arg1;
                    dp_pending_0.begin = dp_arg2;
                    dp_pending_0.len = dp_arg3;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
                } else {
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    if (dpopt::launch_config_valid(dp_grid, dp_block))
                        for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                            reverse_tiles_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3);
                }
            }
#line 27 "tests/corpus/partial_barrier.cu"
    }();
    {
        // dpopt: the grid's launches of reverse_tiles from line 26, fused into one launch
        reverse_tiles_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<reverse_tiles_dp_grid_args, reverse_tiles_dp_grid_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &reverse_tiles_dp_grid_coarse2_state, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                               dp_pending_0.dp_block, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
                reverse_tiles_dp_grid_args dp_record = {};
                dp_record.begin = dp_pending_0.begin;
                dp_record.len = dp_pending_0.len;
                dp_record.dp_grid = dp_pending_0.dp_grid;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    reverse_tiles_dp_grid_launch *dp_first_launch = dpopt::batch_first<reverse_tiles_dp_grid_launch, reverse_tiles_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->in = dp_pending_0.in;
                    dp_first_launch->out = dp_pending_0.out;
                    dp_first_launch->begin = dp_pending_0.begin;
                    dp_first_launch->len = dp_pending_0.len;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                reverse_tiles<<<dp_pending_0.dp_grid, dp_pending_0.dp_block>>>(dp_pending_0.in, dp_pending_0.out, dp_pending_0.begin, dp_pending_0.len);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &reverse_tiles_dp_grid_coarse2_state)) {
            dp_first = dpopt::batch_first<reverse_tiles_dp_grid_launch, reverse_tiles_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                reverse_tiles_dp_grid_coarse2<<<dpopt::coarsened_blocks(dp_batch.total_blocks, 2u), (*dp_first).dp_block, 0, dp_stream>>>(dp_batch.data, (*dp_first).in, (*dp_first).out);
            });
            dpopt::grid_batch_reset(&reverse_tiles_dp_grid_coarse2_state);
        }
    }
}
#line 28 "tests/corpus/partial_barrier.cu"

int main(void)
{
    const int n = 512, len = 192;
    static int h_in[n * len], h_out[n * len], h_begin[n], h_len[n];
    for (int i = 0; i < n * len; i++)
        h_in[i] = (i * 37) % 1001;
    for (int s = 0; s < n; s++) {
        h_begin[s] = s * len;
        h_len[s] = len - (s % 5) * 16;
    }
    int *in, *out, *begin, *lens;
    cudaMalloc(&in, sizeof h_in);
    cudaMalloc(&out, sizeof h_out);
    cudaMalloc(&begin, sizeof h_begin);
    cudaMalloc(&lens, sizeof h_len);
    cudaMemcpy(in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
    cudaMemset(out, 0, sizeof h_out);
    cudaMemcpy(begin, h_begin, sizeof h_begin, cudaMemcpyHostToDevice);
    cudaMemcpy(lens, h_len, sizeof h_len, cudaMemcpyHostToDevice);
    (dpopt::GridOrderLock(0), segments<<<n / 256, 256>>>(in, out, begin, lens, n));
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(h_out, out, sizeof h_out, cudaMemcpyDeviceToHost);
    long long sum = 0;
    for (int i = 0; i < n * len; i++)
        sum += (long long)h_out[i] * (i % 13 + 1);
    printf("partial_barrier: %s, weighted sum %lld\n", cudaGetErrorString(err), sum);
    cudaFree(in);
    cudaFree(out);
    cudaFree(begin);
    cudaFree(lens);
    return 0;
}
