// Cooperative groups beyond a block's tiles in children (issue 15): the
// grid group (a grid-stride loop over this_grid(), and what its members
// read), the coalesced group of the threads present (an aggregated atomic),
// and tiles of tiles with cg::reduce and cg::exclusive_scan. Three launch
// sites from each parent thread:
//   - stride: grid groups, blocks of 64 or 128 and a grid of 1 to 4 blocks
//     by parent (a fused kernel stands dpopt::ChildGrid in for the group);
//   - compact: coalesced groups, blocks of 128 in every launch;
//   - collectives: tiles of 32 and tiles of 4 of those, blocks of 128.
// Every result is compared with the host's.
//   usage: groups_grid_check   prints PASS or FAIL and the first wrong value
#include <algorithm>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

namespace cg = cooperative_groups;

#define PARENTS 96
#define MAX_N 1000

__device__ unsigned int launch_failures;

// out[i] = in[i] + what the grid group says of the thread that takes i.
__global__ void stride(const int *in, int n, int *out)
{
    cg::grid_group grid = cg::this_grid();
    for (unsigned long long i = grid.thread_rank(); i < (unsigned long long)n; i += grid.size())
        out[i] = in[i] + 3 * (int)(grid.block_rank() % 5) + 100 * (int)grid.num_blocks() +
                 1000 * (int)(grid.dim_threads().x == grid.num_threads()) + 7 * (int)(grid.thread_index().x % 3) +
                 11 * (int)grid.block_index().x + 10000 * (int)grid.dim_blocks().x;
}

// The odd values of in[0..n), in some order, at compact[0..*count).
__global__ void compact(const int *in, int n, int *count, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = i < n ? in[i] : 0;
    if (v % 2 == 1) {
        cg::coalesced_group present = cg::coalesced_threads();
        int base = 0;
        if (present.thread_rank() == 0)
            base = atomicAdd(count, (int)present.size());
        base = present.shfl(base, 0);
        out[base + present.thread_rank()] = v;
    }
}

// Per thread: the sum of its tile of 4, the maximum of its warp, and the
// sum of the values before it in its warp.
__global__ void collectives(const int *in, int n, int *out)
{
    auto block = cg::this_thread_block();
    auto warp = cg::tiled_partition<32>(block);
    cg::thread_block_tile<4> four = cg::tiled_partition<4>(warp);
    int i = block.group_index().x * block.size() + block.thread_rank();
    int v = i < n ? in[i] : 0;
    int sum4 = cg::reduce(four, v, cg::plus<int>());
    int most = cg::reduce(warp, v, cg::greater<int>());
    int before = cg::exclusive_scan(warp, v);
    if (i < n) {
        out[3 * i] = sum4;
        out[3 * i + 1] = most;
        out[3 * i + 2] = before;
    }
}

__global__ void parent(const int *in, const int *lengths, int *strided, int *counts, int *compacted, int *collected)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    if (p >= PARENTS)
        return;
    int n = lengths[p];
    if (n == 0)
        return;
    const int *x = in + p * MAX_N;
    int block = p % 2 ? 64 : 128;
    stride<<<1 + p % 4, block, 0, cudaStreamFireAndForget>>>(x, n, strided + p * MAX_N);
    if (cudaGetLastError() != cudaSuccess)
        atomicAdd(&launch_failures, 1u);
    compact<<<(n + 127) / 128, 128, 0, cudaStreamFireAndForget>>>(x, n, counts + p, compacted + p * MAX_N);
    if (cudaGetLastError() != cudaSuccess)
        atomicAdd(&launch_failures, 1u);
    collectives<<<(n + 127) / 128, 128, 0, cudaStreamFireAndForget>>>(x, n, collected + 3 * p * MAX_N);
    if (cudaGetLastError() != cudaSuccess)
        atomicAdd(&launch_failures, 1u);
}

static int fail(const char *what, int p, int k, int got, int want)
{
    printf("FAIL: %s of parent %d at %d is %d, not %d\n", what, p, k, got, want);
    return 1;
}

