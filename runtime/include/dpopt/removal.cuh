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
__device__ inline bool block_prefers_t3(bool active, unsigned int child_blocks, unsigned int child_threads)
{
    unsigned int before_launches, before_rounds, launches, rounds;
    block_exclusive_scan2(active ? 1u : 0u, active ? child_blocks : 0u, &before_launches, &before_rounds, &launches,
                          &rounds);
    dim3 largest;
    block_max_block(&largest, active, dim3(active ? child_threads : 1u, 1u, 1u));
    return launches > 0 && rounds < largest.x;
}

}  // namespace dpopt

#endif
