// A launch whose shared memory size or stream is computed with a side
// effect (plan/site_checks.c, config_effect): the strategies make the size
// and the stream only where the launch is still made, so T4, flattening by
// warps and thresholds lost the count of launches (found in a review on
// 2026-11-29). A size computed from sizeof and an intrinsic is still taken.
__device__ int launches = 0;

__device__ int count_launch()
{
    return atomicAdd(&launches, 1) * 0;
}

__global__ void child(int *out)
{
    out[threadIdx.x] = 1;
}

__global__ void parent(int *out, int n)
{
    if (threadIdx.x == 0)
        child<<<1, 32, count_launch(), cudaStreamFireAndForget>>>(out);
    if (threadIdx.x == 1)
        child<<<1, 32, max(n, 1) * sizeof(int), cudaStreamFireAndForget>>>(out + 32);
}

int main()
{
    parent<<<1, 32>>>(nullptr, 0);
    return 0;
}
