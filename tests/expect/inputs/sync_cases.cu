__global__ void child(int *out, int i) { atomicAdd(&out[i], (int)threadIdx.x); }
__global__ void rounds(int *out, int n, int count)
{
    int t = threadIdx.x;
    for (int r = 0; r < count; r++) {
        if (t % 3 == 0)
            child<<<2, 64>>>(out, t + r);
        cudaDeviceSynchronize();
        out[n + t] += out[(t + 1) % n];
        if (t == 0)
            child<<<1, 32>>>(out, r);
    }
}
__global__ void uniform_exit(int *out, int n)
{
    if (threadIdx.x < n)
        child<<<1, 32>>>(out, threadIdx.x);
    if (blockIdx.x > 100)
        return;
    cudaDeviceSynchronize();
    out[n + threadIdx.x] = out[threadIdx.x];
}
__global__ void divergent_exit(int *out, int n)
{
    if (threadIdx.x < n)
        child<<<1, 32>>>(out, threadIdx.x);
    if (threadIdx.x > 100)
        return;
    cudaDeviceSynchronize();
    out[n + threadIdx.x] = out[threadIdx.x];
}
__global__ void result_used(int *out, int n)
{
    child<<<1, 32>>>(out, threadIdx.x);
    cudaError_t e = cudaDeviceSynchronize();
    out[n + threadIdx.x] = (int)e;
}
