// Kernel attributes the grammar does not know: __inline_hint__ on a
// helper, __maxnreg__ on a child and on its parent (launched with a block
// dpopt cannot read: it would otherwise take __launch_bounds__(1024),
// which nvcc rejects beside __maxnreg__), and __cluster_dims__ on a child
// and on a parent (its launches left as written: no fused grid or copy
// keeps clusters).
__device__ __inline_hint__ int bump(int x)
{
    return x + 1;
}

__global__ void __maxnreg__(48) regs_child(int *a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] = bump(a[i]);
}

__global__ void __maxnreg__(40) regs_parent(int *a, int n, int block)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n)
        regs_child<<<1, block, 0, cudaStreamFireAndForget>>>(a + t * 64, 64);
}

__global__ void __cluster_dims__(2, 1, 1) clustered_child(int *a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        a[i] += 2;
}

__global__ void plain_parent(int *a, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n)
        clustered_child<<<2, 64, 0, cudaStreamFireAndForget>>>(a + t * 128, 128);
}

__global__ void __cluster_dims__(2) clustered_parent(int *a, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n)
        regs_child<<<1, 64, 0, cudaStreamFireAndForget>>>(a + t * 64, 64);
}

void run(int *a, int n, int block)
{
    regs_parent<<<(n + block - 1) / block, block>>>(a, n, block);
    plain_parent<<<(n + 127) / 128, 128>>>(a, n);
    clustered_parent<<<2 * ((n + 255) / 256), 128>>>(a, n);
}
