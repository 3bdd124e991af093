/* launch-bounds, apart_header.cu: apart_exported.cu's class where the
 * functions live in a quoted header, which dpopt reads but whose functions
 * were not in its call graph: a __noinline__ function that is not static,
 * directly and through another header function, and a function calling
 * itself. ptxas refused the output under --remove=t3 ("Entry function
 * 'from_header' with max regcount of 64 calls function 'blend' with
 * regcount of 254"). A static __noinline__ one is taken. */
#include "apart_header.h"

__global__ void child(float *out, int i) { out[i] += 1.0f; }

__global__ void from_header(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = blend(a + i, n);
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

__global__ void through_header(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = blend_twice(a + i, n);
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

__global__ void recursive_header(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = again(a + i, n, 2);
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

__global__ void static_header(const float *a, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = closed(a + i, n);
        child<<<1, 32, 0, cudaStreamFireAndForget>>>(out, i);
    }
}

/* Their blocks' size is the host's b: each rewrite would be bounded. */
void run(const float *a, float *out, int n, int b)
{
    from_header<<<(n + b - 1) / b, b>>>(a, out, n);
    through_header<<<(n + b - 1) / b, b>>>(a, out, n);
    recursive_header<<<(n + b - 1) / b, b>>>(a, out, n);
    static_header<<<(n + b - 1) / b, b>>>(a, out, n);
}
