// A device-side cudaDeviceSynchronize (CDP1) beside both families: the
// removal family plans the sync for its own sites alone, so a site of the
// aggregation family stays as written (tests/decisions/check.sh).
__global__ void fill(unsigned *x, unsigned v)
{
    x[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void add(unsigned *y, unsigned v)
{
    atomicAdd(&y[threadIdx.x % 8], v);
}

__global__ void one(unsigned *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        fill<<<2, 32>>>(x + 64 * i, (unsigned)i);
        cudaDeviceSynchronize();
        x[64 * i] += 1u;
    }
}

__global__ void two(unsigned *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        add<<<1, 32, 0, cudaStreamFireAndForget>>>(y + 8 * i, 2u);
}
