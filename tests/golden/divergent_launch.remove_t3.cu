#include <dpopt/base.cuh>
#include <dpopt/removal.cuh>
#line 1 "tests/corpus/divergent_launch.cu"
// divergent_launch.cu - launches under divergent and uniform conditions, with
// arguments of mixed uniformity (grid-uniform parameters, block-uniform
// blockIdx-derived values, divergent threadIdx-derived values).
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: refine run by the launching block (launch removal, T3).
struct refine_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    unsigned int dp_shmem;
    cudaStream_t dp_stream;
    float *data;
    int n;
    int center;
    int block;
    bool dp_active;
};

__device__ void refine_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int center, int block);

#line 7 "tests/corpus/divergent_launch.cu"
__global__ void refine(float *data, int n, int center, int block)
{
    int i = center - 16 + threadIdx.x;     // 32 neighbours around center
    if (i >= 0 && i < n && i != center)
        data[i] += 0.001f * (float)block;
}

// dpopt: one block of refine, run by the calling block's threads.
__device__ void refine_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int center, int block)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 8 "tests/corpus/divergent_launch.cu"
            [&]() {
                int i = center - 16 + dp_threadIdx.x;     // 32 neighbours around center
                if (i >= 0 && i < n && i != center)
                    data[i] += 0.001f * (float)block;
            }();
    }
}
#line 12 "tests/corpus/divergent_launch.cu"


// dpopt: count_above run by the launching block (launch removal, T3).
struct count_above_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    const float *data;
    int n;
    int first;
    int count;
    float threshold;
    int *counter;
    bool dp_active;
};

__device__ void count_above_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const float *data, int n, int first, int count, float threshold, int *counter);

#line 14 "tests/corpus/divergent_launch.cu"
__global__ void count_above(const float *data, int n, int first, int count,
                            float threshold, int *counter)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + count && data[i] > threshold)
        atomicAdd(counter, 1);
}

// dpopt: one block of count_above, run by the calling block's threads.
__device__ void count_above_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const float *data, int n, int first, int count, float threshold, int *counter)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 16 "tests/corpus/divergent_launch.cu"
            [&]() {
                int i = first + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
                if (i < n && i < first + count && data[i] > threshold)
                    atomicAdd(counter, 1);
            }();
    }
}
#line 20 "tests/corpus/divergent_launch.cu"


