// Every lane launches, in one of three exclusive branches (an if/else if/else,
// a switch without fallthrough, nested ifs): the lanes of one warp diverge between
// them, each meeting one launch. Launches in a loop around the branches, or
// in two ifs one after the other, may both be made by one lane: they stay.
#include <cstdio>
__global__ void put(int *out, int v) { out[threadIdx.x] = v; }
__global__ void add(int *out, int v) { out[threadIdx.x] += v; }
__global__ void branches(int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int *slot = out + i * 32;
    if (i % 3 == 0)
        put<<<1, 32>>>(slot, 1);
    else if (i % 3 == 1)
        put<<<1, 32>>>(slot, 2);
    else
        put<<<1, 32>>>(slot, 3);
}
__global__ void cases(int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int *slot = out + i * 32;
    switch (i % 4) {
    case 0: put<<<1, 32>>>(slot, 4); break;
    case 1: put<<<1, 32>>>(slot, 5); break;
    default: put<<<1, 32>>>(slot, 6); break;
    }
}
__global__ void fallthrough(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    switch (i % 2) {
    case 0: add<<<1, 32>>>(out, 1);
    default: add<<<1, 32>>>(out, 2);
    }
}
__global__ void looped(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    for (int k = 0; k < n; k++) {
        if ((i + k) % 2)
            add<<<1, 32>>>(out, 1);
        else
            add<<<1, 32>>>(out, 2);
    }
}
__global__ void sequential(int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i % 2)
        add<<<1, 32>>>(out, 1);
    if (i % 3)
        add<<<1, 32>>>(out, 2);
}
__global__ void jumped(int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int round = 0;
again:
    if (i % 2 == round)
        add<<<1, 32>>>(out, 1);
    else
        add<<<1, 32>>>(out, 2);
    if (++round < 2)
        goto again;
}
__global__ void nested(int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int *slot = out + i * 32;
    if (i % 2 == 0) {
        if (i % 4 == 0)
            put<<<1, 32>>>(slot, 7);
        else
            put<<<1, 32>>>(slot, 8);
    } else {
        put<<<1, 32>>>(slot, 9);
    }
}
int main()
{
    const int threads = 128, n = threads * 32;
    int *out, host[n];
    cudaMalloc(&out, sizeof host);
    branches<<<2, threads / 2>>>(out);
    cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        if (host[i] != 1 + (i / 32) % 3) { printf("FAIL branches [%d] = %d\n", i, host[i]); return 1; }
    cases<<<2, threads / 2>>>(out);
    cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
        int c = (i / 32) % 4, e = c == 0 ? 4 : c == 1 ? 5 : 6;
        if (host[i] != e) { printf("FAIL cases [%d] = %d\n", i, host[i]); return 1; }
    }
    nested<<<2, threads / 2>>>(out);
    cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
        int t = i / 32, e = t % 2 ? 9 : t % 4 == 0 ? 7 : 8;
        if (host[i] != e) { printf("FAIL nested [%d] = %d\n", i, host[i]); return 1; }
    }
    printf("PASS\n");
    return 0;
}
