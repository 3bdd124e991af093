/* launch-bounds, apart_header.h: functions apart_header.cu calls. */
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

/* Not static: nvcc compiles it for other files too. */
__device__ __noinline__ float blend(const float *a, int n) { return heavy(a, n); }

/* Reached through a function of the header that nvcc inlines. */
__device__ float blend_twice(const float *a, int n) { return 2.0f * blend(a, n); }

__device__ float again(const float *a, int n, int d) { return d > 0 ? again(a, n, d - 1) : heavy(a, n); }

static __device__ __noinline__ float closed(const float *a, int n) { return heavy(a, n); }
