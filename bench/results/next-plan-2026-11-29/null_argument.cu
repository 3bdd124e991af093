#include <cstdio>
#include <cstddef>

__global__ void child(int *out, const float *scale, int n)
{
    if (scale == nullptr && (int)threadIdx.x < n)
        out[threadIdx.x] = 1;
}

__global__ void parent(int *out)
{
    if (threadIdx.x == 0)
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, 0, 32);
    if (threadIdx.x == 1)
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out + 32, NULL, 32);
}

int main()
{
    int *out, host[64];
    cudaMalloc(&out, sizeof host);
    cudaMemset(out, 0, sizeof host);
    parent<<<1, 32>>>(out);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
    int ones = 0;
    for (int i = 0; i < 64; i++)
        ones += host[i] == 1;
    printf("%s ones=%d of 64\n", cudaGetErrorString(e), ones);
    return ones == 64 && e == cudaSuccess ? 0 : 1;
}
