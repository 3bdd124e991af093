// Cooperative groups' tiles in children (issue 15): each child block
// partitions itself into tiles of 32 (a warp) and 8 threads, sums its
// values in each tile with shuffles, votes with ballot and any, and writes
// each tile's sum at its meta_group_rank. One launch site uses blocks of
// 128 threads in every launch (aggregation takes it: the fused block is
// the child's, so its warps are the child's); the other's block size
// differs by launch (64 or 128: the tiles keep it as written, with a note).
// Every result is compared with the host's.
//   usage: groups_tile_check   prints PASS or FAIL and the first wrong value
#include <cooperative_groups.h>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <vector>

namespace cg = cooperative_groups;

#define PARENTS 96
#define MAX_N 1000
#define OUT_PER_PARENT 2048 // room for every tile's sums

__device__ unsigned int launch_failures;

// Per tile: sums[2 * tile] = sum of its values (0 past n), sums[2 * tile + 1]
// = (ballot of odd values) + 1000 * any(value > 900).
__global__ void tiles(const int *in, int n, int *sums, int *small_sums)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    auto eight = cg::tiled_partition<8>(block);
    int i = block.group_index().x * block.size() + block.thread_rank();
    int v = i < n ? in[i] : 0;
    int sum = v;
    for (int o = warp.size() / 2; o > 0; o /= 2)
        sum += warp.shfl_down(sum, o);
    unsigned int odd = warp.ballot(v % 2 == 1);
    bool big = warp.any(v > 900);
    warp.sync();
    int tile = block.group_index().x * (block.size() / 32) + warp.meta_group_rank();
    if (warp.thread_rank() == 0) {
        sums[2 * tile] = sum;
        sums[2 * tile + 1] = (int)__popc(odd) + (big ? 1000 : 0);
    }
    int small = v;
    for (int o = 4; o > 0; o /= 2)
        small += eight.shfl_xor(small, o);
    if (eight.thread_rank() == 0)
        small_sums[block.group_index().x * eight.meta_group_size() + eight.meta_group_rank()] = small;
}

__global__ void parent(const int *in, const int *lengths, int *sums, int *small_sums)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    if (p >= PARENTS)
        return;
    int n = lengths[p];
    if (n == 0)
        return;
    // Blocks of 128 in every launch.
    tiles<<<(n + 127) / 128, 128, 0, cudaStreamFireAndForget>>>(in + p * MAX_N, n, sums + p * OUT_PER_PARENT,
                                                                small_sums + p * OUT_PER_PARENT);
    if (cudaGetLastError() != cudaSuccess)
        atomicAdd(&launch_failures, 1u);
    // Blocks of 64 or 128, by parent: the second half of the output.
    int block = p % 2 ? 64 : 128;
    tiles<<<(n + block - 1) / block, block, 0, cudaStreamFireAndForget>>>(
        in + p * MAX_N, n, sums + p * OUT_PER_PARENT + OUT_PER_PARENT / 2,
        small_sums + p * OUT_PER_PARENT + OUT_PER_PARENT / 2);
    if (cudaGetLastError() != cudaSuccess)
        atomicAdd(&launch_failures, 1u);
}

// The host's tiles: what one launch with blocks of `block` threads writes.
static void expect(const int *in, int n, int block, int *sums, int *small_sums)
{
    int blocks = (n + block - 1) / block;
    for (int t = 0; t < blocks * (block / 32); t++) {
        int sum = 0, odd = 0, big = 0;
        for (int k = 0; k < 32; k++) {
            int i = t * 32 + k, v = i < n ? in[i] : 0;
            sum += v, odd += v % 2 == 1, big |= v > 900;
        }
        sums[2 * t] = sum;
        sums[2 * t + 1] = odd + (big ? 1000 : 0);
    }
    for (int t = 0; t < blocks * (block / 8); t++) {
        int small = 0;
        for (int k = 0; k < 8; k++) {
            int i = t * 8 + k;
            small += i < n ? in[i] : 0;
        }
        small_sums[t] = small;
    }
}

int main()
{
    std::vector<int> in(PARENTS * MAX_N), lengths(PARENTS);
    unsigned int seed = 7u;
    for (int p = 0; p < PARENTS; p++) {
        seed = seed * 1664525u + 1013904223u;
        lengths[p] = p % 7 == 0 ? 0 : (int)(seed >> 8) % MAX_N + 1;
        for (int k = 0; k < MAX_N; k++) {
            seed = seed * 1664525u + 1013904223u;
            in[p * MAX_N + k] = (int)(seed >> 8) % 1000;
        }
    }
    const size_t out = (size_t)PARENTS * OUT_PER_PARENT;
    int *d_in, *d_lengths, *d_sums, *d_small;
    cudaMalloc(&d_in, sizeof(int) * in.size());
    cudaMalloc(&d_lengths, sizeof(int) * PARENTS);
    cudaMalloc(&d_sums, sizeof(int) * out);
    cudaMalloc(&d_small, sizeof(int) * out);
    cudaMemcpy(d_in, in.data(), sizeof(int) * in.size(), cudaMemcpyHostToDevice);
    cudaMemcpy(d_lengths, lengths.data(), sizeof(int) * PARENTS, cudaMemcpyHostToDevice);
    cudaMemset(d_sums, 0xff, sizeof(int) * out);
    cudaMemset(d_small, 0xff, sizeof(int) * out);
    parent<<<(PARENTS + 31) / 32, 32>>>(d_in, d_lengths, d_sums, d_small);
    cudaError_t err = cudaDeviceSynchronize();
    std::vector<int> sums(out), small(out), want_sums(out, -1), want_small(out, -1);
    cudaMemcpy(sums.data(), d_sums, sizeof(int) * out, cudaMemcpyDeviceToHost);
    cudaMemcpy(small.data(), d_small, sizeof(int) * out, cudaMemcpyDeviceToHost);
    unsigned int failures = 0;
    cudaMemcpyFromSymbol(&failures, launch_failures, sizeof failures);
    for (int p = 0; p < PARENTS; p++) {
        const int *x = &in[p * MAX_N];
        int base = p * OUT_PER_PARENT, half = OUT_PER_PARENT / 2;
        expect(x, lengths[p], 128, &want_sums[base], &want_small[base]);
        expect(x, lengths[p], p % 2 ? 64 : 128, &want_sums[base + half], &want_small[base + half]);
    }
    for (size_t k = 0; k < out; k++)
        if (sums[k] != want_sums[k] || small[k] != want_small[k]) {
            printf("FAIL: output %zu is %d and %d, not %d and %d\n", k, sums[k], small[k], want_sums[k], want_small[k]);
            return 1;
        }
    if (err != cudaSuccess || failures) {
        printf("FAIL: %s, %u launches failed\n", cudaGetErrorString(err), failures);
        return 1;
    }
    printf("PASS: %d parents, every tile's sums and votes\n", PARENTS);
    return 0;
}
