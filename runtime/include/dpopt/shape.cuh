// dpopt runtime: thresholding and coarsening of child launches.
//
// Thresholding (--threshold=N) launches a child grid only when it has at
// least N threads in all; a smaller one is run by the launching thread (the
// generated <child>_dp_t4). Coarsening (--coarsen=N) launches a child with
// one block for every N of its original blocks; each block then does the
// work of N consecutive original blocks, in turn.
#ifndef DPOPT_RUNTIME_SHAPE_CUH
#define DPOPT_RUNTIME_SHAPE_CUH

#include "dpopt/base.cuh"
#include "dpopt/launch_config.cuh"

namespace dpopt {

// Threads of a launch in all; 64 bits, since a grid's blocks times a
// block's threads may not fit in 32.
__host__ __device__ inline unsigned long long launch_thread_count(dim3 grid, dim3 block)
{
    return (unsigned long long)block_count(grid) * block_count(block);
}

// The threads of a launch that do any work (flattening counts only those),
// for a child whose whole body is `if (<x index> < bound)` (dpopt checked): over a one-dimensional
// launch the first `bound` of them (none for a bound of 0 or less); every
// thread of any other launch.
template <typename Bound>
__device__ inline unsigned long long launch_threads_below(dim3 grid, dim3 block, Bound bound)
{
    unsigned long long all = launch_thread_count(grid, block);
    if (grid.y != 1 || grid.z != 1 || block.y != 1 || block.z != 1)
        return all;
    if (!(bound > 0))
        return 0;
    return (unsigned long long)bound < all ? (unsigned long long)bound : all;
}

// Thresholded recursion: a thread running the subtree below a launch under
// the threshold (<kernel>_dp_subtree) keeps the launches it has yet to run on
// a stack in its own memory, so the subtree runs depth first. Full, the
// stack takes no more (push gives nullptr) and the launch is made after all.
// Its memory is reserved for every thread the GPU can hold at once:
// DPOPT_SUBTREE_LAUNCHES launches of one record each.
#ifndef DPOPT_SUBTREE_LAUNCHES
#define DPOPT_SUBTREE_LAUNCHES 32
#endif

template <typename Launch, unsigned int Capacity = DPOPT_SUBTREE_LAUNCHES>
struct LaterStack {
    Launch launches[Capacity];
    unsigned int count = 0;

    __device__ Launch *push() { return count < Capacity ? &launches[count++] : nullptr; }

    __device__ bool pop(Launch *out)
    {
        if (count == 0)
            return false;
        *out = launches[--count];
        return true;
    }
};

// Blocks that do the work of `blocks` original blocks, `factor` each (the
// last one fewer).
__host__ __device__ inline unsigned int coarsened_blocks(unsigned int blocks, unsigned int factor)
{
    return (blocks + factor - 1) / factor;
}

// The grid of a coarsened launch: one dimension, whatever the original's
// shape (each block finds its original blocks by linear index). Where the
// launch as written would not start (launch_config_valid), the original
// grid, unchanged: the coarsened launch then fails as that one does, where
// one dimension could have made a grid CUDA takes (a negative grid, 2^32 -
// 1 blocks, coarsened by 4).
__host__ __device__ inline dim3 coarsened_grid(dim3 grid, dim3 block, unsigned int factor)
{
    return launch_config_valid(grid, block) ? dim3(coarsened_blocks(block_count(grid), factor)) : grid;
}

}  // namespace dpopt

#endif
