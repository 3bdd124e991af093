// A macro reading blockIdx beside a helper reading it too (found in a
// review on 2026-11-29): the helper is copied with the place handed in,
// which hid the macro's read, left reading the hardware's blockIdx in the
// child's copy (coarsening updated one half of the array twice).
#define GID (blockIdx.x * blockDim.x + threadIdx.x)

__device__ int gid()
{
    return blockIdx.x * blockDim.x + threadIdx.x;
}

__global__ void child(int *a, int n)
{
    if (GID < n)
        a[GID] += 1;
    if (gid() < n)
        a[gid()] += 2;
}

// The helper alone: still taken, the helper copied.
__global__ void helper_only(int *a, int n)
{
    if (gid() < n)
        a[gid()] += 2;
}

__global__ void parent(int *a, int n)
{
    if (threadIdx.x == 0)
        child<<<(n + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(a, n);
    if (threadIdx.x == 1)
        helper_only<<<(n + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(a, n);
}

int main()
{
    parent<<<1, 32>>>(nullptr, 256);
    return 0;
}
