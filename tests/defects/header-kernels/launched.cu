// The file's own kernel launches a child the header defines.
#include "inc/inner.cuh"
__global__ void parent(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        child<<<1, 1>>>(out, i);
}
int main()
{
    int *out;
    cudaMalloc(&out, 1000 * sizeof(int));
    parent<<<8, 128>>>(out, 1000);
    return cudaDeviceSynchronize() != cudaSuccess;
}