__global__ void detect(float *data, int n, float threshold, int *counter)
{
    refine_dp_removed_launch dp_pending_0 = {}; // the launch at line 29, made at the end of the block
    count_above_dp_removed_launch dp_pending_1 = {}; // the launch at line 34, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 24 "tests/corpus/divergent_launch.cu"
        int tid = blockIdx.x * blockDim.x + threadIdx.x;
        float v = (tid < n) ? data[tid] : 0.0f;

        // Divergent condition: each thread decides from its own element.
        if (v > threshold)
            {
                // dpopt: refine<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_0.dp_grid = 1;
                dp_pending_0.dp_block = 32;
                dp_pending_0.dp_shmem = 0;
                dp_pending_0.dp_stream = cudaStreamFireAndForget;
                dp_pending_0.data = data;
                dp_pending_0.n = n;
                dp_pending_0.center = tid;
                dp_pending_0.block = blockIdx.x;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_0.dp_active = dpopt::launch_config_valid(dp_pending_0.dp_grid, dp_pending_0.dp_block);
            }
#line 30 "tests/corpus/divergent_launch.cu"

        // Block-uniform condition: all threads of block 0 launch, each over a slice.
        if (blockIdx.x == 0) {
            int slice = (n + blockDim.x - 1) / blockDim.x;
            {
                // dpopt: count_above<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_1.dp_grid = (slice + 127) / 128;
                dp_pending_1.dp_block = 128;
                dp_pending_1.data = data;
                dp_pending_1.n = n;
                dp_pending_1.first = threadIdx.x * slice;
                dp_pending_1.count = slice;
                dp_pending_1.threshold = threshold;
                dp_pending_1.counter = counter;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_1.dp_active = dpopt::launch_config_valid(dp_pending_1.dp_grid, dp_pending_1.dp_block);
            }
#line 36 "tests/corpus/divergent_launch.cu"
        }
    }();
    {
        // dpopt: the block's launches of refine from line 29, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_0.dp_active, 1u, dp_pending_0.dp_block, dpopt::batch_options<refine_dp_removed_launch>());
        if (dp_pending_0.dp_active) {
            if (!dp_batch.data) {
                refine<<<dp_pending_0.dp_grid, dp_pending_0.dp_block, dp_pending_0.dp_shmem, dp_pending_0.dp_stream>>>(dp_pending_0.data, dp_pending_0.n, dp_pending_0.center, dp_pending_0.block);
                dp_pending_0.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_0);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const refine_dp_removed_launch dp_l = dpopt::batch_slots<refine_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    refine_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.data, dp_l.n, dp_l.center, dp_l.block);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
    {
        // dpopt: the block's launches of count_above from line 34, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_1.dp_active, 1u, dp_pending_1.dp_block, dpopt::batch_options<count_above_dp_removed_launch>());
        if (dp_pending_1.dp_active) {
            if (!dp_batch.data) {
                count_above<<<dp_pending_1.dp_grid, dp_pending_1.dp_block>>>(dp_pending_1.data, dp_pending_1.n, dp_pending_1.first, dp_pending_1.count, dp_pending_1.threshold, dp_pending_1.counter);
                dp_pending_1.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_1);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const count_above_dp_removed_launch dp_l = dpopt::batch_slots<count_above_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    count_above_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.data, dp_l.n, dp_l.first, dp_l.count, dp_l.threshold, dp_l.counter);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}
#line 38 "tests/corpus/divergent_launch.cu"

// dpopt: stripe_child run by the launching block (launch removal, T3).
struct stripe_child_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    float *data;
    int n;
    int first;
    int stripe;
    float scale;
    bool dp_active;
};

__device__ void stripe_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int first, int stripe, float scale);

#line 39 "tests/corpus/divergent_launch.cu"
__global__ void stripe_child(float *data, int n, int first, int stripe, float scale)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + stripe)
        data[i] *= scale;
}

// dpopt: one block of stripe_child, run by the calling block's threads.
__device__ void stripe_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int first, int stripe, float scale)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 40 "tests/corpus/divergent_launch.cu"
            [&]() {
                int i = first + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
                if (i < n && i < first + stripe)
                    data[i] *= scale;
            }();
    }
}
#line 44 "tests/corpus/divergent_launch.cu"


__global__ void stripes(float *data, int n, int stripe)
{
    stripe_child_dp_removed_launch dp_pending_2 = {}; // the launch at line 52, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 48 "tests/corpus/divergent_launch.cu"
        int t = blockIdx.x * blockDim.x + threadIdx.x;
        float scale = 1.0f / (float)(blockIdx.x + 1);
        // Grid-uniform condition: n is a kernel parameter.
        if (n > 0)
            {
                // dpopt: stripe_child<<<...>>> removed (T3): recorded here, run by this block at its end
                dp_pending_2.dp_grid = (stripe + 63) / 64;
                dp_pending_2.dp_block = 64;
                dp_pending_2.data = data;
                dp_pending_2.n = n;
                dp_pending_2.first = t * stripe;
                dp_pending_2.stripe = stripe;
                dp_pending_2.scale = scale;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                dp_pending_2.dp_active = dpopt::launch_config_valid(dp_pending_2.dp_grid, dp_pending_2.dp_block);
            }
#line 53 "tests/corpus/divergent_launch.cu"
    }();
    {
        // dpopt: the block's launches of stripe_child from line 52, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_2.dp_active, 1u, dp_pending_2.dp_block, dpopt::batch_options<stripe_child_dp_removed_launch>());
        if (dp_pending_2.dp_active) {
            if (!dp_batch.data) {
                stripe_child<<<dp_pending_2.dp_grid, dp_pending_2.dp_block>>>(dp_pending_2.data, dp_pending_2.n, dp_pending_2.first, dp_pending_2.stripe, dp_pending_2.scale);
                dp_pending_2.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_2);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const stripe_child_dp_removed_launch dp_l = dpopt::batch_slots<stripe_child_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    stripe_child_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.data, dp_l.n, dp_l.first, dp_l.stripe, dp_l.scale);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}
