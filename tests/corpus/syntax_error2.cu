// expect-error: 22:1
// syntax_error2.cu - INVALID: unbalanced braces. The '}' on line 22, column 1
// closes nothing (parent's body already ended on line 21). nvcc 13 reports
// "22: error: expected a declaration"; tree-sitter has an ERROR node at 22:1.
#include <cuda_runtime.h>

__global__ void child(float *x, int n, float v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = v;
}

__global__ void parent(float *x, const int *len, int m)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < m) {
        int n = len[t];
        child<<<(n + 63) / 64, 64>>>(x + t * 1024, n, 1.0f);
    }
}
}

int main(void)
{
    float *x;
    int *len;
    cudaMalloc(&x, 64 * 1024 * sizeof(float));
    cudaMalloc(&len, 64 * sizeof(int));
    parent<<<1, 64>>>(x, len, 64);
    cudaDeviceSynchronize();
    return 0;
}
