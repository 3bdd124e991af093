// A parent reading its place through cooperative groups: its persistent
// version (T1, T2) would run its blocks under another place.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void child(float *data, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] += 1.0f;
}
__global__ void parent(float *data, const int *sizes, int count)
{
    cg::thread_block block = cg::this_thread_block();
    int t = block.group_index().x * block.size() + block.thread_rank();
    if (t < count)
        child<<<(sizes[t] + 127) / 128, 128>>>(data + t * 4096, sizes[t]);
}
int main()
{
    float *d; int *s;
    cudaMalloc(&d, 1 << 20); cudaMalloc(&s, 1024);
    parent<<<4, 64>>>(d, s, 256);
    cudaDeviceSynchronize();
    return 0;
}
