// dpopt runtime: device-side cudaMalloc and cudaFree served from an arena
// (--malloc=arena, the default with any strategy).
//
// The device heap is shared by the whole GPU and slow: a CDP program that
// allocates per thread (bt: each line's vertices) spends much of its time
// there. dpopt replaces every device-side cudaMalloc and cudaFree of a file
// it transforms by these. The lanes of a warp that allocate together take
// their parts of one region with one atomic (a bump of the region's offset;
// parts 16-byte aligned, as the heap's are); the lanes that free together
// count the region's live parts down with one atomic, and the free of the
// last live part starts the region over from its beginning.
//
// The region is a variable template: a program that never allocates holds
// none, and the files of a program built with -rdc=true share one (its
// symbols are weak). DPOPT_ARENA_BYTES sets its size (default 64 MiB). When
// it is full, cudaMalloc takes from the heap as written (the first time, a
// message says so); a free of memory not from the region goes to cudaFree.
#ifndef DPOPT_RUNTIME_ARENA_CUH
#define DPOPT_RUNTIME_ARENA_CUH

#include <cstdio>
#include <cuda_runtime.h>

#include "dpopt/warp_batch.cuh"

#ifndef DPOPT_ARENA_BYTES
#define DPOPT_ARENA_BYTES (64ull << 20)
#endif

namespace dpopt {

template <unsigned long long Bytes>
__device__ __align__(256) unsigned char arena_region[Bytes];
// The offset of the region's free part (high 40 bits) and its live parts
// (low 24 bits), changed together by one compare-and-swap.
template <unsigned long long Bytes>
__device__ unsigned long long arena_state;
template <unsigned long long Bytes>
__device__ unsigned int arena_full_said;

constexpr unsigned int arena_live_bits = 24;
constexpr unsigned long long arena_live_mask = (1ull << arena_live_bits) - 1;

__device__ inline unsigned long long arena_part_bytes(size_t size) { return (size + 15u) & ~15ull; }

// Takes `bytes` for `parts` parts: their offset in the region, or false
// when the region lacks the room.
__device__ inline bool arena_take(unsigned long long bytes, unsigned int parts, unsigned long long *offset)
{
    unsigned long long *state = &arena_state<DPOPT_ARENA_BYTES>;
    unsigned long long old = *(volatile unsigned long long *)state, seen;
    do {
        unsigned long long at = old >> arena_live_bits, live = old & arena_live_mask;
        if (at + bytes > DPOPT_ARENA_BYTES || live + parts > arena_live_mask)
            return false;
        seen = old;
        old = atomicCAS(state, seen, ((at + bytes) << arena_live_bits) | (live + parts));
    } while (old != seen);
    *offset = old >> arena_live_bits;
    return true;
}

// Counts `parts` parts freed; the last live one starts the region over.
__device__ inline void arena_give_back(unsigned int parts)
{
    unsigned long long *state = &arena_state<DPOPT_ARENA_BYTES>;
    unsigned long long old = *(volatile unsigned long long *)state, seen;
    do {
        seen = old;
        old = atomicCAS(state, seen, (seen & arena_live_mask) == parts ? 0ull : seen - parts);
    } while (old != seen);
}

template <typename T>
__device__ inline cudaError_t arena_cudaMalloc(T **ptr, size_t size)
{
    unsigned int mask = warp_active_lanes(), lane = lane_id(), leader = __ffs(mask) - 1;
    // Each lane's part after the parts of the lanes below it (64 bits).
    unsigned long long mine = arena_part_bytes(size), before = 0, total = 0;
    for (unsigned int m = mask; m; m &= m - 1) {
        unsigned int src = __ffs(m) - 1;
        unsigned long long v = __shfl_sync(mask, mine, src);
        before += src < lane ? v : 0;
        total += v;
    }
    unsigned long long offset = 0;
    int taken = 0;
    if (lane == leader)
        taken = arena_take(total, __popc(mask), &offset);
    taken = __shfl_sync(mask, taken, leader);
    offset = __shfl_sync(mask, offset, leader);
    if (!taken) {
        if (lane == leader && atomicExch(&arena_full_said<DPOPT_ARENA_BYTES>, 1u) == 0u)
            printf("dpopt: the device allocation arena (%llu bytes, DPOPT_ARENA_BYTES) is full: "
                   "device-side cudaMalloc goes to the device heap from now on\n",
                   (unsigned long long)DPOPT_ARENA_BYTES);
        return cudaMalloc(reinterpret_cast<void **>(ptr), size);
    }
    *ptr = reinterpret_cast<T *>(arena_region<DPOPT_ARENA_BYTES> + offset + before);
    return cudaSuccess;
}

template <typename T>
__device__ inline cudaError_t arena_cudaFree(T *ptr)
{
    const unsigned char *at = reinterpret_cast<const unsigned char *>(ptr);
    const unsigned char *region = arena_region<DPOPT_ARENA_BYTES>;
    bool mine = at >= region && at < region + DPOPT_ARENA_BYTES;
    unsigned int mask = warp_active_lanes();
    unsigned int freeing = __ballot_sync(mask, mine);
    if (freeing) {
        // Every lane is done with its part before the count says so: the
        // last part freed lets the next allocation reuse the whole region.
        __threadfence();
        __syncwarp(mask);
        if (lane_id() == __ffs(mask) - 1)
            arena_give_back(__popc(freeing));
    }
    return mine ? cudaSuccess : cudaFree(const_cast<void *>(static_cast<const void *>(ptr)));
}

}  // namespace dpopt

#endif
