// A child with a warp-wide operation and no barriers, its threads past n
// idle: --flatten=grid runs it in whole warps, every thread of its blocks
// (tests/expect/flatten.expect, which also appends a host launch of the
// parent: followed, a launch too large for the walk is listed apart).
__global__ void reduce_child(const int *in, int n, unsigned long long *sum)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int v = i < n ? (unsigned int)in[i] : 0u;
    unsigned int warp_sum = __reduce_add_sync(0xffffffffu, v);
    if ((threadIdx.x & 31) == 0)
        atomicAdd(sum, (unsigned long long)warp_sum);
}

__global__ void reduce_parent(const int *sizes, const int *in, unsigned long long *sum)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int n = sizes[t];
    if (n > 0)
        reduce_child<<<(n + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(in, n, sum);
}
