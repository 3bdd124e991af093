__global__ void child(int *p) { p[threadIdx.x] += 1; }
__device__ void helper(int *p) { child<<<1, 32>>>(p); }
__global__ void parent(int *p, int *out)
{
    if (threadIdx.x == 0) {
        child<<<1, 32>>>(p);
        helper(p + 32);
    }
    cudaDeviceSynchronize();
    out[threadIdx.x] = p[threadIdx.x] + p[32 + threadIdx.x];
}
