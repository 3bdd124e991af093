// dpopt runtime: a launch hoisted into its parent's host launch (--hoist).
//
// A parent kernel whose threads only work out their child's arguments from
// their own (no memory read or written, no call) and launch one child grid,
// the same for every thread, makes nothing a grid of the children's blocks
// could not make at once: each host launch of it becomes one host launch of
// a grid with a block for each child block of each parent thread. Each block
// runs the parent's code again, with the place of the parent thread it
// stands for, up to the launch, then its child block; a block whose parent
// thread makes no launch does nothing.
//
//     const dpopt::HoistGrid dp_hoist = dpopt::hoist_grid(grid, block, <parent>_dp_hoist_child(args...));
//     if (dp_hoist.blocks)
//         <parent>_dp_hoist<<<dp_hoist.blocks, dp_hoist.child_block, 0, stream>>>(args..., dp_hoist);
//     else
//         <parent><<<grid, block, shmem, stream>>>(args...); // as written
//
// Where only one lane of each parent block can launch (the launch under
// `threadIdx.x == k`), the hoisted grid stands for that lane alone: a block
// for each child block of each parent block (hoist_grid_lane), for a parent
// block of one dimension.
//
// The host makes the launch as written where the hoisted grid would not be
// one (more than 2^31 - 1 blocks), or where a configuration, the parent's or
// the child's, is one the launch as written would refuse (launch_config_valid)
// or could not make:
// the program then meets what it met before.
#ifndef DPOPT_RUNTIME_HOIST_CUH
#define DPOPT_RUNTIME_HOIST_CUH

#include "dpopt/base.cuh"
#include "dpopt/launch_config.cuh"

namespace dpopt {

// The child grid every thread of the parent launches, worked out on the host
// from the parent's arguments (<parent>_dp_hoist_child).
struct HoistChild {
    dim3 grid;
    dim3 block;
};

// One host launch of a hoisted parent: its configuration, the child's, and
// the blocks of the hoisted grid (0: launch the parent as written).
struct HoistGrid {
    dim3 parent_grid;
    dim3 parent_block;
    dim3 child_grid;
    dim3 child_block;
    unsigned int child_blocks; // blocks of one child grid
    unsigned int blocks;       // parent threads (or blocks, one lane each) x child_blocks
    unsigned int lane;         // the one lane of a parent block that launches; every lane: ~0u
};

// The product of the factors, or 0 where it passes 2^31 - 1 (a grid's most
// blocks): checked at each step, so that no product of six sides wraps.
__host__ inline unsigned long long hoist_product(const unsigned int *factors, int n)
{
    unsigned long long p = 1ull;
    for (int i = 0; i < n; i++) {
        p *= factors[i];
        if (p > 0x7fffffffull)
            return 0ull;
    }
    return p;
}

__host__ inline HoistGrid hoist_grid(dim3 parent_grid, dim3 parent_block, HoistChild child)
{
    HoistGrid h = {parent_grid, parent_block, child.grid, child.block, 0u, 0u, ~0u};
    if (!launch_config_valid(parent_grid, parent_block) || !launch_config_valid(child.grid, child.block))
        return h;
    const unsigned int sides[] = {parent_grid.x,  parent_grid.y,  parent_grid.z, parent_block.x,
                                  parent_block.y, parent_block.z, child.grid.x,  child.grid.y,
                                  child.grid.z};
    const unsigned long long blocks = hoist_product(sides, 9);
    if (blocks == 0ull)
        return h;
    h.child_blocks = (unsigned int)hoist_product(sides + 6, 3);
    h.blocks = (unsigned int)blocks;
    return h;
}

// The same where only lane `lane` of each parent block launches: a block for
// each child block of each parent block; 0 blocks (the kernel as written)
// where the parent block has more than one dimension or no such lane.
__host__ inline HoistGrid hoist_grid_lane(dim3 parent_grid, dim3 parent_block, HoistChild child, unsigned int lane)
{
    HoistGrid h = {parent_grid, parent_block, child.grid, child.block, 0u, 0u, lane};
    if (!launch_config_valid(parent_grid, parent_block) || !launch_config_valid(child.grid, child.block) ||
        parent_block.y != 1u || parent_block.z != 1u || lane >= parent_block.x)
        return h;
    const unsigned int sides[] = {parent_grid.x, parent_grid.y, parent_grid.z, child.grid.x, child.grid.y, child.grid.z};
    const unsigned long long blocks = hoist_product(sides, 6);
    if (blocks == 0ull)
        return h;
    h.child_blocks = (unsigned int)hoist_product(sides + 3, 3);
    h.blocks = (unsigned int)blocks;
    return h;
}

// Where a block of the hoisted grid stands: the parent thread it runs the
// code of, and its block of that thread's child grid.
struct HoistPlace {
    dim3 parent_block;
    dim3 parent_thread;
    dim3 child_block;
};

__device__ inline HoistPlace hoist_place(const HoistGrid &h)
{
    const unsigned int thread = blockIdx.x / h.child_blocks;
    HoistPlace w;
    if (h.lane != ~0u) {
        w.parent_block = unflatten(thread, h.parent_grid);
        w.parent_thread = dim3(h.lane, 0u, 0u);
    } else {
        const unsigned int per_block = block_count(h.parent_block);
        w.parent_block = unflatten(thread / per_block, h.parent_grid);
        w.parent_thread = unflatten(thread % per_block, h.parent_block);
    }
    w.child_block = unflatten(blockIdx.x % h.child_blocks, h.child_grid);
    return w;
}

} // namespace dpopt

#endif
