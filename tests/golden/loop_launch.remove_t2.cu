#include <dpopt/base.cuh>
#include <dpopt/launch_config.cuh>
#line 1 "tests/corpus/loop_launch.cu"
// loop_launch.cu - launches inside loops of the parent kernel.
// scale_rows: one parent thread per row; the row is cut into chunks of CHUNK
// elements and the thread launches one child grid per chunk (a for loop).
// smooth_passes: one thread runs a while loop of dependent passes; the passes go
// to the block's default stream, so each pass starts after the previous one ends.
#include <cstdio>
#include <cuda_runtime.h>

#define CHUNK 1024

// dpopt: scale_chunk run by a single thread (launch removal, T4).
__device__ void scale_chunk_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int count, float factor);

#line 11 "tests/corpus/loop_launch.cu"
__global__ void scale_chunk(float *data, int count, float factor)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        data[i] *= factor;
}

// dpopt: scale_chunk, every thread of one of its blocks run in turn by the calling thread.
__device__ void scale_chunk_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, float *data, int count, float factor)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 13 "tests/corpus/loop_launch.cu"
            int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (i < count)
                data[i] *= factor;
        }();
    }
}
#line 16 "tests/corpus/loop_launch.cu"


__global__ void scale_rows(float *data, const int *row_ptr, const float *factor, int num_rows)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= num_rows)
        return;
    int begin = row_ptr[row];
    int len = row_ptr[row + 1] - begin;
    for (int start = 0; start < len; start += CHUNK) {
        int count = min(CHUNK, len - start);
        {
            // dpopt: scale_chunk<<<(count + 127) / 128, 128>>> removed (T4): this thread runs the child's threads itself
            const dim3 dp_grid = (count + 127) / 128, dp_block = 128;
            auto dp_arg0 = data + begin + start;
            auto dp_arg1 = count;
            auto dp_arg2 = factor[row];
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            if (dpopt::launch_config_valid(dp_grid, dp_block))
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                    scale_chunk_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
        }
#line 29 "tests/corpus/loop_launch.cu"
    }
}

// dpopt: smooth_child run by a single thread (launch removal, T4).
__device__ void smooth_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const float *in, float *out, int n);

#line 32 "tests/corpus/loop_launch.cu"
__global__ void smooth_child(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i > 0 && i < n - 1)
        out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}

// dpopt: smooth_child, every thread of one of its blocks run in turn by the calling thread.
__device__ void smooth_child_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const float *in, float *out, int n)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 34 "tests/corpus/loop_launch.cu"
            int i = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            if (i > 0 && i < n - 1)
                out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
        }();
    }
}
#line 37 "tests/corpus/loop_launch.cu"


__global__ void smooth_passes(float *a, float *b, int n, int passes)
{
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        int pass = 0;
        while (pass < passes) {
            float *src = (pass % 2 == 0) ? a : b;
            float *dst = (pass % 2 == 0) ? b : a;
            {
                // dpopt: smooth_child<<<(n + 255) / 256, 256>>> removed (T4): this thread runs the child's threads itself
                const dim3 dp_grid = (n + 255) / 256, dp_block = 256;
                auto dp_arg0 = src;
                auto dp_arg1 = dst;
                auto dp_arg2 = n;
                // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
                if (dpopt::launch_config_valid(dp_grid, dp_block))
                    for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                        smooth_child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
            }
#line 47 "tests/corpus/loop_launch.cu"
            pass++;
        }
    }
}

int main(void)
{
    const int num_rows = 64, row_len = 3000, n = num_rows * row_len;
    int h_row_ptr[num_rows + 1];
    float h_factor[num_rows];
    for (int r = 0; r <= num_rows; r++)
        h_row_ptr[r] = r * row_len;
    for (int r = 0; r < num_rows; r++)
        h_factor[r] = 1.0f / (r + 1);

    float *data, *tmp, *factor;
    int *row_ptr;
    cudaMalloc(&data, n * sizeof(float));
    cudaMalloc(&tmp, n * sizeof(float));
    cudaMalloc(&factor, num_rows * sizeof(float));
    cudaMalloc(&row_ptr, (num_rows + 1) * sizeof(int));
    cudaMemset(data, 0, n * sizeof(float));
    cudaMemset(tmp, 0, n * sizeof(float));
    cudaMemcpy(factor, h_factor, sizeof(h_factor), cudaMemcpyHostToDevice);
    cudaMemcpy(row_ptr, h_row_ptr, sizeof(h_row_ptr), cudaMemcpyHostToDevice);

    scale_rows<<<(num_rows + 31) / 32, 32>>>(data, row_ptr, factor, num_rows);
    smooth_passes<<<1, 32>>>(data, tmp, n, 4);
    cudaError_t err = cudaDeviceSynchronize();
    printf("loop_launch: %s\n", cudaGetErrorString(err));

    cudaFree(data); cudaFree(tmp); cudaFree(factor); cudaFree(row_ptr);
    return 0;
}
