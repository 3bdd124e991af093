// From the differential tester (seed 11, programs 583 and 518; minimised by
// hand). In `spawner`, lane 0 alone runs warp batches in a loop of a device
// function while the other lanes go on to the two launches of the while
// loop; lane 0 then joins them. On an H100 (CUDA 13) their warp barriers
// paired with the wrong batch's: lanes wrote records into another batch,
// and the fused grid read a tag as a pointer (cudaErrorIllegalAddress).
#include <cuda_runtime.h>
__global__ void child(unsigned *acc, unsigned tag, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&acc[(tag + i) % 64u], 1u);
}
__global__ void fill(unsigned *buf, unsigned tag) { buf[threadIdx.x] = tag + threadIdx.x; }
__global__ void drain(unsigned *buf, unsigned *acc)
{
    atomicAdd(&acc[buf[threadIdx.x] % 64u], 1u);
    __syncthreads();
    if (threadIdx.x == 0)
        cudaFree(buf);
}
__device__ void spawn(unsigned *acc, unsigned tag)
{
    child<<<1, 32, 0, cudaStreamFireAndForget>>>(acc, tag, 32);
}
__global__ void spawner(unsigned *acc, const int *data)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int d = data[i];
    if ((threadIdx.x & 31) == 0)
        for (int j = 0; j < 1 + d % 3; j++)
            spawn(acc, 7919u + (unsigned)i * 31u + (unsigned)j * 1000003u);
    int j = 0;
    while (j < 1 + (int)(blockIdx.x % 3)) {
        unsigned *buf;
        if (cudaMalloc((void **)&buf, 32 * sizeof(unsigned)) == cudaSuccess) {
            fill<<<1, 32>>>(buf, 23757u + (unsigned)i * 31u);
            drain<<<1, 32>>>(buf, acc);
        }
        j++;
    }
}
// Two launches each run once per thread: a lane may still meet both.
__global__ void two_sites(unsigned *acc, const int *data)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (data[i] & 1)
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(acc, (unsigned)i, 32);
    if (data[i] & 2)
        child<<<2, 32, 0, cudaStreamFireAndForget>>>(acc, (unsigned)i * 3u, 64);
}
// The kernel's own warp-wide operation could meet the batch's barriers.
__global__ void balloting(unsigned *acc, const int *data)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned odd = __ballot_sync(0xffffffffu, (data[i] & 1) != 0);
    if (data[i] & 1)
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(acc, odd, 32);
}
// One launch, once per thread, in the kernel: a warp batch.
__global__ void once(unsigned *acc, const int *data)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (data[i] & 1)
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(acc, (unsigned)i, 32);
}
// A tail launch through a warp batch, beside the grid's own fire-and-forget
// launches, hung on an H100 (seed 11 program 543): stays as written.
__global__ void tail_once(unsigned *acc, const int *data)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0)
        child<<<1, 32, 0, cudaStreamTailLaunch>>>(acc, (unsigned)i, 32);
    for (int j = 0; j < data[i] % 3; j++)
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(acc, (unsigned)(i + j), 32);
}
int main()
{
    unsigned *acc = nullptr;
    int *data = nullptr;
    cudaMalloc(&acc, 64 * sizeof(unsigned));
    cudaMalloc(&data, 256 * sizeof(int));
    cudaMemset(data, 0, 256 * sizeof(int));
    spawner<<<2, 32>>>(acc, data);
    two_sites<<<2, 64>>>(acc, data);
    balloting<<<2, 64>>>(acc, data);
    once<<<2, 64>>>(acc, data);
    tail_once<<<2, 64>>>(acc, data);
    return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
