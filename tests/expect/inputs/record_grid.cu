// The grid an aggregated launch's record carries: its x alone where the
// grid's configuration is of an integer type (its dim3 is then (x, 1, 1)),
// the whole dim3 wherever dpopt cannot prove that.
#include <cuda_runtime.h>

__global__ void child(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = i;
}

// An int local and a parameter, in integer arithmetic and a cast: x alone.
__global__ void from_locals(int *out, const int *len, int shift)
{
    int n = len[threadIdx.x];
    child<<<(n + 63) / 64, 64>>>(out, n);
    child<<<(unsigned)(n >> shift) + 1u, 64>>>(out, n);
}

// A dim3: the whole grid.
__global__ void from_dim3(int *out, const int *len)
{
    int n = len[threadIdx.x];
    dim3 g(n, 2);
    child<<<g, 64>>>(out, n);
}

// The parameter n hidden by a local dim3 n: the whole grid.
__global__ void hidden_by_block(int *out, int n, const int *len)
{
    {
        dim3 n(len[threadIdx.x], 4);
        child<<<n, 64>>>(out, 16);
    }
    (void)n;
}

// ... and by a range for's variable, which dpopt's lookup of locals does not
// read: still the whole grid, since n is declared twice in the kernel.
__global__ void hidden_by_range_for(int *out, int n, const dim3 *grids)
{
    const dim3 two[2] = {grids[0], grids[1]};
    for (dim3 n : two)
        child<<<n, 64, 0, cudaStreamFireAndForget>>>(out, 16);
    (void)n;
}

// A type dpopt cannot see through (a typedef), a load, a call: the whole grid.
typedef int count_t;
__device__ int blocks_for(int n) { return (n + 63) / 64; }
__global__ void unproven(int *out, const int *len)
{
    count_t c = len[threadIdx.x];
    child<<<c, 64>>>(out, c);
    child<<<len[threadIdx.x], 64>>>(out, 64);
    child<<<blocks_for(len[threadIdx.x]), 64>>>(out, 64);
}

int main()
{
    int *out, *len;
    dim3 *grids;
    cudaMalloc(&out, 1 << 20);
    cudaMalloc(&len, 64 * sizeof(int));
    cudaMalloc(&grids, 2 * sizeof(dim3));
    from_locals<<<1, 64>>>(out, len, 2);
    from_dim3<<<1, 64>>>(out, len);
    hidden_by_block<<<1, 64>>>(out, 16, len);
    hidden_by_range_for<<<1, 64>>>(out, 16, grids);
    unproven<<<1, 64>>>(out, len);
    cudaDeviceSynchronize();
    return 0;
}
