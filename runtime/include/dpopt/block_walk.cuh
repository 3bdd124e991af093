// dpopt runtime: grid flattening in whole blocks (--flatten=grid of a child
// with barriers or shared memory).
//
// A child whose threads must run together as blocks cannot be walked thread
// by thread (grid_flat.cuh). Its grid batch (block_batch.cuh, counted in
// child blocks) gets instead a fused grid of a few GPUs' worth of blocks at
// most, each of the child's block size, each running whole child blocks of
// the batch one after another: block b takes the batch's child blocks b,
// b + gridDim.x, b + 2 gridDim.x, ..., the order in which the GPU schedules
// a grid of one block a child block, so that work which differs along the
// batch spreads over the walking blocks as it would there. A block pays
// for each child block a barrier (the block before is done with shared
// memory) and the search for its launch, which every thread makes alike
// (batch_find: from an even spread, galloping); it counts itself out of the
// batch once, at its end, instead of once a child block.
//
//     dpopt::BlockWalk dp_walk = dpopt::block_walk_in(dp_batch);
//     while (dpopt::block_walk_step(dp_batch, &dp_walk, &dp_record)) {
//         ... child block dp_walk.offset of launch dp_walk.launch, arguments in dp_record ...
//     }
//     dpopt::block_walk_leave(dp_batch);
#ifndef DPOPT_RUNTIME_BLOCK_WALK_CUH
#define DPOPT_RUNTIME_BLOCK_WALK_CUH

#include "dpopt/block_batch.cuh"

namespace dpopt {

// The most threads of a walking fused grid: as many as grid_flat.cuh's
// fused grid has (two waves of a 132-SM GPU's resident threads, room for
// larger GPUs). -DDPOPT_BLOCK_WALK_THREADS=N sets another.
#ifndef DPOPT_BLOCK_WALK_THREADS
#define DPOPT_BLOCK_WALK_THREADS (2048u * 256u)
#endif
constexpr unsigned int block_walk_max_threads = DPOPT_BLOCK_WALK_THREADS;

// Blocks of the fused grid walking `blocks` child blocks of `block`: one a
// child block, up to block_walk_max_threads threads (at least one block).
__host__ __device__ inline unsigned int block_walk_blocks(unsigned int blocks, dim3 block)
{
    const unsigned int threads = block_count(block);
    const unsigned int most = threads == 0u || threads >= block_walk_max_threads ? 1u : block_walk_max_threads / threads;
    return blocks < most ? blocks : most;
}

// Where one block of the fused grid is in its walk of the batch.
struct BlockWalk {
    unsigned int next;   // the batch's child block it runs next
    unsigned int total;  // child blocks in the batch
    unsigned int count;  // launches in the batch
    unsigned int launch; // the launch of the child block it runs now
    unsigned int offset; // that child block's linear index inside its launch's grid
};

// Called by every thread of the fused grid's block, first.
__device__ inline BlockWalk block_walk_in(unsigned char *batch)
{
    const BatchHeader *header = reinterpret_cast<const BatchHeader *>(batch);
    BlockWalk w;
    w.next = blockIdx.x;
    w.total = batch_load(&header->total_blocks);
    w.count = batch_load(&header->count);
    w.launch = 0u;
    w.offset = 0u;
    return w;
}

// Called by every thread of the block: moves the block on to its next child
// block (false when it has none left). It starts with a barrier, so the
// child block before is done with shared memory, and every thread of the
// block takes the same steps. Then w->launch and w->offset say which child
// block it is, and *record holds its launch's record.
template <typename Record>
__device__ inline bool block_walk_step(unsigned char *batch, BlockWalk *w, Record *record)
{
    __syncthreads();
    if (w->next >= w->total)
        return false;
    const unsigned int *start = batch_block_start(batch);
    w->launch = batch_find(start, w->count, w->total, w->next);
    w->offset = w->next - batch_load(&start[w->launch]);
    batch_load_record(record, &batch_records<Record>(batch)[w->launch]);
    w->next = w->total - w->next > gridDim.x ? w->next + gridDim.x : w->total; // (no wrap past 2^32)
    return true;
}

// Called by every thread of the block once block_walk_step said false (its
// barrier passed: every thread is done reading the batch): the block counts
// itself out, and the last block of the grid releases the batch. Nothing of
// the batch may be read after it (batch_enter_block says why).
__device__ inline void block_walk_leave(unsigned char *batch)
{
    if (block_thread_rank() == 0 && batch_count_read(batch, blockIdx.x, gridDim.x))
        batch_release(batch);
}

}  // namespace dpopt

#endif
