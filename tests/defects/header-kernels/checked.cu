// main.cu, checking what it computes: prints PASS or FAIL.
#include <cstdio>
#include "kernels.cuh"
int main()
{
    const int n = 1000;
    int *out;
    cudaMalloc(&out, n * sizeof(int));
    cudaMemset(out, 0xff, n * sizeof(int));
    parent<<<8, 128>>>(out, n);
    if (cudaDeviceSynchronize() != cudaSuccess) {
        printf("FAIL: %s\n", cudaGetErrorString(cudaGetLastError()));
        return 1;
    }
    int host[n];
    cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        if (host[i] != i) {
            printf("FAIL: out[%d] = %d\n", i, host[i]);
            return 1;
        }
    printf("PASS\n");
    return 0;
}
