// A second definition of child: neither is read in.
#include <cuda_runtime.h>

#include "program.h"

__global__ void child(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = 0.0f;
}
