// -O on a recursion of one constant grid of several blocks (a quadtree's
// quadrants): the persistent version with T1 at every level
// (tests/expect/optimize.expect; persistent_mixed.cu beside it).
#include <cuda_runtime.h>

__global__ void quads(unsigned *acc, int depth)
{
    atomicAdd(&acc[blockIdx.x], depth + 1u);
    __syncthreads();
    if (depth < 6 && threadIdx.x == blockDim.x - 1)
        quads<<<4, 64, 0, cudaStreamFireAndForget>>>(acc, depth + 1);
}

int main()
{
    unsigned *acc;
    cudaMalloc((void **)&acc, 256 * sizeof(unsigned));
    cudaMemset(acc, 0, 256 * sizeof(unsigned));
    quads<<<1, 64>>>(acc, 0);
    return cudaDeviceSynchronize() != cudaSuccess;
}
