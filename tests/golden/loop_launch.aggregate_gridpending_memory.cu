#include <dpopt/base.cuh>
#include <dpopt/block_batch.cuh>
#line 1 "tests/corpus/loop_launch.cu"
// loop_launch.cu - launches inside loops of the parent kernel.
// scale_rows: one parent thread per row; the row is cut into chunks of CHUNK
// elements and the thread launches one child grid per chunk (a for loop).
// smooth_passes: one thread runs a while loop of dependent passes; the passes go
// to the block's default stream, so each pass starts after the previous one ends.
#include <cstdio>
#include <cuda_runtime.h>

#define CHUNK 1024

// dpopt: scale_chunk as launched from scale_rows (line 27), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct scale_chunk_dp_grid_args {
    float *data;
    int count;
    float factor;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

struct scale_chunk_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    unsigned int dp_shmem;
    cudaStream_t dp_stream;
    float *data;
    int count;
    float factor;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of scale_rows runs at a time).
static __device__ dpopt::GridState scale_chunk_dp_grid_state;

__global__ void scale_chunk_dp_grid(unsigned char *dp_batch);

#line 11 "tests/corpus/loop_launch.cu"
__global__ void scale_chunk(float *data, int count, float factor)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        data[i] *= factor;
}

// dpopt: scale_chunk fused across the launches of one grid of scale_rows.
__global__ void scale_chunk_dp_grid(unsigned char *dp_batch)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    scale_chunk_dp_grid_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    float *data = dp_record.data;
    int count = dp_record.count;
    float factor = dp_record.factor;
    const dim3 dp_gridDim = dim3(dp_record.dp_grid_x);
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 12 "tests/corpus/loop_launch.cu"
    {
        int i = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
        if (i < count)
            data[i] *= factor;
    }
}
#line 16 "tests/corpus/loop_launch.cu"


__global__ void scale_rows(float *data, const int *row_ptr, const float *factor, int num_rows)
{
    scale_chunk_dp_grid_launch dp_pending_0[4]; // the launches at line 27, in a loop: up to 4 a thread, made at the end of the block
    unsigned int dp_pending_0_count = 0u;
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 20 "tests/corpus/loop_launch.cu"
        int row = blockIdx.x * blockDim.x + threadIdx.x;
        if (row >= num_rows)
            return;
        int begin = row_ptr[row];
        int len = row_ptr[row + 1] - begin;
        for (int start = 0; start < len; start += CHUNK) {
            int count = min(CHUNK, len - start);
            {
                // dpopt: scale_chunk<<<...>>> kept for the end of the block, aggregated at grid granularity: in a loop, up to 4
                // launches of this thread each keep a record of their own
                scale_chunk_dp_grid_launch dp_this = {};
                dp_this.dp_grid = (count + 127) / 128;
                dp_this.dp_block = 128;
                dp_this.dp_shmem = 0;
                dp_this.dp_stream = cudaStreamFireAndForget;
                dp_this.data = data + begin + start;
                dp_this.count = count;
                dp_this.factor = factor[row];
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_this.dp_active = dpopt::launch_config_valid(dp_this.dp_grid, dp_this.dp_block);
                if (dp_this.dp_active && dp_pending_0_count < 4u) {
                    dp_pending_0[dp_pending_0_count] = dp_this;
                    dp_pending_0_count++;
                } else if (dp_this.dp_active) {
                    // more than 4 launches of this thread: as written (its stream orders none of them)
                    scale_chunk<<<dp_this.dp_grid, dp_this.dp_block, dp_this.dp_shmem, dp_this.dp_stream>>>(dp_this.data, dp_this.count, dp_this.factor);
                }
            }
#line 29 "tests/corpus/loop_launch.cu"
        }
    }();
    {
        // dpopt: the grid's launches of scale_chunk from line 27 (in a loop: up to 4 a thread), fused into one launch
        scale_chunk_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        unsigned int dp_blocks = 0u; // this thread's kept launches' blocks, and the largest of their blocks
        dim3 dp_block(1u, 1u, 1u);
        for (unsigned int dp_k = 0u; dp_k < dp_pending_0_count; dp_k++) {
            dp_blocks = dpopt::saturating_add(dp_blocks, dpopt::block_count(dp_pending_0[dp_k].dp_grid));
            dp_block = dpopt::dim_max(dp_block, dp_pending_0[dp_k].dp_block);
        }
        dpopt::BatchOptions dp_options = dpopt::batch_options<scale_chunk_dp_grid_args, scale_chunk_dp_grid_launch>();
        dp_options.sites = 4u;
        dpopt::grid_batch_open_launches(&dp_batch, dp_temp, &scale_chunk_dp_grid_state, dp_pending_0_count, dp_blocks, dp_block, dp_options);
        unsigned int dp_slot = dp_batch.slot, dp_start = dp_batch.start;
        for (unsigned int dp_k = 0u; dp_k < dp_pending_0_count; dp_k++) {
            if (dp_batch.data) {
                scale_chunk_dp_grid_args dp_record = {};
                dp_record.data = dp_pending_0[dp_k].data;
                dp_record.count = dp_pending_0[dp_k].count;
                dp_record.factor = dp_pending_0[dp_k].factor;
                dp_record.dp_grid_x = dp_pending_0[dp_k].dp_grid.x;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_slot, dp_record);
                if (dp_slot == 0) {
                    scale_chunk_dp_grid_launch *dp_first_launch = dpopt::batch_first<scale_chunk_dp_grid_launch, scale_chunk_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0[dp_k].dp_grid;
                    dp_first_launch->dp_block = dp_pending_0[dp_k].dp_block;
                    dp_first_launch->dp_shmem = dp_pending_0[dp_k].dp_shmem;
                    dp_first_launch->dp_stream = dp_pending_0[dp_k].dp_stream;
                    dp_first_launch->data = dp_pending_0[dp_k].data;
                    dp_first_launch->count = dp_pending_0[dp_k].count;
                    dp_first_launch->factor = dp_pending_0[dp_k].factor;
                    dp_first_launch->dp_active = dp_pending_0[dp_k].dp_active;
                }
                dpopt::batch_block_start(dp_batch.data)[dp_slot] = dp_start;
                dp_slot++;
                dp_start += dpopt::block_count(dp_pending_0[dp_k].dp_grid);
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                scale_chunk<<<dp_pending_0[dp_k].dp_grid, dp_pending_0[dp_k].dp_block, dp_pending_0[dp_k].dp_shmem, dp_pending_0[dp_k].dp_stream>>>(dp_pending_0[dp_k].data, dp_pending_0[dp_k].count, dp_pending_0[dp_k].factor);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &scale_chunk_dp_grid_state)) {
            dp_first = dpopt::batch_first<scale_chunk_dp_grid_launch, scale_chunk_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                scale_chunk_dp_grid<<<dp_batch.total_blocks, (*dp_first).dp_block, (*dp_first).dp_shmem, dp_stream>>>(dp_batch.data);
            });
            dpopt::grid_batch_reset(&scale_chunk_dp_grid_state);
        }
    }
}
#line 31 "tests/corpus/loop_launch.cu"

