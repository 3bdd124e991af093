__device__ int bin_of(int key) { return (key * 2654435761u) >> 28; }
__global__ void histogram_bin(const int *keys, int *bins, int begin, int end)
{
    int i = begin + blockIdx.x * blockDim.x + threadIdx.x;
    if (i < end)
        atomicAdd(&bins[bin_of(keys[i])], 1);
}
