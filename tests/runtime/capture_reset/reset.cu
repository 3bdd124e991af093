// A CDP program that resets the device between two runs of the same work.
#include <cstdio>
#ifndef N
#define N 1000 // launches a grid: within the 2,048 pending launches CDP allows
#endif
#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    printf("FAIL: %s: %s (line %d)\n", #x, cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void child(int *out, int base, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&out[(base + i) % 1024], base + i);
}

__global__ void parent(int *out, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {
        int m = 1 + t % 70;
        child<<<(m + 31) / 32, 32>>>(out, t, m);
    }
}

static int run(int n, int round)
{
    int *out;
    CHECK(cudaMalloc(&out, 1024 * sizeof(int)));
    CHECK(cudaMemset(out, 0, 1024 * sizeof(int)));
    parent<<<(n + 127) / 128, 128>>>(out, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    int host[1024];
    long long want[1024] = {0};
    CHECK(cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost));
    for (int t = 0; t < n; t++)
        for (int i = 0; i < 1 + t % 70; i++)
            want[(t + i) % 1024] += t + i;
    for (int k = 0; k < 1024; k++)
        if ((int)want[k] != host[k]) {
            printf("FAIL: round %d: slot %d: %d, want %d\n", round, k, host[k], (int)want[k]);
            return 1;
        }
    CHECK(cudaFree(out));
    return 0;
}

int main()
{
    if (run(N, 0))
        return 1;
    CHECK(cudaDeviceReset());
    if (run(N + N / 2, 1))
        return 1;
    printf("PASS\n");
    return 0;
}
