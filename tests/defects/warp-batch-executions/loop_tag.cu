// From the differential tester (seed 11, program 344, minimised by hand):
// every lane runs the loop three times, so `tag + j` is the same for all
// lanes at each iteration, but on Volta and later the lanes that meet at
// the launch may be in different iterations.
#include <cuda_runtime.h>
__global__ void child(unsigned *acc, unsigned tag, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&acc[(tag + i) % 64u], 1u);
}
__device__ void spawn(unsigned *acc, unsigned tag)
{
    child<<<1, 32, 0, cudaStreamFireAndForget>>>(acc, tag, 32);
}
__global__ void parent(unsigned *acc, unsigned tag, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    if (threadIdx.x == 0)
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(acc, tag + blockIdx.x, 16);
    for (int j = 0; j < 3; j++)
        child<<<1 + blockIdx.x % 2, 32, 0, cudaStreamFireAndForget>>>(acc, tag + (unsigned)j * 1000003u, 32);
    for (int j = 0; j < 2; j++)
        spawn(acc, tag + 7u * (unsigned)j);
    for (int j = 0; j < 2; j++)
        child<<<1, 32, (unsigned)j * 4u>>>(acc, tag, 8);
}
int main()
{
    unsigned *acc = nullptr;
    cudaMalloc(&acc, 64 * sizeof(unsigned));
    parent<<<3, 64>>>(acc, 5u, 186);
    return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
