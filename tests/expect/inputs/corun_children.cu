#include <cstdio>

__global__ void scale_rows(float *rows, const float *factors, int width);

// Each block of the parent finishes a row of its own work, then launches the
// rows' scaling as a child grid beside the parent's other blocks.
__global__ void parent(float *rows, const float *factors, int width, int height)
{
    int row = blockIdx.x;
    for (int x = threadIdx.x; x < width; x += blockDim.x)
        rows[row * width + x] += 1.0f;
    __syncthreads();
    if (threadIdx.x == 0 && row % 4 == 0)
        scale_rows<<<4, 128, 0, cudaStreamFireAndForget>>>(rows + row * width, factors + row, width);
}

__global__ void scale_rows(float *rows, const float *factors, int width)
{
    float *row = rows + blockIdx.x * width;
    for (int x = threadIdx.x; x < width; x += blockDim.x)
        row[x] *= factors[blockIdx.x];
}

__global__ void orphan(float *x) { x[blockIdx.x] = 0; }

__device__ void helper(float *x) { orphan<<<1, 1>>>(x); }

int main()
{
    float *rows, *factors;
    cudaMalloc(&rows, 64 * 256 * sizeof(float));
    cudaMalloc(&factors, 64 * sizeof(float));
    if (rows)
        parent<<<64, 128>>>(rows, factors, 256, 64);
    parent<<<64, 128>>>(rows, factors, 256, 64);
    cudaDeviceSynchronize();
    return 0;
}
