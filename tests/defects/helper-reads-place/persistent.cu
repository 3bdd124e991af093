// The parent calls a helper reading the place: its persistent version (T1, T2, auto) calls the helper's copy.
#include <cstdio>
__device__ int row_of() { return blockIdx.x * blockDim.x + threadIdx.x; }
__global__ void child(int *out, int r) { out[r * 64 + blockIdx.x * blockDim.x + threadIdx.x] = r; }
__global__ void parent(int *out, int rows)
{
    int r = row_of();
    if (r < rows)
        child<<<2, 32>>>(out, r);
}
int main()
{
    int *out; cudaMalloc(&out, 64 * 64 * sizeof(int));
    parent<<<2, 32>>>(out, 64);
    int h[64 * 64]; cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 64 * 64; i++) if (h[i] != i / 64) { printf("FAIL %d\n", i); return 1; }
    printf("PASS\n"); return 0;
}
