// Kernels dpopt rewrites, launched with more than 256 threads a block or an
// unknown block (take __launch_bounds__(1024)), with at most 256 (do not),
// and with bounds of their own (keep them; a walk's fused grid, of dpopt's
// own blocks, takes its own instead: tiny_child's 64 would fail its launch).
#define WIDE 1024

__global__ void wide_child(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += 1;
}

__global__ void wide_parent(int *out, const int *sizes, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n && sizes[v] > 0)
        wide_child<<<(sizes[v] + 511) / 512, 512, 0, cudaStreamFireAndForget>>>(out + v * 4096, sizes[v]);
}

__global__ void narrow_child(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += 2;
}

__global__ void narrow_parent(int *out, const int *sizes, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n && sizes[v] > 0)
        narrow_child<<<(sizes[v] + 255) / 256, 256, 0, cudaStreamFireAndForget>>>(out + v * 4096, sizes[v]);
}

__global__ void unknown_parent(int *out, const int *sizes, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n && sizes[v] > 0)
        narrow_child<<<(sizes[v] + 127) / 128, 128, 0, cudaStreamFireAndForget>>>(out + v * 4096, sizes[v]);
}

__global__ void __launch_bounds__(512) own_child(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += 3;
}

__global__ void __launch_bounds__(512) own_parent(int *out, const int *sizes, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n && sizes[v] > 0)
        own_child<<<(sizes[v] + 511) / 512, 512, 0, cudaStreamFireAndForget>>>(out + v * 4096, sizes[v]);
}

__global__ void __launch_bounds__(64) tiny_child(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] += 4;
}

__global__ void tiny_parent(int *out, const int *sizes, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n && sizes[v] > 0)
        tiny_child<<<(sizes[v] + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out + v * 4096, sizes[v]);
}

void run(int *out, const int *sizes, int n, int block)
{
    wide_parent<<<(n + WIDE - 1) / WIDE, WIDE>>>(out, sizes, n);
    int threads = 128;
    narrow_parent<<<(n + threads - 1) / threads, threads>>>(out, sizes, n);
    unknown_parent<<<(n + block - 1) / block, block>>>(out, sizes, n);
    own_parent<<<(n + 511) / 512, 512>>>(out, sizes, n);
    tiny_parent<<<(n + 127) / 128, 128>>>(out, sizes, n);
}
