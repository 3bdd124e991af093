#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__device__ int where_am_i() { return blockIdx.x; }
__global__ void returns_and_waits(int *out, int n)
{
    __shared__ int s[32];
    if (threadIdx.x >= n)
        return;
    s[threadIdx.x] = n;
    __syncthreads();
    out[blockIdx.x] = s[0];
}
__global__ void asks_a_function(int *out) { out[threadIdx.x] = where_am_i(); }
__global__ void uses_groups(int *out) { out[cg::this_thread_block().group_index().x] = 1; }
__global__ void reads_ctaid(int *out)
{
    unsigned int b;
    asm volatile("mov.u32 %0, %%ctaid.x;" : "=r"(b));
    out[b] = 1;
}
__global__ void parent(int *out, int n)
{
    returns_and_waits<<<n, 32>>>(out, n);
    asks_a_function<<<n, 32>>>(out);
    uses_groups<<<n, 32>>>(out);
    reads_ctaid<<<n, 32>>>(out);
}
