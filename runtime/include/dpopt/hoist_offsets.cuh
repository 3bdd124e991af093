// dpopt runtime: a launch hoisted over an array of offsets (--hoist, a
// parent that reads memory).
//
// The parent as written: thread v of a one-dimensional grid, below a bound V
// that every read of the offsets sits under, launches a child whose threads
// past offsets[v + 1] - offsets[v] do nothing (CSR's rows: a thread a vertex,
// a child thread an edge):
//
//     int v = blockIdx.x * blockDim.x + threadIdx.x;
//     if (v < n) {
//         int degree = row[v + 1] - row[v];
//         if (degree > 0)
//             child<<<(degree + 255) / 256, 256>>>(..., degree, ...);  // child: if (j < degree) ...
//     }
//
// Where the offsets never decrease over [0, V], the children's working
// threads are those of [offsets[0], offsets[V]), child after child, and a
// thread of that range finds its parent thread by a search in the offsets:
// no parent grid, no launch from the device. Each host launch becomes
//
//     dpopt::OffsetWalk dp_walk = dpopt::offset_walk(grid, block, V, shmem, stream);
//     if (dp_walk.parents) {
//         if (dp_walk.check_blocks)
//             dpopt::offsets_check<<<dp_walk.check_blocks, 256, 0, stream>>>(row, dp_walk);
//         <parent>_dp_hoist<<<dp_walk.blocks, 256, 0, stream>>>(args..., dp_walk);
//         dpopt::offset_walk_end(dp_walk, stream);
//     } else if (!dp_walk.nothing)
//         <parent><<<grid, block, shmem, stream>>>(args...);  // as written
//
// Each block of the walking grid first learns whether the offsets ever
// decrease: up to 8,192 parents it reads them all itself (one launch, as a
// hand-written walk); past that a check grid writes a verdict for each of
// its shares, in memory allocated in the stream (cudaMallocAsync), so that
// host threads and streams launching the same kernel at once never share
// them. Where they decrease, no thread walks: the walking grid's blocks
// take the parent threads in turn, and each block runs its parent thread's
// child threads itself, the parent's code telling how many there are. No
// launch from the device, in this grid or any: a kernel that may launch
// takes longer to start even where it never does
// (bench/results/mstf-check-ab-2026-11-29-h200/). Where the allocation
// fails, or a configuration is one the launch as written would refuse, or
// has more than one dimension, the host launches the parent as written. Where no parent thread reaches the reads
// (V = 0), no thread of the parent does anything and nothing is launched.
#ifndef DPOPT_RUNTIME_HOIST_OFFSETS_CUH
#define DPOPT_RUNTIME_HOIST_OFFSETS_CUH

#include "dpopt/base.cuh"
#include "dpopt/hoist.cuh"
#include "dpopt/shape.cuh"

