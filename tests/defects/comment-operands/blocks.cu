// Each thread of the parent launches a child grid whose size it computed
// with a comment between the operands; every child thread adds what it
// sees of its grid (gridDim.x * 1000 + blockIdx.x).
// Run as written and as dpopt writes it, the counts must agree
// (tests/defects/comment-operands).
#include <cstdio>
#include <cuda_runtime.h>

__global__ void count_threads(unsigned *total) { atomicAdd(total, gridDim.x * 1000u + blockIdx.x); }

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
    /* What each of the 128 parent threads' children add, computed here. */
    unsigned want0 = 0, want1 = 0;
    for (int t = 0; t < 128; t++) {
        unsigned m = (unsigned)(t % 64) % 4 + 1, g = 1 + (unsigned)(t % 64) % 3;
        for (unsigned b = 0; b < m; b++)
            want0 += 32u * (m * 1000u + b);
        for (unsigned b = 0; b < g; b++)
            want1 += 32u * (g * 1000u + b);
    }
    printf("%s: the children added %u and %u (want %u and %u)\n",
           e == cudaSuccess && host[0] == want0 && host[1] == want1 ? "PASS" : "FAIL", host[0], host[1], want0, want1);
    return host[0] == want0 && host[1] == want1 ? 0 : 1;
}
