// dpopt runtime: the device memory pool that aggregated launches keep their
// argument records in.
//
// A device array, so it needs no host code: nothing in the user's main
// changes. One pool serves the whole program: its variables are variable
// templates (C++14), whose device symbols are weak, so that the files of a
// program built with -rdc=true, each including this header, share one pool
// once device-linked (a `static` array would give each file a pool of its
// own, 64 MiB each; the template argument is the size, so files built with
// different DPOPT_POOL_BYTES keep separate pools rather than disagree on
// one). As arena.cuh's region. One 64-bit word holds the number of batches in flight (high
// half) and the bytes handed out (low half); allocation and release update
// both in one atomic step. When the last batch in flight releases its
// space the pool starts again from zero, so it is reused across host
// launches without any host-side reset: by the time a host launch returns
// control in stream order, every batch it made has been released.
//
// Size it with -DDPOPT_POOL_BYTES=...; an allocation that does not fit
// fails, and the caller falls back to the original launch (counted, see
// dpopt::pool_fallbacks()).
#ifndef DPOPT_RUNTIME_POOL_CUH
#define DPOPT_RUNTIME_POOL_CUH

#include <cstdio>
#include <cuda_runtime.h>

#ifndef DPOPT_POOL_BYTES
#define DPOPT_POOL_BYTES (64u << 20)
#endif

namespace dpopt {

// The bytes sit in a struct because nvcc drops an __align__ written on a
// variable template itself (its PTX says .align 1); a type's alignment it
// keeps.
template <unsigned int Bytes>
struct __align__(16) PoolBytes {
    unsigned char bytes[Bytes];
};
template <unsigned int Bytes>
__device__ PoolBytes<Bytes> pool_storage;
template <unsigned int Bytes>
__device__ unsigned long long pool_state;
template <unsigned int Bytes>
__device__ unsigned int pool_fallback_count;

// Space for one batch, 16-byte aligned, or nullptr when the pool is full.
// (Larger than the pool, nullptr before rounding: rounded, a size within 15
// of 2^32 would come to 0.)
__device__ inline unsigned char *pool_alloc(unsigned int bytes)
{
    if (bytes > DPOPT_POOL_BYTES)
        return nullptr;
    bytes = (bytes + 15u) & ~15u;
    unsigned long long seen = pool_state<DPOPT_POOL_BYTES>, expected;
    do {
        expected = seen;
        unsigned int used = (unsigned int)expected;
        if (bytes > DPOPT_POOL_BYTES || used > DPOPT_POOL_BYTES - bytes)
            return nullptr;
        seen = atomicCAS(&pool_state<DPOPT_POOL_BYTES>, expected, expected + (1ull << 32) + bytes);
    } while (seen != expected);
    return pool_storage<DPOPT_POOL_BYTES>.bytes + (unsigned int)expected;
}

// Whether `space` is the pool's (else the device heap's: a level of a
// recursion whose batch the pool had no room for, block_batch.cuh).
__device__ inline bool pool_holds(const unsigned char *space)
{
    return space >= pool_storage<DPOPT_POOL_BYTES>.bytes && space < pool_storage<DPOPT_POOL_BYTES>.bytes + DPOPT_POOL_BYTES;
}

// A batch is done with its space; the last one in flight empties the pool.
__device__ inline void pool_release()
{
    unsigned long long seen = pool_state<DPOPT_POOL_BYTES>, expected;
    do {
        expected = seen;
        unsigned long long next = (expected >> 32) == 1 ? 0ull : expected - (1ull << 32);
        seen = atomicCAS(&pool_state<DPOPT_POOL_BYTES>, expected, next);
    } while (seen != expected);
}

// The first fallback says so from the device itself: a host-side report at
// exit cannot be relied on (the CUDA runtime may be torn down before it),
// and asking the device then would make a program that never used CUDA
// create a context at exit, which can stall its exit for a long time
// (tests/runtime/gpu-exit.sh). The runtime keeps no host object that
// outlives main.
__device__ inline void pool_note_fallback()
{
    if (atomicAdd(&pool_fallback_count<DPOPT_POOL_BYTES>, 1u) == 0u)
        printf("dpopt: the launch pool (%u bytes) is full: launches now run unaggregated, or in the launching thread "
               "(slower; a launch into the NULL stream may then run before an earlier one of its thread that was "
               "aggregated); rebuild with -DDPOPT_POOL_BYTES=<larger>\n",
               (unsigned)DPOPT_POOL_BYTES);
}

// Host side: how many launches ran unaggregated because the pool was full.
inline unsigned int pool_fallbacks()
{
    unsigned int count = 0;
    if (cudaMemcpyFromSymbol(&count, pool_fallback_count<DPOPT_POOL_BYTES>, sizeof count) != cudaSuccess)
        return 0;
    return count;
}

// Host side: batches the pool still counts in flight. Zero whenever every
// grid the program launched has finished: a space never given back would
// keep the pool from ever emptying, and each run would then take more of
// it until launches fell back (tests/defects/pool-given-back and the
// differential tester check it after every host launch).
inline unsigned int pool_in_flight()
{
    unsigned long long state = 0;
    if (cudaMemcpyFromSymbol(&state, pool_state<DPOPT_POOL_BYTES>, sizeof state) != cudaSuccess)
        return 0;
    return (unsigned int)(state >> 32);
}

}  // namespace dpopt

#endif
