#define ALLOC(p, n) cudaMalloc(&p, n)

__global__ void child(int *p) { p[threadIdx.x] = threadIdx.x; }

// The allocation is a macro's, the free is not: aggregating the free alone
// would hand cudaFree a part of a buffer it never allocated (or read before
// a plain allocation).
__global__ void parent(int *out)
{
    int *buf;
    ALLOC(buf, 32 * sizeof(int));
    child<<<1, 32>>>(out);
    if (buf)
        buf[threadIdx.x] = threadIdx.x;
    cudaFree(buf);
}

int main()
{
    int *p;
    cudaMalloc(&p, 4096);
    parent<<<1, 32>>>(p);
    cudaDeviceSynchronize();
    return 0;
}
