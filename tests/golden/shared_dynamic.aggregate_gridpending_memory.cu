#include <dpopt/base.cuh>
#include <dpopt/block_batch.cuh>
#line 1 "tests/corpus/shared_dynamic.cu"
// shared_dynamic.cu - a child kernel with dynamic shared memory
// (extern __shared__), launched with a shared-memory size and into a named
// stream that the parent thread creates on the device with
// cudaStreamCreateWithFlags(..., cudaStreamNonBlocking) and then destroys.
#include <cstdio>
#include <cuda_runtime.h>

// Child: block-wide sum of one segment, blockDim.x floats of dynamic shared memory.
// dpopt: segment_sum as launched from sum_segments (line 38), aggregated at grid granularity.
// Arguments that differ between the launching threads travel in this record.
struct segment_sum_dp_grid_args {
    const float *in;
    int n;
    float *out;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

struct segment_sum_dp_grid_launch {
    dim3 dp_grid;
    dim3 dp_block;
    unsigned int dp_shmem;
    cudaStream_t dp_stream;
    const float *in;
    int n;
    float *out;
    bool dp_active;
};

// The grid-wide batch of the launching grid (one grid of sum_segments runs at a time).
static __device__ dpopt::GridState segment_sum_dp_grid_state;

__global__ void __launch_bounds__(1024) segment_sum_dp_grid(unsigned char *dp_batch);

#line 9 "tests/corpus/shared_dynamic.cu"
__global__ void segment_sum(const float *in, int n, float *out)
{
    extern __shared__ float partial[];
    int tid = threadIdx.x;
    float sum = 0.0f;
    for (int i = blockIdx.x * blockDim.x + tid; i < n; i += gridDim.x * blockDim.x)
        sum += in[i];
    partial[tid] = sum;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (tid < s)
            partial[tid] += partial[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        atomicAdd(out, partial[0]);
}

// dpopt: segment_sum fused across the launches of one grid of sum_segments.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) segment_sum_dp_grid(unsigned char *dp_batch)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    segment_sum_dp_grid_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    const float *in = dp_record.in;
    int n = dp_record.n;
    float *out = dp_record.out;
    const dim3 dp_gridDim = dim3(dp_record.dp_grid_x);
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 10 "tests/corpus/shared_dynamic.cu"
    {
        extern __shared__ float partial[];
        int tid = threadIdx.x;
        float sum = 0.0f;
        for (int i = dp_blockIdx.x * dp_blockDim.x + tid; i < n; i += dp_gridDim.x * dp_blockDim.x)
            sum += in[i];
        partial[tid] = sum;
        __syncthreads();
        for (int s = dp_blockDim.x / 2; s > 0; s /= 2) {
            if (tid < s)
                partial[tid] += partial[tid + s];
            __syncthreads();
        }
        if (tid == 0)
            atomicAdd(out, partial[0]);
    }
}
#line 25 "tests/corpus/shared_dynamic.cu"


// Parent: one thread per segment; each uses its own non-blocking stream.
__global__ void sum_segments(const float *data, const int *offsets, int num_segments,
                             int threads, float *sums)
{
    segment_sum_dp_grid_launch dp_pending_0_record = {}; // the launch at line 38, made at the end of the block
    segment_sum_dp_grid_launch &dp_pending_0 = dpopt::in_local_memory(dp_pending_0_record);
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 31 "tests/corpus/shared_dynamic.cu"
        int seg = blockIdx.x * blockDim.x + threadIdx.x;
        if (seg < num_segments) {
            int begin = offsets[seg];
            int len = offsets[seg + 1] - begin;
            int blocks = min((len + threads - 1) / threads, 8);
            cudaStream_t stream;
            (void)&stream /* dpopt: no stream is made: the launch into it is batched, unordered as it was */;
            {
                // dpopt: segment_sum<<<...>>> postponed to the end of the block, aggregated at grid granularity
                dp_pending_0.dp_grid = blocks;
                dp_pending_0.dp_block = threads;
                dp_pending_0.dp_shmem = threads * sizeof(float);
                dp_pending_0.dp_stream = cudaStreamFireAndForget;
                dp_pending_0.in = data + begin;
                dp_pending_0.n = len;
                dp_pending_0.out = &sums[seg];
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
            }
#line 40 "tests/corpus/shared_dynamic.cu"
            (void)0 /* dpopt: the stream was not made */;
        }
    }();
    {
        // dpopt: the grid's launches of segment_sum from line 38, fused into one launch
        segment_sum_dp_grid_launch *dp_first = nullptr;
        dpopt::BlockBatch dp_batch;
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BatchOptions dp_options = dpopt::batch_options<segment_sum_dp_grid_args, segment_sum_dp_grid_launch>();
        dpopt::grid_batch_open(&dp_batch, dp_temp, &segment_sum_dp_grid_state, dp_pending_0.dp_active, dp_pending_0.dp_active ? dpopt::block_count(dp_pending_0.dp_grid) : 0u,
                               dp_pending_0.dp_block, dp_options);
        if (dp_pending_0.dp_active) {
            if (dp_batch.data) {
                segment_sum_dp_grid_args dp_record = {};
                dp_record.in = dp_pending_0.in;
                dp_record.n = dp_pending_0.n;
                dp_record.out = dp_pending_0.out;
                dp_record.dp_grid_x = dp_pending_0.dp_grid.x;
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_record);
                if (dp_batch.slot == 0) {
                    segment_sum_dp_grid_launch *dp_first_launch = dpopt::batch_first<segment_sum_dp_grid_launch, segment_sum_dp_grid_args>(dp_batch.data, dp_batch.capacity);
                    dp_first_launch->dp_grid = dp_pending_0.dp_grid;
                    dp_first_launch->dp_block = dp_pending_0.dp_block;
                    dp_first_launch->dp_shmem = dp_pending_0.dp_shmem;
                    dp_first_launch->dp_stream = dp_pending_0.dp_stream;
                    dp_first_launch->in = dp_pending_0.in;
                    dp_first_launch->n = dp_pending_0.n;
                    dp_first_launch->out = dp_pending_0.out;
                    dp_first_launch->dp_active = dp_pending_0.dp_active;
                }
            } else {
                // the launch pool is full, or the batch's blocks are more than a grid takes: launch as written
                segment_sum<<<dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.dp_shmem, dp_pending_0.dp_stream>>>(dp_pending_0.in, dp_pending_0.n, dp_pending_0.out);
            }
        }
        if (dpopt::grid_batch_close(&dp_batch, dp_temp, &segment_sum_dp_grid_state)) {
            dp_first = dpopt::batch_first<segment_sum_dp_grid_launch, segment_sum_dp_grid_args>(dp_batch.data, dp_batch.capacity);
            dpopt::launch_nested([&](cudaStream_t dp_stream) {
                segment_sum_dp_grid<<<dp_batch.total_blocks, (*dp_first).dp_block, (*dp_first).dp_shmem, dp_stream>>>(dp_batch.data);
            });
            dpopt::grid_batch_reset(&segment_sum_dp_grid_state);
        }
    }
}
#line 43 "tests/corpus/shared_dynamic.cu"

