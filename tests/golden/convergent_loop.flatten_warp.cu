#include <dpopt/dpopt.cuh>
#line 1 "tests/corpus/convergent_loop.cu"
// convergent_loop.cu - launches inside loops that every thread of a block
// runs together (the trip count is a kernel parameter), next to one whose
// trip count differs between threads. Block granularity can make the first
// kind's launches at the end of each iteration; the second cannot be
// postponed at all and stays at warp granularity.
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: one thread of scale_segment, for the warps that flatten its launches.
__device__ void scale_segment_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int begin, int len, float factor);

#line 9 "tests/corpus/convergent_loop.cu"
__global__ void scale_segment(float *data, int begin, int len, float factor)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < len)
        data[begin + i] *= factor;
}

// dpopt: one thread of scale_segment (flattening).
__device__ void scale_segment_dp_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int begin, int len, float factor)
{
    (void)dp_threadIdx;
    (void)dp_blockIdx;
    (void)dp_gridDim;
    (void)dp_blockDim;
    {
        int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
        if (i < len)
            data[begin + i] *= factor;
    }
}
#line 14 "tests/corpus/convergent_loop.cu"


// Round r scales each thread's segment; rounds is the same for every thread.
__global__ void rounds(float *data, const int *seg_begin, const int *seg_len, int segments, int rounds)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    for (int r = 0; r < rounds; r++) {
        if (s < segments && seg_len[s] > 0)
            {
                // dpopt: scale_segment<<<(seg_len[s] + 63) / 64, 64>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
                const dim3 dp_grid((seg_len[s] + 63) / 64), dp_block(64);
                auto dp_arg0 = data;
                auto dp_arg1 = seg_begin[s];
                auto dp_arg2 = seg_len[s];
                auto dp_arg3 = 0.5f;
                // scale_segment's threads past its argument 'len' do nothing: they are not run.
                const unsigned long long dp_threads = dpopt::launch_threads_below(dp_grid, dp_block, dp_arg2);
                const bool dp_flattened = dp_threads <= 4096u;
                // More child threads than a warp takes on (--flatten-cap): launched as written.
                if (!dp_flattened) {
                    scale_segment<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2, dp_arg3);
                }
                const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
                // Each lane's cursor on the launch holding its thread, and that launch's values.
                dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
                dim3 dp_its_grid = dp_grid;
                dim3 dp_its_block = dp_block;
                auto dp_its_arg0 = dp_arg0;
                auto dp_its_arg1 = dp_arg1;
                auto dp_its_arg2 = dp_arg2;
                auto dp_its_arg3 = dp_arg3;
                for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                    const unsigned int dp_v = dp_base + dp_flat.rank;
                    if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                        dp_its_grid = dpopt::warp_flat_fetch(dp_flat, dp_grid, dp_at.lane);
                        dp_its_block = dpopt::warp_flat_fetch(dp_flat, dp_block, dp_at.lane);
                        dp_its_arg0 = dpopt::warp_flat_fetch(dp_flat, dp_arg0, dp_at.lane);
                        dp_its_arg1 = dpopt::warp_flat_fetch(dp_flat, dp_arg1, dp_at.lane);
                        dp_its_arg2 = dpopt::warp_flat_fetch(dp_flat, dp_arg2, dp_at.lane);
                        dp_its_arg3 = dpopt::warp_flat_fetch(dp_flat, dp_arg3, dp_at.lane);
                    }
                    if (dp_v < dp_flat.total) {
                        const unsigned int dp_t = dp_v - dp_at.start;
                        const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                        scale_segment_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2, dp_its_arg3);
                    }
                }
            }
#line 23 "tests/corpus/convergent_loop.cu"
    }
}

// Each thread walks its own number of chunks: the loop diverges.
__global__ void chunks(float *data, const int *chunk_count, int threads)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= threads)
        return;
    for (int c = 0; c < chunk_count[t]; c++)
        {
            // dpopt: scale_segment<<<1, 64>>> flattened over the warp: the lanes that reach it together run the child threads of all their launches, load-balanced
            const dim3 dp_grid(1), dp_block(64);
            auto dp_arg0 = data;
            auto dp_arg1 = (t * 8 + c) * 64;
            auto dp_arg2 = 64;
            auto dp_arg3 = 2.0f;
            // scale_segment's threads past its argument 'len' do nothing: they are not run.
            const unsigned long long dp_threads = dpopt::launch_threads_below(dp_grid, dp_block, dp_arg2);
            const bool dp_flattened = dp_threads <= 4096u;
            // More child threads than a warp takes on (--flatten-cap): launched as written.
            if (!dp_flattened) {
                scale_segment<<<dp_grid, dp_block>>>(dp_arg0, dp_arg1, dp_arg2, dp_arg3);
            }
            const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
            // Each lane's cursor on the launch holding its thread, and that launch's values.
            dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
            dim3 dp_its_grid = dp_grid;
            dim3 dp_its_block = dp_block;
            auto dp_its_arg0 = dp_arg0;
            auto dp_its_arg1 = dp_arg1;
            auto dp_its_arg2 = dp_arg2;
            auto dp_its_arg3 = dp_arg3;
            for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
                const unsigned int dp_v = dp_base + dp_flat.rank;
                if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
                    dp_its_grid = dpopt::warp_flat_fetch(dp_flat, dp_grid, dp_at.lane);
                    dp_its_block = dpopt::warp_flat_fetch(dp_flat, dp_block, dp_at.lane);
                    dp_its_arg0 = dpopt::warp_flat_fetch(dp_flat, dp_arg0, dp_at.lane);
                    dp_its_arg1 = dpopt::warp_flat_fetch(dp_flat, dp_arg1, dp_at.lane);
                    dp_its_arg2 = dpopt::warp_flat_fetch(dp_flat, dp_arg2, dp_at.lane);
                    dp_its_arg3 = dpopt::warp_flat_fetch(dp_flat, dp_arg3, dp_at.lane);
                }
                if (dp_v < dp_flat.total) {
                    const unsigned int dp_t = dp_v - dp_at.start;
                    const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
                    scale_segment_dp_thread(dpopt::unflatten(dp_t % dp_per_block, dp_its_block), dpopt::unflatten(dp_t / dp_per_block, dp_its_grid), dp_its_grid, dp_its_block, dp_its_arg0, dp_its_arg1, dp_its_arg2, dp_its_arg3);
                }
            }
        }
#line 34 "tests/corpus/convergent_loop.cu"
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
