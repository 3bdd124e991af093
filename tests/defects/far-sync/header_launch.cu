#include "hdr.h"
__global__ void child(int *p) { p[threadIdx.x] += 1; }
__global__ void parent(int *p, int *out)
{
    if (threadIdx.x == 0) {
        child<<<1, 32>>>(p + blockIdx.x * 32);
        hlaunch(p + 4096 + blockIdx.x * 32);
    }
    cudaDeviceSynchronize();
    out[blockIdx.x * 32 + threadIdx.x] = p[4096 + blockIdx.x * 32 + threadIdx.x];
}
