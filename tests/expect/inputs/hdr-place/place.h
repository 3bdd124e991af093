// A block reduction over the child's block (Mariani-Silver's border_dwell
// is so): reads threadIdx and blockDim, shared memory, barriers.
__device__ int block_min(int v)
{
    __shared__ int best;
    if (threadIdx.x == 0) best = v;
    __syncthreads();
    atomicMin(&best, v + (int)(blockIdx.x % 2));
    __syncthreads();
    return best;
}
__device__ int offset_of() { return blockIdx.x * blockDim.x + threadIdx.x; }
