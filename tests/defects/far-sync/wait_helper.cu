__global__ void child(int *p) { p[threadIdx.x] += 1; }
__device__ void wait_children() { cudaDeviceSynchronize(); }
__global__ void parent(int *p, int *out)
{
    if (threadIdx.x == 0)
        child<<<1, 32>>>(p + blockIdx.x * 32);
    wait_children();
    out[blockIdx.x * 32 + threadIdx.x] = p[blockIdx.x * 32 + threadIdx.x];
}
