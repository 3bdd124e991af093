// Children with barriers and early returns, run in a lambda per child block
// (coarsening, grid flattening in whole blocks): a return the whole block
// takes together is no obstacle; one only some of its threads take is.
__global__ void whole_block_leaves(unsigned *acc, int n)
{
    __shared__ unsigned partial[128];
    if (blockIdx.x * blockDim.x >= n + 32)
        return; // the whole block leaves together
    int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
    partial[t] = i < n ? (unsigned)i : 0u;
    __syncthreads();
    for (int w = blockDim.x / 2; w > 0; w >>= 1) {
        if (t < w)
            partial[t] += partial[t + w];
        __syncthreads();
    }
    if (t == 0)
        atomicAdd(acc, partial[0]);
}

__global__ void some_threads_leave(unsigned *acc, int n)
{
    __shared__ unsigned partial[128];
    if (threadIdx.x >= n)
        return;
    partial[threadIdx.x] = threadIdx.x;
    __syncthreads();
    atomicAdd(acc, partial[0]);
}

__global__ void parent(unsigned *acc, const int *sizes)
{
    int n = sizes[threadIdx.x];
    whole_block_leaves<<<(n + 127) / 128 + 1, 128, 0, cudaStreamFireAndForget>>>(acc, n);
    some_threads_leave<<<1, 128, 0, cudaStreamFireAndForget>>>(acc + 1, n);
}
