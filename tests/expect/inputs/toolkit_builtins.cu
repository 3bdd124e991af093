// Builtins the CUDA toolkit declares (model/toolkit.h), read from a
// stand-in for its include folder (tests/expect/inputs/toolkit/include).
#include <cuda_runtime.h>
#include "toolkit_vec.h"

// Calls only builtins: erff, normf (cuda_runtime.h), lgammaf (crt/inner.h),
// sinpif (toolkit_math.h), ::erff.
__global__ void math_only(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = erff(out[i]) + normf(2, out) + lgammaf(2.0f) + sinpif(0.5f) + ::erff(1.0f);
}

// A member call named like a builtin is the object's, which dpopt cannot see.
__global__ void member_norm(Vec *v, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = v[i].norm();
}

// A qualified call is another namespace's.
__global__ void qualified(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = fastmath::erff(out[i]);
}

// Named only in a comment or a #define of the toolkit: not a builtin.
__global__ void not_declared(float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = commented_out(out[i]);
}

// The program's own erfcf (toolkit_vec.h) reads blockIdx.
__global__ void own_first(float *out, int n)
{
    int i = threadIdx.x;
    if (i < n)
        out[i] = erfcf(out[i]);
}

__global__ void parent(Vec *v, float *out, int count)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= count)
        return;
    math_only<<<2, 64, 0, cudaStreamFireAndForget>>>(out + 128 * t, 128);
    member_norm<<<2, 64, 0, cudaStreamFireAndForget>>>(v, out + 128 * t, 128);
    qualified<<<2, 64, 0, cudaStreamFireAndForget>>>(out + 128 * t, 128);
    not_declared<<<2, 64, 0, cudaStreamFireAndForget>>>(out + 128 * t, 128);
    own_first<<<2, 64, 0, cudaStreamFireAndForget>>>(out + 128 * t, 128);
}
