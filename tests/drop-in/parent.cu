// A two-file CDP program for dpopt-nvcc (tests/drop-in): the parent, its
// child and main here, a host-launched kernel in helper.cu, a header beside.
#include <cstdio>
#include "shared.h"

__global__ void child(int *out, int base)
{
    atomicAdd(&out[(base + threadIdx.x) % SLOTS], 3 * base);
}

__global__ void parent(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        child<<<1, 32>>>(out, i);
}

int main()
{
    int *out, host[SLOTS];
    cudaMalloc(&out, sizeof host);
    fill_slots(out, 0);
    parent<<<2, 64>>>(out, 100);
    if (cudaDeviceSynchronize() != cudaSuccess) {
        printf("FAIL: %s\n", cudaGetErrorString(cudaGetLastError()));
        return 1;
    }
    cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
    long long sum = 0, want = 0;
    for (int k = 0; k < SLOTS; k++)
        sum += host[k];
    for (int i = 0; i < 100; i++)
        want += 32LL * 3 * i;
    printf("%s: %lld (want %lld)\n", sum == want ? "PASS" : "FAIL", sum, want);
    return sum == want ? 0 : 1;
}
