// Launches of kernels other files define, none of which can be read in.
#include <cuda_runtime.h>

#include "program.h"

__global__ void parent_of_others(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        helper_child<<<1, CHILD_BLOCK, 0, cudaStreamFireAndForget>>>(x + i * CHILD_BLOCK, CHILD_BLOCK);
        include_child<<<1, CHILD_BLOCK, 0, cudaStreamFireAndForget>>>(x + i * CHILD_BLOCK, CHILD_BLOCK);
        nested_child<<<1, CHILD_BLOCK, 0, cudaStreamFireAndForget>>>(x + i * CHILD_BLOCK, CHILD_BLOCK);
    }
}
