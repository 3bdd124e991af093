// dpopt runtime: flattening at block scope (--flatten=block).
//
// Block aggregation (block_batch.cuh) at the grain of threads. At the end
// of the block each launch puts its child threads, not its blocks, into the
// block's batch; then the block runs the batch itself: its warps walk the
// child threads of all the block's launches as grid flattening's fused grid
// walks a grid's (grid_flat_walk_in, as block 0 of 1), each thread running
// one child thread at a time. No launch, no wait for the rest of the grid:
// a launch of 3 threads takes 3 of the block's threads for one turn.
//
// A batch larger than the block should walk alone (more than `cap` child
// threads; by default block_flat_turns for each thread of the block) goes
// to a fused grid instead, a thread for each child thread (grid_flat.cuh's
// fused kernel), launched by the block's thread 0: one huge launch still
// gets the whole GPU.
#ifndef DPOPT_RUNTIME_BLOCK_FLAT_CUH
#define DPOPT_RUNTIME_BLOCK_FLAT_CUH

#include "dpopt/grid_flat.cuh"

namespace dpopt {

// The most child threads, per thread of the block, that a block walks
// itself by default (--flatten-cap=N sets the batch's limit instead).
// As for grid_flat_turns: a device-side launch costs, before its grid runs,
// about what 8 to 16 turns of a walk do.
constexpr unsigned int block_flat_turns = 16u;

// Called by every thread of the block, after the body: as block_batch_open,
// with each launch's thread count. A launch may have at most
// grid_flat_launch_max threads (the caller makes a larger one as written),
// so a batch of at most 1,024 launches stays within 32 bits.
__device__ inline void block_flat_open(BlockBatch *b, BlockBatch::TempStorage &temp, bool active, unsigned int threads,
                                       const BatchOptions &options)
{
    block_batch_open(b, temp, active, threads, dim3(1, 1, 1), options);
}

// What block_flat_close tells a thread to do with the block's batch.
enum BlockFlatClosed {
    block_flat_nothing, // nothing to run (no launch, or the pool was full), or not thread 0 of a launching block
    block_flat_launch,  // thread 0: launch the fused grid over the batch
    block_flat_here,    // every thread: walk the batch with the rest of the block
};

// Called by every thread of the block once its record is written. `cap`:
// the most child threads the block walks itself (0: block_flat_turns per
// thread of the block); a larger batch, or one of a child in whole warps
// where the block is not whole warps, gets a fused grid.
__device__ inline BlockFlatClosed block_flat_close(const BlockBatch *b, unsigned int cap, GridFlatLanes lanes = grid_flat_any_lanes)
{
    block_batch_close(b);
    if (b->data == nullptr)
        return block_flat_nothing;
    const unsigned long long limit = cap ? cap : (unsigned long long)block_flat_turns * block_thread_count();
    const bool walkable = lanes == grid_flat_any_lanes || block_thread_count() % 32u == 0u;
    if (walkable && (unsigned long long)b->total_blocks <= limit)
        return block_flat_here;
    return block_thread_rank() == 0 ? block_flat_launch : block_flat_nothing;
}

// Called by every thread of the block once the block has walked its batch
// (block_flat_here): the batch goes back to the pool.
__device__ inline void block_flat_done_here() { grid_flat_done_here(); }

}  // namespace dpopt

#endif
