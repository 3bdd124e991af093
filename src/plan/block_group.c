/* Cooperative groups' thread_block, as the plan tells the emitters of fused
 * kernels (analysis/block_group.h says what it reads). */
#include "plan/plan.h"

#include "analysis/block_group.h"
#include "analysis/body_facts.h"
#include "syntax/node.h"

PlanGroupNode plan_block_group_node(const Plan *plan, TSNode node)
{
    const Program *p = plan->program;
    if (block_group_is_tile_parent(p, p->src, node))
        return PLAN_GROUP_TILE_PARENT;
    if (block_group_is_creation(p, p->src, node))
        return PLAN_GROUP_CREATION;
    if (block_group_names_type(p, p->src, node))
        return PLAN_GROUP_TYPE;
    if (block_group_is_grid_creation(p, p->src, node))
        return PLAN_GROUP_GRID_CREATION;
    if (block_group_names_grid_type(p, p->src, node))
        return PLAN_GROUP_GRID_TYPE;
    return PLAN_GROUP_NONE;
}

bool plan_uses_block_group(const Plan *plan, int fn)
{
    return !ts_node_is_null(body_facts(plan->program, fn).block_group);
}
