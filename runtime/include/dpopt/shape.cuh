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
// block's threads may not fit in 32 (nor its blocks alone, where the grid
// has a y or z past 1: block_count_wide). A count past 2^64 - 1 (a grid of
// 2^63 blocks of 1,024 threads) is 2^64 - 1: it is compared with
// thresholds and caps, which it passes either way.
__host__ __device__ inline unsigned long long launch_thread_count(dim3 grid, dim3 block)
{
    const unsigned long long blocks = block_count_wide(grid), threads = block_count_wide(block);
    // (Both below 2^32, as nearly every launch's: no division.)
    if (((blocks | threads) >> 32) != 0ull && threads != 0ull && blocks > ~0ull / threads)
        return ~0ull;
    return blocks * threads;
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
// last one fewer). The sum is made in 64 bits: `blocks + factor - 1` in 32
// would wrap for a fused grid within `factor` of 2^32 blocks and launch
// almost none.
__host__ __device__ inline unsigned int coarsened_blocks(unsigned int blocks, unsigned int factor)
{
    return (unsigned int)(((unsigned long long)blocks + factor - 1u) / factor);
}

// Whether a launch of `grid` is coarsened by `factor`: a grid CUDA takes
// (x 1 to 2^31 - 1, y and z 1 to 65,535), whose blocks the coarse kernel's
// 32-bit index counts (below 2^32: a grid of y or z past 1 may have more),
// and whose coarsened grid, of one dimension, CUDA takes (at most 2^31 - 1
// blocks; a grid of 2^32 - 2 blocks coarsened by 2 has 2^31). Every grid of
// one dimension that CUDA takes is.
__host__ __device__ inline bool coarsen_fits(dim3 grid, unsigned int factor)
{
    if (!launch_grid_valid(grid) || factor == 0u)
        return false;
    const unsigned long long blocks = block_count_wide(grid);
    return blocks <= 0xffffffffull && (blocks + factor - 1u) / factor <= 0x7fffffffull;
}

// The grid of a coarsened launch: one dimension, whatever the original's
// shape (each block finds its original blocks by linear index). Where the
// launch is not coarsened, the grid as written: where the configuration is
// one CUDA refuses (launch_config_valid: a block of 2,048 threads beside a
// grid that fits, or a grid of -1, 2^32 - 1 blocks, that one dimension
// would make one CUDA takes) the coarsened launch then fails as the launch
// as written does; where it is valid but coarsening does not fit it
// (coarsen_fits: more blocks than the coarse kernel's index counts, or a
// coarsened grid past 2^31 - 1 blocks), the coarse kernel, launched on it,
// runs each block once as its own (coarse_as_written).
__host__ __device__ inline dim3 coarsened_grid(dim3 grid, dim3 block, unsigned int factor)
{
    return launch_config_valid(grid, block) && coarsen_fits(grid, factor)
               ? dim3(coarsened_blocks(block_count(grid), factor))
               : grid;
}

// In a coarse kernel (<child>_dp_coarse<N>), given the original grid:
// whether it was launched on that grid itself (coarsened_grid, where the
// launch is not coarsened), each block then running only its own. A
// coarsened grid is never the original one unless both are one block
// (which runs block 0 once either way): it has one dimension and fewer
// blocks.
__device__ inline bool coarse_as_written(dim3 original)
{
    return gridDim.x == original.x && gridDim.y == original.y && gridDim.z == original.z;
}

}  // namespace dpopt

#endif
