// A child that launches a kernel of its own.
#include <cuda_runtime.h>

#include "program.h"

__global__ void grandchild(float *x, int n)
{
    if (threadIdx.x < n)
        x[threadIdx.x] = 1.0f;
}

__global__ void nested_child(float *x, int n)
{
    if (threadIdx.x == 0)
        grandchild<<<1, 32, 0, cudaStreamFireAndForget>>>(x, n);
}
