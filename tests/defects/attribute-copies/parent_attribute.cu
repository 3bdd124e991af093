// A parent launched from the host with 64 KB of dynamic shared memory, which
// the host allows it (cudaFuncSetAttribute on the parent): a copy of the
// parent launched in its place (the persistent version, the followed copy)
// would lack the attribute. Prints PASS when every output is right.
#define SHARED_BYTES (64 * 1024)
__global__ void child(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = 1.0f;
}

__global__ void parent(float *out, int n)
{
    extern __shared__ float tile[];
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = 0.0f;
    child<<<(n + 127) / 128, 128, 0, cudaStreamFireAndForget>>>(out + t * n, n);
}

#include <cstdio>

int main()
{
    const int n = 1024, parents = 64;
    float *out;
    cudaMalloc(&out, n * parents * sizeof(float));
    cudaMemset(out, 0, n * parents * sizeof(float));
    cudaFuncSetAttribute(parent, cudaFuncAttributeMaxDynamicSharedMemorySize, SHARED_BYTES);
    parent<<<1, parents, SHARED_BYTES>>>(out, n);
    cudaError_t err = cudaDeviceSynchronize();
    float *h = new float[n * parents];
    cudaMemcpy(h, out, n * parents * sizeof(float), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n * parents; i++)
        bad += h[i] != 1.0f;
    printf("%s: %d wrong (%s)\n", bad || err ? "FAIL" : "PASS", bad, cudaGetErrorString(err));
    return bad || err;
}
