/* In a fused kernel's copy of a child's body (aggregation), cooperative
 * groups' thread_block would read the fused block's place from the
 * hardware. A dpopt::ChildBlock (runtime/include/dpopt/block_group.cuh),
 * made from the child block's renamed place, stands in for it:
 *
 *     cg::thread_block block = cg::this_thread_block();
 *
 * becomes
 *
 *     dpopt::ChildBlock block = dpopt::child_block(dp_blockIdx, dp_blockDim);
 *
 * and block.sync(), cg::sync(block), thread_rank(), size(), group_index()
 * and the rest read the child's. A tile is made from the fused block
 * itself, which the plan makes sure is the child's (the same block size in
 * every launch): its members work on the hardware's warps, which are then
 * the child block's.
 *
 *     cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
 *
 * becomes
 *
 *     cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cooperative_groups::this_thread_block());
 *
 * A grid group stands on the child grid's place and shape the same way:
 *
 *     cg::grid_group grid = cg::this_grid();
 *
 * becomes
 *
 *     dpopt::ChildGrid grid = dpopt::child_grid(dp_blockIdx, dp_blockDim, dp_gridDim); */
#ifndef DPOPT_TRANSFORM_BLOCK_GROUP_H
#define DPOPT_TRANSFORM_BLOCK_GROUP_H

#include "plan/plan.h"

/* What the copy writes for `node`, or NULL: it is none of the group's. */
const char *block_group_replacement(const Plan *plan, TSNode node);

#endif
