// dpopt runtime: aggregation at warp granularity.
//
// The lanes of a warp that reach a launch together (the active mask) fuse
// their child grids into one: each lane's block count is scanned across the
// active lanes, the lowest active lane takes pool space for the batch and
// launches the fused grid. Because only the lanes present take part, a
// launch under a divergent condition or in a divergent loop needs no
// postponing (the dissertation's section 3.5). The lanes present may be
// running different executions of the launch (different iterations of a
// loop, different calls of a function): the plan passes as scalars only
// values that cannot differ between them (plan.c, warp_batch_mixes_executions).
#ifndef DPOPT_RUNTIME_WARP_BATCH_CUH
#define DPOPT_RUNTIME_WARP_BATCH_CUH

#include "dpopt/batch.cuh"

namespace dpopt {

__device__ inline unsigned int lane_id()
{
    unsigned int lane;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
    return lane;
}

// Always zero; one per program (a variable template's device symbol is
// weak: see pool.cuh).
template <int Unused>
__device__ unsigned int warp_opaque_zero;

// The lanes running this call together, as a mask the compiler cannot see
// come from __activemask(). ptxas drops the barrier of a __syncwarp or
// shuffle whose mask it sees is the active mask, taking the lanes to be
// together already; a lane can then run on before the others have written
// their records, or before its leader has launched.
__device__ inline unsigned int warp_active_lanes()
{
    return __activemask() ^ *(volatile unsigned int *)&warp_opaque_zero<0>;
}

// Exclusive prefix sum and total of `value` over the lanes in `mask`, in
// lane order. Unrolled over all 32 lanes, no loop and no branch (see
// warp_batch_open); a lane outside the mask counts zero. The total in 64
// bits: 32 lanes' counts may pass 2^32 - 1 (the prefix is exact wherever
// the total is below 2^32).
__device__ inline unsigned int warp_sparse_scan(unsigned int mask, unsigned int value, unsigned long long *total)
{
    unsigned int lane = lane_id(), before = 0;
    unsigned long long sum = 0;
#pragma unroll
    for (unsigned int src = 0; src < 32; src++) {
        unsigned int v = __shfl_sync(mask, value, src);
        v = (mask >> src) & 1u ? v : 0u;
        before += src < lane ? v : 0u;
        sum += v;
    }
    *total = sum;
    return before;
}

// The same where the total is known to stay below 2^32 (flattened threads,
// each lane's capped: warp_flat.cuh).
__device__ inline unsigned int warp_sparse_scan(unsigned int mask, unsigned int value, unsigned int *total)
{
    unsigned long long sum;
    const unsigned int before = warp_sparse_scan(mask, value, &sum);
    *total = (unsigned int)sum;
    return before;
}

__device__ inline unsigned int warp_sparse_max(unsigned int mask, unsigned int value)
{
    unsigned int best = 0;
    for (unsigned int m = mask; m; m &= m - 1) {
        unsigned int v = __shfl_sync(mask, value, __ffs(m) - 1);
        best = v > best ? v : best;
    }
    return best;
}

__device__ inline dim3 warp_sparse_max(unsigned int mask, dim3 value)
{
    return dim3(warp_sparse_max(mask, value.x), warp_sparse_max(mask, value.y), warp_sparse_max(mask, value.z));
}

// One warp's batch, as each lane sees it.
struct WarpBatch {
    unsigned int mask;         // lanes taking part
    unsigned int leader;       // lane that allocates and launches
    unsigned int rank;         // this lane's place among them
    unsigned int total_blocks; // blocks of the fused grid
    unsigned char *data;       // pool space, nullptr when the pool is full
};

// Called by every lane that reaches the launch, and followed, on every lane,
// by warp_batch_close once the leader has launched. Returns false on all
// lanes when the pool is full, or when the lanes' blocks add up past what a
// fused grid launches (batch_most_blocks; summed in 32 bits they
// could wrap, and launch a grid of the wrong size): the caller then
// launches as written.
//
// The lanes present are only guaranteed to run together at the
// warp-synchronising calls that name them, and ptxas drops those barriers
// when it sees their mask come from __activemask() (warp_active_lanes).
// The scan has no loop. With the mask hidden and the lanes held by
// warp_batch_close, the leader's reservation branch is safe; a branch-free
// reservation instead (an atomic add of zero on the other lanes, or a
// predicated add) can hang (tests/difftest/found/seed11-208-warp-hang,
// seed11-741-warp-hang).
template <typename Record>
__device__ inline bool warp_batch_open(WarpBatch *b, unsigned int blocks, const Record &record)
{
    b->mask = warp_active_lanes();
    unsigned int lane = lane_id();
    b->leader = __ffs(b->mask) - 1;
    b->rank = __popc(b->mask & ((1u << lane) - 1));
    unsigned int count = __popc(b->mask);
    unsigned long long total;
    unsigned int start = warp_sparse_scan(b->mask, blocks, &total);
    const bool fits = total <= batch_most_blocks;
    b->total_blocks = fits ? (unsigned int)total : 0u;
    bool leads = lane == b->leader && total > 0;
    unsigned long long space = 0;
    if (leads && fits)
        space = reinterpret_cast<unsigned long long>(pool_alloc(batch_bytes(count, sizeof(Record))));
    // The leader comes out of its branch; the lanes meet it here before
    // reading what it found (without this barrier results can be wrong:
    // tests/difftest/found/seed11-43-threshold-warp).
    __syncwarp(b->mask);
    space = __shfl_sync(b->mask, space, b->leader);
    if (total == 0)
        return true; // nothing to launch anywhere in the warp
    b->data = reinterpret_cast<unsigned char *>(space);
    if (!b->data) {
        if (leads && fits)
            pool_note_fallback();
        return false;
    }
    if (leads)
        batch_write_header(b->data, count, count, (unsigned int)total);
    batch_block_start(b->data)[b->rank] = start;
    batch_store_slot(b->data, count, b->rank, record);
    // Every lane's record must be visible before the leader launches.
    __threadfence();
    __syncwarp(b->mask);
    return true;
}

// After the leader's launch, on every lane of the batch: no lane goes on
// until the fused grid holding its child is launched, so that its next
// launch cannot overtake it in the stream.
__device__ inline void warp_batch_close(const WarpBatch &b)
{
    __syncwarp(b.mask);
}

__device__ inline bool warp_batch_is_leader(const WarpBatch &b)
{
    return lane_id() == b.leader && b.total_blocks > 0;
}

}  // namespace dpopt

#endif
