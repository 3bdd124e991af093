// The block a --flatten=grid walk divides by: a constant where every launch
// of the site makes one that only integers make (a literal, an integer
// local initialized so and never written, a macro every definition of
// which is that constant); a value read at run time anywhere else.
#include <cuda_runtime.h>

#define ROW 128
#define SQUARE dim3(16, 16)
#ifdef WIDE
#define LANES 64
#else
#define LANES 32
#endif

__global__ void child(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = i;
}

__global__ void from_literal(int *out, const int *len)
{
    int n = len[blockIdx.x * blockDim.x + threadIdx.x];
    child<<<(n + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out, n);
}

__global__ void from_macro(int *out, const int *len)
{
    int n = len[blockIdx.x * blockDim.x + threadIdx.x];
    child<<<(n + ROW - 1) / ROW, ROW, 0, cudaStreamFireAndForget>>>(out, n);
}

__global__ void from_local(int *out, const int *len)
{
    const int block = 2 * 96;
    int n = len[blockIdx.x * blockDim.x + threadIdx.x];
    child<<<(n + block - 1) / block, block, 0, cudaStreamFireAndForget>>>(out, n);
}

__global__ void from_parameter(int *out, const int *len, int block)
{
    int n = len[blockIdx.x * blockDim.x + threadIdx.x];
    child<<<(n + block - 1) / block, block, 0, cudaStreamFireAndForget>>>(out, n);
}

__global__ void from_dim3_macro(int *out, const int *len)
{
    int n = len[blockIdx.x * blockDim.x + threadIdx.x];
    child<<<(n + 255) / 256, SQUARE, 0, cudaStreamFireAndForget>>>(out, n);
}

__global__ void from_two_definitions(int *out, const int *len)
{
    int n = len[blockIdx.x * blockDim.x + threadIdx.x];
    child<<<(n + 31) / 32, LANES, 0, cudaStreamFireAndForget>>>(out, n);
}

__global__ void from_written_local(int *out, const int *len)
{
    int block = 64;
    int n = len[blockIdx.x * blockDim.x + threadIdx.x];
    if (n > 4096)
        block = 256;
    child<<<(n + block - 1) / block, block, 0, cudaStreamFireAndForget>>>(out, n);
}

void run(int *out, const int *len, int blocks)
{
    from_literal<<<blocks, 128>>>(out, len);
    from_macro<<<blocks, 128>>>(out, len);
    from_local<<<blocks, 128>>>(out, len);
    from_parameter<<<blocks, 128>>>(out, len, 96);
    from_dim3_macro<<<blocks, 128>>>(out, len);
    from_two_definitions<<<blocks, 128>>>(out, len);
    from_written_local<<<blocks, 128>>>(out, len);
}
