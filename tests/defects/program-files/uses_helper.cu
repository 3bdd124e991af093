// A child that calls a helper of its own file: launcher_others.cu would
// not see it (or would see another of the same name).
#include <cuda_runtime.h>

#include "program.h"

static __device__ float scale(float v) { return 3.0f * v; }

__global__ void helper_child(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = scale(x[i]);
}
