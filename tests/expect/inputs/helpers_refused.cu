// Helpers reading the place that dpopt cannot copy: each launch stays as
// written, the note naming the helper and its line.
#define GID (blockIdx.x * blockDim.x + threadIdx.x)
template <int K> __device__ int scaled_place() { return K * blockIdx.x; }
__device__ int through_macro() { return GID; }
__device__ int with_default(int k = 1) { return k * blockIdx.x; }
__device__ int recursive(int d) { return d ? recursive(d - 1) : blockIdx.x; }
__global__ void uses_template(int *out) { out[threadIdx.x] = scaled_place<2>(); }
__global__ void uses_macro(int *out) { out[threadIdx.x] = through_macro(); }
__global__ void uses_default(int *out) { out[threadIdx.x] = with_default(); }
__global__ void uses_recursion(int *out) { out[threadIdx.x] = recursive(2); }
__global__ void uses_pointer(int *out) { int (*f)(int) = with_default; out[threadIdx.x] = f(1); }
__device__ int defined_late();
__global__ void uses_late(int *out) { out[threadIdx.x] = defined_late(); }
__device__ int defined_late() { return blockIdx.x; }
__global__ void parent(int *out)
{
    uses_template<<<2, 32>>>(out);
    uses_macro<<<2, 32>>>(out);
    uses_default<<<2, 32>>>(out);
    uses_recursion<<<2, 32>>>(out);
    uses_pointer<<<2, 32>>>(out);
    uses_late<<<2, 32>>>(out);
}
