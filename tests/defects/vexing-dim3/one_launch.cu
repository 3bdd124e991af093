// Configurations spelt as conversions of a name, `dim3(u)` and `dim3(n)`, in
// a kernel with a single launch (warp aggregation takes it) and in a launch
// from the host (--flatten=grid binds the parent's configuration there).
#include <cstdio>
template <int K>
__global__ void child(int *x, int w)
{
    int i = (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x;
    if (i < w) x[i] = i * K;
}
__global__ void parent(int *x, int w)
{
    unsigned int n = 32;
    uint3 u = make_uint3(2, 2, 1);
    if (threadIdx.x == 0)
        child<1><<<dim3(u), dim3(n)>>>(x, w);
}
int main()
{
    int *x;
    unsigned int n = 1;
    uint3 u = make_uint3(1, 1, 1);
    cudaMalloc(&x, 128 * sizeof(int));
    parent<<<dim3(u), dim3(n)>>>(x, 128);
    cudaDeviceSynchronize();
    printf("PASS\n");
    return 0;
}
