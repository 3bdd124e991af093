// A parent launching a child from the device (tests/drop-in/build-systems.sh).
#include "b.h"

__global__ void child(int *out, int base) { out[base + threadIdx.x] = B_SCALE * base; }

__global__ void parent(int *out)
{
    child<<<1, 32>>>(out, 32 * threadIdx.x);
}

int main()
{
    int *out;
    cudaMalloc(&out, 32 * 32 * sizeof(int));
    parent<<<1, 32>>>(out);
    return cudaDeviceSynchronize() != cudaSuccess;
}
