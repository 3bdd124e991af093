#include "transform/block_group.h"

const char *block_group_replacement(const Plan *plan, TSNode node)
{
    switch (plan_block_group_node(plan, node)) {
    case PLAN_GROUP_CREATION: return "dpopt::child_block(dp_blockIdx, dp_blockDim)";
    case PLAN_GROUP_TYPE: return "dpopt::ChildBlock";
    case PLAN_GROUP_TILE_PARENT: return "cooperative_groups::this_thread_block()";
    case PLAN_GROUP_GRID_CREATION: return "dpopt::child_grid(dp_blockIdx, dp_blockDim, dp_gridDim)";
    case PLAN_GROUP_GRID_TYPE: return "dpopt::ChildGrid";
    case PLAN_GROUP_NONE: break;
    }
    return NULL;
}
