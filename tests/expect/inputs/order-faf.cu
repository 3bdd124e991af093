__global__ void child(int *out, int i) { out[i] = i; }
__global__ void other(int *out) { out[0] = 0; }
__device__ void helper(int *out) { other<<<1, 1, 0, cudaStreamFireAndForget>>>(out); }
__global__ void parent(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        child<<<1, 32>>>(out, i);
    if (i == 0)
        helper(out);
}
