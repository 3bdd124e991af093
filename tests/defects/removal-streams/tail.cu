// Block 0 tail-launches a child that reads what every block wrote: the
// child runs after the whole parent grid (cudaStreamTailLaunch). Run in
// place by thread 0 of block 0, it would read the other blocks' slots
// before they are written.
__global__ void total(const unsigned *slots, unsigned *sum, int n)
{
    unsigned s = 0;
    for (int i = 0; i < n; i++)
        s += slots[i];
    *sum = s;
}

__global__ void fill(unsigned *slots, unsigned *sum)
{
    if (threadIdx.x == 0)
        slots[blockIdx.x] = blockIdx.x + 1;
    if (blockIdx.x == 0 && threadIdx.x == 0)
        total<<<1, 1, 0, cudaStreamTailLaunch>>>(slots, sum, gridDim.x);
}
