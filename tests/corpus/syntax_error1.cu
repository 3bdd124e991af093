// expect-error: 17:45
// syntax_error1.cu - INVALID: the launch on line 17 lacks the closing ')' of its
// argument list: the ';' at column 45 comes first. tree-sitter puts a
// MISSING ")" at 17:45; nvcc 13 reports `17: error: expected a ")"`.
#include <cuda_runtime.h>

__global__ void child(int *a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] = i;
}

__global__ void parent(int *a, int n)
{
    if (threadIdx.x == 0)
        child<<<(n + 127) / 128, 128>>>(a, n;
}

int main(void)
{
    int *a;
    cudaMalloc(&a, 1024 * sizeof(int));
    parent<<<1, 32>>>(a, 1024);
    cudaDeviceSynchronize();
    cudaFree(a);
    return 0;
}
