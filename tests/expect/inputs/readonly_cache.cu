// A child reading through __ldg, the read-only cache, which is right only
// for data nothing writes while the kernel runs (found on the H200,
// 2026-11-30: a rotation in place whose parent writes the words first read
// stale values once T4 ran the child in the parent). Wherever dpopt runs
// the child's code inside a kernel, __ldg there and in what the child
// calls becomes dpopt::read_coherent; a kernel no transformation touches
// keeps it.
__device__ unsigned peek(const unsigned *p, unsigned i)
{
    return __ldg(p + i);
}

__global__ void child(unsigned *x, unsigned v)
{
    unsigned a = __ldg(x + (threadIdx.x + 1u) % blockDim.x);
    unsigned b = peek(x, (threadIdx.x + 2u) % blockDim.x);
    x[threadIdx.x] = a + b + v;
}

__global__ void other(const unsigned *in, unsigned *out)
{
    out[threadIdx.x] = __ldg(in + threadIdx.x);
}

__global__ void parent(unsigned *x, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {
        for (int k = 0; k < 64; k++)
            x[64 * t + k] = k;
        child<<<1, 64, 0, cudaStreamFireAndForget>>>(x + 64 * t, 3u);
    }
}

void run(unsigned *x, int n)
{
    parent<<<(n + 63) / 64, 64>>>(x, n);
}
