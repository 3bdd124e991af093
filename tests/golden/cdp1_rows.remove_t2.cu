#include <dpopt/base.cuh>
#include <dpopt/launch_config.cuh>
#line 1 "tests/corpus/cdp1_rows.cu"
// cdp1_rows.cu - a CDP1 program: each parent thread launches a child grid,
// waits for it with a device-side cudaDeviceSynchronize(), then uses what the
// child computed. CUDA 12+ rejects the device-side cudaDeviceSynchronize
// ("calling a __host__ function ... from a __global__ function is not
// allowed"), so this does not build as written; `dpopt --remove=t4` makes it
// build and run. It checks its own result against the CPU and prints
// "cdp1_rows: verified" or the first mismatch.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

#define COLS 512
#define CHILD_BLOCK 128

// Sum of squares of one row, one partial sum per child block.
// dpopt: row_squares run by a single thread (launch removal, T4).
__device__ void row_squares_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const float *row, int cols, float *partial);

#line 16 "tests/corpus/cdp1_rows.cu"
__global__ void row_squares(const float *row, int cols, float *partial)
{
    __shared__ float tile[CHILD_BLOCK];
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = c < cols ? row[c] * row[c] : 0.0f;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int k = 0; k < blockDim.x; k++)
            s += tile[k];
        partial[blockIdx.x] = s;
    }
}

// dpopt: row_squares, every thread of one of its blocks run in turn by the calling thread.
__device__ void row_squares_dp_t4(unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim, const float *row, int cols, float *partial)
{
    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);
    (void)dp_blockIdx;
    float tile[CHILD_BLOCK]; // the block's shared memory: this thread's own now
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 19 "tests/corpus/cdp1_rows.cu"
            int c = dp_blockIdx.x * dp_blockDim.x + dp_threadIdx.x;
            tile[dp_threadIdx.x] = c < cols ? row[c] * row[c] : 0.0f;
        }();
    }
    // __syncthreads(): every thread above has finished before any below starts
    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {
        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);
        [&]() {
#line 22 "tests/corpus/cdp1_rows.cu"
            if (dp_threadIdx.x == 0) {
                float s = 0.0f;
                for (int k = 0; k < dp_blockDim.x; k++)
                    s += tile[k];
                partial[dp_blockIdx.x] = s;
            }
        }();
    }
}
#line 28 "tests/corpus/cdp1_rows.cu"


// One thread per row: the row's Euclidean norm.
__global__ void row_norms(const float *m, float *partials, float *norms, int rows)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float *part = partials + r * (COLS / CHILD_BLOCK);
        {
            // dpopt: row_squares<<<COLS / CHILD_BLOCK, CHILD_BLOCK>>> removed (T4): this thread runs the child's threads itself
            const dim3 dp_grid = COLS / CHILD_BLOCK, dp_block = CHILD_BLOCK;
            auto dp_arg0 = m + r * COLS;
            auto dp_arg1 = COLS;
            auto dp_arg2 = part;
            // Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.
            if (dpopt::launch_config_valid(dp_grid, dp_block))
                for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
                    row_squares_dp_t4(dp_b, dp_grid, dp_block, dp_arg0, dp_arg1, dp_arg2);
        }
#line 37 "tests/corpus/cdp1_rows.cu"
        /* dpopt: cudaDeviceSynchronize() removed: this thread's children ran inline */ // CDP1: wait for this row's child grid
        float s = 0.0f;
        for (int b = 0; b < COLS / CHILD_BLOCK; b++)
            s += part[b];
        norms[r] = sqrtf(s);
    }
}

int main(void)
{
    const int rows = 1024;
    static float h_m[rows * COLS], h_norms[rows];
    for (int i = 0; i < rows * COLS; i++)
        h_m[i] = (float)((i * 7919) % 1000) / 1000.0f - 0.5f;
    float *m, *partials, *norms;
    cudaMalloc(&m, sizeof h_m);
    cudaMalloc(&partials, rows * (COLS / CHILD_BLOCK) * sizeof(float));
    cudaMalloc(&norms, sizeof h_norms);
    cudaMemcpy(m, h_m, sizeof h_m, cudaMemcpyHostToDevice);
    row_norms<<<(rows + 127) / 128, 128>>>(m, partials, norms, rows);
    cudaError_t err = cudaDeviceSynchronize();
    cudaMemcpy(h_norms, norms, sizeof h_norms, cudaMemcpyDeviceToHost);
    int bad = -1;
    for (int r = 0; r < rows && bad < 0; r++) {
        double s = 0.0;
        for (int c = 0; c < COLS; c++)
            s += (double)h_m[r * COLS + c] * h_m[r * COLS + c];
        if (fabs(sqrt(s) - h_norms[r]) > 1e-3 * sqrt(s) + 1e-6)
            bad = r;
    }
    if (err != cudaSuccess || bad >= 0)
        printf("cdp1_rows: %s, row %d wrong\n", cudaGetErrorString(err), bad);
    else
        printf("cdp1_rows: verified\n");
    cudaFree(m);
    cudaFree(partials);
    cudaFree(norms);
    return 0;
}
