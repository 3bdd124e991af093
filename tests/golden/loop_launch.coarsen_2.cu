#include <dpopt/base.cuh>
#include <dpopt/shape.cuh>
#line 1 "tests/corpus/loop_launch.cu"
// loop_launch.cu - launches inside loops of the parent kernel.
// scale_rows: one parent thread per row; the row is cut into chunks of CHUNK
// elements and the thread launches one child grid per chunk (a for loop).
// smooth_passes: one thread runs a while loop of dependent passes; the passes go
// to the block's default stream, so each pass starts after the previous one ends.
#include <cstdio>
#include <cuda_runtime.h>

#define CHUNK 1024

// dpopt: scale_chunk coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void scale_chunk_dp_coarse2(float *data, int count, float factor, dim3 dp_gridDim);

#line 11 "tests/corpus/loop_launch.cu"
__global__ void scale_chunk(float *data, int count, float factor)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        data[i] *= factor;
}

// dpopt: scale_chunk, each block doing the work of 2 blocks of the grid it was launched with.
__global__ void scale_chunk_dp_coarse2(float *data, int count, float factor, dim3 dp_gridDim)
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
#line 12 "tests/corpus/loop_launch.cu"
        [&]() {
            int i = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
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
            // dpopt: scale_chunk<<<(count + 127) / 128, 128>>> coarsened: each block does 2 of the grid's blocks
            const dim3 dp_grid = (count + 127) / 128, dp_block = 128;
            scale_chunk_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block, 0, cudaStreamFireAndForget>>>(data + begin + start, count, factor[row], dp_grid);
        }
#line 29 "tests/corpus/loop_launch.cu"
    }
}

// dpopt: smooth_child coarsened: each block does 2 consecutive blocks of the original grid.
__global__ void smooth_child_dp_coarse2(const float *in, float *out, int n, dim3 dp_gridDim);

#line 32 "tests/corpus/loop_launch.cu"
__global__ void smooth_child(const float *in, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i > 0 && i < n - 1)
        out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}

// dpopt: smooth_child, each block doing the work of 2 blocks of the grid it was launched with.
__global__ void smooth_child_dp_coarse2(const float *in, float *out, int n, dim3 dp_gridDim)
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
#line 33 "tests/corpus/loop_launch.cu"
        [&]() {
            int i = dp_blockIdx.x * dp_blockDim.x + threadIdx.x;
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
                // dpopt: smooth_child<<<(n + 255) / 256, 256>>> coarsened: each block does 2 of the grid's blocks
                const dim3 dp_grid = (n + 255) / 256, dp_block = 256;
                smooth_child_dp_coarse2<<<dpopt::coarsened_grid(dp_grid, dp_block, 2u), dp_block>>>(src, dst, n, dp_grid);
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
