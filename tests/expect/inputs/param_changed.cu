// A kernel that changes its own parameters (found in a review on
// 2026-11-29): each of its threads starts from the launch's values, but
// thread loops (T4, T3, thresholds, flattening), coarsened blocks and a
// persistent kernel's blocks ran the body several times in one thread with
// one copy of the parameters, the later runs starting from the change.

// Moves its pointer and its count to its block's part.
__global__ void block_part(int *a, int n)
{
    a += blockIdx.x * blockDim.x;
    n -= blockIdx.x * blockDim.x;
    if ((int)threadIdx.x < n)
        a[threadIdx.x] += 1;
}

// Reads its parameters only: still taken.
__global__ void whole(int *a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] += 1;
}

// A parent that moves its pointer (its persistent version runs its blocks
// one after another in each persistent block).
__global__ void parent(int *a, int m, int n)
{
    a += blockIdx.x * m;
    if (threadIdx.x == 0)
        block_part<<<(n + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(a, n);
    if (threadIdx.x == 1)
        whole<<<(n + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(a, n);
}

int main()
{
    parent<<<1000, 32>>>(nullptr, 64, 256);
    return 0;
}
