// dpopt runtime: launch removal (Free Launch).
#ifndef DPOPT_RUNTIME_REMOVAL_CUH
#define DPOPT_RUNTIME_REMOVAL_CUH

#include "dpopt/batch.cuh"
#include "dpopt/block_batch.cuh"
#include "dpopt/block_scan.cuh"

namespace dpopt {

// --remove=auto's choice for one block, made at its end from the launches
// its threads recorded (Free Launch's selection, on what the block saw): T3
// (the block runs the child blocks, one block-wide round each) when those
// rounds are fewer than the steps T4 would take (its slowest thread runs the
// largest child grid's threads one by one); T4 otherwise. Every thread of
// the block calls it.
__device__ inline bool block_prefers_t3(BlockBatch::TempStorage &temp, bool active, unsigned int child_blocks,
                                        unsigned int child_threads)
{
    unsigned int before_launches, before_rounds, launches, rounds;
    block_exclusive_scan2(temp.scan, active ? 1u : 0u, active ? child_blocks : 0u, &before_launches, &before_rounds,
                          &launches, &rounds);
    dim3 largest;
    block_max_block(temp, &largest, active, dim3(active ? child_threads : 1u, 1u, 1u));
    return launches > 0 && rounds < largest.x;
}

// T3: a child block's __syncthreads when the launching block stands in for
// it with only its first `threads` threads (a multiple of the warp size):
// a named barrier over those threads alone (Free Launch's partial barriers),
// so the idle threads need not meet it.
__device__ inline void child_barrier(unsigned int threads)
{
    if (threads == block_thread_count())
        __syncthreads();
    else
        asm volatile("bar.sync 1, %0;" ::"r"(threads) : "memory");
}

// T3 can stand in for a child block with barriers thread for thread when it
// has the block's threads, or fewer in whole warps. Otherwise a child whose
// body splits into thread loops at its barriers runs in those loops (the
// generated <child>_dp_t3 chooses); any other child is launched as written.
__device__ inline bool block_can_stand_in(dim3 child_block)
{
    unsigned int threads = block_count(child_block);
    return threads == block_thread_count() || (threads < block_thread_count() && threads % 32u == 0);
}

// A child with warp-wide operations (no barriers): T3's block runs child
// thread t on its thread t mod its size, which keeps the child's lanes and
// whole warps when the block is in whole warps, or when one pass over the
// block's whole warps covers the child block.
__device__ inline bool block_keeps_lanes(dim3 child_block)
{
    unsigned int threads = block_thread_count();
    return threads % 32u == 0 || block_count(child_block) <= (threads & ~31u);
}

}  // namespace dpopt

#endif
