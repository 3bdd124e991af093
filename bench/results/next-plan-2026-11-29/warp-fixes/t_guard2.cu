#include <cstdio>
// An unsigned index against a signed bound: a negative bound converts to a
// huge unsigned one, and every thread runs the body.
__global__ void c_uns(unsigned int *out, int n)
{
    unsigned int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n) {
        atomicAdd(&out[j % 64], 1u);
    }
}
__global__ void p_uns(unsigned int *out, int m, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m)
        c_uns<<<2, 32, 0, cudaStreamFireAndForget>>>(out + 64 * t, n);
}
int main()
{
    unsigned int *out;
    cudaMalloc(&out, 4096 * sizeof(unsigned));
    cudaMemset(out, 0, 4096 * sizeof(unsigned));
    p_uns<<<1, 32>>>(out, 4, -1);
    cudaDeviceSynchronize();
    unsigned h[4096];
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    unsigned long long total = 0;
    for (int i = 0; i < 4096; i++) total += h[i];
    printf("%s total %llu (as written: 4 launches x 64 threads = 256)\n", cudaGetErrorString(cudaGetLastError()), total);
}
