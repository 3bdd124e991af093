// --corun and returns: the body runs as a function in the admitted block's
// loop, so a thread that returns from it goes on to the loop's barrier.

// Some threads of a block return, then the others meet at a barrier: as
// written the returned ones have exited; in the loop they would wait at
// its barrier, paired with the body's.
__global__ void tail_tile(float *out, const float *in, int n)
{
    __shared__ float tile[256];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    tile[threadIdx.x] = in[i];
    __syncthreads();
    out[i] = tile[(threadIdx.x + 1) % blockDim.x];
}

// A whole block returns together: every thread reaches the loop's barrier.
__global__ void whole_blocks(float *out, const float *in, int blocks)
{
    __shared__ float tile[256];
    if (blockIdx.x >= blocks)
        return;
    tile[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = tile[255 - threadIdx.x];
}

// Some threads return, but the body has no barrier to pair with.
__global__ void scale(float *out, const float *in, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    out[i] = 2 * in[i];
}

int main()
{
    tail_tile<<<8, 256>>>(nullptr, nullptr, 2000);
    whole_blocks<<<8, 256>>>(nullptr, nullptr, 6);
    scale<<<8, 256>>>(nullptr, nullptr, 2000);
    return 0;
}
