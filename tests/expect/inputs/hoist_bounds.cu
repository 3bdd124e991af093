// -O hoists a launch only under conditions that compare sizes
// (tests/expect/hoist.expect): which conditions count, read from the tree.
#include <cuda_runtime.h>

__global__ void fill(int *out, int first, int count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        out[first + i] = first + i;
}

// Hoisted: a cast and a shift inside the comparison.
__global__ void halves(int *out, unsigned int n, int per)
{
    unsigned int s = blockIdx.x * blockDim.x + threadIdx.x;
    if ((int)s < (int)(n >> 1))
        fill<<<(per + 31) / 32, 32>>>(out, (int)s * per, per);
}

// Not by -O: every third thread (a remainder, not a bound).
__global__ void every_third(int *out, int n, int per)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n && s % 3 == 0)
        fill<<<(per + 31) / 32, 32>>>(out, s * per, per);
}

// Not by -O: all threads but one.
__global__ void but_one(int *out, int n, int per)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s != n)
        fill<<<(per + 31) / 32, 32>>>(out, s * per, per);
}

int main()
{
    int *out;
    cudaMalloc(&out, 1 << 20);
    halves<<<1, 32>>>(out, 40u, 64);
    every_third<<<1, 32>>>(out, 20, 64);
    but_one<<<1, 32>>>(out, 7, 64);
    cudaDeviceSynchronize();
    return 0;
}
