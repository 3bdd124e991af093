// A child launched with 64 KB of dynamic shared memory, which the host allows
// it (cudaFuncSetAttribute on the child): a copy of the child launched in its
// place would lack the attribute, and its launch from the device would fail
// unseen. Prints PASS when every output is right.
#include <cstdio>
#define SHARED_BYTES (64 * 1024)

__global__ void child(float *out, int n)
{
    extern __shared__ float tile[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = (float)i;
    __syncthreads();
    if (i < n)
        out[i] = tile[blockDim.x - 1 - threadIdx.x];
}

__global__ void parent(float *out, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    child<<<(n + 127) / 128, 128, SHARED_BYTES, cudaStreamFireAndForget>>>(out + t * n, n);
}

int main()
{
    const int n = 1024, parents = 64;
    float *out;
    cudaMalloc(&out, n * parents * sizeof(float));
    cudaMemset(out, 0, n * parents * sizeof(float));
    cudaFuncSetAttribute(child, cudaFuncAttributeMaxDynamicSharedMemorySize, SHARED_BYTES);
    parent<<<1, parents>>>(out, n);
    cudaError_t err = cudaDeviceSynchronize();
    float *h = new float[n * parents];
    cudaMemcpy(h, out, n * parents * sizeof(float), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int p = 0; p < parents; p++)
        for (int i = 0; i < n; i++)
            bad += h[p * n + i] != (float)((i / 128) * 128 + 127 - i % 128);
    printf("%s: %d wrong (%s)\n", bad || err ? "FAIL" : "PASS", bad, cudaGetErrorString(err));
    return bad || err;
}
