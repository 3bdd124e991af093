// A kernel whose thread 0 makes a tail launch through a device function it
// calls, and whose threads each launch a child: no warp batch (the
// differential tester, seed 12 program 42).
__global__ void report(int *out, int n) { out[n] = n; }

__global__ void child(int *out, int i)
{
    out[i * 32 + threadIdx.x] = i;
}

__device__ void report_at_end(int *out, int n)
{
    report<<<1, 1, 0, cudaStreamTailLaunch>>>(out, n);
}

__global__ void parent(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0)
        report_at_end(out, n);
    if (i < n)
        child<<<1, 32>>>(out, i);
}

__global__ void parent_without_tail(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        child<<<1, 32>>>(out, i);
}
