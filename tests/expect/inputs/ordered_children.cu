// Children whose launches are ordered with other launches of the same
// blocks (the differential tester, seed 29, programs 47, 75 and six more:
// wrong under --flatten=grid when the grid's last block ran `fill`'s batch,
// or the host launched its fused grid after the grid, while `use`'s fused
// grid ran from the device):
// - two launches into the block's NULL stream: `use` reads what `fill`
//   wrote, so `fill`'s children must finish first;
// - a tail launch (`report`) waits for every other child of the grid.
__global__ void fill(unsigned *buf, unsigned tag) { buf[threadIdx.x] = tag + threadIdx.x; }

__global__ void use(unsigned *buf, unsigned *acc)
{
    unsigned v = buf[threadIdx.x] + buf[(threadIdx.x + 1) % blockDim.x];
    __syncthreads();
    atomicAdd(&acc[v % 64u], v);
}

__global__ void pair_parent(unsigned *bufs, unsigned *acc, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        fill<<<1, 32>>>(bufs + i * 32, 7u * i);
        use<<<1, 32>>>(bufs + i * 32, acc);
    }
}

__global__ void add(unsigned *sum, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < n)
        atomicAdd(sum, 1u);
}

__global__ void report(const unsigned *sum, unsigned *seen) { *seen = *sum; }

__global__ void tail_parent(unsigned *sum, unsigned *seen, int n)
{
    if (blockIdx.x == 0 && threadIdx.x == 0)
        report<<<1, 1, 0, cudaStreamTailLaunch>>>(sum, seen);
    add<<<1, 64, 0, cudaStreamFireAndForget>>>(sum, n);
}

void run(unsigned *bufs, unsigned *acc, unsigned *sum, unsigned *seen)
{
    pair_parent<<<4, 128>>>(bufs, acc, 500);
    tail_parent<<<64, 128>>>(sum, seen, 50);
}
