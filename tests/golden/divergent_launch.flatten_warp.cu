#include <dpopt/dpopt.cuh>
#line 1 "tests/corpus/divergent_launch.cu"
// divergent_launch.cu - launches under divergent and uniform conditions, with
// arguments of mixed uniformity (grid-uniform parameters, block-uniform
// blockIdx-derived values, divergent threadIdx-derived values).
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: one thread of refine, for the warps that flatten its launches.
__device__ void refine_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int center, int block);

#line 7 "tests/corpus/divergent_launch.cu"
__global__ void refine(float *data, int n, int center, int block)
{
    int i = center - 16 + threadIdx.x;     // 32 neighbours around center
    if (i >= 0 && i < n && i != center)
        data[i] += 0.001f * (float)block;
}

// dpopt: one thread of refine (flattening).
__device__ void refine_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int center, int block)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
    {
        int i = center - 16 + dp_threadIdx.x;     // 32 neighbours around center
        if (i >= 0 && i < n && i != center)
            data[i] += 0.001f * (float)block;
    }
}
#line 12 "tests/corpus/divergent_launch.cu"


// dpopt: one thread of count_above, for the warps that flatten its launches.
__device__ void count_above_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const float *data, int n, int first, int count, float threshold, int *counter);

#line 14 "tests/corpus/divergent_launch.cu"
__global__ void count_above(const float *data, int n, int first, int count,
                            float threshold, int *counter)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + count && data[i] > threshold)
        atomicAdd(counter, 1);
}

// dpopt: one thread of count_above (flattening).
__device__ void count_above_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, const float *data, int n, int first, int count, float threshold, int *counter)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
    {
        int i = first + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < n && i < first + count && data[i] > threshold)
            atomicAdd(counter, 1);
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
            // dpopt: refine<<<1, 32>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
            const dim3 dp_grid(1), dp_block(32);
            auto dp_arg0 = data;
            auto dp_arg1 = n;
            auto dp_arg2 = tid;
            auto dp_arg3 = blockIdx.x;
            const unsigned long long dp_threads = dpopt::launch_thread_count(dp_grid, dp_block);
            const bool dp_flattened = dp_threads <= 4096u;
            // More child threads than a warp takes on (--flatten-cap): launched as written.
            if (!dp_flattened) {
                refine<<<dp_grid, dp_block, 0, cudaStreamFireAndForget>>>(dp_arg0, dp_arg1, dp_arg2, dp_arg3);
            }
            const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
            // Each lane's cursor on the launch holding its thread, and that launch's values.
            dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
            // (Values every lane holds alike are its own.)
            const dim3 dp_its_grid = dp_grid;
            const dim3 dp_its_block = dp_block;
            const auto dp_its_arg0 = dp_arg0;
            const auto dp_its_arg1 = dp_arg1;
            auto dp_its_arg2 = dp_arg2;
            const auto dp_its_arg3 = dp_arg3;
            for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                const unsigned int dp_v = dp_base + dp_flat.rank;
                if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                    dp_its_arg2 = dpopt::warp_flat_fetch(dp_flat, dp_arg2, dp_at.lane);
                }
                if (dp_v < dp_flat.total) {
                    const unsigned int dp_t = dp_v - dp_at.start;
                    const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                    refine_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2, dp_its_arg3);
                }
            }
        }
#line 30 "tests/corpus/divergent_launch.cu"

    // Block-uniform condition: all threads of block 0 launch, each over a slice.
    if (blockIdx.x == 0) {
        int slice = (n + blockDim.x - 1) / blockDim.x;
        {
            // dpopt: count_above<<<(slice + 127) / 128, 128>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
            const dim3 dp_grid((slice + 127) / 128), dp_block(128);
            auto dp_arg0 = data;
            auto dp_arg1 = n;
            auto dp_arg2 = threadIdx.x * slice;
            auto dp_arg3 = slice;
            auto dp_arg4 = threshold;
            auto dp_arg5 = counter;
            const unsigned long long dp_threads = dpopt::launch_thread_count(dp_grid, dp_block);
            const bool dp_flattened = dp_threads <= 4096u;
            // More child threads than a warp takes on (--flatten-cap): launched as written.
            if (!dp_flattened) {
                count_above<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2, dp_arg3, dp_arg4, dp_arg5);
            }
            const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
            // Each lane's cursor on the launch holding its thread, and that launch's values.
            dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
            // (Values every lane holds alike are its own.)
            const dim3 dp_its_grid = dp_grid;
            const dim3 dp_its_block = dp_block;
            const auto dp_its_arg0 = dp_arg0;
            const auto dp_its_arg1 = dp_arg1;
            auto dp_its_arg2 = dp_arg2;
            const auto dp_its_arg3 = dp_arg3;
            const auto dp_its_arg4 = dp_arg4;
            const auto dp_its_arg5 = dp_arg5;
            for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                const unsigned int dp_v = dp_base + dp_flat.rank;
                if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                    dp_its_arg2 = dpopt::warp_flat_fetch(dp_flat, dp_arg2, dp_at.lane);
                }
                if (dp_v < dp_flat.total) {
                    const unsigned int dp_t = dp_v - dp_at.start;
                    const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                    count_above_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2, dp_its_arg3, dp_its_arg4, dp_its_arg5);
                }
            }
        }
