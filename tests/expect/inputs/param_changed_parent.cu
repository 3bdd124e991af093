// A parent that changes its parameters (found in a review on 2026-11-29):
// its persistent version (T1, T2, auto) ran its original blocks one after
// another in each persistent block with one copy of the parameters.
#include <cstdio>
__global__ void child(int *a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] += 1;
}
__global__ void parent(int *a, int m, int n)
{
    a += blockIdx.x * m * n;
    m = m - 1;
    if (threadIdx.x == 0)
        child<<<1, n>>>(a, n);
    a[threadIdx.x] = m;
}
int main()
{
    int *a;
    cudaMalloc(&a, 100000 * 4 * 32 * sizeof(int));
    parent<<<100000, 32>>>(a, 4, 32);
    cudaDeviceSynchronize();
    return 0;
}
