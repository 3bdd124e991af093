#include <cstdio>
// A child whose index is kept in a narrow type: threads past 255 wrap
// around and do work again.
__global__ void c_narrow(unsigned int *out, int n)
{
    unsigned char j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n) {
        atomicAdd(&out[j], 1u + blockIdx.x);
    }
}

__global__ void p_narrow(unsigned int *out, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m)
        c_narrow<<<2, 256, 0, cudaStreamFireAndForget>>>(out + 16 * t, 10);
}

int main()
{
    unsigned int *out;
    cudaMalloc(&out, 4096 * sizeof(unsigned));
    cudaMemset(out, 0, 4096 * sizeof(unsigned));
    p_narrow<<<1, 32>>>(out, 4);
    cudaDeviceSynchronize();
    unsigned h[4096];
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    unsigned long long s = 0, total = 0;
    for (int i = 0; i < 4096; i++) { s = s * 31 + h[i]; total += h[i]; }
    printf("%s total %llu sum %llx\n", cudaGetErrorString(cudaGetLastError()), total, s);
}