namespace dpopt {

// Threads of a block of the check and of the walking grid.
constexpr unsigned int offset_walk_threads = 256u;
// Most blocks of the check: the walking grid's every block reads each verdict.
constexpr unsigned int offset_walk_most_checks = 64u;
// Blocks of the walking grid.
constexpr unsigned int offset_walk_blocks = 1024u;

// Offsets a block of the walking grid checks itself, each block all of
// them, where there are no more than this many parents: no check grid, no
// room for its verdicts, one launch (what a hand-written walk makes). Past
// it, the check is a grid of its own, its verdicts in memory allocated in
// the stream.
constexpr unsigned long long offset_walk_self_checked = 8192ull;

struct OffsetWalk {
    dim3 parent_grid;
    dim3 parent_block;
    size_t parent_shmem;           // the parent's dynamic shared memory, for its launch as written
    unsigned long long parents;    // V: the parent threads the walk stands for (0: as written, or nothing)
    unsigned int *unsorted;        // per block of the check grid: its share decreases somewhere (NULL: checked by each block)
    unsigned int check_blocks;     // of the check grid (0: none)
    unsigned int blocks;           // of the walking grid
    bool nothing;                  // no parent thread reaches the reads: launch nothing
};

// How many indices v = 0, 1, ... of type I pass `v < bound` as C++ compares
// them, at most 2^63 - 1: the usual arithmetic conversions first (an
// unsigned int index makes a negative int bound huge, and every thread
// passes it; a signed one, none).
template <typename I, typename N>
__host__ inline long long offset_walk_bound(N bound)
{
    using C = decltype(I(0) + bound);
    const C c = (C)bound;
    if (!(C(0) < c))
        return 0;
    const unsigned long long u = (unsigned long long)c;
    return u > 0x7fffffffffffffffull ? 0x7fffffffffffffffLL : (long long)u;
}

__host__ inline OffsetWalk offset_walk(dim3 grid, dim3 block, long long bound, size_t shmem, cudaStream_t stream)
{
    OffsetWalk w = {grid, block, shmem, 0ull, nullptr, 0u, 0u, false};
    if (!launch_config_valid(grid, block) || grid.y != 1u || grid.z != 1u || block.y != 1u || block.z != 1u)
        return w;
    const unsigned long long threads = (unsigned long long)grid.x * block.x;
    const unsigned long long parents = bound <= 0 ? 0ull : (unsigned long long)bound < threads ? (unsigned long long)bound : threads;
    if (parents == 0ull) {
        w.nothing = true;
        return w;
    }
    // 1,024 blocks (an H200 full at 8 a SM), walking the children's threads by the grid's stride: the
    // host does not know how many there are, and a block past them leaves at once.
    const unsigned long long shares = (parents + offset_walk_threads - 1ull) / offset_walk_threads;
    w.blocks = offset_walk_blocks;
    if (parents > offset_walk_self_checked) {
        w.check_blocks = shares < offset_walk_most_checks ? (unsigned int)shares : offset_walk_most_checks;
        if (cudaMallocAsync((void **)&w.unsorted, w.check_blocks * sizeof(unsigned int), stream) != cudaSuccess) {
            cudaGetLastError(); // not the program's error: it meets the launch as written
            w.unsorted = nullptr;
            w.check_blocks = 0u;
            return w;
        }
    }
    w.parents = parents;
    return w;
}

__host__ inline void offset_walk_end(const OffsetWalk &w, cudaStream_t stream)
{
    if (w.unsorted && cudaFreeAsync(w.unsorted, stream) != cudaSuccess)
        cudaGetLastError();
}

// Whether offsets[i] > offsets[i + 1] for some i of this block's share of
// [0, V): block b's verdict in w.unsorted[b]. A walk whose blocks check
// the offsets themselves launches no check grid.
template <typename T>
__global__ void offsets_check(const T *offsets, OffsetWalk w)
{
    const unsigned long long share = (w.parents + w.check_blocks - 1ull) / w.check_blocks;
    const unsigned long long from = blockIdx.x * share;
    const unsigned long long to = from + share < w.parents ? from + share : w.parents;
    int decreases = 0;
    for (unsigned long long i = from + threadIdx.x; i < to; i += blockDim.x)
        decreases |= offsets[i] > offsets[i + 1];
    decreases = __syncthreads_or(decreases);
    if (threadIdx.x == 0)
        w.unsorted[blockIdx.x] = (unsigned int)decreases;
}

// Whether the offsets never decrease over [0, V]: the check grid's
// verdicts, or, where there is none, the block's own look at every offset.
// Every thread of the block calls it (a barrier).
template <typename T>
__device__ inline bool offset_walk_sorted(const OffsetWalk &w, const T *offsets)
{
    int decreases = 0;
    if (w.unsorted) {
        decreases = threadIdx.x < w.check_blocks ? (int)w.unsorted[threadIdx.x] : 0;
    } else {
        for (unsigned long long i = threadIdx.x; i < w.parents; i += blockDim.x)
            decreases |= offsets[i] > offsets[i + 1];
    }
    return !__syncthreads_or(decreases);
}

// The place of walked thread `at` (from offsets[0]): its parent thread v,
// the last with offsets[v] <= offsets[0] + at, and its thread of v's child.
struct OffsetPlace {
    dim3 parent_block;
    dim3 parent_thread;
    unsigned long long child_thread;
};

// The distance from offset `from` to offset `to`, where from <= to, in 64
// bits: both taken modulo 2^64 first, so that it is exact for any integer
// type (the difference of two int offsets, -2,000,000,000 and
// 2,000,000,000, does not fit an int, and the subtraction of the program's
// own type would overflow; neither do short offsets, promoted to int, as
// their unsigned counterparts).
template <typename T>
__host__ __device__ inline unsigned long long offset_distance(T from, T to)
{
    return (unsigned long long)to - (unsigned long long)from;
}

// The threads of the walk: offsets[V] - offsets[0], the offsets sorted (it
// may pass 2^31 - 1 where each child's count fits an int: the children's
// counts summed over the parents).
template <typename T>
__host__ __device__ inline unsigned long long offset_walk_count(const OffsetWalk &w, const T *offsets)
{
    return offset_distance(offsets[0], offsets[w.parents]);
}

// Whether this block has nothing of the walk to do: past its threads
// (block 0 stays, so that where the offsets decrease and offsets[V] -
// offsets[0] means nothing, some block runs the parents).
__device__ inline bool offset_walk_idle(unsigned long long threads)
{
    return blockIdx.x > 0u && (unsigned long long)blockIdx.x * blockDim.x >= threads;
}

// The blocks that are not idle: blocks 0 to this count - 1.
__device__ inline unsigned int offset_walk_working_blocks(unsigned long long threads)
{
    const unsigned long long blocks = (threads + blockDim.x - 1ull) / blockDim.x;
    return threads > ~0ull - blockDim.x || blocks >= gridDim.x ? gridDim.x : blocks > 0ull ? (unsigned int)blocks : 1u;
}

// Parent thread v of a one-dimensional parent grid, as its block and thread
// (child_thread 0): where the offsets decrease, a block runs v's child.
__host__ __device__ inline OffsetPlace offset_walk_parent(const OffsetWalk &w, unsigned long long v)
{
    OffsetPlace p;
    p.parent_block = dim3((unsigned int)(v / w.parent_block.x), 0u, 0u);
    p.parent_thread = dim3((unsigned int)(v % w.parent_block.x), 0u, 0u);
    p.child_thread = 0ull;
    return p;
}

// The last v of [lo, hi) with offsets[v] <= e, where offsets[lo] <= e < offsets[hi].
template <typename T, typename I>
__host__ __device__ inline I offset_walk_search(const T *offsets, I lo, I hi, T e)
{
    while (hi - lo > I(1)) {
        const I mid = lo + (hi - lo) / I(2);
        if (offsets[mid] <= e)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

// (`at` is below offset_walk_count: offsets[0] + at lies in [offsets[0],
// offsets[V]), which T holds; the sum is made modulo 2^64, where it cannot
// overflow, and converted back, as C++ converts modulo 2^N.)
template <typename T>
__host__ __device__ inline OffsetPlace offset_walk_place(const OffsetWalk &w, const T *offsets, unsigned long long at)
{
    const T e = (T)((unsigned long long)offsets[0] + at);
    // 32-bit indices where V fits them: half the work of each step.
    const unsigned long long lo = w.parents <= 0xffffffffull
                                      ? offset_walk_search<T, unsigned int>(offsets, 0u, (unsigned int)w.parents, e)
                                      : offset_walk_search<T, unsigned long long>(offsets, 0ull, w.parents, e);
    OffsetPlace p = offset_walk_parent(w, lo);
    p.child_thread = offset_distance(offsets[lo], e);
    return p;
}

// A walked thread's place in its child's launch of `grid` x `block`, from
// its linear index there (below launch_thread_count): 32-bit arithmetic
// where the index fits, as it does for every child of int or unsigned
// offsets (a child thread of 64-bit offsets may be past 2^32 - 1, and its
// block past what 32 bits count, in a grid of y or z past 1).
struct WalkedThread {
    dim3 thread;
    dim3 block;
};

__host__ __device__ inline WalkedThread offset_walk_thread(unsigned long long linear, dim3 grid, dim3 block)
{
    const unsigned int per_block = block_count(block);
    WalkedThread t;
    if (linear <= 0xffffffffull) {
        const unsigned int at = (unsigned int)linear;
        t.thread = unflatten(at % per_block, block);
        t.block = unflatten(at / per_block, grid);
    } else {
        t.thread = unflatten((unsigned int)(linear % per_block), block);
        t.block = unflatten_wide(linear / per_block, grid);
    }
    return t;
}

} // namespace dpopt

#endif
