// A child whose threads past a bound do nothing (analysis/thread_guard.h),
// and index or bound types that break the pattern (a review on an H200):
// an index too narrow for the x index wraps, so threads past its range do
// work again (narrow: as written 120, every --flatten 40); an unsigned
// index against a signed bound passes every thread where the bound is
// negative (unsigned_index: as written 256, --flatten=warp 0).
__global__ void narrow(unsigned int *out, int n)
{
    unsigned char j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n) {
        atomicAdd(&out[j], 1u + blockIdx.x);
    }
}

__global__ void short_index(unsigned int *out, int n)
{
    short j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n) {
        atomicAdd(&out[j], 1u);
    }
}

__global__ void unsigned_index(unsigned int *out, int n)
{
    unsigned int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n) {
        atomicAdd(&out[j % 64], 1u);
    }
}

// Still bounded: int against int, int against unsigned (j is never
// negative, so converted unchanged), unsigned against unsigned, long.
__global__ void int_index(unsigned int *out, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n) {
        atomicAdd(&out[j], 1u);
    }
}

__global__ void int_unsigned_bound(unsigned int *out, unsigned n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n) {
        atomicAdd(&out[j], 1u);
    }
}

__global__ void unsigned_both(unsigned int *out, unsigned int n)
{
    unsigned j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n) {
        atomicAdd(&out[j], 1u);
    }
}

__global__ void long_index(unsigned int *out, long n)
{
    long j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n) {
        atomicAdd(&out[j], 1u);
    }
}

__global__ void parent(unsigned int *out, int m, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        narrow<<<2, 256, 0, cudaStreamFireAndForget>>>(out + 16 * t, 10);
        short_index<<<2, 256, 0, cudaStreamFireAndForget>>>(out + 16 * t, 10);
        unsigned_index<<<2, 32, 0, cudaStreamFireAndForget>>>(out + 64 * t, n);
        int_index<<<2, 32, 0, cudaStreamFireAndForget>>>(out + 64 * t, n);
        int_unsigned_bound<<<2, 32, 0, cudaStreamFireAndForget>>>(out + 64 * t, (unsigned)n);
        unsigned_both<<<2, 32, 0, cudaStreamFireAndForget>>>(out + 64 * t, (unsigned)n);
        long_index<<<2, 32, 0, cudaStreamFireAndForget>>>(out + 64 * t, n);
    }
}
