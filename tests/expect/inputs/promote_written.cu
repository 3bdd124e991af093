// Chains written as people write them (plan/promote.h): the launch with
// code after it on its line and a comment among its arguments, arguments
// of other types than their parameters (a size_t into an int, a double
// into a float: a launch converts them), and host launches whose block is
// or is not the links' own.
#include <cstddef>
#define TILE 256

// The epilogue's store shares the launch's line; `offset + total` is a size_t.
__global__ void same_line(const int *in, int *out, int n, int start, int offset)
{
    __shared__ size_t total;
    if (threadIdx.x == 0)
        total = 0;
    __syncthreads();
    int v = start + (int)threadIdx.x < n ? in[start + threadIdx.x] : 0;
    atomicAdd((unsigned long long *)&total, (unsigned long long)v);
    __syncthreads();
    if (threadIdx.x == 0 && start + TILE < n) same_line<<<1, TILE>>>(in, out, n, start /* next */ + TILE, offset + total); out[start / TILE] = offset;
}

// A double computed by the prologue passed to a float; a size_t start.
__global__ void converted(float *out, size_t n, size_t start, float level)
{
    double here = level + 0.5 * (double)start;
    if (threadIdx.x == 0 && start + TILE < n)
        converted<<<1, TILE>>>(out, n, start + TILE, here);
    if (threadIdx.x == 0)
        out[start / TILE] = level;
}

// The links launch with their producer's block: any host block starts a pool.
__global__ void inherited(int *out, int n, int start)
{
    if (threadIdx.x == 0 && start + (int)blockDim.x < n)
        inherited<<<1, blockDim.x>>>(out, n, start + blockDim.x);
    out[start + threadIdx.x] = start;
}

int main()
{
    size_t n = 4096;
    same_line<<<1, TILE>>>(nullptr, nullptr, (int)n, 0, 0);
    same_line<<<1, 128>>>(nullptr, nullptr, (int)n, 0, 0); // another block: launched as written
    cudaStream_t stream;
    cudaStreamCreate(&stream);
    converted<<<1, TILE, 0, stream>>>(nullptr, n, 0, 1.0);
    inherited<<<1, 64>>>(nullptr, (int)n, 0);
    return 0;
}
