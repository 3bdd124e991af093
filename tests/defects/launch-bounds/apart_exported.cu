/* launch-bounds, apart_exported.cu: a __noinline__ function of external
 * linkage, called by a kernel dpopt bounds. nvcc compiles it for callers
 * in other files, with no bound, and makes a copy held to a bounded
 * kernel's registers only where it can: under --remove=t3 (the child's
 * block run by the parent's block, in a loop) it made none, and ptxas
 * refused the output ("Entry function 'parent' with max regcount of 64
 * calls function 'blend' with regcount of 254"); the same under T1, T2,
 * the auto removal, thresholds and flattening. Static, it is compiled
 * once within its callers' bounds (apart_held.cu's blend). */
__device__ __forceinline__ float heavy(const float *a, int n)
{
    float r[96];
#pragma unroll
    for (int k = 0; k < 96; k++)
        r[k] = a[k * n] * (float)(k + 1);
    float s = 0.0f;
#pragma unroll
    for (int k = 0; k < 96; k++)
        s += r[k] * r[(k * 7) % 96];
    return s;
}

__device__ __noinline__ float blend(const float *a, int n) { return heavy(a, n); }

__global__ void child(const float *a, float *out, int i, int n)
{
    out[i * blockDim.x + threadIdx.x] += blend(a + threadIdx.x, n);
}

__global__ void parent(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = blend(a + i, n);
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(a, out, i, n);
    }
}

/* Its blocks' size is the host's b: the parent's rewrite would be bounded. */
void run(const float *a, float *out, int n, int b)
{
    parent<<<(n + b - 1) / b, b>>>(a, out, n);
}