#line 36 "tests/corpus/divergent_launch.cu"
    }
}

// dpopt: one thread of stripe_child, for the warps that flatten its launches.
__device__ void stripe_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int first, int stripe, float scale);

#line 39 "tests/corpus/divergent_launch.cu"
__global__ void stripe_child(float *data, int n, int first, int stripe, float scale)
{
    int i = first + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && i < first + stripe)
        data[i] *= scale;
}

// dpopt: one thread of stripe_child (flattening).
__device__ void stripe_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int n, int first, int stripe, float scale)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
    {
        int i = first + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
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
            // dpopt: stripe_child<<<(stripe + 63) / 64, 64>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
            const dim3 dp_grid((stripe + 63) / 64), dp_block(64);
            auto dp_arg0 = data;
            auto dp_arg1 = n;
            auto dp_arg2 = t * stripe;
            auto dp_arg3 = stripe;
            auto dp_arg4 = scale;
            const unsigned long long dp_threads = dpopt::launch_thread_count(dp_grid, dp_block);
            const bool dp_flattened = dp_threads <= 4096u;
            // More child threads than a warp takes on (--flatten-cap): launched as written.
            if (!dp_flattened) {
                stripe_child<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2, dp_arg3, dp_arg4);
            }
            const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
            // Each lane's cursor on the launch holding its thread, and that launch's values.
            dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
            // (Values every lane holds alike are its own.)
            const dim3 dp_its_grid = dp_grid;
            const dim3 dp_its_block = dp_block;
            const auto dp_its_arg0 = dp_arg0;
            const auto dp_its_arg1 = dp_arg1;
            auto dp_its_arg2 = dp_arg2;
            const auto dp_its_arg3 = dp_arg3;
            const auto dp_its_arg4 = dp_arg4;
            for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                const unsigned int dp_v = dp_base + dp_flat.rank;
                if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                    dp_its_arg2 = dpopt::warp_flat_fetch(dp_flat, dp_arg2, dp_at.lane);
                }
                if (dp_v < dp_flat.total) {
                    const unsigned int dp_t = dp_v - dp_at.start;
                    const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                    stripe_child_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2, dp_its_arg3, dp_its_arg4);
                }
            }
        }
#line 53 "tests/corpus/divergent_launch.cu"
}

// dpopt: one thread of item_child, for the warps that flatten its launches.
__device__ void item_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *values, int begin, int end);

#line 55 "tests/corpus/divergent_launch.cu"
__global__ void item_child(float *values, int begin, int end)
{
    int i = begin + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < end)
        values[i] = sqrtf(values[i]);
}

// dpopt: one thread of item_child (flattening).
__device__ void item_child_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *values, int begin, int end)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
    {
        int i = begin + dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
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
                // dpopt: item_child<<<(end - begin + 31) / 32, 32>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
                const dim3 dp_grid((end - begin + 31) / 32), dp_block(32);
                auto dp_arg0 = values;
                auto dp_arg1 = begin;
                auto dp_arg2 = end;
                const unsigned long long dp_threads = dpopt::launch_thread_count(dp_grid, dp_block);
                const bool dp_flattened = dp_threads <= 4096u;
                // More child threads than a warp takes on (--flatten-cap): launched as written.
                if (!dp_flattened) {
                    item_child<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2);
                }
                const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
                // Each lane's cursor on the launch holding its thread, and that launch's values.
                dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
                // (Values every lane holds alike are its own.)
                dim3 dp_its_grid = dp_grid;
                const dim3 dp_its_block = dp_block;
                const auto dp_its_arg0 = dp_arg0;
                auto dp_its_arg1 = dp_arg1;
                auto dp_its_arg2 = dp_arg2;
                for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                    const unsigned int dp_v = dp_base + dp_flat.rank;
                    if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                        dp_its_grid = dpopt::warp_flat_fetch(dp_flat, dp_grid, dp_at.lane);
                        dp_its_arg1 = dpopt::warp_flat_fetch(dp_flat, dp_arg1, dp_at.lane);
                        dp_its_arg2 = dpopt::warp_flat_fetch(dp_flat, dp_arg2, dp_at.lane);
                    }
                    if (dp_v < dp_flat.total) {
                        const unsigned int dp_t = dp_v - dp_at.start;
                        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                        item_child_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2);
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
