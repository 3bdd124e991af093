__global__ void child(int *out, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned b;
    asm volatile("mov.u32 %0, %%ctaid.x;" : "=r"(b));
    if (j < n) out[j] = b;
}
__global__ void parent(int *out, const int *n)
{
    int i = threadIdx.x;
    child<<<2, 32, 0, cudaStreamFireAndForget>>>(out + 64 * i, n[i]);
}
