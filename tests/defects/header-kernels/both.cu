#include "kernels.cuh"
#include "helpers.cuh"
#include "kernels.cuh"
__global__ void own(int *out) { child<<<1, 1>>>(out, threadIdx.x); }
int main()
{
    int *out;
    cudaMalloc(&out, 1000 * sizeof(int));
    own<<<1, 32>>>(out);
    spawner<<<1, 32>>>(out);
    start(out);
    return cudaDeviceSynchronize() != cudaSuccess;
}
