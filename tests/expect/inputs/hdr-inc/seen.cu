#include "scale.h"
__device__ float scale(float x);
__global__ void child(float *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = scale(v[i]);
}
__global__ void parent(float *v, const int *n)
{
    child<<<1, 32>>>(v + 32 * threadIdx.x, n[threadIdx.x]);
}
