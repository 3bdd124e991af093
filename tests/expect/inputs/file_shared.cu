// A child using a shared variable of the file (found in a review on
// 2026-11-29): each child block has its own; run in the launching thread
// (thresholds, T4), the launching block (T3) or side by side in a
// persistent block (T1, T2, auto), the blocks shared one.
__shared__ float scratch[1024];
__global__ void child(float *a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    scratch[threadIdx.x] = a[i] * 2.0f;
    for (int k = 0; k < 10; k++)
        scratch[threadIdx.x] += 1.0f;
    a[i] = scratch[threadIdx.x];
}
__global__ void parent(float *a, int n)
{
    if (threadIdx.x == 0)
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(a + blockIdx.x * 32, n);
}
int main()
{
    float *a;
    cudaMalloc(&a, 1 << 22);
    parent<<<1000, 256>>>(a, 32);
    cudaDeviceSynchronize();
    return 0;
}
