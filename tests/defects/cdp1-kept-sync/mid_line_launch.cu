#include <cstdio> // a launch in the middle of line 12, with code after it
__global__ void child(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += 1;
}

__global__ void parent(int *out, int n)
{
    int t = threadIdx.x;
    if (t < n) child<<<(n + 31) / 32, 32>>>(out, n); out[t] += 0;
    out[n + t] = 1;
    out[n + t] += 2;
}

int main()
{
    int *o;
    cudaMalloc(&o, 1024);
    parent<<<1, 32>>>(o, 32);
    cudaDeviceSynchronize();
    return 0;
}
