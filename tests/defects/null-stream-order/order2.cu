// A producer left as written (it launches a kernel itself) and a consumer
// after it in the NULL stream, which runs after the producer is done.
__global__ void leaf(unsigned *buf) { buf[threadIdx.x] += 0; }
__global__ void produce(unsigned *buf, unsigned tag)
{
    buf[threadIdx.x] = tag + threadIdx.x;
    if (threadIdx.x == 0)
        leaf<<<1, 32>>>(buf);
}
__global__ void consume(unsigned *buf, unsigned *acc) { atomicAdd(&acc[threadIdx.x], buf[threadIdx.x]); }
__global__ void parent(unsigned *bufs, unsigned *acc)
{
    unsigned *buf = bufs + 32 * blockIdx.x;
    if (threadIdx.x == 0) {
        produce<<<1, 32>>>(buf, blockIdx.x);
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
