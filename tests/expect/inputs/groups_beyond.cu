// Cooperative groups beyond a block and its tiles (issue 15): the forms
// dpopt knows (analysis/block_group.h) and those it refuses.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
using namespace cooperative_groups;

// A grid group under `using namespace`, with the free functions.
__global__ void strided(int *out, int n)
{
    grid_group g = this_grid();
    for (unsigned long long i = thread_rank(g); i < n; i += group_size(g))
        out[i] = (int)g.block_rank();
}

// A grid barrier needs a cooperative launch: no launch from the device is one.
__global__ void grid_barrier(int *out, int n)
{
    auto g = this_grid();
    out[g.thread_rank()] = 1;
    g.sync();
}

// The threads present, with block sizes that differ by launch.
__global__ void present(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        coalesced_group c = coalesced_threads();
        out[i] = c.thread_rank();
    }
}

// A tile of runtime size: not known.
__global__ void runtime_tile(int *out, int n)
{
    thread_group t = tiled_partition(this_thread_block(), 4);
    out[threadIdx.x] = t.thread_rank();
}

// A tile of a tile and a reduction, every launch with blocks of 64.
__global__ void nested(int *out, int n)
{
    thread_block block = this_thread_block();
    thread_block_tile<32> warp = tiled_partition<32>(block);
    auto two = tiled_partition<2>(warp);
    int i = block.group_index().x * 64 + block.thread_rank();
    out[i] = reduce(two, i, plus<int>()) + reduce(warp, 1, plus<int>());
}

// A variable named like a group that is none: its members are its own.
struct Grid {
    __device__ unsigned int size() const { return 4; }
};
__global__ void not_a_grid(int *out, int n)
{
    Grid grid;
    out[threadIdx.x] = grid.size();
}

__global__ void parent(int *out, int count)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= count)
        return;
    strided<<<1 + t % 3, 64, 0, cudaStreamFireAndForget>>>(out + t * 4096, 1000);
    grid_barrier<<<1, 64, 0, cudaStreamFireAndForget>>>(out + t * 4096, 64);
    present<<<4, t % 2 ? 64 : 128, 0, cudaStreamFireAndForget>>>(out + t * 4096, 256);
    runtime_tile<<<1, 64, 0, cudaStreamFireAndForget>>>(out + t * 4096, 64);
    nested<<<2, 64, 0, cudaStreamFireAndForget>>>(out + t * 4096, 128);
    not_a_grid<<<1, 64, 0, cudaStreamFireAndForget>>>(out + t * 4096, 64);
}

int main()
{
    int *out;
    cudaMalloc(&out, 1 << 24);
    parent<<<4, 256>>>(out, 1024);
    cudaDeviceSynchronize();
    return 0;
}
