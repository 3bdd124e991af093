// expect-error: 18:41
// syntax_error3.cu - INVALID: the launch statement on line 18 lacks its ';'
// (it should be at column 41, right after the ')'). tree-sitter puts a
// MISSING ";" at 18:41; nvcc 13 reports the next token instead:
// `19: error: expected a ";"` (at the "}" on line 19).
#include <cuda_runtime.h>

__global__ void child(int *out, int value)
{
    out[blockIdx.x * blockDim.x + threadIdx.x] = value;
}

__global__ void parent(int *out, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {
        int base = t * 256 + 1;
        child<<<2, 128>>>(out + base, t)
    }
}

int main(void)
{
    int *out;
    cudaMalloc(&out, 64 * 257 * sizeof(int));
    parent<<<1, 64>>>(out, 64);
    cudaDeviceSynchronize();
    return 0;
}
