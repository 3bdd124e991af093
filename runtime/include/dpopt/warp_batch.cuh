// dpopt runtime: aggregation at warp granularity.
//
// The lanes of a warp that reach a launch together (the active mask) fuse
// their child grids into one: each lane's block count is scanned across the
// active lanes, the lowest active lane takes pool space for the batch and
// launches the fused grid. Because only the lanes present take part, a
// launch under a divergent condition or in a divergent loop needs no
// postponing (the dissertation's section 3.5).
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

// Exclusive prefix sum and total of `value` over the lanes in `mask`, in
// lane order. The mask may be sparse, so each active lane's value is
// fetched by lane number rather than by a shuffle-up ladder.
__device__ inline unsigned int warp_sparse_scan(unsigned int mask, unsigned int value, unsigned int *total)
{
    unsigned int lane = lane_id(), before = 0, sum = 0;
    for (unsigned int m = mask; m; m &= m - 1) {
        unsigned int src = __ffs(m) - 1;
        unsigned int v = __shfl_sync(mask, value, src);
        before += src < lane ? v : 0;
        sum += v;
    }
    *total = sum;
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

// Called by every lane that reaches the launch. Returns false on all lanes
// when the pool is full: the caller then launches as originally written.
//
// From __activemask() to the last shuffle no lane branches: the leader's
// allocation is an atomic every lane executes (adding zero on the others),
// and every lane writes the same header. The lanes of a group are only known
// to run together where nothing divided them since the mask was taken. With
// a leader-only branch (a CAS loop) in between, as this once had, two groups
// of one warp running this code at once were measured to mix on an H100:
// the leader left the branch together with the lane of another group, went
// on without its own group (ptxas had dropped the warp barriers of the
// shuffle and of __syncwarp for a mask it sees come from __activemask(); with
// the mask hidden from it, the barriers stayed and the groups still mixed),
// launched before its group had written a record, and the fused blocks read
// zeros (cudaErrorIllegalAddress; tests/difftest/found/pool-release-race).
template <typename Record>
__device__ inline bool warp_batch_open(WarpBatch *b, unsigned int blocks, const Record &record)
{
    b->mask = __activemask();
    unsigned int lane = lane_id();
    b->leader = __ffs(b->mask) - 1;
    b->rank = __popc(b->mask & ((1u << lane) - 1));
    unsigned int count = __popc(b->mask);
    unsigned int start = warp_sparse_scan(b->mask, blocks, &b->total_blocks);
    bool leads = lane == b->leader;
    unsigned int bytes = batch_bytes(count, sizeof(Record));
    unsigned long long before = pool_reserve(leads && b->total_blocks > 0, bytes);
    before = __shfl_sync(b->mask, before, b->leader);
    b->data = pool_reserved_space(before, bytes);
    if (b->total_blocks == 0)
        return true; // nothing to launch anywhere in the warp
    if (!b->data) {
        if (leads) {
            if (before != ~0ull)
                pool_release(); // reserved, but it did not fit
            pool_note_fallback();
        }
        return false;
    }
    BatchHeader *header = reinterpret_cast<BatchHeader *>(b->data);
    header->count = count;
    header->total_blocks = b->total_blocks;
    header->blocks_read = 0;
    header->record_offset = batch_bytes(count, 0);
    batch_block_start(b->data)[count] = b->total_blocks;
    batch_block_start(b->data)[b->rank] = start;
    batch_slots<Record>(b->data, count)[b->rank] = record;
    // Every lane's record must be visible before the leader launches.
    __threadfence();
    __syncwarp(b->mask);
    return true;
}

__device__ inline bool warp_batch_is_leader(const WarpBatch &b)
{
    return lane_id() == b.leader && b.total_blocks > 0;
}

}  // namespace dpopt

#endif
