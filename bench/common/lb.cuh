/*
 * bench/common/lb.cuh - load-balanced frontier expansion for the hand-written
 * flat_lb programs (bfs, sssp): the "merge-path / load-balanced search" scheme
 * of expert GPU graph codes (ModernGPU, Gunrock LB).
 *
 *   1. lb_frontier_scan: offs[i] = sum of degrees of frontier[0..i] (inclusive),
 *      total written to tile_sums[ntiles]; three small kernels, no host sync.
 *   2. the app's expansion kernel gives every thread an equal share of the
 *      frontier's edges: edge slot e belongs to frontier entry
 *      lb_owner(offs, fsize, e), at position e - offs[owner-1] of its list.
 *
 * Workspace: offs (fsize ints), tile_sums (lb_tile_count(fsize) + 1 ints).
 * Include from exactly one .cu file per binary (the kernels are static).
 */
#ifndef BENCH_LB_CUH
#define BENCH_LB_CUH

#include <cub/block/block_scan.cuh>

#include "harness.h"

#define LB_TILE 1024

static inline int lb_tile_count(int n)
{
    return (n + LB_TILE - 1) / LB_TILE;
}

/* per tile: inclusive scan of the degrees; tile total to tile_sums[tile] */
static __global__ void __launch_bounds__(LB_TILE)
lb_degree_scan_tiles(const int *row, const int *frontier, int fsize, int *offs, int *tile_sums)
{
    typedef cub::BlockScan<int, LB_TILE> scan_t;
    __shared__ typename scan_t::TempStorage tmp;
    int i = blockIdx.x * LB_TILE + threadIdx.x;
    int deg = 0;
    if (i < fsize) {
        int v = frontier[i];
        deg = row[v + 1] - row[v];
    }
    int incl, total;
    scan_t(tmp).InclusiveSum(deg, incl, total);
    if (i < fsize)
        offs[i] = incl;
    if (threadIdx.x == 0)
        tile_sums[blockIdx.x] = total;
}

/* one block: exclusive scan of the tile totals in place; grand total to tile_sums[ntiles] */
static __global__ void __launch_bounds__(LB_TILE) lb_scan_tile_sums(int *tile_sums, int ntiles)
{
    typedef cub::BlockScan<int, LB_TILE> scan_t;
    __shared__ typename scan_t::TempStorage tmp;
    int carry = 0;
    for (int base = 0; base < ntiles; base += LB_TILE) {
        int i = base + threadIdx.x;
        int x = i < ntiles ? tile_sums[i] : 0;
        int excl, total;
        scan_t(tmp).ExclusiveSum(x, excl, total);
        if (i < ntiles)
            tile_sums[i] = excl + carry;
        carry += total;
        __syncthreads();
    }
    if (threadIdx.x == 0)
        tile_sums[ntiles] = carry;
}

static __global__ void __launch_bounds__(LB_TILE)
lb_add_tile_offsets(int *offs, int fsize, const int *tile_sums)
{
    int i = blockIdx.x * LB_TILE + threadIdx.x;
    if (blockIdx.x > 0 && i < fsize)
        offs[i] += tile_sums[blockIdx.x];
}

/* offs := inclusive scan of the degrees of frontier[0..fsize); total at tile_sums[ntiles] */
static inline void lb_frontier_scan(const int *row, const int *frontier, int fsize, int *offs,
                                    int *tile_sums)
{
    int ntiles = lb_tile_count(fsize);
    lb_degree_scan_tiles<<<ntiles, LB_TILE>>>(row, frontier, fsize, offs, tile_sums);
    CHECK_LAUNCH();
    lb_scan_tile_sums<<<1, LB_TILE>>>(tile_sums, ntiles);
    CHECK_LAUNCH();
    if (ntiles > 1) {
        lb_add_tile_offsets<<<ntiles, LB_TILE>>>(offs, fsize, tile_sums);
        CHECK_LAUNCH();
    }
}

/* the frontier entry owning edge slot e: first i with offs[i] > e */
static __device__ __forceinline__ int lb_owner(const int *offs, int fsize, int e)
{
    int lo = 0, hi = fsize - 1;
    while (lo < hi) {
        int mid = (lo + hi) >> 1;
        if (offs[mid] > e)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

/* grid for an expansion kernel of `threads` per block over at most max_edges slots */
static inline int lb_grid(long long max_edges, int threads)
{
    static int sms = 0;
    if (!sms)
        CHECK_CUDA(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    long long want = (max_edges + threads - 1) / threads;
    long long cap = (long long)sms * 16;
    if (want > cap)
        want = cap;
    return want < 1 ? 1 : (int)want;
}

#endif /* BENCH_LB_CUH */
