__device__ int later_bin(int key);

__device__ int bin_of(int key) { return later_bin(key) & 15; }

__device__ int later_bin(int key) { return (int)(((unsigned int)key * 2654435761u) >> 28); }

__global__ void count_even(const int *keys, int *bins, int n)
{
    int i = 2 * (blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n)
        atomicAdd(&bins[bin_of(keys[i])], 1);
}

__global__ void count_odd(const int *keys, int *bins, int n)
{
    int i = 2 * (blockIdx.x * blockDim.x + threadIdx.x) + 1;
    if (i < n)
        atomicAdd(&bins[bin_of(keys[i])], 1);
}
