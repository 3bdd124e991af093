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

// One thread per row: the row's Euclidean norm.
__global__ void row_norms(const float *m, float *partials, float *norms, int rows)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float *part = partials + r * (COLS / CHILD_BLOCK);
        row_squares<<<COLS / CHILD_BLOCK, CHILD_BLOCK>>>(m + r * COLS, COLS, part);
        cudaDeviceSynchronize(); // CDP1: wait for this row's child grid
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
