// Not an escape: runtime queries and attributes of parent launch nothing; a local named like a kernel is not it.
#include <cstdio>
__global__ void child(const int* data, int n, int* hist)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(&hist[data[i] & 15], 1);
}
__global__ void parent(const int* data, int tile, int* hist)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    child<<<(tile + 63) / 64, 64>>>(data + t * tile, tile, hist);
}
__device__ __host__ int depth_of(const int* parent) { return parent ? parent[0] : 0; }
int main()
{
    const int tile = 64; int *data, *hist; cudaStream_t s;
    cudaMalloc(&data, 8 * 64 * tile * sizeof(int)); cudaMalloc(&hist, 16 * sizeof(int));
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    parent<<<8, 64>>>(data, tile, hist);
    cudaFuncSetAttribute(parent, cudaFuncAttributeMaxDynamicSharedMemorySize, 0);
    cudaFuncSetAttribute((const void*)parent, cudaFuncAttributePreferredSharedMemoryCarveout, 50);
    cudaFuncAttributes attr;
    cudaFuncGetAttributes(&attr, parent);
    cudaFuncSetCacheConfig(parent, cudaFuncCachePreferL1);
    int blocks = 0;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, parent, 64, 0);
    int min_grid = 0, block = 0;
    cudaOccupancyMaxPotentialBlockSize(&min_grid, &block, parent, 0, 0);
    cudaFuncGetAttributes(&attr, reinterpret_cast<const void*>(&parent));
    int child = depth_of(nullptr);
    (void)child;
    cudaDeviceSynchronize();
    return 0;
}
