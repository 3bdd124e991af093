// Child grids whose blocks pass 32 bits: (2^31 - 1) x 2 blocks (2^32 - 2,
// more than a fused grid's 2^31 - 1), exactly 2^32 (2^30 x 4: counted 0 in
// 32 bits), (2^31 - 1) x 3 (counted 2^31 - 3 in 32 bits, which a batch
// takes and then runs a third of) and one CUDA refuses (1 x 70,000), each
// of one-thread blocks. Correct as written; every strategy must print the
// same counts (tests/runtime/gpu-wide-grids.sh). Each block whose linear
// index is a multiple of 2^20 counts once in hits[0] of its launch, each
// of the first 8 blocks once in hits[1] (a block run twice counts twice).
#include <cstdio>

__global__ void child(unsigned long long *hits)
{
    const unsigned long long b =
        blockIdx.x + (unsigned long long)gridDim.x * (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
    if ((b & 0xfffffull) == 0ull)
        atomicAdd(&hits[0], 1ull);
    if (b < 8ull)
        atomicAdd(&hits[1], 1ull);
}

__global__ void parent(unsigned long long *hits)
{
    if (threadIdx.x == 0) {
        child<<<dim3(0x7fffffffu, 2), 1, 0, cudaStreamFireAndForget>>>(hits);     // 2^32 - 2 blocks
        child<<<dim3(1u << 30, 4), 1, 0, cudaStreamFireAndForget>>>(hits + 2);    // 2^32 blocks
        child<<<dim3(0x7fffffffu, 3), 1, 0, cudaStreamFireAndForget>>>(hits + 4); // 3 x (2^31 - 1) blocks
        child<<<dim3(1, 70000), 32, 0, cudaStreamFireAndForget>>>(hits + 6);      // y past 65,535: refused
    }
}

int main()
{
    unsigned long long *hits, host[8];
    cudaMalloc(&hits, sizeof host);
    cudaMemset(hits, 0, sizeof host);
    parent<<<1, 32>>>(hits);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(host, hits, sizeof host, cudaMemcpyDeviceToHost);
    // Multiples of 2^20 below each count: ceil((2^32 - 2) / 2^20) = 4096,
    // 2^32 / 2^20 = 4096, ceil(3 x (2^31 - 1) / 2^20) = 6144; 8 first
    // blocks each; the refused grid runs nothing.
    const unsigned long long want[8] = {4096, 8, 4096, 8, 6144, 8, 0, 0};
    bool ok = e == cudaSuccess;
    for (int i = 0; i < 8; i++)
        ok = ok && host[i] == want[i];
    printf("%s (%s): (2^31-1)x2: %llu %llu, 2^30x4: %llu %llu, (2^31-1)x3: %llu %llu, 1x70000: %llu %llu\n",
           ok ? "PASS" : "FAIL", cudaGetErrorString(e), host[0], host[1], host[2], host[3], host[4], host[5], host[6],
           host[7]);
    return ok ? 0 : 1;
}
