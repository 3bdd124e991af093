#include <cstdio>
#define W 1024
__global__ void c_read(unsigned int *out, const unsigned int *data, int who)
{
    atomicAdd(&out[(who * 37 + threadIdx.x) % W], data[who] == 0u ? 1u : 1000u);
}
// Odd threads create a stream of their own; even threads keep the tail
// stream, whose child runs after the whole grid, so it sees what the
// thread writes after the launch.
__global__ void p_tail(unsigned int *out, unsigned int *data, int n, int spin)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n)
        return;
    cudaStream_t s = cudaStreamTailLaunch;
    if (t & 1)
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    c_read<<<1, 32, 0, s>>>(out, data, t);
    if (t & 1)
        cudaStreamDestroy(s);
    unsigned int v = t + 1;
    for (int k = 0; k < spin; k++)
        v = v * 1664525u + 1013904223u;
    if (!(t & 1))
        data[t] = v | 1u;
}
int main()
{
    unsigned int *out, *data;
    cudaMalloc(&out, W * sizeof(unsigned));
    cudaMalloc(&data, 256 * sizeof(unsigned));
    cudaMemset(out, 0, W * sizeof(unsigned));
    cudaMemset(data, 0, 256 * sizeof(unsigned));
    p_tail<<<2, 64>>>(out, data, 100, 400000);
    cudaDeviceSynchronize();
    unsigned h[W];
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    unsigned long long total = 0;
    for (int i = 0; i < W; i++) total += h[i];
    printf("%s total %llu (even threads' readers see their data: 50*32*1000 + odd 50*32*{1 or 1000})\n", cudaGetErrorString(cudaGetLastError()), total);
}
