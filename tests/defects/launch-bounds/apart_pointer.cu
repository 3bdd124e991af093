/* launch-bounds, apart_pointer.cu: apart.cu's class through a pointer and
 * under --corun. nvcc compiles what a call through a pointer reaches
 * apart from the caller, as it does a function calling itself; a kernel's
 * co-runnable version, launched with the kernel's blocks, is bounded as a
 * fused kernel is. ptxas refused both outputs ("Entry function 'viaptr'
 * with max regcount of 64 calls function 'mix_again' with regcount of
 * 254"; the same of 'work_dp_corun'). */
__device__ __noinline__ float mix_again(const float *a, int n, int depth)
{
    float r[96];
#pragma unroll
    for (int k = 0; k < 96; k++)
        r[k] = a[k * n] * (float)(k + 1);
    float s = 0.0f;
#pragma unroll
    for (int k = 0; k < 96; k++)
        s += r[k] * r[(k * 7) % 96];
    if (depth > 0 && s > 1e30f)
        s += mix_again(a + 1, n, depth - 1);
    return s;
}

/* Launched from the host into two streams: --corun makes it co-runnable. */
__global__ void work(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = mix_again(a + i, n, 2);
}

typedef float (*mixer)(const float *, int, int);
__device__ mixer pick = mix_again;

__global__ void child(float *out, int i) { out[i] += 1.0f; }

/* Its blocks' size is the host's b: its rewrite would be bounded. */
__global__ void viaptr(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = pick(a + i, n, 0);
        child<<<1, 1, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

void run(const float *a, float *out, int n, int b, cudaStream_t s1, cudaStream_t s2)
{
    work<<<(n + b - 1) / b, b, 0, s1>>>(a, out, n);
    work<<<(n + b - 1) / b, b, 0, s2>>>(a, out + n, n);
    viaptr<<<(n + b - 1) / b, b>>>(a, out, n);
}

/* A pointer declared as one (not through a typedef): a variable, which
 * dpopt's file-scope variables took for a function's declaration. Launched
 * from another file: its blocks may be wide. */
__device__ float (*mix_at)(const float *, int, int) = mix_again;

__global__ void viaptr_declared(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = mix_at(a + i, n, 0);
        child<<<1, 1, 0, cudaStreamFireAndForget>>>(out, i);
    }
}
