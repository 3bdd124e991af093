// Followed kernels of no parameters, written `(void)` and `()`: the ticket is
// their only parameter (tests/expect/flatten.expect).
#include <cstdio>
__device__ unsigned out[256];
__global__ void child(int base)
{
    atomicAdd(&out[(base + threadIdx.x) % 256], 1u);
}
__global__ void parent(void)
{
    child<<<1, 32>>>(threadIdx.x);
}
__global__ void parent2()
{
    child<<<1, 16>>>(threadIdx.x * 3);
}
int main()
{
    parent<<<2, 64>>>();
    parent2<<<1, 32>>>();
    cudaDeviceSynchronize();
    unsigned h[256];
    cudaMemcpyFromSymbol(h, out, sizeof h);
    unsigned s = 0;
    for (int i = 0; i < 256; i++) s += h[i] * (i + 1);
    printf("%u\n", s);
}
