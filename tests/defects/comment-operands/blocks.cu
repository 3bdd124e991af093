// Each thread of the parent launches a child grid whose size it computed
// with a comment between the operands; the children count their threads.
// Run as written and as dpopt writes it, the counts must agree
// (tests/defects/comment-operands).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void count_threads(unsigned *total) { atomicAdd(total, 1u); }

__global__ void parent(unsigned *totals)
{
    int m = 0;
    m = /* the lane's share */ threadIdx.x % 4;
    count_threads<<<m + 1, 32>>>(&totals[0]);
    int g = 1;
    g += /* the lane's share */ threadIdx.x % 3;
    count_threads<<<g, 32>>>(&totals[1]);
}

int main()
{
    unsigned *totals, host[2];
    cudaMalloc(&totals, sizeof host);
    cudaMemset(totals, 0, sizeof host);
    parent<<<2, 64>>>(totals);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(host, totals, sizeof host, cudaMemcpyDeviceToHost);
    /* 128 threads: m + 1 is 1..4 (32 threads each), g is 1..3 (43, 43, 42) */
    unsigned want0 = 32u * 32u * (1 + 2 + 3 + 4), want1 = 32u * (43u * 1 + 43u * 2 + 42u * 3);
    printf("%s: %u and %u child threads (want %u and %u)\n",
           e == cudaSuccess && host[0] == want0 && host[1] == want1 ? "PASS" : "FAIL", host[0], host[1], want0, want1);
    return host[0] == want0 && host[1] == want1 ? 0 : 1;
}
