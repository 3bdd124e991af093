#include "launch_header.h"
#define KL(f, a) cudaLaunchDevice((void *)f, a, dim3(1), dim3(32), 0, 0)

__global__ void leaf(int *p) { p[threadIdx.x] += 1; }

// Children that launch where dpopt cannot see it: none may run inline
// (T3, T4, threshold) or be coarsened.
__global__ void mid_header(int *p) { HDR_LAUNCH(leaf, p); }

__global__ void mid_api(int *p)
{
    void *args = cudaGetParameterBuffer(sizeof(int *), sizeof(int *));
    *(int **)args = p;
    KL(leaf, args);
}

__device__ void helper(int *p) { HDR_LAUNCH(leaf, p + 64); }
__global__ void mid_callee(int *p) { helper(p); }

__global__ void parent(int *p)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t == 0)
        mid_header<<<1, 32>>>(p);
    if (t == 1)
        mid_api<<<1, 32>>>(p);
    if (t == 2)
        mid_callee<<<1, 32>>>(p);
}

int main()
{
    int *p;
    cudaMalloc(&p, 1024);
    parent<<<2, 32>>>(p);
    cudaDeviceSynchronize();
    return 0;
}
