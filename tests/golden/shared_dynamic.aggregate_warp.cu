#include <dpopt/base.cuh>
#include <dpopt/warp_batch.cuh>
#line 1 "tests/corpus/shared_dynamic.cu"
// shared_dynamic.cu - a child kernel with dynamic shared memory
// (extern __shared__), launched with a shared-memory size and into a named
// stream that the parent thread creates on the device with
// cudaStreamCreateWithFlags(..., cudaStreamNonBlocking) and then destroys.
#include <cstdio>
#include <cuda_runtime.h>

// Child: block-wide sum of one segment, blockDim.x floats of dynamic shared memory.
// dpopt: segment_sum as launched from sum_segments (line 38), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct segment_sum_dp_warp_args {
    const float *in;
    int n;
    float *out;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

__global__ void __launch_bounds__(1024) segment_sum_dp_warp(unsigned char *dp_batch);

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

// dpopt: segment_sum fused across the launches of one warp of sum_segments.
// dpopt: at most 64 registers a thread, so that blocks of 1,024 threads still launch
__global__ void __launch_bounds__(1024) segment_sum_dp_warp(unsigned char *dp_batch)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    segment_sum_dp_warp_args dp_record;
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
    int seg = blockIdx.x * blockDim.x + threadIdx.x;
    if (seg < num_segments) {
        int begin = offsets[seg];
        int len = offsets[seg + 1] - begin;
        int blocks = min((len + threads - 1) / threads, 8);
        cudaStream_t stream;
        (void)&stream /* dpopt: no stream is made: the launch into it is batched, unordered as it was */;
        {
            // dpopt: segment_sum<<<blocks, threads>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid = blocks, dp_block = threads;
            segment_sum_dp_warp_args dp_record = {};
            dp_record.in = data + begin;
            dp_record.n = len;
            dp_record.out = &sums[seg];
            dp_record.dp_grid_x = dp_grid.x;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
            // (its lane stays out of the batch).
            if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        segment_sum_dp_warp<<<dp_batch.total_blocks, dp_block, threads * sizeof(float), cudaStreamFireAndForget>>>(dp_batch.data);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                    segment_sum<<<dp_grid, dp_block, threads * sizeof(float), cudaStreamFireAndForget>>>(dp_record.in, dp_record.n, dp_record.out);
                }
            }
        }
#line 40 "tests/corpus/shared_dynamic.cu"
        (void)0 /* dpopt: the stream was not made */;
    }
}

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

    sum_segments<<<1, num_segments>>>(data, offsets, num_segments, 256, sums);

    float h_sum0 = 0.0f;
    cudaMemcpy(&h_sum0, sums, sizeof(float), cudaMemcpyDeviceToHost);
    printf("shared_dynamic: segment 0 sum = %f (expect %d)\n", h_sum0, seg_len);
    cudaFree(data); cudaFree(sums); cudaFree(offsets);
    delete[] h_data;
    return 0;
}