int main(void)
{
    const int num_segments = 32, seg_len = 5000, n = num_segments * seg_len;
    int h_offsets[num_segments + 1];
    for (int s = 0; s <= num_segments; s++)
        h_offsets[s] = s * seg_len;
    float *h_data = new float[n];
    for (int i = 0; i < n; i++)
        h_data[i] = 1.0f;

    float *data, *sums;
    int *offsets;
    cudaMalloc(&data, n * sizeof(float));
    cudaMalloc(&sums, num_segments * sizeof(float));
    cudaMalloc(&offsets, sizeof(h_offsets));
    cudaMemcpy(data, h_data, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(offsets, h_offsets, sizeof(h_offsets), cudaMemcpyHostToDevice);
    cudaMemset(sums, 0, num_segments * sizeof(float));

    (dpopt::GridOrderLock(0), sum_segments<<<1, num_segments>>>(data, offsets, num_segments, 256, sums));

    float h_sum0 = 0.0f;
    cudaMemcpy(&h_sum0, sums, sizeof(float), cudaMemcpyDeviceToHost);
    printf("shared_dynamic: segment 0 sum = %f (expect %d)\n", h_sum0, seg_len);
    cudaFree(data); cudaFree(sums); cudaFree(offsets);
    delete[] h_data;
    return 0;
}
