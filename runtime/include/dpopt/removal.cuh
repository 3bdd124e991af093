// dpopt runtime: launch removal (Free Launch).
#ifndef DPOPT_RUNTIME_REMOVAL_CUH
#define DPOPT_RUNTIME_REMOVAL_CUH

#include "dpopt/batch.cuh"
#include "dpopt/block_scan.cuh"

namespace dpopt {

// --remove=auto's choice for one launch: T3 (the launching block runs the
// child's blocks) when a child block has at least half as many threads as
// the launching block, so that few of the block's threads idle while they
// stand in for the child's; T4 (the launching thread runs them all)
// otherwise.
__device__ inline bool block_removal_fits(dim3 child_block)
{
    return 2u * block_count(child_block) >= block_thread_count();
}

}  // namespace dpopt

#endif
