// dpopt runtime: flattening at warp scope (--flatten=warp).
//
// The lanes of a warp that reach a launch together (the active mask) run
// the child threads of all their launches themselves, as one index space,
// instead of launching: lane r of the group takes flattened threads r,
// r + lanes, r + 2 lanes, ... Each lane keeps a cursor on the launch that
// holds its current thread (the lanes' thread counts are scanned, so the
// launches lie end to end in lane order); as its index grows past that
// launch's end the cursor moves on to the next lane's launch, and the lane
// takes that launch's configuration and arguments from that lane
// (shuffles). So the work is balanced over the lanes whatever the launches'
// sizes: a launch of 3 threads takes 3 lanes' turns, not a 32-thread block
// of which 29 lanes idle (the load-balanced search of ModernGPU and
// Gunrock, over the lanes of one warp, walked rather than searched since
// every lane's index grows by the same step).
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

// A lane's cursor: the launch holding its current flattened thread.
struct WarpFlatCursor {
    unsigned int lane;  // the lane that made the launch
    unsigned int start; // its first flattened thread
    unsigned int end;   // one past its last
};

// The next lane of the group after `lane` (~0u: before the first; the
// last one stays).
__device__ inline unsigned int warp_flat_next_lane(unsigned int mask, unsigned int lane)
{
    unsigned int from = lane + 1;
    unsigned int above = from < 32 ? mask & (~0u << from) : 0u;
    return above ? __ffs(above) - 1 : lane;
}

// The cursor before the group's first launch: the first warp_flat_seek
// places it.
__device__ inline WarpFlatCursor warp_flat_cursor()
{
    WarpFlatCursor at;
    at.lane = ~0u;
    at.start = 0;
    at.end = 0;
    return at;
}

// Moves the cursor of every lane whose thread `v` lies past its launch on
// to the launch that holds it; true when any lane moved (its values must be
// taken again). Every lane of the group calls it, each with its own v.
__device__ inline bool warp_flat_seek(const WarpFlat &f, WarpFlatCursor &at, unsigned int v)
{
    bool moved = false;
    while (__any_sync(f.mask, v < f.total && v >= at.end)) {
        bool move = v < f.total && v >= at.end;
        unsigned int next = warp_flat_next_lane(f.mask, at.lane);
        unsigned int end = __shfl_sync(f.mask, f.end, next);
        if (move) {
            at.start = at.end;
            at.lane = next;
            at.end = end;
        }
        moved = true;
    }
    return moved;
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

}  // namespace dpopt

#endif
