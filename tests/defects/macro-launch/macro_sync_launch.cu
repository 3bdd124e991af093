#include "sync_macros.h" // LAUNCH: a hidden launch
#define START(p) LAUNCH(child, 1, p)

__global__ void child(int *p) { p[threadIdx.x] = threadIdx.x; }

__global__ void parent(int *p, int n)
{
    if (threadIdx.x == 0)
        START(p);
    cudaDeviceSynchronize();
    p[0] += p[1];
}

__global__ void both(int *p, int n)
{
    child<<<1, 32>>>(p);
    LAUNCH(child, 1, p + 32);
    cudaDeviceSynchronize();
    p[0] += p[33];
}

int main()
{
    int *p;
    cudaMalloc(&p, 256);
    parent<<<1, 32>>>(p, 1);
    both<<<1, 32>>>(p, 1);
    cudaDeviceSynchronize();
    return 0;
}
