// A parent grid whose blocks pass 32 bits, (2^31 - 1) x 3 one-thread blocks
// (counted 2^31 - 3 in 32 bits: a grid-wide batch then took its "last"
// block to be one a third of the way in, and the real last ones' launches
// were never made), then grids of 64 blocks, which must find the kernel's
// batch state clean. The blocks whose linear index is a multiple of
// `every`, and the last, each launch a child of 32 threads that counts
// them. Correct as written; every strategy must print the same counts
// (tests/runtime/gpu-wide-grids.sh).
#include <cstdio>

__global__ void child(unsigned long long *hits) { atomicAdd(hits, 1ull); }

__global__ void parent(unsigned long long *hits, unsigned long long every)
{
    const unsigned long long blocks = (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
    const unsigned long long b =
        blockIdx.x + (unsigned long long)gridDim.x * (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
    if (threadIdx.x == 0 && (b % every == 0ull || b == blocks - 1ull))
        child<<<1, 32>>>(hits);
}

int main()
{
    unsigned long long *hits, host[3];
    cudaMalloc(&hits, sizeof host);
    cudaMemset(hits, 0, sizeof host);
    parent<<<dim3(0x7fffffffu, 3), 1>>>(hits, 1ull << 30); // 6,442,450,941 blocks: 6 multiples and the last
    cudaError_t e = cudaDeviceSynchronize();
    for (int run = 1; run < 3 && e == cudaSuccess; run++) {
        parent<<<64, 1>>>(hits + run, 1ull); // every block
        e = cudaDeviceSynchronize();
    }
    cudaMemcpy(host, hits, sizeof host, cudaMemcpyDeviceToHost);
    const unsigned long long want[3] = {7 * 32, 64 * 32, 64 * 32};
    const bool ok = e == cudaSuccess && host[0] == want[0] && host[1] == want[1] && host[2] == want[2];
    printf("%s (%s): wide parent %llu of %llu, then 64 blocks %llu and %llu of %llu\n", ok ? "PASS" : "FAIL",
           cudaGetErrorString(e), host[0], want[0], host[1], host[2], want[1]);
    return ok ? 0 : 1;
}
