// Cooperative groups' thread_block in children and parents: the forms
// dpopt knows (analysis/block_group.h) and those it refuses.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
namespace groups = cooperative_groups;

// Every member read through an alias; the type named.
__global__ void by_alias(float *out, int n)
{
    cg::thread_block block = cg::this_thread_block();
    __shared__ float tile[64];
    unsigned int i = block.group_index().x * block.size() + block.thread_rank();
    tile[block.thread_rank()] = i;
    block.sync();
    if (i < n)
        out[i] = tile[block.group_dim().x - 1 - block.thread_rank()] + block.num_threads() + block.dim_threads().x;
}

// auto, the namespace spelled out, and the free functions.
__global__ void by_namespace(float *out, int n)
{
    auto block = cooperative_groups::this_thread_block();
    unsigned int i = block.group_index().x * cooperative_groups::group_size(block) + groups::thread_rank(block);
    groups::sync(block);
    if (i < n)
        out[i] = (float)block.thread_index().x;
}

// The group made where it is used.
__global__ void made_in_place(float *out, int n)
{
    unsigned int i = cg::this_thread_block().group_index().x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = 1.0f;
}

// A member dpopt does not know of: cg::tiled_partition.
__global__ void tiles(float *out, int n)
{
    cg::thread_block block = cg::this_thread_block();
    auto tile = cg::tiled_partition<32>(block);
    unsigned int i = block.group_index().x * block.size() + block.thread_rank();
    if (i < n)
        out[i] = tile.thread_rank();
}

// A function it calls reads the block's place through the group.
__device__ unsigned int first_of(cg::thread_block b) { return b.group_index().x * b.size(); }
__global__ void through_callee(float *out, int n)
{
    cg::thread_block block = cg::this_thread_block();
    unsigned int i = first_of(block) + block.thread_rank();
    if (i < n)
        out[i] = 2.0f;
}

// A variable of the same name that is not a group: its size() is its own.
struct Span {
    __device__ unsigned int size() const { return 4; }
};
__global__ void not_a_group(float *out, int n)
{
    Span block;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = block.size();
}

__global__ void parent(float *out, const int *sizes, int count)
{
    // The parent's own group: its blocks stay its own under aggregation.
    cg::thread_block me = cg::this_thread_block();
    int t = me.group_index().x * me.size() + me.thread_rank();
    if (t >= count)
        return;
    int n = sizes[t];
    by_alias<<<(n + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out + t * 4096, n);
    by_namespace<<<(n + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out + t * 4096, n);
    made_in_place<<<(n + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out + t * 4096, n);
    tiles<<<(n + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out + t * 4096, n);
    through_callee<<<(n + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out + t * 4096, n);
    not_a_group<<<(n + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out + t * 4096, n);
}

int main()
{
    float *out;
    int *sizes;
    cudaMalloc(&out, 1 << 24);
    cudaMalloc(&sizes, 1024 * sizeof(int));
    cudaMemset(sizes, 0, 1024 * sizeof(int));
    parent<<<4, 256>>>(out, sizes, 1024);
    cudaDeviceSynchronize();
    return 0;
}
