// dpopt runtime: aggregated device-side cudaMalloc and cudaFree (the
// dissertation's section 3.4.4).
//
// The lanes of a warp that call cudaMalloc together make one allocation of
// the sum of their sizes; the lowest lane allocates and each lane receives
// its part. Each part is preceded by 16 bytes of metadata: a marker and its
// offset from the start of the shared buffer, whose own first 16 bytes hold
// a count of the parts not yet freed. cudaFree of a part lowers the count,
// and the last one frees the buffer. dpopt replaces every device-side
// cudaMalloc and cudaFree of a file it transforms, so every pointer freed on
// the device came from here.
#ifndef DPOPT_RUNTIME_MALLOC_CUH
#define DPOPT_RUNTIME_MALLOC_CUH

#include <cuda_runtime.h>

#include "dpopt/warp_batch.cuh"

namespace dpopt {

struct PartHeader {
    unsigned long long marker;  // DPOPT_PART_MARKER
    unsigned long long offset;  // bytes from the buffer start to this header
};

struct BufferHeader {
    unsigned int live_parts;
    unsigned int pad[3];
};

#define DPOPT_PART_MARKER 0x64706f7074706172ull  // "dpoptpar"

__device__ inline unsigned long long part_bytes(size_t size)
{
    return sizeof(PartHeader) + ((size + 15u) & ~(size_t)15u);
}

template <typename T>
__device__ inline cudaError_t aggregated_cudaMalloc(T **ptr, size_t size)
{
    unsigned int mask = warp_active_lanes(), lane = lane_id(), leader = __ffs(mask) - 1;
    unsigned int parts = __popc(mask);
    // Offsets are 64-bit: scan the low and high halves' sum lane by lane.
    unsigned long long mine = part_bytes(size), before = 0, total = sizeof(BufferHeader);
    for (unsigned int m = mask; m; m &= m - 1) {
        unsigned int src = __ffs(m) - 1;
        unsigned long long v = __shfl_sync(mask, mine, src);
        before += src < lane ? v : 0;
        total += v;
    }
    unsigned long long base = 0;
    cudaError_t err = cudaSuccess;
    if (lane == leader) {
        void *buffer = nullptr;
        err = cudaMalloc(&buffer, total);
        if (err == cudaSuccess) {
            reinterpret_cast<BufferHeader *>(buffer)->live_parts = parts;
            base = reinterpret_cast<unsigned long long>(buffer);
        }
    }
    // The count must be in place before any lane can free its part (a child
    // allocating and freeing in one thread does so at once): __syncwarp orders
    // the leader's store before what the other lanes do next; a shuffle alone
    // does not order memory.
    __syncwarp(mask);
    base = __shfl_sync(mask, base, leader);
    err = (cudaError_t)__shfl_sync(mask, (int)err, leader);
    if (!base) {
        *ptr = nullptr;
        return err;
    }
    unsigned long long offset = sizeof(BufferHeader) + before;
    PartHeader *header = reinterpret_cast<PartHeader *>(base + offset);
    header->marker = DPOPT_PART_MARKER;
    header->offset = offset;
    *ptr = reinterpret_cast<T *>(header + 1);
    return cudaSuccess;
}

template <typename T>
__device__ inline cudaError_t aggregated_cudaFree(T *ptr)
{
    if (!ptr)
        return cudaSuccess;
    PartHeader *header = reinterpret_cast<PartHeader *>(const_cast<void *>(static_cast<const void *>(ptr))) - 1;
    if (header->marker != DPOPT_PART_MARKER)
        return cudaFree(const_cast<void *>(static_cast<const void *>(ptr))); // not made here
    unsigned char *buffer = reinterpret_cast<unsigned char *>(header) - header->offset;
    // This part's reads and writes are done before the count says so (the
    // last part to go frees the whole buffer, which another allocation may
    // then reuse), and the last part sees every other part's before freeing.
    __threadfence();
    if (atomicSub(&reinterpret_cast<BufferHeader *>(buffer)->live_parts, 1u) == 1u) {
        __threadfence();
        return cudaFree(buffer);
    }
    return cudaSuccess;
}

}  // namespace dpopt

#endif
