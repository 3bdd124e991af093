/* launch-bounds, apart_own_bounds.cu: kernels with bounds of their own,
 * which dpopt keeps instead of bounding them to 64 registers, launched
 * with blocks dpopt cannot read. Bounds that leave all 255 registers (128
 * threads) hold any code nvcc compiles apart: narrow_open's launch is
 * taken (dpopt refused it before, as if it bounded the kernel). Tighter
 * ones (1,024 threads) do not, though the program as written compiled
 * under them: nvcc made the copy of `again` that `work` needed there, and
 * made none for `work` and its co-runnable copy together (--corun: ptxas
 * refused both when dpopt took it), so wide_again, wide_open and work
 * stay as written. A static __noinline__ function is compiled within its
 * callers' bounds: wide_closed's launch is taken. Each output compiles. */
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

__device__ __noinline__ float open_mix(const float *a, int n) { return heavy(a, n); }
static __device__ __noinline__ float closed_mix(const float *a, int n) { return heavy(a, n); }
__device__ float again(const float *a, int n) { return n > 1000000 ? again(a, n - 1) : heavy(a, n); }

__global__ void child(float *out, int i) { out[i] += 1.0f; }

__global__ void __launch_bounds__(128) narrow_open(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = open_mix(a + i, n);
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

__global__ void __launch_bounds__(1024) wide_closed(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = closed_mix(a + i, n);
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

__global__ void __launch_bounds__(1024) wide_again(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = again(a + i, n);
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

__global__ void __launch_bounds__(1024) wide_open(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = open_mix(a + i, n);
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

/* Launched into two streams: --corun would make it co-runnable. */
__global__ void __launch_bounds__(1024) work(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = again(a + i, n);
}

void run(const float *a, float *out, int n, int b, cudaStream_t s1, cudaStream_t s2)
{
    work<<<(n + b - 1) / b, b, 0, s1>>>(a, out, n);
    work<<<(n + b - 1) / b, b, 0, s2>>>(a, out + n, n);
    narrow_open<<<(n + b - 1) / b, b>>>(a, out, n);
    wide_closed<<<(n + b - 1) / b, b>>>(a, out, n);
    wide_again<<<(n + b - 1) / b, b>>>(a, out, n);
    wide_open<<<(n + b - 1) / b, b>>>(a, out, n);
}
