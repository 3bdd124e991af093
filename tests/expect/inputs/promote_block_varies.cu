// Chains whose block size may or may not be the same in every link
// (plan/promote.h). A pool (--promote=pa, pao) runs all its links with the
// block size of the link that launched it: only a block the same in every
// link is aggregated; one that may differ gets a pool per link (p, po).
#define WIDTH 64

// Each link one warp smaller than the one before (1024, 992, ..., 32
// threads): a pool per link.
__global__ void shrinking(int *seen, int depth, int m)
{
    int slot = depth;
    if (threadIdx.x == 0 && m > 32)
        shrinking<<<1, m - 32>>>(seen, depth + 1, m - 32);
    atomicAdd(&seen[slot], 1);
}

// The block the producer's less a warp: differs too.
__global__ void narrowing(int *seen, int depth)
{
    int slot = depth;
    if (threadIdx.x == 0 && blockDim.x > 32)
        narrowing<<<1, blockDim.x - 32>>>(seen, depth + 1);
    atomicAdd(&seen[slot], 1);
}

// Two sizes passed on crosswise: each link swaps them.
__global__ void swapped(int *seen, int depth, int a, int b)
{
    int slot = depth;
    if (threadIdx.x == 0 && depth < 8)
        swapped<<<1, a>>>(seen, depth + 1, b, a);
    atomicAdd(&seen[slot], 1);
}

// Controls, aggregated: a constant block (a macro's arithmetic), a size each
// link passes on unchanged, the producer's own block.
__global__ void constant(int *seen, int depth)
{
    int slot = depth;
    if (threadIdx.x == 0 && depth < 8)
        constant<<<1, WIDTH * 2 + sizeof(int)>>>(seen, depth + 1);
    atomicAdd(&seen[slot], 1);
}

__global__ void kept(int *seen, int depth, int m)
{
    int slot = depth;
    if (threadIdx.x == 0 && depth < 8)
        kept<<<1, m>>>(seen, depth + 1, (m));
    atomicAdd(&seen[slot], 1);
}

__global__ void same(int *seen, int depth)
{
    int slot = depth;
    if (threadIdx.x == 0 && depth < 8)
        same<<<1, blockDim.x>>>(seen, depth + 1);
    atomicAdd(&seen[slot], 1);
}

int main()
{
    int *seen;
    int m = 256;
    cudaMalloc(&seen, 64 * sizeof(int));
    shrinking<<<1, 1024>>>(seen, 0, 1024);
    narrowing<<<1, 1024>>>(seen, 0);
    swapped<<<1, 64>>>(seen, 0, 128, 64);
    constant<<<1, WIDTH * 2 + sizeof(int)>>>(seen, 0);
    kept<<<1, m>>>(seen, 0, m);
    kept<<<1, m>>>(seen, 0, 2 * m); // the first link's m is not the host's block
    same<<<1, 96>>>(seen, 0);
    cudaDeviceSynchronize();
    return 0;
}
