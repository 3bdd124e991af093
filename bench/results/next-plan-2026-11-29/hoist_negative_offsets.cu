// --hoist over offsets (docs/guide.md, "Known wrong results": counts past
// 2^32, `offset_walk_count`): int offsets starting negative, -1,100,000,000,
// 0, 1,100,000,000. Each child's count fits an int; offsets[2] - offsets[0]
// does not (the int subtraction overflowed to a count near 2^64: the walk
// never ended). Correct as written; as written and under --hoist
// (run-overflow.sh) it must print "ok".
#include <cstdio>

__global__ void edges(int count, unsigned long long *hits, int v)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x; // below 1,100,000,000 here: an int holds it
    if (j < count) {
        if ((j & 0xfffff) == 0)
            atomicAdd(&hits[2 * v], 1ull);
        if (j == count - 1)
            atomicAdd(&hits[2 * v + 1], (unsigned long long)j);
    }
}

__global__ void csr(const int *row, int n, unsigned long long *hits)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n) {
        int degree = row[v + 1] - row[v];
        if (degree > 0)
            edges<<<(degree + 255) / 256, 256, 0, cudaStreamFireAndForget>>>(degree, hits, v);
    }
}

int main()
{
    const int host_row[3] = {-1100000000, 0, 1100000000};
    int *row;
    unsigned long long *hits, host[4];
    cudaMalloc(&row, sizeof host_row);
    cudaMalloc(&hits, sizeof host);
    cudaMemcpy(row, host_row, sizeof host_row, cudaMemcpyHostToDevice);
    cudaMemset(hits, 0, sizeof host);
    csr<<<1, 32>>>(row, 2, hits);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(host, hits, sizeof host, cudaMemcpyDeviceToHost);
    // 1,100,000,000 threads a child: multiples of 2^20 below it, 1,050; the last, 1,099,999,999.
    bool ok = e == cudaSuccess;
    for (int v = 0; v < 2; v++)
        ok = ok && host[2 * v] == 1050ull && host[2 * v + 1] == 1099999999ull;
    printf("%s (%s): %llu %llu, %llu %llu\n", ok ? "ok" : "WRONG", cudaGetErrorString(e), host[0], host[1], host[2],
           host[3]);
    return ok ? 0 : 1;
}
