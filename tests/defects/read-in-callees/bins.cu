// The kernels driver.cu launches, with what they call of this file.
#include <cstdio>
#include <cuda_runtime.h>

__device__ unsigned int mix(unsigned int h) { return h ^ (h >> 16); }

// Two deep: histogram_bin calls bin_of, which calls mix.
__device__ int bin_of(int key) { return (int)(mix((unsigned int)key * 2654435761u) >> 28); }

__global__ void histogram_bin(const int *keys, int *bins, int begin, int end)
{
    int i = begin + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < end)
        atomicAdd(&bins[bin_of(keys[i])], 1);
}

__device__ int row_mark(int row) { return row * 3 + 1; }

// A kernel of this file that mark_rows launches.
__global__ void mark_leaf(int *marks, int from, int count, int mark)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < count)
        marks[from + i] = mark;
}

__global__ void mark_rows(int *marks, int row, int width)
{
    if (threadIdx.x == 0)
        mark_leaf<<<(width + 31) / 32, 32>>>(marks, row * width, width, row_mark(row));
}
