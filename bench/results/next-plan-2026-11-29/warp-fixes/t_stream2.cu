#include <cstdio>
#define W 1024
// Slow on purpose: its writes land late.
__global__ void c_fill(unsigned int *buf, int who)
{
    unsigned int v = who + threadIdx.x + 1;
    for (int k = 0; k < 400000; k++)
        v = v * 1664525u + 1013904223u;
    buf[who * 32 + threadIdx.x] = v | 1u;
}
__global__ void c_use(unsigned int *out, const unsigned int *buf, int who)
{
    atomicAdd(&out[(who * 37 + threadIdx.x) % W], buf[who * 32 + threadIdx.x] == 0u ? 1u : 1000u);
}
// A stream created on odd threads only; even threads launch into their
// NULL stream, then launch a reader there, which waits for the fill.
__global__ void p_stream(unsigned int *out, unsigned int *buf, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n)
        return;
    cudaStream_t s = 0;
    if (t & 1)
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    c_fill<<<1, 32, 0, s>>>(buf, t);
    if (t & 1)
        cudaStreamDestroy(s);
    else
        c_use<<<1, 32>>>(out, buf, t);
}
int main()
{
    unsigned int *out, *buf;
    cudaMalloc(&out, W * sizeof(unsigned));
    cudaMalloc(&buf, 200 * 32 * sizeof(unsigned));
    cudaMemset(out, 0, W * sizeof(unsigned));
    cudaMemset(buf, 0, 200 * 32 * sizeof(unsigned));
    p_stream<<<2, 64>>>(out, buf, 100);
    cudaDeviceSynchronize();
    unsigned h[W];
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    unsigned long long total = 0;
    for (int i = 0; i < W; i++) total += h[i];
    printf("%s total %llu (50 readers x 32 threads, 1000 each if the fill was seen)\n", cudaGetErrorString(cudaGetLastError()), total);
}
