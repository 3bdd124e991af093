// The persistent worklists' counts (docs/guide.md, "Known wrong results":
// counts past 2^32), correct as written; run as written and under
// --remove=t1, t2 and auto (run-overflow.sh), each must print "ok".
//  - big: a grid of 2^32 threads (4,194,304 blocks of 1,024), one thread in
//    2^24 launching (256 launches): the worklists' capacity, one launch a
//    thread, was 2^32 in 32 bits, 0.
//  - many: 64 launches of 2^26 + 1 blocks each, 2^32 + 64 child blocks in
//    all: the lists counted them in the low 32 bits of launches << 32 |
//    blocks, which carried into the launches.
#include <cstdio>

__global__ void small(int *out, unsigned int k)
{
    out[k * 32u + threadIdx.x] = (int)k + 1;
}

__global__ void big(int *out)
{
    const unsigned long long tid = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
    if ((tid & 0xffffffull) == 0ull)
        small<<<1, 32, 0, cudaStreamFireAndForget>>>(out, (unsigned int)(tid >> 24));
}

__global__ void counted(unsigned long long *hits, unsigned int k)
{
    if ((blockIdx.x & 0xfffffu) == 0u)
        atomicAdd(&hits[2u * k], 1ull);
    if (blockIdx.x == gridDim.x - 1u)
        atomicAdd(&hits[2u * k + 1u], 1ull);
}

__global__ void many(unsigned long long *hits)
{
    const unsigned int k = blockIdx.x * blockDim.x + threadIdx.x;
    counted<<<(1u << 26) + 1u, 1, 0, cudaStreamFireAndForget>>>(hits, k);
}

int main()
{
    int *out, host_out[256 * 32];
    unsigned long long *hits, host_hits[128];
    cudaMalloc(&out, sizeof host_out);
    cudaMalloc(&hits, sizeof host_hits);
    cudaMemset(out, 0, sizeof host_out);
    cudaMemset(hits, 0, sizeof host_hits);
    big<<<4194304, 1024>>>(out);
    cudaError_t e1 = cudaDeviceSynchronize();
    many<<<2, 32>>>(hits);
    cudaError_t e2 = cudaDeviceSynchronize();
    cudaMemcpy(host_out, out, sizeof host_out, cudaMemcpyDeviceToHost);
    cudaMemcpy(host_hits, hits, sizeof host_hits, cudaMemcpyDeviceToHost);
    int big_right = 0, many_right = 0;
    for (int i = 0; i < 256 * 32; i++)
        big_right += host_out[i] == i / 32 + 1;
    // Blocks 0, 2^20, ..., 2^26 of 2^26 + 1: 65; the last block once.
    for (int k = 0; k < 64; k++)
        many_right += host_hits[2 * k] == 65ull && host_hits[2 * k + 1] == 1ull;
    const bool ok = e1 == cudaSuccess && e2 == cudaSuccess && big_right == 256 * 32 && many_right == 64;
    printf("%s (%s, %s): big %d of %d right, many %d of 64 right (launch 0: %llu %llu)\n", ok ? "ok" : "WRONG",
           cudaGetErrorString(e1), cudaGetErrorString(e2), big_right, 256 * 32, many_right, host_hits[0],
           host_hits[1]);
    return ok ? 0 : 1;
}
