#define WAIT() cudaDeviceSynchronize()

__global__ void child(int *p) { p[threadIdx.x] = threadIdx.x; }

// The sync is a macro's: T3, block, grid and multiblock would make the
// launch after it (at the end of the block) and the parent would read
// p[1] before the child wrote it.
__global__ void parent(int *p)
{
    child<<<1, 32>>>(p + blockIdx.x * 32);
    WAIT();
    p[blockIdx.x * 32] += p[blockIdx.x * 32 + 1];
}

int main()
{
    int *p;
    cudaMalloc(&p, 4096);
    parent<<<4, 32>>>(p);
    cudaDeviceSynchronize();
    return 0;
}
