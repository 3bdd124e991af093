#include <cstdio>
template <typename F>
__global__ void for_each_index(F f, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        f(i);
}
struct Scale {
    float *a;
    float s;
    __device__ void operator()(int i) const { a[i] *= s; }
};
__global__ void rows(float *m, const int *len, int cols, int n)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < n && len[r] > 0)
        for_each_index<Scale><<<(len[r] + 63) / 64, 64>>>(Scale{m + r * cols, 2.0f}, len[r]);
}
