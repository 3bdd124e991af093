#include <dpopt/base.cuh>
#include <dpopt/warp_batch.cuh>
#line 1 "tests/corpus/divergent_launch.cu"
// divergent_launch.cu - launches under divergent and uniform conditions, with
// arguments of mixed uniformity (grid-uniform parameters, block-uniform
// blockIdx-derived values, divergent threadIdx-derived values).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void refine(float *data, int n, int center, int block)
{
    int i = center - 16 + threadIdx.x;     // 32 neighbours around center
    if (i >= 0 && i < n && i != center)
        data[i] += 0.001f * (float)block;
}

__global__ void count_above(const float *data, int n, int first, int count,
                            float threshold, int *counter)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + count && data[i] > threshold)
        atomicAdd(counter, 1);
}

__global__ void detect(float *data, int n, float threshold, int *counter)
{
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = (tid < n) ? data[tid] : 0.0f;

    // Divergent condition: each thread decides from its own element.
    if (v > threshold)
        refine<<<1, 32, 0, cudaStreamFireAndForget>>>(data, n, tid, blockIdx.x);

    // Block-uniform condition: all threads of block 0 launch, each over a slice.
    if (blockIdx.x == 0) {
        int slice = (n + blockDim.x - 1) / blockDim.x;
        count_above<<<(slice + 127) / 128, 128>>>(data, n, threadIdx.x * slice, slice,
                                                  threshold, counter);
    }
}

// dpopt: stripe_child as launched from stripes (line 52), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct stripe_child_dp_warp_args {
    int first;
};

__global__ void stripe_child_dp_warp(unsigned char *dp_batch, float *data, int n, int stripe, float scale, dim3 dp_grid);

#line 39 "tests/corpus/divergent_launch.cu"
__global__ void stripe_child(float *data, int n, int first, int stripe, float scale)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + stripe)
        data[i] *= scale;
}

// dpopt: stripe_child fused across the launches of one warp of stripes.
__global__ void stripe_child_dp_warp(unsigned char *dp_batch, float *data, int n, int stripe, float scale, dim3 dp_grid)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    stripe_child_dp_warp_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    int first = dp_record.first;
    const dim3 dp_gridDim = dp_grid;
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 40 "tests/corpus/divergent_launch.cu"
    {
        int i = first + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
        if (i < n && i < first + stripe)
            data[i] *= scale;
    }
}
#line 44 "tests/corpus/divergent_launch.cu"


__global__ void stripes(float *data, int n, int stripe)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    float scale = 1.0f / (float)(blockIdx.x + 1);
    // Grid-uniform condition: n is a kernel parameter.
    if (n > 0)
        {
            // dpopt: stripe_child<<<(stripe + 63) / 64, 64>>> aggregated at warp granularity: one launch for the warp's active lanes
            const dim3 dp_grid = (stripe + 63) / 64, dp_block = 64;
            stripe_child_dp_warp_args dp_record = {};
            dp_record.first = t * stripe;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
            // (its lane stays out of the batch).
            if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                dpopt::WarpBatch dp_batch;
                if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                    if (dpopt::warp_batch_is_leader(dp_batch))
                        stripe_child_dp_warp<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, data, n, stripe, scale, dp_grid);
                    dpopt::warp_batch_close(dp_batch);
                } else {
                    // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                    stripe_child<<<dp_grid, dp_block>>>(data, n, dp_record.first, stripe, scale);
                }
            }
        }
#line 53 "tests/corpus/divergent_launch.cu"
}

// dpopt: item_child as launched from process_items (line 69), aggregated at warp granularity.
// Arguments that differ between the launching threads travel in this record.
struct item_child_dp_warp_args {
    int begin;
    int end;
    unsigned int dp_grid_x;  // the parent's grid, one-dimensional: its x
};

__global__ void item_child_dp_warp(unsigned char *dp_batch, float *values);

