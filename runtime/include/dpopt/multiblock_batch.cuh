// dpopt runtime: aggregation across groups of K consecutive parent blocks.
//
// Grid granularity's machinery (block_batch.cuh), once per group: blocks
// whose linear index / K is the same share a batch, and the last of them to
// finish launches the group's fused grid. The launch goes to
// cudaStreamFireAndForget, not cudaStreamTailLaunch: a tail launch would
// wait for the whole parent grid, and the point of a group is that its
// children start while other groups still run. (dpopt takes a site at
// multiblock only when no other launch by the same blocks goes to their NULL
// stream, whose order a fire-and-forget launch would lose; a fire-and-forget
// child still belongs to the parent grid, which completes only after it.)
//
// Each group needs a state of its own. A site keeps a static array of
// DPOPT_MULTIBLOCK_GROUPS states (zero when the program loads): group g
// uses state g. A grid with more groups than that gets larger groups, K'
// = ceil(blocks / DPOPT_MULTIBLOCK_GROUPS), so that every group still has
// its own state: correct for any grid size, with fewer, later launches past
// DPOPT_MULTIBLOCK_GROUPS * K blocks. (Rather than a pool allocation sized
// at first use: that would need a first block to clear it while the others
// wait, and a grid-wide count to know when to give it back.)
//
// The states clean up after themselves: the last block of every group resets
// its group's state, after launching or when there was nothing to launch,
// so the whole array is zero again when the parent grid ends, whatever size
// the next run of it has. Like grid granularity, this needs the parent grid
// not to run twice at once; dpopt only applies it where it can tell.
#ifndef DPOPT_RUNTIME_MULTIBLOCK_BATCH_CUH
#define DPOPT_RUNTIME_MULTIBLOCK_BATCH_CUH

#include "dpopt/block_batch.cuh"

#ifndef DPOPT_MULTIBLOCK_GROUPS
#define DPOPT_MULTIBLOCK_GROUPS 4096u
#endif

namespace dpopt {

// One per launch site: static __device__ dpopt::GroupStates <kernel>_groups;
struct GroupStates {
    GridState group[DPOPT_MULTIBLOCK_GROUPS];
};

// The group of the calling block for groups of `k` blocks, with its state
// and how many blocks it has (the last group may be short).
__device__ inline BlockGroup multiblock_group(GroupStates *states, unsigned int k)
{
    const unsigned long long wide = (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
    if (wide > 0xffffffffull)
        return BlockGroup{&states->group[0], 0u}; // no batch: as whole_grid
    unsigned int blocks = (unsigned int)wide;
    unsigned int fewest = (unsigned int)((wide + DPOPT_MULTIBLOCK_GROUPS - 1u) / DPOPT_MULTIBLOCK_GROUPS);
    if (k < fewest)
        k = fewest; // more groups than states: larger groups
    unsigned int linear = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    unsigned int index = linear / k;
    unsigned int left = blocks - index * k;
    return BlockGroup{&states->group[index], left < k ? left : k};
}

// Ready for the next run of the parent grid (the launching thread, after
// launching).
__device__ inline void group_batch_reset(BlockGroup group) { grid_batch_reset(group.state); }

}  // namespace dpopt

#endif
