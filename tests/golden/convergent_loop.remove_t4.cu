#include <dpopt/base.cuh>
#include <dpopt/launch_config.cuh>
#line 1 "tests/corpus/convergent_loop.cu"
// convergent_loop.cu - launches inside loops that every thread of a block
// runs together (the trip count is a kernel parameter), next to one whose
// trip count differs between threads. Block granularity can make the first
// kind's launches at the end of each iteration; the second cannot be
// postponed at all and stays at warp granularity.
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: scale_segment run by a single thread (launch removal, T4).
__device__ void scale_segment_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int begin, int len, float factor);

#line 9 "tests/corpus/convergent_loop.cu"
__global__ void scale_segment(float *data, int begin, int len, float factor)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < len)
        data[begin + i] *= factor;
}

// dpopt: scale_segment, every thread of one of its blocks run in turn by the calling thread.
__device__ void scale_segment_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int begin, int len, float factor)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 11 "tests/corpus/convergent_loop.cu"
            int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (i < len)
                data[begin + i] *= factor;
        }();
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
                // dpopt: scale_segment<<<(seg_len[s] + 63) / 64, 64>>> removed (T4): this thread runs the child's threads itself
                const dim3 dp_grid = (seg_len[s] + 63) / 64, dp_block = 64;
                auto dp_arg0 = data;
                auto dp_arg1 = seg_begin[s];
                auto dp_arg2 = seg_len[s];
                auto dp_arg3 = 0.5f;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                if (dpopt::launch_config_valid(dp_grid, dp_block))
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                        scale_segment_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3);
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
            // dpopt: scale_segment<<<1, 64>>> removed (T4): this thread runs the child's threads itself
            const dim3 dp_grid = 1, dp_block = 64;
            auto dp_arg0 = data;
            auto dp_arg1 = (t * 8 + c) * 64;
            auto dp_arg2 = 64;
            auto dp_arg3 = 2.0f;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            if (dpopt::launch_config_valid(dp_grid, dp_block))
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                    scale_segment_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2, dp_arg3);
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
