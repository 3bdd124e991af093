// Launches inside loops at grid granularity: each thread keeps a record
// for each launch of its loop (up to dpopt's count, the rest launched as
// written) where the stream orders none of them.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void add_one(unsigned *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&x[i], 1u);
}

__global__ void add_shared(unsigned *x)
{
    __shared__ unsigned part[64];
    part[threadIdx.x] = threadIdx.x;
    __syncthreads();
    atomicAdd(&x[threadIdx.x], part[63 - threadIdx.x]);
}

// A grid-stride loop: each thread launches once per row it walks.
__global__ void rows_fire(unsigned *x, const int *len, int rows)
{
    for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < rows; r += gridDim.x * blockDim.x)
        if (len[r] > 0)
            add_one<<<(len[r] + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(x + 64 * r, len[r]);
}

// The block's NULL stream orders a thread's launches: refused.
__global__ void rows_ordered(unsigned *x, const int *len, int rows)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    for (int k = 0; k < 3 && r < rows; k++)
        add_one<<<1, 32>>>(x + 64 * r, len[r]);
}

// A child with barriers: its block must be the same in every launch, a
// constant here.
__global__ void times_shared(unsigned *x, int times)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    for (int k = 0; k < times; k++)
        add_shared<<<1, 64, 0, cudaStreamFireAndForget>>>(x + 64 * t);
}

// ... and a block from a parameter the kernel never writes: the same at
// every launch of the grid, as a constant.
__global__ void times_shared_sized(unsigned *x, int times, int block)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    for (int k = 0; k < times; k++)
        add_shared<<<1, block, 0, cudaStreamFireAndForget>>>(x + 64 * t);
}

// A block named by a macro, through a local never written again: the same
// at every launch of the loop.
#define SHARED_BLOCK 64
__global__ void times_shared_named(unsigned *x, int times)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    for (int k = 0; k < times; k++) {
        const int block = SHARED_BLOCK;
        add_shared<<<1, block, 0, cudaStreamFireAndForget>>>(x + 64 * t);
    }
}

// ... refused where the local is written: a later iteration launches
// another block.
__global__ void times_shared_written(unsigned *x, int times)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int block = SHARED_BLOCK;
    for (int k = 0; k < times; k++) {
        add_shared<<<1, block, 0, cudaStreamFireAndForget>>>(x + 64 * t);
        block = 32;
    }
}

// ... where a reference may write it,
__global__ void times_shared_aliased(unsigned *x, int times)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int block = SHARED_BLOCK;
    int &alias = block;
    for (int k = 0; k < times; k++) {
        add_shared<<<1, block, 0, cudaStreamFireAndForget>>>(x + 64 * t);
        alias = 32;
    }
}

// ... and where the macro's definitions differ.
#ifdef SMALL_BLOCKS
#define EITHER_BLOCK 32
#else
#define EITHER_BLOCK 64
#endif
__global__ void times_shared_either(unsigned *x, int times)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    for (int k = 0; k < times; k++)
        add_shared<<<1, EITHER_BLOCK, 0, cudaStreamFireAndForget>>>(x + 64 * t);
}

// Arguments of a launch in a grid loop: one built of parameters the kernel
// never writes keeps its value from iteration to iteration, so the grid's
// launches share it (an argument of the fused launch); one the loop
// changes goes in each launch's record.
__global__ void add_by(unsigned *x, int n, unsigned by)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&x[i], by);
}

__global__ void rows_by(unsigned *x, const int *len, int rows, unsigned by, unsigned step)
{
    for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < rows; r += gridDim.x * blockDim.x)
        if (len[r] > 0)
            add_by<<<(len[r] + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(x + 64 * r, len[r], (by + step) * 2u);
}

__global__ void rows_by_growing(unsigned *x, const int *len, int rows, unsigned by)
{
    for (int r = blockIdx.x * blockDim.x + threadIdx.x; r < rows; r += gridDim.x * blockDim.x) {
        if (len[r] > 0)
            add_by<<<(len[r] + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(x + 64 * r, len[r], by);
        by += 1u;
    }
}

int main()
{
    unsigned *x;
    int *len;
    cudaMalloc(&x, 64 * 256 * sizeof(unsigned));
    cudaMalloc(&len, 256 * sizeof(int));
    cudaMemset(x, 0, 64 * 256 * sizeof(unsigned));
    cudaMemset(len, 0, 256 * sizeof(int));
    rows_fire<<<2, 32>>>(x, len, 256);
    rows_ordered<<<2, 32>>>(x, len, 64);
    times_shared<<<2, 32>>>(x, 6);
    times_shared_sized<<<2, 32>>>(x, 2, 64);
    times_shared_named<<<2, 32>>>(x, 3);
    times_shared_written<<<2, 32>>>(x, 3);
    times_shared_aliased<<<2, 32>>>(x, 3);
    times_shared_either<<<2, 32>>>(x, 3);
    rows_by<<<2, 32>>>(x, len, 256, 1u, 2u);
    rows_by_growing<<<2, 32>>>(x, len, 256, 1u);
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
