// Two kernels launching the same child (fill), one launching a second (add):
// the mixes --decisions refuses per site (tests/decisions/check.sh).
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
    if (i < n)
        fill<<<2, 32>>>(x + 64 * i, (unsigned)i);
}

__global__ void two(unsigned *x, unsigned *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        fill<<<2, 32, 0, cudaStreamFireAndForget>>>(x + 64 * i, 1u);
    if (i < n)
        add<<<1, 32, 0, cudaStreamFireAndForget>>>(y + 8 * i, 2u);
}
