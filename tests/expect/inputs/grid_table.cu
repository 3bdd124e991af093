// Grid granularity where several grids of the launching kernel may run at
// once: each grid takes a state of its own from the site's table.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void add_one(unsigned *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&x[i], 1u);
}

// Launched from the host into two streams: its grids may run at once.
__global__ void streamed(unsigned *x, const int *len)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (len[t] > 0)
        add_one<<<(len[t] + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(x + 64 * t, len[t]);
}

// Launched through a pointer dpopt cannot follow.
__global__ void pointed(unsigned *x, const int *len)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (len[t] > 0)
        add_one<<<1, 32, 0, cudaStreamFireAndForget>>>(x + 64 * t, len[t]);
}

// Launched from the device: its grids are not given a state each.
__global__ void nested(unsigned *x, const int *len)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (len[t] > 0)
        add_one<<<1, 32, 0, cudaStreamFireAndForget>>>(x + 64 * t, len[t]);
}

__global__ void outer(unsigned *x, const int *len)
{
    if (threadIdx.x == 0)
        nested<<<2, 32>>>(x, len);
}

// Launched into the default stream only: one state for the site.
__global__ void plain(unsigned *x, const int *len)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (len[t] > 0)
        add_one<<<1, 32, 0, cudaStreamFireAndForget>>>(x + 64 * t, len[t]);
}

int main()
{
    unsigned *x;
    int *len;
    cudaMalloc(&x, 64 * 64 * sizeof(unsigned));
    cudaMalloc(&len, 64 * sizeof(int));
    cudaMemset(x, 0, 64 * 64 * sizeof(unsigned));
    cudaMemset(len, 0, 64 * sizeof(int));
    cudaStream_t a, b;
    cudaStreamCreate(&a);
    cudaStreamCreate(&b);
    streamed<<<2, 32, 0, a>>>(x, len);
    streamed<<<2, 32, 0, b>>>(x, len);
    void (*kernel)(unsigned *, const int *) = pointed;
    kernel<<<2, 32>>>(x, len);
    outer<<<1, 32>>>(x, len);
    plain<<<2, 32>>>(x, len);
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
