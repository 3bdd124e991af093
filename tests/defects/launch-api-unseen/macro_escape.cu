// parent handed out by a macro, then launched through a function pointer into another stream.
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
#define PARENT_KERNEL parent
int main()
{
    const int tile = 64; int *data, *hist; cudaStream_t s;
    cudaMalloc(&data, 8 * 64 * tile * sizeof(int)); cudaMalloc(&hist, 16 * sizeof(int));
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    parent<<<8, 64>>>(data, tile, hist);
    auto k = PARENT_KERNEL;
    k<<<8, 64, 0, s>>>(data, tile, hist);
    cudaDeviceSynchronize();
    return 0;
}
