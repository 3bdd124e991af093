// A thread that fills a buffer with one child and reads it with the next,
// both in the NULL stream, where the second runs after the first; the
// reader launches a kernel itself, so removal leaves it as written.
__global__ void leaf(unsigned *buf) { buf[threadIdx.x] += 1; }
__global__ void fill(unsigned *buf, unsigned tag) { buf[threadIdx.x] = tag + threadIdx.x; }
__global__ void consume(unsigned *buf, unsigned *acc)
{
    atomicAdd(&acc[threadIdx.x], buf[threadIdx.x]);
    if (threadIdx.x == 0)
        leaf<<<1, 32>>>(buf);
}
__global__ void parent(unsigned *bufs, unsigned *acc)
{
    unsigned *buf = bufs + 32 * blockIdx.x;
    if (threadIdx.x == 0) {
        fill<<<1, 32>>>(buf, blockIdx.x);
        consume<<<1, 32>>>(buf, acc);
    }
}

#include <cstdio>
int main(void)
{
    unsigned *bufs, *acc, h[32];
    cudaMalloc(&bufs, 64 * 32 * sizeof(unsigned));
    cudaMalloc(&acc, 32 * sizeof(unsigned));
    cudaMemset(bufs, 0, 64 * 32 * sizeof(unsigned));
    cudaMemset(acc, 0, 32 * sizeof(unsigned));
    parent<<<64, 32>>>(bufs, acc);
    cudaMemcpy(h, acc, sizeof h, cudaMemcpyDeviceToHost);
    unsigned long long sum = 0;
    for (int i = 0; i < 32; i++)
        sum += h[i] * (i + 1ull);
    printf("checksum %llu (%s)\n", sum, cudaGetErrorString(cudaGetLastError()));
    return 0;
}
