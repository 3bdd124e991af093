// Code a child runs without a call naming it, reading the thread's or
// block's place (analysis/implicit_place.h): dpopt renames the place in
// the child and in the functions it calls by name only. Each launch below
// was transformed before, reading the place of the threads running the copy.

// A default argument reading threadIdx: aggregation keeps the child's
// threads, removal does not.
__device__ int lane_or(unsigned t = threadIdx.x) { return (int)t; }

__global__ void by_default(int *out)
{
    out[lane_or()] = 1;
}

// A constructor reading blockIdx: every strategy renames the block.
struct Tile {
    unsigned first;
    __device__ Tile() : first(blockIdx.x * blockDim.x) {}
};

__global__ void by_constructor(int *out)
{
    Tile tile;
    out[tile.first + threadIdx.x] = 2;
}

__global__ void parent(int *out)
{
    if (threadIdx.x == 0)
        by_default<<<1, 32, 0, cudaStreamFireAndForget>>>(out);
    if (threadIdx.x == 1)
        by_constructor<<<4, 32, 0, cudaStreamFireAndForget>>>(out);
}

int main()
{
    parent<<<1, 32>>>(nullptr);
    return 0;
}