__global__ void smooth_child(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i > 0 && i < n - 1)
        out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}

__global__ void smooth_passes(float *a, float *b, int n, int passes)
{
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        int pass = 0;
        while (pass < passes) {
            float *src = (pass % 2 == 0) ? a : b;
            float *dst = (pass % 2 == 0) ? b : a;
            smooth_child<<<(n + 255) / 256, 256>>>(src, dst, n);
            pass++;
        }
    }
}

int main(void)
{
    const int num_rows = 64, row_len = 3000, n = num_rows * row_len;
    int h_row_ptr[num_rows + 1];
    float h_factor[num_rows];
    for (int r = 0; r <= num_rows; r++)
        h_row_ptr[r] = r * row_len;
    for (int r = 0; r < num_rows; r++)
        h_factor[r] = 1.0f / (r + 1);

    float *data, *tmp, *factor;
    int *row_ptr;
    cudaMalloc(&data, n * sizeof(float));
    cudaMalloc(&tmp, n * sizeof(float));
    cudaMalloc(&factor, num_rows * sizeof(float));
    cudaMalloc(&row_ptr, (num_rows + 1) * sizeof(int));
    cudaMemset(data, 0, n * sizeof(float));
    cudaMemset(tmp, 0, n * sizeof(float));
    cudaMemcpy(factor, h_factor, sizeof(h_factor), cudaMemcpyHostToDevice);
    cudaMemcpy(row_ptr, h_row_ptr, sizeof(h_row_ptr), cudaMemcpyHostToDevice);

    (dpopt::GridOrderLock(0), scale_rows<<<(num_rows + 31) / 32, 32>>>(data, row_ptr, factor, num_rows));
    smooth_passes<<<1, 32>>>(data, tmp, n, 4);
    cudaError_t err = cudaDeviceSynchronize();
    printf("loop_launch: %s\n", cudaGetErrorString(err));

    cudaFree(data); cudaFree(tmp); cudaFree(factor); cudaFree(row_ptr);
    return 0;
}
