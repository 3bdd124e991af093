// Kernels of internal linkage: every file that includes this has its own.
#pragma once
static __global__ void child(int *out, int i) { out[i] = i; }
static __global__ void parent(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        child<<<1, 1>>>(out, i);
}
