// A child with a warp-wide operation launched by a kernel the host
// launches: under --flatten=grid the host follows the launching kernel and
// the child goes in whole warps; its block a constant of whole warps, the
// followed copy lists a launch too large for the walk apart, walked warp
// for warp (tests/expect/flatten.expect, which also makes the block vary).
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

void reduce(const int *sizes, const int *in, unsigned long long *sum, int parents)
{
    reduce_parent<<<(parents + 127) / 128, 128>>>(sizes, in, sum);
}
