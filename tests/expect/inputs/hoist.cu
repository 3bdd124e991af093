// --hoist: which launches a kernel's host launches can make as one grid of
// the children's blocks (tests/expect/hoist.expect).
#include <cuda_runtime.h>

#define CHILD_BLOCK 128
#define ROWS (2 * 8)

__device__ int seen;
__device__ int note_of(int i) { return i * 3; }

__global__ void fill(int *out, int first, int count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        out[first + i] = first + i;
}

// Hoisted: the strip of each thread, a size from a parameter through a local.
__global__ void strips(int *out, int n, int per)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n) {
        int count = per * ROWS;
        fill<<<(count + CHILD_BLOCK - 1) / CHILD_BLOCK, CHILD_BLOCK, 0, cudaStreamFireAndForget>>>(out, s * count, count);
        if (cudaGetLastError() != cudaSuccess)
            seen = 1;
    }
}

// Not: reads memory.
__global__ void from_memory(int *out, const int *sizes, int n)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n)
        fill<<<1, 32>>>(out, s * 32, sizes[s]);
}

// Not: calls a function.
__global__ void calls(int *out, int n)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n)
        fill<<<1, 32>>>(out, note_of(s), 32);
}

// Not: a loop.
__global__ void loops(int *out, int n)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    for (int k = 0; k < 2; k++)
        if (s < n)
            fill<<<1, 32>>>(out, (2 * s + k) * 32, 32);
}

// Not: the child's grid differs per thread.
__global__ void per_thread(int *out, int n)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n)
        fill<<<s + 1, 32>>>(out, 0, 32 * (s + 1));
}

// Not: the size's local is assigned again.
__global__ void assigned(int *out, int n, int per)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    int count = per;
    if (s % 2)
        count = 2 * per;
    if (s < n)
        fill<<<(count + 31) / 32, 32>>>(out, s * 64, count);
}

// Not: floating point in the size.
__global__ void rounded(int *out, int n, float scale)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n)
        fill<<<(int)(scale * 4.0f), 32>>>(out, s * 32, 32);
}

// Hoisted by --hoist and -O: one lane a block launches, a grid of the blocks alone.
__global__ void one_lane(int *out, int per)
{
    if (threadIdx.x == 0)
        fill<<<dim3(per / 32), dim3(32)>>>(out, blockIdx.x * per, per);
}

// Hoisted by --hoist and -O: the threads past the bound leave first.
__global__ void exits(int *out, int n, int per)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s >= n)
        return;
    fill<<<(per + 31) / 32, 32>>>(out, s * per, per);
}

int main()
{
    int *out, *sizes;
    cudaMalloc((void **)&out, 1 << 20);
    cudaMalloc((void **)&sizes, 1 << 10);
    strips<<<2, 8>>>(out, 16, 8);
    from_memory<<<1, 16>>>(out, sizes, 16);
    calls<<<1, 16>>>(out, 16);
    loops<<<1, 16>>>(out, 16);
    per_thread<<<1, 16>>>(out, 16);
    assigned<<<1, 16>>>(out, 16, 8);
    rounded<<<1, 16>>>(out, 16, 1.5f);
    one_lane<<<4, 64>>>(out, 64);
    exits<<<1, 32>>>(out, 20, 64);
    cudaDeviceSynchronize();
    return 0;
}
