#include <dpopt/base.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/convergent_loop.cu"
// convergent_loop.cu - launches inside loops that every thread of a block
// runs together (the trip count is a kernel parameter), next to one whose
// trip count differs between threads. Block granularity can make the first
// kind's launches at the end of each iteration; the second cannot be
// postponed at all and stays at warp granularity.
#include <cstdio>
#include <cuda_runtime.h>

// dpopt: scale_segment coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void scale_segment_dp_coarse2(float *data, int begin, int len, float factor, dim3 dp_gridDim);

#line 9 "tests/corpus/convergent_loop.cu"
__global__ void scale_segment(float *data, int begin, int len, float factor)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < len)
        data[begin + i] *= factor;
}

// dpopt: scale_segment, each block doing the work of 2 blocks of the grid it was launched with.
__global__ void scale_segment_dp_coarse2(float *data, int begin, int len, float factor, dim3 dp_gridDim)
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
#line 10 "tests/corpus/convergent_loop.cu"
        [&]() {
            int i = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
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
                // dpopt: scale_segment<<<(seg_len[s] + 63) / 64, 64>>> coarsened: each block does 2 of the grid's blocks
                const dim3 dp_grid = (seg_len[s] + 63) / 64, dp_block = 64;
                scale_segment_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(data, seg_begin[s], seg_len[s], 0.5f, dp_grid);
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
            // dpopt: scale_segment<<<1, 64>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = 1, dp_block = 64;
            scale_segment_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(data, (t * 8 + c) * 64, 64, 2.0f, dp_grid);
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