#line 55 "tests/corpus/divergent_launch.cu"
__global__ void item_child(float *values, int begin, int end)
{
    int i = begin + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < end)
        values[i] = sqrtf(values[i]);
}

// dpopt: item_child fused across the launches of one warp of process_items.
__global__ void item_child_dp_warp(unsigned char *dp_batch, float *values)
{
    __shared__ dpopt::BatchEnterStorage dp_enter; // the batch's shared memory for this block
    // Which parent launch this block belongs to, and that launch's arguments.
    item_child_dp_warp_args dp_record;
    const dpopt::BatchBlock dp_where = dpopt::batch_enter(dp_enter, dp_batch, &dp_record);
    int begin = dp_record.begin;
    int end = dp_record.end;
    const dim3 dp_gridDim = dim3(dp_record.dp_grid_x);
    const dim3 dp_blockIdx = dpopt::unflatten(dp_where.offset, dp_gridDim);
    const dim3 dp_blockDim = blockDim;
#line 56 "tests/corpus/divergent_launch.cu"
    {
        int i = begin + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
        if (i < end)
            values[i] = sqrtf(values[i]);
    }
}
#line 60 "tests/corpus/divergent_launch.cu"


__global__ void process_items(const int *item_begin, float *values, int num_items,
                              int use_children)
{
    int item = blockIdx.x * blockDim.x + threadIdx.x;
    if (item < num_items) {                   // divergent
        int begin = item_begin[item], end = item_begin[item + 1];
        if (use_children) {                   // uniform, nested in a divergent one
            {
                // dpopt: item_child<<<(end - begin + 31) / 32, 32>>> aggregated at warp granularity: one launch for the warp's active lanes
                const dim3 dp_grid = (end - begin + 31) / 32, dp_block = 32;
                item_child_dp_warp_args dp_record = {};
                dp_record.begin = begin;
                dp_record.end = end;
                dp_record.dp_grid_x = dp_grid.x;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does
                // (its lane stays out of the batch).
                if (dpopt::launch_config_valid(dp_grid, dp_block)) {
                    dpopt::WarpBatch dp_batch;
                    if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
                        if (dpopt::warp_batch_is_leader(dp_batch))
                            item_child_dp_warp<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, values);
                        dpopt::warp_batch_close(dp_batch);
                    } else {
                        // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
                        item_child<<<dp_grid, dp_block>>>(values, dp_record.begin, dp_record.end);
                    }
                }
            }
#line 70 "tests/corpus/divergent_launch.cu"
        } else {
            for (int i = begin; i < end; i++)
                values[i] = sqrtf(values[i]);
        }
    }
}

int main(void)
{
    const int n = 1 << 14, num_items = 64;
    float *data;
    int *counter, *item_begin;
    int h_begin[num_items + 1];
    for (int i = 0; i <= num_items; i++)
        h_begin[i] = i * (n / num_items);
    float *h_data = new float[n];
    for (int i = 0; i < n; i++)
        h_data[i] = (i % 64 == 0) ? 1.0f : 0.25f;   // 256 elements above 0.5
    cudaMalloc(&data, n * sizeof(float));
    cudaMalloc(&counter, sizeof(int));
    cudaMalloc(&item_begin, sizeof(h_begin));
    cudaMemcpy(data, h_data, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(counter, 0, sizeof(int));
    cudaMemcpy(item_begin, h_begin, sizeof(h_begin), cudaMemcpyHostToDevice);

    detect<<<n / 256, 256>>>(data, n, 0.5f, counter);
    stripes<<<4, 64>>>(data, n, n / 256);
    process_items<<<1, num_items>>>(item_begin, data, num_items, 1);

    int h_counter = 0;
    cudaMemcpy(&h_counter, counter, sizeof(int), cudaMemcpyDeviceToHost);
    printf("divergent_launch: %d above threshold\n", h_counter);
    cudaFree(data); cudaFree(counter); cudaFree(item_begin);
    delete[] h_data;
    return 0;
}
