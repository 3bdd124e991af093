// A child's block that differs between the launches a granularity fuses:
// the fused block is each dimension's largest (block_max_block,
// warp_sparse_max). Of blocks with y or z past 1 that makes a block of
// too many threads (64 x 16 and 16 x 64: 64 x 64, 4,096 threads, which
// cannot launch) or a block whose warps hold other threads (16 x 2 and
// 32 x 1: 32 x 2, where a shuffle reads another child's lane). Such a
// site is refused where its block may differ; a block of x alone is not.

// Writes 1 at each of its threads' places: blockDim.x * blockDim.y of them.
__global__ void fill(int *out, int base)
{
    int lin = threadIdx.y * blockDim.x + threadIdx.x;
    out[base + lin] = 1;
}

// Its lanes swap values across half a warp: which lanes those are depends
// on the block's shape.
__global__ void swap_halves(int *out, int base)
{
    int lin = threadIdx.y * blockDim.x + threadIdx.x;
    int v = __shfl_xor_sync(0xffffffffu, lin, 16);
    out[base + blockIdx.x * 32 + lin] = v;
}

// Counts its threads: blockDim.x of them.
__global__ void count(int *out, int base) { atomicAdd(&out[base], 1); }

// Two shapes of 1,024 threads each, by thread: refused at every granularity.
__global__ void shapes(int *out, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= m)
        return;
    dim3 block = (t % 2 == 0) ? dim3(64, 16) : dim3(16, 64);
    fill<<<1, block, 0, cudaStreamFireAndForget>>>(out, t * 1024);
}

// A warp of 16 x 2 or 32 x 1, by thread: refused at every granularity.
__global__ void warps(int *out, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= m)
        return;
    int w = (t % 2 == 0) ? 16 : 32;
    swap_halves<<<2, dim3(w, 32 / w), 0, cudaStreamFireAndForget>>>(out, t * 64);
}

// Two shapes by block: every launch of a block makes one, so block
// granularity takes it where grid granularity cannot.
__global__ void block_shapes(int *out, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= m)
        return;
    int wide = blockIdx.x % 2;
    fill<<<1, dim3(wide ? 64 : 16, wide ? 16 : 64), 0, cudaStreamFireAndForget>>>(out, t * 1024);
}

// The control: a block of x alone that differs by thread stays aggregated
// at grid granularity (its fused block is the largest x).
__global__ void lengths(int *out, const int *sizes, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= m)
        return;
    count<<<1, sizes[t], 0, cudaStreamFireAndForget>>>(out, t);
    count<<<1, dim3(t % 2 == 0 ? 64 : 128), 0, cudaStreamFireAndForget>>>(out, m + t);
}

int main(void)
{
    int *out, *sizes;
    cudaMalloc(&out, 64 * 1024 * sizeof(int));
    cudaMalloc(&sizes, 64 * sizeof(int));
    shapes<<<1, 64>>>(out, 64);
    warps<<<2, 32>>>(out, 64);
    block_shapes<<<2, 32>>>(out, 64);
    lengths<<<1, 64>>>(out, sizes, 64);
    cudaDeviceSynchronize();
    return 0;
}
