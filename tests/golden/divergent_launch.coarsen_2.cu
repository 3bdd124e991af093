#include <dpopt/base.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/divergent_launch.cu"
// divergent_launch.cu - launches under divergent and uniform conditions, with
// arguments of mixed uniformity (grid-uniform parameters, block-uniform
// blockIdx-derived values, divergent threadIdx-derived values).
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: refine coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void refine_dp_coarse2(float *data, int n, int center, int block, dim3 dp_gridDim);

#line 7 "tests/corpus/divergent_launch.cu"
__global__ void refine(float *data, int n, int center, int block)
{
    int i = center - 16 + threadIdx.x;     // 32 neighbours around center
    if (i >= 0 && i < n && i != center)
        data[i] += 0.001f * (float)block;
}

// dpopt: refine, each block doing the work of 2 blocks of the grid it was launched with.
__global__ void refine_dp_coarse2(float *data, int n, int center, int block, dim3 dp_gridDim)
{
    // Launched on the grid as written where coarsening would not fit it (dpopt::coarsened_grid).
    const bool dp_as_written = dpopt::coarse_as_written(dp_gridDim);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        // The original block this one does now; the last block may have fewer than 2.
        const unsigned long long dp_vb = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_as_written ? dp_i > 0u : dp_vb >= dpopt::block_count(dp_gridDim))
            break;
        // The original body: a return ends this block's share of the work only.
#line 8 "tests/corpus/divergent_launch.cu"
        [&]() {
            int i = center - 16 + threadIdx.x;     // 32 neighbours around center
            if (i >= 0 && i < n && i != center)
                data[i] += 0.001f * (float)block;
        }();
    }
}
#line 12 "tests/corpus/divergent_launch.cu"


// dpopt: count_above coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void count_above_dp_coarse2(const float *data, int n, int first, int count, float threshold, int *counter, dim3 dp_gridDim);

#line 14 "tests/corpus/divergent_launch.cu"
__global__ void count_above(const float *data, int n, int first, int count,
                            float threshold, int *counter)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + count && data[i] > threshold)
        atomicAdd(counter, 1);
}

// dpopt: count_above, each block doing the work of 2 blocks of the grid it was launched with.
__global__ void count_above_dp_coarse2(const float *data, int n, int first, int count, float threshold, int *counter, dim3 dp_gridDim)
{
    const dim3 dp_blockDim = blockDim;
    // Launched on the grid as written where coarsening would not fit it (dpopt::coarsened_grid).
    const bool dp_as_written = dpopt::coarse_as_written(dp_gridDim);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        // The original block this one does now; the last block may have fewer than 2.
        const unsigned long long dp_vb = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_as_written ? dp_i > 0u : dp_vb >= dpopt::block_count(dp_gridDim))
            break;
        const dim3 dp_blockIdx = dp_as_written ? dim3(blockIdx) : dpopt::unflatten((unsigned int)dp_vb, dp_gridDim);
        // The original body: a return ends this block's share of the work only.
#line 16 "tests/corpus/divergent_launch.cu"
        [&]() {
            int i = first + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
            if (i < n && i < first + count && data[i] > threshold)
                atomicAdd(counter, 1);
        }();
    }
}
#line 20 "tests/corpus/divergent_launch.cu"


__global__ void detect(float *data, int n, float threshold, int *counter)
{
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = (tid < n) ? data[tid] : 0.0f;

    // Divergent condition: each thread decides from its own element.
    if (v > threshold)
        {
            // dpopt: refine<<<1, 32>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = 1, dp_block = 32;
            refine_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block, 0, cudaStreamFireAndForget>>>(data, n, tid, blockIdx.x, dp_grid);
        }
#line 30 "tests/corpus/divergent_launch.cu"

    // Block-uniform condition: all threads of block 0 launch, each over a slice.
    if (blockIdx.x == 0) {
        int slice = (n + blockDim.x - 1) / blockDim.x;
        {
            // dpopt: count_above<<<(slice + 127) / 128, 128>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = (slice + 127) / 128, dp_block = 128;
            count_above_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(data, n, threadIdx.x * slice, slice, threshold, counter, dp_grid);
        }
#line 36 "tests/corpus/divergent_launch.cu"
    }
}

// dpopt: stripe_child coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void stripe_child_dp_coarse2(float *data, int n, int first, int stripe, float scale, dim3 dp_gridDim);

#line 39 "tests/corpus/divergent_launch.cu"
__global__ void stripe_child(float *data, int n, int first, int stripe, float scale)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + stripe)
        data[i] *= scale;
}

// dpopt: stripe_child, each block doing the work of 2 blocks of the grid it was launched with.
__global__ void stripe_child_dp_coarse2(float *data, int n, int first, int stripe, float scale, dim3 dp_gridDim)
{
    const dim3 dp_blockDim = blockDim;
    // Launched on the grid as written where coarsening would not fit it (dpopt::coarsened_grid).
    const bool dp_as_written = dpopt::coarse_as_written(dp_gridDim);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        // The original block this one does now; the last block may have fewer than 2.
        const unsigned long long dp_vb = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_as_written ? dp_i > 0u : dp_vb >= dpopt::block_count(dp_gridDim))
            break;
        const dim3 dp_blockIdx = dp_as_written ? dim3(blockIdx) : dpopt::unflatten((unsigned int)dp_vb, dp_gridDim);
        // The original body: a return ends this block's share of the work only.
#line 40 "tests/corpus/divergent_launch.cu"
        [&]() {
            int i = first + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
            if (i < n && i < first + stripe)
                data[i] *= scale;
        }();
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
            // dpopt: stripe_child<<<(stripe + 63) / 64, 64>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = (stripe + 63) / 64, dp_block = 64;
            stripe_child_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(data, n, t * stripe, stripe, scale, dp_grid);
        }
#line 53 "tests/corpus/divergent_launch.cu"
}

// dpopt: item_child coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void item_child_dp_coarse2(float *values, int begin, int end, dim3 dp_gridDim);

#line 55 "tests/corpus/divergent_launch.cu"
__global__ void item_child(float *values, int begin, int end)
{
    int i = begin + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < end)
        values[i] = sqrtf(values[i]);
}

// dpopt: item_child, each block doing the work of 2 blocks of the grid it was launched with.
__global__ void item_child_dp_coarse2(float *values, int begin, int end, dim3 dp_gridDim)
{
    const dim3 dp_blockDim = blockDim;
    // Launched on the grid as written where coarsening would not fit it (dpopt::coarsened_grid).
    const bool dp_as_written = dpopt::coarse_as_written(dp_gridDim);
    for (unsigned int dp_i = 0; dp_i < 2u; dp_i++) {
        // The original block this one does now; the last block may have fewer than 2.
        const unsigned long long dp_vb = (unsigned long long)blockIdx.x * 2u + dp_i;
        if (dp_as_written ? dp_i > 0u : dp_vb >= dpopt::block_count(dp_gridDim))
            break;
        const dim3 dp_blockIdx = dp_as_written ? dim3(blockIdx) : dpopt::unflatten((unsigned int)dp_vb, dp_gridDim);
        // The original body: a return ends this block's share of the work only.
#line 56 "tests/corpus/divergent_launch.cu"
        [&]() {
            int i = begin + dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
            if (i < end)
                values[i] = sqrtf(values[i]);
        }();
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
                // dpopt: item_child<<<(end - begin + 31) / 32, 32>>> coarsened: each block does 2 of the grid's blocks
                const dim3 dp_grid = (end - begin + 31) / 32, dp_block = 32;
                item_child_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(values, begin, end, dp_grid);
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