int main()
{
    std::vector<int> in(PARENTS * MAX_N), lengths(PARENTS);
    unsigned int seed = 11u;
    for (int p = 0; p < PARENTS; p++) {
        seed = seed * 1664525u + 1013904223u;
        lengths[p] = p % 7 == 0 ? 0 : (int)(seed >> 8) % MAX_N + 1;
        for (int k = 0; k < MAX_N; k++) {
            seed = seed * 1664525u + 1013904223u;
            in[p * MAX_N + k] = (int)(seed >> 8) % 1000;
        }
    }
    const size_t all = (size_t)PARENTS * MAX_N;
    int *d_in, *d_lengths, *d_strided, *d_counts, *d_compacted, *d_collected;
    cudaMalloc(&d_in, sizeof(int) * all);
    cudaMalloc(&d_lengths, sizeof(int) * PARENTS);
    cudaMalloc(&d_strided, sizeof(int) * all);
    cudaMalloc(&d_counts, sizeof(int) * PARENTS);
    cudaMalloc(&d_compacted, sizeof(int) * all);
    cudaMalloc(&d_collected, sizeof(int) * 3 * all);
    cudaMemcpy(d_in, in.data(), sizeof(int) * all, cudaMemcpyHostToDevice);
    cudaMemcpy(d_lengths, lengths.data(), sizeof(int) * PARENTS, cudaMemcpyHostToDevice);
    cudaMemset(d_strided, 0xff, sizeof(int) * all);
    cudaMemset(d_counts, 0, sizeof(int) * PARENTS);
    cudaMemset(d_compacted, 0xff, sizeof(int) * all);
    cudaMemset(d_collected, 0xff, sizeof(int) * 3 * all);
    parent<<<(PARENTS + 31) / 32, 32>>>(d_in, d_lengths, d_strided, d_counts, d_compacted, d_collected);
    cudaError_t err = cudaDeviceSynchronize();
    std::vector<int> strided(all), counts(PARENTS), compacted(all), collected(3 * all);
    cudaMemcpy(strided.data(), d_strided, sizeof(int) * all, cudaMemcpyDeviceToHost);
    cudaMemcpy(counts.data(), d_counts, sizeof(int) * PARENTS, cudaMemcpyDeviceToHost);
    cudaMemcpy(compacted.data(), d_compacted, sizeof(int) * all, cudaMemcpyDeviceToHost);
    cudaMemcpy(collected.data(), d_collected, sizeof(int) * 3 * all, cudaMemcpyDeviceToHost);
    unsigned int failures = 0;
    cudaMemcpyFromSymbol(&failures, launch_failures, sizeof failures);
    if (err != cudaSuccess || failures) {
        printf("FAIL: %s, %u launches failed\n", cudaGetErrorString(err), failures);
        return 1;
    }
    for (int p = 0; p < PARENTS; p++) {
        const int *x = &in[p * MAX_N];
        int n = lengths[p];
        // stride: the thread that takes i has grid rank i % size.
        int blocks = 1 + p % 4, block = p % 2 ? 64 : 128, size = blocks * block;
        for (int i = 0; i < n; i++) {
            int rank = i % size, block_rank = rank / block;
            int want = x[i] + 3 * (block_rank % 5) + 100 * blocks + 1000 + 7 * (rank % 3) + 11 * block_rank +
                       10000 * blocks;
            if (strided[p * MAX_N + i] != want)
                return fail("stride", p, i, strided[p * MAX_N + i], want);
        }
        // compact: the odd values, in any order.
        std::vector<int> odd, got;
        for (int i = 0; i < n; i++)
            if (x[i] % 2 == 1)
                odd.push_back(x[i]);
        if (counts[p] != (int)odd.size())
            return fail("compact's count", p, 0, counts[p], (int)odd.size());
        got.assign(compacted.begin() + p * MAX_N, compacted.begin() + p * MAX_N + odd.size());
        std::sort(odd.begin(), odd.end());
        std::sort(got.begin(), got.end());
        for (size_t k = 0; k < odd.size(); k++)
            if (got[k] != odd[k])
                return fail("compact (sorted)", p, (int)k, got[k], odd[k]);
        // collectives: tiles of 4 and warps of the block's thread numbers.
        for (int i = 0; i < n; i++) {
            int sum4 = 0, most = 0, before = 0;
            for (int k = i / 4 * 4; k < i / 4 * 4 + 4; k++)
                sum4 += k < n ? x[k] : 0;
            for (int k = i / 32 * 32; k < i / 32 * 32 + 32; k++)
                most = std::max(most, k < n ? x[k] : 0);
            for (int k = i / 32 * 32; k < i; k++)
                before += x[k];
            const int *c = &collected[3 * ((size_t)p * MAX_N + i)];
            if (c[0] != sum4)
                return fail("reduce of a tile of 4", p, i, c[0], sum4);
            if (c[1] != most)
                return fail("reduce (greater) of a warp", p, i, c[1], most);
            if (c[2] != before)
                return fail("exclusive_scan of a warp", p, i, c[2], before);
        }
    }
    printf("PASS: %d parents, grid groups, coalesced groups, tiles of tiles and their collectives\n", PARENTS);
    return 0;
}
