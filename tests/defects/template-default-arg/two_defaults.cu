// A child with two template parameters, the second defaulted from the first;
// launched naming only the first; and one with launch bounds, launched
// naming none of its arguments (<>).
#include <cstdio>
template <typename T, int N = sizeof(T), typename U = T>
__global__ void scale(const T* in, U* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] * N;
}
template <int SHIFT = 2>
__global__ __launch_bounds__(64) void shifted(const int* in, int* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] << SHIFT;
}
__global__ void parent(const float* in, float* out, const int* iin, int* iout)
{
    if (threadIdx.x < 4) {
        scale<float><<<1, 32>>>(in + 32 * threadIdx.x, out + 32 * threadIdx.x, 32);
        shifted<><<<1, 32>>>(iin + 32 * threadIdx.x, iout + 32 * threadIdx.x, 32);
    }
}
int main()
{
    float *in, *out;
    int *iin, *iout;
    cudaMalloc(&in, 512);
    cudaMalloc(&out, 512);
    cudaMalloc(&iin, 512);
    cudaMalloc(&iout, 512);
    parent<<<1, 32>>>(in, out, iin, iout);
    cudaDeviceSynchronize();
    printf("PASS\n");
    return 0;
}
