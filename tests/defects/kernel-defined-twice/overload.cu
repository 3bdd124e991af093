// Two kernels of one name, overloaded on their parameters: the launch with
// a float pointer runs the second. dpopt read the first.
#include <cstdio>
__global__ void child(int* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = 1;
}
__global__ void child(float* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = 2.0f;
}
__global__ void parent(float* out)
{
    if (threadIdx.x < 4)
        child<<<1, 32>>>(out + 32 * threadIdx.x, 32);
}
int main()
{
    float h[128], *out;
    cudaMalloc(&out, sizeof h);
    parent<<<1, 32>>>(out);
    if (cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess) { printf("FAIL cuda error\n"); return 1; }
    for (int i = 0; i < 128; ++i)
        if (h[i] != 2.0f) { printf("FAIL out[%d] = %g, expected 2\n", i, h[i]); return 1; }
    printf("PASS\n");
    return 0;
}
