// A child written with cooperative groups' thread_block, launched once per
// parent thread (one launch site, so warp granularity takes it too), with
// blocks of 64 or 128 threads by thread: a fused block can be larger than
// the child block it runs, and the group must give the child's rank, size
// and place (dpopt::ChildBlock). Checked against the host.
//   usage: groups_warp_check   prints PASS or FAIL and the first wrong value
#include <cooperative_groups.h>
#include <cstdio>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

#define PARENT_BLOCKS 16
#define PARENT_THREADS 64
#define SEGMENT 700

__device__ unsigned int launch_failures;

__global__ void offset_segment(int *data, int n)
{
    auto block = cg::this_thread_block();
    unsigned int i = block.group_index().x * block.num_threads() + block.thread_rank();
    if (i < n)
        data[i] += 3 * (int)block.group_index().x + (int)block.thread_rank() + (int)block.size();
}

__global__ void parent(int *data)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int threads = t % 3 == 0 ? 128 : 64;
    int n = SEGMENT - t % 5 * 100;
    offset_segment<<<(n + threads - 1) / threads, threads>>>(data + t * SEGMENT, n);
    if (cudaGetLastError() != cudaSuccess)
        atomicAdd(&launch_failures, 1u);
}

int main()
{
    const int launches = PARENT_BLOCKS * PARENT_THREADS, count = launches * SEGMENT;
    int *host = new int[count], *expect = new int[count];
    for (int i = 0; i < count; i++)
        host[i] = expect[i] = i % 1000;
    for (int t = 0; t < launches; t++) {
        int threads = t % 3 == 0 ? 128 : 64, n = SEGMENT - t % 5 * 100;
        for (int i = 0; i < n; i++)
            expect[t * SEGMENT + i] += 3 * (i / threads) + i % threads + threads;
    }
    int *data;
    cudaMalloc(&data, count * sizeof(int));
    cudaMemcpy(data, host, count * sizeof(int), cudaMemcpyHostToDevice);
    parent<<<PARENT_BLOCKS, PARENT_THREADS>>>(data);
    cudaError_t err = cudaDeviceSynchronize();
    unsigned int failures = 0;
    cudaMemcpyFromSymbol(&failures, launch_failures, sizeof failures);
    cudaMemcpy(host, data, count * sizeof(int), cudaMemcpyDeviceToHost);
    if (err != cudaSuccess || failures) {
        printf("FAIL: %s, %u launches failed\n", cudaGetErrorString(err), failures);
        return 1;
    }
    for (int i = 0; i < count; i++)
        if (host[i] != expect[i]) {
            printf("FAIL: value %d is %d, not %d\n", i, host[i], expect[i]);
            return 1;
        }
    printf("PASS: %d launches, %d values\n", launches, count);
    return 0;
}