#line 54 "tests/corpus/divergent_launch.cu"

// dpopt: item_child run by the launching block (launch removal, T3).
struct item_child_dp_removed_launch {
    dim3 dp_grid;
    dim3 dp_block;
    float *values;
    int begin;
    int end;
    bool dp_active;
};

__device__ void item_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *values, int begin, int end);

#line 55 "tests/corpus/divergent_launch.cu"
__global__ void item_child(float *values, int begin, int end)
{
    int i = begin + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < end)
        values[i] = sqrtf(values[i]);
}

// dpopt: one block of item_child, run by the calling block's threads.
__device__ void item_child_dp_t3(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *values, int begin, int end)
{
    (void)dp_blockIdx;
    (void)dp_gridDim;
    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;
    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {
        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        if (dp_t < dp_threads)
#line 56 "tests/corpus/divergent_launch.cu"
            [&]() {
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
    item_child_dp_removed_launch dp_pending_3 = {}; // the launch at line 69, made at the end of the block
    // The original body: a return ends it, not the thread, so every thread reaches the flush.
    [&]() {
#line 65 "tests/corpus/divergent_launch.cu"
        int item = blockIdx.x * blockDim.x + threadIdx.x;
        if (item < num_items) {                   // divergent
            int begin = item_begin[item], end = item_begin[item + 1];
            if (use_children) {                   // uniform, nested in a divergent one
                {
                    // dpopt: item_child<<<...>>> removed (T3): recorded here, run by this block at its end
                    dp_pending_3.dp_grid = (end - begin + 31) / 32;
                    dp_pending_3.dp_block = 32;
                    dp_pending_3.values = values;
                    dp_pending_3.begin = begin;
                    dp_pending_3.end = end;
                    // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                    dp_pending_3.dp_active = dpopt::launch_config_valid(dp_pending_3.dp_grid, dp_pending_3.dp_block);
                }
#line 70 "tests/corpus/divergent_launch.cu"
            } else {
                for (int i = begin; i < end; i++)
                    values[i] = sqrtf(values[i]);
            }
        }
    }();
    {
        // dpopt: the block's launches of item_child from line 69, run by the block itself (T3)
        __shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory
        dpopt::BlockBatch dp_batch;
        dpopt::block_batch_open(&dp_batch, dp_temp, dp_pending_3.dp_active, 1u, dp_pending_3.dp_block, dpopt::batch_options<item_child_dp_removed_launch>());
        if (dp_pending_3.dp_active) {
            if (!dp_batch.data) {
                item_child<<<dp_pending_3.dp_grid, dp_pending_3.dp_block>>>(dp_pending_3.values, dp_pending_3.begin, dp_pending_3.end);
                dp_pending_3.dp_active = false;
            }
            if (dp_batch.data)
                dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, dp_pending_3);
        }
        dpopt::block_batch_close(&dp_batch);
        if (dp_batch.data) {
            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {
                const item_child_dp_removed_launch dp_l = dpopt::batch_slots<item_child_dp_removed_launch>(dp_batch.data, dp_batch.capacity)[dp_s];
                if (!dp_l.dp_active)
                    continue;
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {
                    item_child_dp_t3(dpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block, dp_l.values, dp_l.begin, dp_l.end);
                    __syncthreads(); // every thread is done with this child block before the next
                }
            }
            __syncthreads();
            if (dpopt::block_thread_rank() == 0)
                dpopt::pool_release();
        }
    }
}
#line 76 "tests/corpus/divergent_launch.cu"

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
