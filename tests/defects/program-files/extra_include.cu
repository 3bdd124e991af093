// A child whose file includes a header the launching file does not.
#include <cuda_runtime.h>

#include "extra.h"
#include "program.h"

__global__ void include_child(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] += OFFSET;
}
