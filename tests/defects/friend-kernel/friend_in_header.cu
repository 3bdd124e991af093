// A child declared a friend in an included header.
#include <cstdio>
struct Box;
__global__ void box_child(Box b, int *out);
#include "friend_header.cuh"
__global__ void box_child(Box b, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < b.w_)
        out[i] = b.w_;
}
__global__ void box_parent(int *out, int n)
{
    Box b(n);
    if (threadIdx.x == 0)
        box_child<<<(n + 127) / 128, 128>>>(b, out + blockIdx.x * n);
}
int main()
{
    int *o, h[200];
    cudaMalloc(&o, sizeof h);
    box_parent<<<2, 32>>>(o, 100);
    cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 200; ++i)
        if (h[i] != 100) { printf("FAIL out[%d] = %d\n", i, h[i]); return 1; }
    printf("PASS\n");
    return 0;
}
