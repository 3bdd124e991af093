// dpopt runtime: the device memory pool that aggregated launches keep their
// argument records in.
//
// A static device array, so it needs no host code: nothing in the user's
// main changes. One 64-bit word holds the number of batches in flight (high
// 24 bits) and the bytes handed out (low 40 bits); allocation and release
// update both in one atomic step. When the last batch in flight releases its
// space the pool starts again from zero, so it is reused across host
// launches without any host-side reset: by the time a host launch returns
// control in stream order, every batch it made has been released.
//
// Neither allocation nor release loops. Measured on an H100 (CUDA 13,
// tests/difftest/found/seed12-42-threshold-warp-hang): a warp's leader that
// had made a tail launch and fire-and-forget launches in a loop, then ran a
// compare-and-swap retry loop (the pool's allocation as it was, or the same
// loop on any other word) and launched, hung every run; one atomic add in
// its place ran every run. So allocation claims with one add and gives the
// claim back when it did not fit, and the pool is emptied by one
// compare-and-swap, tried once, by whoever leaves no batch in flight.
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

static_assert(DPOPT_POOL_BYTES <= 0xfffffff0u, "DPOPT_POOL_BYTES: at most 4 GiB less 16 bytes");

static __device__ __align__(16) unsigned char pool_storage[DPOPT_POOL_BYTES];
static __device__ unsigned long long pool_state;
static __device__ unsigned int pool_fallback_count;

// pool_state counts batches in units of pool_one_batch; below it, bytes. The
// bytes can go above DPOPT_POOL_BYTES only for a moment, by claims that are
// given back at once; 40 bits keep them from reaching the count unless 256
// pool-sized claims fail at the same instant.
constexpr unsigned long long pool_one_batch = 1ull << 40;

__device__ inline unsigned long long pool_bytes_of(unsigned long long state) { return state & (pool_one_batch - 1); }

// Takes `claim` (batches and bytes) off the pool. Whoever leaves no batch in
// flight empties the pool, with one try: if the word changed meanwhile, the
// thread that changed it is the one that leaves it (an allocation's batch
// is released in turn, a failed claim is given back in turn).
__device__ inline void pool_give_back(unsigned long long claim)
{
    const unsigned long long now = atomicAdd(&pool_state, 0ull - claim) - claim;
    if (now < pool_one_batch)
        atomicCAS(&pool_state, now, 0ull);
}

// Space for one batch, 16-byte aligned, or nullptr when the pool is full.
__device__ inline unsigned char *pool_alloc(unsigned int bytes)
{
    bytes = (bytes + 15u) & ~15u;
    if (bytes == 0u || bytes > DPOPT_POOL_BYTES || pool_bytes_of(__ldcg(&pool_state)) > DPOPT_POOL_BYTES - bytes)
        return nullptr;
    const unsigned long long claim = pool_one_batch + bytes;
    const unsigned long long used = pool_bytes_of(atomicAdd(&pool_state, claim));
    if (used > DPOPT_POOL_BYTES - bytes) {
        pool_give_back(claim);
        return nullptr;
    }
    return pool_storage + used;
}

// A batch is done with its space; the last one in flight empties the pool.
__device__ inline void pool_release() { pool_give_back(pool_one_batch); }

// The first fallback says so from the device itself: a host-side report at
// exit cannot be relied on (the CUDA runtime may be torn down before it).
__device__ inline void pool_note_fallback()
{
    if (atomicAdd(&pool_fallback_count, 1u) == 0u)
        printf("dpopt: the launch pool (%u bytes) is full: launches now run unaggregated (correct, but slower); "
               "rebuild with -DDPOPT_POOL_BYTES=<larger>\n",
               (unsigned)DPOPT_POOL_BYTES);
}

// Host side: how many launches ran unaggregated because the pool was full.
inline unsigned int pool_fallbacks()
{
    unsigned int count = 0;
    if (cudaMemcpyFromSymbol(&count, pool_fallback_count, sizeof count) != cudaSuccess)
        return 0;
    return count;
}

// One of these per generated file also reports the count when the program
// ends, where the CUDA runtime is still there to ask.
struct PoolFallbackReport {
    ~PoolFallbackReport()
    {
        unsigned int count = pool_fallbacks();
        if (count > 0)
            fprintf(stderr,
                    "dpopt: %u launches ran unaggregated because the launch pool (%u bytes) was full; "
                    "rebuild with -DDPOPT_POOL_BYTES=<larger> to aggregate them\n",
                    count, (unsigned)DPOPT_POOL_BYTES);
    }
};
static PoolFallbackReport pool_fallback_report;

}  // namespace dpopt

#endif
