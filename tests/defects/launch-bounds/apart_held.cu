/* launch-bounds, apart_held.cu: apart_pointer.cu's class where dpopt did
 * not see the pointer (a local chosen at run time, a struct's member, a
 * parameter of a typedef'd pointer type, a __constant__ variable, a
 * virtual function), and where it did not see that nvcc compiles a
 * function apart although no call to it is indirect: its address is taken
 * elsewhere in the file, or it is __noinline__ and not static (nvcc
 * compiles it for callers in other files, with no bound, and the copy
 * held to a kernel's bound is not always made). ptxas refused each output
 * ("Entry function 'vialocal' with max regcount of 64 calls function
 * 'mix' with regcount of 254"). None of these functions calls itself; the
 * static __noinline__ ones nvcc compiles within their callers' bounds. */
/* 96 live values: 254 registers where no bound holds it. */
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

static __device__ __noinline__ float mix(const float *a, int n) { return heavy(a, n); }
static __device__ __noinline__ float mix_once(const float *a, int n) { return a[n] * 2.0f; }
static __device__ __noinline__ float blend(const float *a, int n) { return heavy(a, n); }
__device__ __noinline__ float spread(const float *a, int n) { return heavy(a, n); }

typedef float (*mixer)(const float *, int);
struct ops {
    mixer m;
};
__constant__ mixer constant_pick = mix;

struct shape {
    __device__ virtual float area(const float *a, int n) const { return heavy(a, n); }
};

/* Another file may call it: its call of blend, static, is still held to
 * the bound of the kernels calling it. */
__device__ float blend_twice(const float *a, int n) { return 2.0f * blend(a, n); }

__global__ void child(float *out, int i) { out[i] += 1.0f; }

__global__ void vialocal(const float *a, float *out, int n, int sel)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        mixer f = sel ? mix : mix_once;
        out[i] = f(a + i, n);
        child<<<1, 1, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

__global__ void viamember(const float *a, float *out, int n, int sel)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        ops o;
        o.m = sel ? mix : mix_once;
        out[i] = o.m(a + i, n);
        child<<<1, 1, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

__device__ __noinline__ float apply(mixer f, const float *a, int n) { return f(a, n); }

__global__ void viaparameter(const float *a, float *out, int n, int sel)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = apply(sel ? mix : mix_once, a + i, n);
        child<<<1, 1, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

__global__ void viaconstant(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = constant_pick(a + i, n);
        child<<<1, 1, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

/* The shapes are made on the device, their type only known there. */
__global__ void viavirtual(const float *a, float *out, int n, const shape *shapes)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = shapes[i % 2].area(a + i, n);
        child<<<1, 1, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

/* mix, called directly: the calls above take its address. */
__global__ void taken(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = mix(a + i, n);
        child<<<1, 1, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

/* spread, called directly: not static. */
__global__ void shared(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = spread(a + i, n);
        child<<<1, 1, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

/* Still taken: a lambda is called directly, and blend is static. */
__global__ void direct(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        auto twice = [](float x) { return 2.0f * x; };
        out[i] = twice(blend(a + i, n));
        child<<<1, 1, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

__global__ void direct_again(const float *a, float *out, int n) { out[0] = blend(a, n); }

/* Its blocks' size is the host's b: each rewrite would be bounded. */
void run(const float *a, float *out, int n, int b, int sel, const shape *shapes)
{
    int blocks = (n + b - 1) / b;
    vialocal<<<blocks, b>>>(a, out, n, sel);
    viamember<<<blocks, b>>>(a, out, n, sel);
    viaparameter<<<blocks, b>>>(a, out, n, sel);
    viaconstant<<<blocks, b>>>(a, out, n);
    viavirtual<<<blocks, b>>>(a, out, n, shapes);
    taken<<<blocks, b>>>(a, out, n);
    shared<<<blocks, b>>>(a, out, n);
    direct<<<blocks, b>>>(a, out, n);
    direct_again<<<1, 1>>>(a, out, n);
}
