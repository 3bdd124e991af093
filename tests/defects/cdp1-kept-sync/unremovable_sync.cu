// CDP1: the child uses dynamic shared memory, which no launch removal takes,
// so no --remove option takes the sync away either.
__global__ void child(int *out)
{
    extern __shared__ int buf[];
    buf[threadIdx.x] = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = buf[31 - threadIdx.x];
}
__global__ void parent(int *out)
{
    child<<<1, 32, 32 * sizeof(int)>>>(out);
    cudaDeviceSynchronize();
    out[32 + threadIdx.x] = out[threadIdx.x];
}
