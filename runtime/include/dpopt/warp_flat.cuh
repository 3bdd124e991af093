// dpopt runtime: flattening at warp scope (--flatten=warp).
//
// The lanes of a warp that reach a launch together (the active mask) run
// the child threads of all their launches themselves, as one index space,
// instead of launching: lane r of the group takes flattened threads r,
// r + lanes, r + 2 lanes, ... For each it finds the lane whose launch holds
// the thread (a binary search over the lanes' scanned thread counts, by
// shuffles) and takes that launch's configuration and arguments from that
// lane (shuffles again). So the work is balanced over the lanes whatever
// the launches' sizes: a launch of 3 threads takes 3 lanes' turns, not a
// 32-thread block of which 29 lanes idle (the load-balanced search of
// ModernGPU and Gunrock, over the lanes of one warp).
//
// Every lane of the group runs every turn of the loop (its bound is the
// group's total), so the shuffles always find the whole group; a lane whose
// index is past the total only takes part in them.
#ifndef DPOPT_RUNTIME_WARP_FLAT_CUH
#define DPOPT_RUNTIME_WARP_FLAT_CUH

#include "dpopt/warp_batch.cuh"

namespace dpopt {

// One group of lanes flattening their launches, as each lane sees it.
struct WarpFlat {
    unsigned int mask;  // the lanes taking part: those that reached the launch together
    unsigned int rank;  // this lane's place among them
    unsigned int lanes; // how many there are
    unsigned int end;   // one past the last flattened thread of this lane's launch
    unsigned int total; // the child threads of all their launches
};

// Called by every lane that reaches the launch, with the number of child
// threads its launch has (0: nothing to run, a launch made as written).
__device__ inline WarpFlat warp_flat_begin(unsigned int threads)
{
    WarpFlat f;
    f.mask = warp_active_lanes();
    unsigned int lane = lane_id();
    f.rank = __popc(f.mask & ((1u << lane) - 1u));
    f.lanes = __popc(f.mask);
    f.end = warp_sparse_scan(f.mask, threads, &f.total) + threads;
    return f;
}

// The lane of rank `rank` in `mask`: the largest lane with at most `rank`
// lanes of the mask below it (that lane is in the mask).
__device__ inline unsigned int warp_lane_of_rank(unsigned int mask, unsigned int rank)
{
    unsigned int lane = 0;
#pragma unroll
    for (unsigned int step = 16; step > 0; step >>= 1)
        if ((unsigned int)__popc(mask & ((1u << (lane + step)) - 1u)) <= rank)
            lane += step;
    return lane;
}

// The lane whose launch holds flattened thread `v` (for v past the total,
// the last lane's): the rank counts the launches that end at or before v.
// Every lane of the group must call it, each with its own v.
__device__ inline unsigned int warp_flat_owner(const WarpFlat &f, unsigned int v)
{
    unsigned int before = 0; // launches known to end at or before v
#pragma unroll
    for (unsigned int step = 16; step > 0; step >>= 1) {
        unsigned int probe = min(before + step, f.lanes) - 1;
        unsigned int end = __shfl_sync(f.mask, f.end, warp_lane_of_rank(f.mask, probe));
        if (before + step <= f.lanes && end <= v)
            before += step;
    }
    return warp_lane_of_rank(f.mask, min(before, f.lanes - 1));
}

// `value` as lane `lane` of the group holds it (any trivially copyable type:
// a launch's configuration, its arguments), word by word.
template <typename T>
__device__ inline T warp_flat_fetch(const WarpFlat &f, const T &value, unsigned int lane)
{
    constexpr unsigned int words = (sizeof(T) + sizeof(unsigned int) - 1) / sizeof(unsigned int);
    unsigned int in[words] = {}, out[words];
    memcpy(in, &value, sizeof(T));
#pragma unroll
    for (unsigned int i = 0; i < words; i++)
        out[i] = __shfl_sync(f.mask, in[i], lane);
    T result;
    memcpy(&result, out, sizeof(T));
    return result;
}

// The child threads of a launch, or 0 when it has more than `cap` (it is
// then made as written): 32 bits, as the group's total stays below 2^32.
__device__ inline unsigned int warp_flat_threads(dim3 grid, dim3 block, unsigned int cap)
{
    unsigned long long n = (unsigned long long)block_count(grid) * block_count(block);
    return n <= cap ? (unsigned int)n : 0u;
}

}  // namespace dpopt

#endif
