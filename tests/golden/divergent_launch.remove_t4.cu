#include <dpopt/base.cuh>
#include <dpopt/launch_config.cuh>
#line 1 "tests/corpus/divergent_launch.cu"
// divergent_launch.cu - launches under divergent and uniform conditions, with
// arguments of mixed uniformity (grid-uniform parameters, block-uniform
// blockIdx-derived values, divergent threadIdx-derived values).
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: refine run by a single thread (launch removal, T4).
__device__ void refine_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int center, int block);

#line 7 "tests/corpus/divergent_launch.cu"
__global__ void refine(float *data, int n, int center, int block)
{
    int i = center - 16 + threadIdx.x;     // 32 neighbours around center
    if (i >= 0 && i < n && i != center)
        data[i] += 0.001f * (float)block;
}

// dpopt: refine, every thread of one of its blocks run in turn by the calling thread.
__device__ void refine_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int center, int block)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 9 "tests/corpus/divergent_launch.cu"
            int i = center - 16 + dp_threadIdx.x;
            if (i >= 0 && i < n && i != center)
                data[i] += 0.001f * (float)block;
        }();
    }
}
#line 12 "tests/corpus/divergent_launch.cu"


// dpopt: count_above run by a single thread (launch removal, T4).
__device__ void count_above_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const float *data, int n, int first, int count, float threshold, int *counter);

#line 14 "tests/corpus/divergent_launch.cu"
__global__ void count_above(const float *data, int n, int first, int count,
                            float threshold, int *counter)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + count && data[i] > threshold)
        atomicAdd(counter, 1);
}

// dpopt: count_above, every thread of one of its blocks run in turn by the calling thread.
__device__ void count_above_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const float *data, int n, int first, int count, float threshold, int *counter)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    unsigned int dp_sum0 = 0; // atomicAdd(counter, ...) on line 19, added up for the block
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 17 "tests/corpus/divergent_launch.cu"
            int i = first + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (i < n && i < first + count && data[i] > threshold)
                dp_sum0 += 1;
        }();
    }
    if (dp_sum0 != 0)
        atomicAdd(counter, (int)dp_sum0);
}
#line 20 "tests/corpus/divergent_launch.cu"


__global__ void detect(float *data, int n, float threshold, int *counter)
{
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = (tid < n) ? data[tid] : 0.0f;

    // Divergent condition: each thread decides from its own element.
    if (v > threshold)
        {
            // dpopt: refine<<<1, 32>>> removed (T4): this thread runs the child's threads itself
            const dim3 dp_grid = 1, dp_block = 32;
            auto dp_arg0 = data;
            auto dp_arg1 = n;
            auto dp_arg2 = tid;
            auto dp_arg3 = blockIdx.x;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            if (dpopt::launch_config_valid(dp_grid, dp_block))
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                    refine_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3);
        }
#line 30 "tests/corpus/divergent_launch.cu"

    // Block-uniform condition: all threads of block 0 launch, each over a slice.
    if (blockIdx.x == 0) {
        int slice = (n + blockDim.x - 1) / blockDim.x;
        {
            // dpopt: count_above<<<(slice + 127) / 128, 128>>> removed (T4): this thread runs the child's threads itself
            const dim3 dp_grid = (slice + 127) / 128, dp_block = 128;
            auto dp_arg0 = data;
            auto dp_arg1 = n;
            auto dp_arg2 = threadIdx.x * slice;
            auto dp_arg3 = slice;
            auto dp_arg4 = threshold;
            auto dp_arg5 = counter;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            if (dpopt::launch_config_valid(dp_grid, dp_block))
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                    count_above_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3, dp_arg4, dp_arg5);
        }
#line 36 "tests/corpus/divergent_launch.cu"
    }
}

// dpopt: stripe_child run by a single thread (launch removal, T4).
__device__ void stripe_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int first, int stripe, float scale);

#line 39 "tests/corpus/divergent_launch.cu"
__global__ void stripe_child(float *data, int n, int first, int stripe, float scale)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + stripe)
        data[i] *= scale;
}

// dpopt: stripe_child, every thread of one of its blocks run in turn by the calling thread.
__device__ void stripe_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int first, int stripe, float scale)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 41 "tests/corpus/divergent_launch.cu"
            int i = first + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
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
            // dpopt: stripe_child<<<(stripe + 63) / 64, 64>>> removed (T4): this thread runs the child's threads itself
            const dim3 dp_grid = (stripe + 63) / 64, dp_block = 64;
            auto dp_arg0 = data;
            auto dp_arg1 = n;
            auto dp_arg2 = t * stripe;
            auto dp_arg3 = stripe;
            auto dp_arg4 = scale;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            if (dpopt::launch_config_valid(dp_grid, dp_block))
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                    stripe_child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3, dp_arg4);
        }
#line 53 "tests/corpus/divergent_launch.cu"
}

// dpopt: item_child run by a single thread (launch removal, T4).
__device__ void item_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *values, int begin, int end);

#line 55 "tests/corpus/divergent_launch.cu"
__global__ void item_child(float *values, int begin, int end)
{
    int i = begin + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < end)
        values[i] = sqrtf(values[i]);
}

// dpopt: item_child, every thread of one of its blocks run in turn by the calling thread.
__device__ void item_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *values, int begin, int end)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 57 "tests/corpus/divergent_launch.cu"
            int i = begin + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
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
                // dpopt: item_child<<<(end - begin + 31) / 32, 32>>> removed (T4): this thread runs the child's threads itself
                const dim3 dp_grid = (end - begin + 31) / 32, dp_block = 32;
                auto dp_arg0 = values;
                auto dp_arg1 = begin;
                auto dp_arg2 = end;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                if (dpopt::launch_config_valid(dp_grid, dp_block))
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                        item_child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
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
