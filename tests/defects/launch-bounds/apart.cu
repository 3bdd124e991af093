/* launch-bounds, apart.cu: kernels dpopt would bound to 64 registers a
 * thread (blocks of up to 1,024 threads) that call a function nvcc compiles
 * apart from them. ptxas refused dpopt's output where the input compiled:
 * "Entry function 'wide_parent' with max regcount of 64 calls function
 * 'mix_again' with regcount of 254" (CUDA 13.0, sm_90); nvlink the same
 * for a function another file defines (-rdc=true). Such launches are now
 * left as written with a note (reason calls_compiled_apart); a launch whose
 * kernels need no bound (blocks of 256 threads) is still taken. */
#define WIDE 1024
#define NARROW 256

/* Many values live at once: far more than 64 registers. Calls itself, so
 * nvcc compiles it apart from its callers. */
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

/* Defined in another file of the program (nvcc -rdc=true). */
__device__ float mix_elsewhere(const float *a, int n);

__global__ void plain_child(float *out, int i) { out[i * blockDim.x + threadIdx.x] += 1.0f; }

__global__ void mixing_child(const float *a, float *out, int i, int n)
{
    out[i * blockDim.x + threadIdx.x] += mix_elsewhere(a + threadIdx.x, n);
}

/* Launched with WIDE threads a block: its rewrite would be bounded. */
__global__ void wide_parent(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = mix_again(a + i, n, 2);
        plain_child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

/* A child of WIDE threads a block that calls a function of another file. */
__global__ void calling_parent(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        mixing_child<<<1, WIDE, 0, cudaStreamFireAndForget>>>(a, out, i, n);
}

/* Launched with NARROW threads a block, its child with 32: no bound, taken. */
__global__ void narrow_parent(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = mix_again(a + i, n, 2);
        plain_child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

void run(const float *a, float *out, int n)
{
    wide_parent<<<(n + WIDE - 1) / WIDE, WIDE>>>(a, out, n);
    calling_parent<<<(n + NARROW - 1) / NARROW, NARROW>>>(a, out, n);
    narrow_parent<<<(n + NARROW - 1) / NARROW, NARROW>>>(a, out, n);
}
