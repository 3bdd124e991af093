// -O on two recursions, one of constant grids of 4 blocks and one of
// single blocks (a quicksort's parts): the persistent versions run in one
// mode for the program, the device's choice of T1 or T2
// (tests/expect/optimize.expect; persistent_t1.cu beside it).
#include <cuda_runtime.h>

__global__ void quads(unsigned *acc, int depth)
{
    atomicAdd(&acc[blockIdx.x], depth + 1u);
    __syncthreads();
    if (depth < 6 && threadIdx.x == blockDim.x - 1)
        quads<<<4, 64, 0, cudaStreamFireAndForget>>>(acc, depth + 1);
}

__global__ void parts(unsigned *acc, int depth)
{
    atomicAdd(&acc[threadIdx.x], depth + 1u);
    __syncthreads();
    if (depth < 6 && threadIdx.x == blockDim.x - 1) {
        parts<<<1, 64, 0, cudaStreamFireAndForget>>>(acc, depth + 1);
        parts<<<1, 64, 0, cudaStreamFireAndForget>>>(acc + 64, depth + 1);
    }
}

int main()
{
    unsigned *acc;
    cudaMalloc((void **)&acc, 256 * sizeof(unsigned));
    cudaMemset(acc, 0, 256 * sizeof(unsigned));
    quads<<<1, 64>>>(acc, 0);
    parts<<<1, 64>>>(acc + 128, 0);
    return cudaDeviceSynchronize() != cudaSuccess;
}
