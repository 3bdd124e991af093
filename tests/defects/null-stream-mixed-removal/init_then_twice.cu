#include <cstdio>
__global__ void init(int* x) { x[threadIdx.x] = threadIdx.x + 1; }
__global__ void twice(int* x) { x[threadIdx.x] *= 2; }
__global__ void parent(int* x)
{
    if (threadIdx.x != 0)
        return;
    init<<<1, 32>>>(x);
    twice<<<1, 32>>>(x);
}
int main()
{
    int* x;
    cudaMalloc(&x, 32 * sizeof(int));
    parent<<<1, 32>>>(x);
    int h[32];
    cudaMemcpy(h, x, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 32; ++i)
        if (h[i] != (i + 1) * 2) { printf("FAIL x[%d] = %d\n", i, h[i]); return 1; }
    printf("PASS\n");
    return 0;
}
