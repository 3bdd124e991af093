// --flatten=warp where the count held against the cap differs between the
// lanes of a warp while the grid and the block do not: the child's threads
// past its argument n do nothing, so the count is the threads below n, and
// n differs between lanes. A lane over the cap launches as written while
// the others run theirs, and the warp goes on diverged (a review on an
// H200: the grid_stride loop below, from the differential tester's program
// 12, hung 11 of 11 runs under --flatten-cap=64).
__global__ void child(unsigned *out, unsigned tag, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        atomicAdd(&out[(tag + i) % 512u], 1u);
    }
}

__global__ void other(unsigned *out) { atomicAdd(&out[threadIdx.x], 1u); }

// In a loop: the thread reaches the launch again.
__global__ void grid_stride(unsigned *out, unsigned salt, int n)
{
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x) {
        int size = 64 * (int)(((unsigned)j + salt) % 2u) + j % 64 + 1;
        child<<<2, 64, 0, cudaStreamFireAndForget>>>(out, salt + (unsigned)j, size);
    }
}

// Once, but the kernel makes another launch after it.
__global__ void once_then_other(unsigned *out, const int *sizes)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    child<<<2, 64, 0, cudaStreamFireAndForget>>>(out, (unsigned)t, sizes[t]);
    other<<<1, 32>>>(out);
}

// Once, alone in its kernel: flattened.
__global__ void once_alone(unsigned *out, const int *sizes)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    child<<<2, 64, 0, cudaStreamFireAndForget>>>(out, (unsigned)t, sizes[t]);
}

// In a loop, its bound alike in every lane: flattened.
__global__ void uniform_bound(unsigned *out, int n, int m)
{
    for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < n; j += gridDim.x * blockDim.x)
        child<<<2, 64, 0, cudaStreamFireAndForget>>>(out, (unsigned)j, m);
}
