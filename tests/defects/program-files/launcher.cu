// One thread per row launches a child grid over the row; the child kernel
// is defined in child.cu, a second file of the program.
#include <cuda_runtime.h>

#include "program.h"

__global__ void parent(float *rows, const int *lengths, int count)
{
    int row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < count && lengths[row] > 0)
        child<<<(lengths[row] + CHILD_BLOCK - 1) / CHILD_BLOCK, CHILD_BLOCK, 0, cudaStreamFireAndForget>>>(
            rows + row * 1024, lengths[row]);
}

int main()
{
    float *rows;
    int *lengths;
    cudaMalloc(&rows, 64 * 1024 * sizeof(float));
    cudaMalloc(&lengths, 64 * sizeof(int));
    cudaMemset(rows, 0, 64 * 1024 * sizeof(float));
    cudaMemset(lengths, 0, 64 * sizeof(int));
    parent<<<1, 64>>>(rows, lengths, 64);
    return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
