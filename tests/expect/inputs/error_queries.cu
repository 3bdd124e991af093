// Device-side error queries after launches (tests/expect/error_queries.expect):
// where every launch of a kernel is made at the end of its block and
// nothing else in it calls the device runtime, a query in its body can only
// find cudaSuccess; where something may set an error first, it stays.
#include <cstdio>
__device__ unsigned out[256];
__device__ unsigned errors;
__global__ void child(int base, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&out[(base + i) % 256], 1u);
}
// compared with cudaSuccess
__global__ void checked(int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    child<<<(t % 3) + 1, 32>>>(t, n);
    if (cudaGetLastError() != cudaSuccess)
        atomicAdd(&errors, 1u);
}
// kept in a variable, then compared
__global__ void peeked(int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    child<<<1, 64>>>(t * 5, n);
    cudaError_t e = cudaPeekAtLastError();
    if (e != cudaSuccess)
        atomicAdd(&errors, 2u);
}
// a device-side allocation first: its failure would be the query's answer
__global__ void allocates(int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int *scratch = nullptr;
    cudaMalloc(&scratch, sizeof(int));
    child<<<1, 32>>>(t * 7, n);
    if (cudaGetLastError() != cudaSuccess)
        atomicAdd(&errors, 4u);
    cudaFree(scratch);
}
// a launch in a loop: one past the records it keeps is made as written there
__global__ void loops(int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    for (int k = 0; k < t % 3; k++) {
        child<<<1, 32>>>(t + k, n);
        if (cudaGetLastError() != cudaSuccess)
            atomicAdd(&errors, 8u);
    }
}
__device__ void launch_more(int t, int n) { child<<<1, 16>>>(t * 11, n); }
// a function it calls launches
__global__ void calls_launcher(int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    child<<<1, 32>>>(t * 13, n);
    launch_more(t, n);
    if (cudaGetLastError() != cudaSuccess)
        atomicAdd(&errors, 16u);
}
int main()
{
    checked<<<2, 64>>>(40);
    peeked<<<1, 32>>>(50);
    allocates<<<1, 32>>>(30);
    loops<<<1, 32>>>(20);
    calls_launcher<<<1, 32>>>(25);
    cudaDeviceSynchronize();
    unsigned h[256], e = 0;
    cudaMemcpyFromSymbol(h, out, sizeof h);
    cudaMemcpyFromSymbol(&e, errors, sizeof e);
    unsigned s = 0;
    for (int i = 0; i < 256; i++)
        s += h[i] * (i + 1);
    printf("%u %u\n", s, e);
    return 0;
}
