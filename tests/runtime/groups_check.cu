// Children written with cooperative groups' thread_block (issue 15, build
// item 1). Each parent thread launches, over its own segment:
// - `reverse_segments`, blocks of 128 threads, each reversing its tile
//   through shared memory with block.sync() and cg::sync(block);
// - then `offset_segments`, blocks of 64 or 128 threads (a fused block can
//   be larger than the child block it runs), adding each value's block
//   and rank as the group tells them.
// The children read their place only through the group: group_index(),
// size(), thread_rank(), group_dim(), num_threads(). Aggregation stands
// dpopt::ChildBlock in for it; the other strategies leave the launches as
// written. Checked against the host.
//   usage: groups_check   prints PASS or FAIL and the first wrong value
#include <cooperative_groups.h>
#include <cstdio>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

#define PARENT_BLOCKS 24
#define PARENT_THREADS 32
#define SEGMENT 1000

__device__ unsigned int launch_failures;

__global__ void reverse_segments(int *data, int n, int *blocks_seen)
{
    cg::thread_block block = cg::this_thread_block();
    __shared__ int tile[128];
    unsigned int rank = block.thread_rank();
    unsigned int i = block.group_index().x * block.size() + rank;
    tile[rank] = i < n ? data[i] : -1;
    block.sync();
    int mirrored = tile[block.group_dim().x - 1 - rank];
    cg::sync(block);
    if (i < n)
        data[i] = mirrored * 2 + (int)block.group_index().x;
    if (rank == 0)
        atomicAdd(blocks_seen, 1);
}

__global__ void offset_segments(int *data, int n)
{
    auto block = cg::this_thread_block();
    unsigned int i = block.group_index().x * block.num_threads() + block.thread_rank();
    if (i < n)
        data[i] += 3 * (int)block.group_index().x + (int)block.thread_rank() + (int)block.size();
}

__global__ void parent(int *data, int *blocks_seen)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int threads = t % 3 == 0 ? 128 : 64;
    int n = SEGMENT - t % 7 * 100;
    reverse_segments<<<(n + 127) / 128, 128>>>(data + t * SEGMENT, n, blocks_seen + t);
    if (cudaGetLastError() != cudaSuccess)
        atomicAdd(&launch_failures, 1u);
    offset_segments<<<(n + threads - 1) / threads, threads>>>(data + t * SEGMENT, n);
    if (cudaGetLastError() != cudaSuccess)
        atomicAdd(&launch_failures, 1u);
}

int main()
{
    const int launches = PARENT_BLOCKS * PARENT_THREADS, count = launches * SEGMENT;
    int *host = new int[count], *expect = new int[count], *blocks = new int[launches];
    for (int i = 0; i < count; i++)
        host[i] = expect[i] = (i * 7919) % 1000;
    // The host's reference, block by block as the children do it.
    for (int t = 0; t < launches; t++) {
        int threads = t % 3 == 0 ? 128 : 64, n = SEGMENT - t % 7 * 100;
        int *seg = expect + t * SEGMENT;
        for (int b = 0; b * 128 < n; b++) {
            int tile[128], out[128];
            for (int r = 0; r < 128; r++)
                tile[r] = b * 128 + r < n ? seg[b * 128 + r] : -1;
            for (int r = 0; r < 128; r++)
                out[r] = tile[127 - r] * 2 + b;
            for (int r = 0; r < 128 && b * 128 + r < n; r++)
                seg[b * 128 + r] = out[r];
        }
        for (int i = 0; i < n; i++)
            seg[i] += 3 * (i / threads) + i % threads + threads;
    }
    int *data, *seen;
    cudaMalloc(&data, count * sizeof(int));
    cudaMalloc(&seen, launches * sizeof(int));
    cudaMemcpy(data, host, count * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(seen, 0, launches * sizeof(int));
    parent<<<PARENT_BLOCKS, PARENT_THREADS>>>(data, seen);
    cudaError_t err = cudaDeviceSynchronize();
    unsigned int failures = 0;
    cudaMemcpyFromSymbol(&failures, launch_failures, sizeof failures);
    cudaMemcpy(host, data, count * sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(blocks, seen, launches * sizeof(int), cudaMemcpyDeviceToHost);
    if (err != cudaSuccess) {
        printf("FAIL: %s\n", cudaGetErrorString(err));
        return 1;
    }
    if (failures) {
        printf("FAIL: %u launches failed\n", failures);
        return 1;
    }
    for (int t = 0; t < launches; t++) {
        int n = SEGMENT - t % 7 * 100;
        if (blocks[t] != (n + 127) / 128) {
            printf("FAIL: launch %d ran %d blocks, not %d\n", t, blocks[t], (n + 127) / 128);
            return 1;
        }
    }
    for (int i = 0; i < count; i++)
        if (host[i] != expect[i]) {
            printf("FAIL: value %d is %d, not %d\n", i, host[i], expect[i]);
            return 1;
        }
    printf("PASS: %d launches of each child, %d values\n", launches, count);
    return 0;
}
