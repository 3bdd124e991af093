// dpopt runtime: device-side cudaMalloc and cudaFree served from an arena
// (--malloc=arena, the default with any strategy).
//
// The device heap is shared by the whole GPU and slow: a CDP program that
// allocates per thread (bt: each line's vertices) spends much of its time
// there. dpopt replaces every device-side cudaMalloc and cudaFree of a file
// it transforms by these. The lanes of a warp that allocate together take
// their parts of one region with one atomicAdd (a bump of the region's offset;
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

// In a struct: nvcc drops an __align__ written on a variable template
// itself (see pool.cuh), and the parts must be 16-byte aligned.
template <unsigned long long Bytes>
struct __align__(256) ArenaBytes {
    unsigned char bytes[Bytes];
};
template <unsigned long long Bytes>
__device__ ArenaBytes<Bytes> arena_region;
template <unsigned long long Bytes>
__device__ unsigned long long arena_state;
template <unsigned long long Bytes>
__device__ unsigned int arena_full_said;

// The state holds the offset of the region's free part (high 32 bits) and
// its live parts (low 32 bits), so that one atomicAdd takes room and counts
// the parts: no loop of compare-and-swaps for the warps of the whole GPU to
// contend in.
static_assert(DPOPT_ARENA_BYTES <= (1ull << 31), "DPOPT_ARENA_BYTES: at most 2 GiB");
constexpr unsigned long long arena_live_mask = 0xffffffffull;
// A warp asks for at most this much at once (more goes to the heap): the
// requests of every warp a GPU holds at once (fewer than 2^14) that find
// the region just full then overshoot its offset by less than 2^31, so
// the offset never leaves its 32 bits before they are taken back.
constexpr unsigned long long arena_largest_request = 1ull << 17;

__device__ inline unsigned long long arena_part_bytes(size_t size) { return (size + 15u) & ~15ull; }

// Takes `bytes` for `parts` parts: their offset in the region, or false
// when the region lacks the room (or the request is too large for it).
__device__ inline bool arena_take(unsigned long long bytes, unsigned int parts, unsigned long long *offset)
{
    unsigned long long *state = &arena_state<DPOPT_ARENA_BYTES>;
    if (bytes > arena_largest_request || (*(volatile unsigned long long *)state >> 32) + bytes > DPOPT_ARENA_BYTES)
        return false;
    unsigned long long request = (bytes << 32) | parts;
    unsigned long long old = atomicAdd(state, request);
    if ((old >> 32) + bytes > DPOPT_ARENA_BYTES) {
        atomicAdd(state, 0ull - request); // full after all: give the room and the count back
        return false;
    }
    *offset = old >> 32;
    return true;
}

// Counts `parts` parts freed; the last live one starts the region over
// (unless another warp took room in between, which then keeps it going).
__device__ inline void arena_give_back(unsigned int parts)
{
    unsigned long long *state = &arena_state<DPOPT_ARENA_BYTES>;
    unsigned long long old = atomicAdd(state, 0ull - parts);
    if ((old & arena_live_mask) == parts)
        atomicCAS(state, old - parts, 0ull);
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
    *ptr = reinterpret_cast<T *>(arena_region<DPOPT_ARENA_BYTES>.bytes + offset + before);
    return cudaSuccess;
}

template <typename T>
__device__ inline cudaError_t arena_cudaFree(T *ptr)
{
    const unsigned char *at = reinterpret_cast<const unsigned char *>(ptr);
    const unsigned char *region = arena_region<DPOPT_ARENA_BYTES>.bytes;
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
