// A child template with an explicit specialisation: a launch of shifted<5>
// runs the specialisation's body, not the primary template's. dpopt read
// the name shifted as one function (the first definition) and copied the
// primary's body into every strategy's output (found 2026-11-25 while
// fixing template-default-arg).
#include <cstdio>
template <int SHIFT = 2>
__global__ void shifted(const int* in, int* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] << SHIFT;
}
template <>
__global__ void shifted<5>(const int* in, int* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = -in[i];
}
__global__ void parent(const int* in, int* out)
{
    if (threadIdx.x < 4)
        shifted<5><<<1, 32>>>(in + 32 * threadIdx.x, out + 32 * threadIdx.x, 32);
}
int main()
{
    int h[128], *in, *out;
    for (int i = 0; i < 128; ++i) h[i] = i + 1;
    cudaMalloc(&in, sizeof h);
    cudaMalloc(&out, sizeof h);
    cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
    parent<<<1, 32>>>(in, out);
    if (cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess) { printf("FAIL cuda error\n"); return 1; }
    for (int i = 0; i < 128; ++i)
        if (h[i] != -(i + 1)) { printf("FAIL out[%d] = %d, expected %d\n", i, h[i], -(i + 1)); return 1; }
    printf("PASS\n");
    return 0;
}
