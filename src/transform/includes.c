#include "transform/includes.h"

#include <assert.h>

#include "plan/corun.h"

/* One per header, in the order they are written (each includes what it
 * builds on, so any order would do; a fixed one keeps outputs stable). */
typedef enum RuntimeHeader {
    HEADER_BASE,
    HEADER_LAUNCH_CONFIG,
    HEADER_WARP_BATCH,
    HEADER_WARP_FLAT,
    HEADER_BLOCK_BATCH,
    HEADER_MULTIBLOCK_BATCH,
    HEADER_LEVELS,
    HEADER_LEVEL_GRAPH,
    HEADER_GRID_FLAT,
    HEADER_BLOCK_FLAT,
    HEADER_BLOCK_WALK,
    HEADER_REMOVAL,
    HEADER_SHAPE,
    HEADER_ARENA,
    HEADER_CHAIN,
    HEADER_FREE_SELECT,
    HEADER_BLOCK_GROUP,
    HEADER_CORUN,
    HEADER_HOIST,
    HEADER_HOIST_OFFSETS,
    HEADER_COUNT
} RuntimeHeader;

static const char *const header_line[HEADER_COUNT] = {
    [HEADER_BASE] = "#include <dpopt/base.cuh>\n",
    [HEADER_LAUNCH_CONFIG] = "#include <dpopt/launch_config.cuh>\n",
    [HEADER_WARP_BATCH] = "#include <dpopt/warp_batch.cuh>\n",
    [HEADER_WARP_FLAT] = "#include <dpopt/warp_flat.cuh>\n",
    [HEADER_BLOCK_BATCH] = "#include <dpopt/block_batch.cuh>\n",
    [HEADER_MULTIBLOCK_BATCH] = "#include <dpopt/multiblock_batch.cuh>\n",
    [HEADER_LEVELS] = "#include <dpopt/levels.cuh>\n",
    [HEADER_LEVEL_GRAPH] = "#include <dpopt/level_graph.cuh>\n",
    [HEADER_GRID_FLAT] = "#include <dpopt/grid_flat.cuh>\n",
    [HEADER_BLOCK_FLAT] = "#include <dpopt/block_flat.cuh>\n",
    [HEADER_BLOCK_WALK] = "#include <dpopt/block_walk.cuh>\n",
    [HEADER_REMOVAL] = "#include <dpopt/removal.cuh>\n",
    [HEADER_SHAPE] = "#include <dpopt/shape.cuh>\n",
    [HEADER_ARENA] = "#include <dpopt/arena.cuh>\n",
    [HEADER_CHAIN] = "#include <dpopt/chain.cuh>\n",
    [HEADER_FREE_SELECT] = "#include <dpopt/free_select.cuh>\n",
    [HEADER_BLOCK_GROUP] = "#include <dpopt/block_group.cuh>\n",
    [HEADER_CORUN] = "#include <dpopt/corun.cuh>\n",
    [HEADER_HOIST] = "#include <dpopt/hoist.cuh>\n",
    [HEADER_HOIST_OFFSETS] = "#include <dpopt/hoist_offsets.cuh>\n",
};

/* The header whose helpers the code of kind k calls, beyond base.cuh's
 * (HEADER_BASE: none). The flattening kinds also count threads with
 * shape.cuh (includes_of_site). T4 runs the child in the launching thread
 * with base.cuh's geometry, where launch_config.cuh says the launch would
 * start (every other kind's header includes it). */
static RuntimeHeader header_of_kind(StrategyKind k)
{
    switch (k) {
    case STRATEGY_WRITTEN: return HEADER_BASE;
    case STRATEGY_WARP_BATCH: return HEADER_WARP_BATCH;
    case STRATEGY_BLOCK_BATCH:
    case STRATEGY_GRID_BATCH: return HEADER_BLOCK_BATCH;
    case STRATEGY_MULTIBLOCK_BATCH: return HEADER_MULTIBLOCK_BATCH;
    case STRATEGY_GRID_LEVELS: return HEADER_LEVELS;
    case STRATEGY_FLATTEN_WARP: return HEADER_WARP_FLAT;
    case STRATEGY_FLATTEN_BLOCK: return HEADER_BLOCK_FLAT;
    case STRATEGY_FLATTEN_GRID: return HEADER_GRID_FLAT;
    case STRATEGY_REMOVE_T3:
    case STRATEGY_REMOVE_AUTO: return HEADER_REMOVAL;
    case STRATEGY_REMOVE_T4: return HEADER_LAUNCH_CONFIG;
    case STRATEGY_PROMOTE: return HEADER_CHAIN;
    case STRATEGY_CORUN: return HEADER_CORUN;
    case STRATEGY_KIND_COUNT: break;
    }
    assert(!"a strategy kind with no runtime header");
    return HEADER_BASE;
}

/* What site `sp`'s code calls: its kind's and its fallback's helpers, and
 * those of what lies over them. */
static void includes_of_site(const SitePlan *sp, bool *used)
{
    const SiteDecision *d = &sp->decision;
    used[header_of_kind(d->kind)] = true;
    used[header_of_kind(d->fallback)] = true;
    /* Flattening counts a launch's threads (launch_thread_count); the
     * threshold compares them; coarsening shrinks the grid; a subtree
     * keeps its later launches on a LaterStack. */
    if (strategy_kind_walks_threads(d->kind) || d->kind == STRATEGY_FLATTEN_WARP || d->threshold > 0 ||
        d->coarsen > 1 || plan_site_in_subtree(sp))
        used[HEADER_SHAPE] = true;
    /* Grid flattening in whole blocks walks a batch of blocks. */
    if (sp->aggregated.walks_blocks)
        used[HEADER_BLOCK_WALK] = true;
    /* The kernel's persistent version, its host-side launch among it. */
    if (d->persistent != REMOVAL_NONE)
        used[HEADER_FREE_SELECT] = true;
    /* A recursion's levels as device graphs. */
    if (sp->aggregated.graph)
        used[HEADER_LEVEL_GRAPH] = true;
    /* Its launching kernel's hoisted grid and host launches. */
    if (d->hoisted)
        used[HEADER_HOIST] = true;
}

void includes_prepend(const Plan *plan, bool arena, EditBuffer *edits)
{
    bool used[HEADER_COUNT] = {[HEADER_BASE] = true};
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++)
        includes_of_site(&plan->sites[i], used);
    for (int fn = 0; fn < p->function_count; fn++) {
        if (plan->kernels[fn].persistent != REMOVAL_NONE)
            used[HEADER_FREE_SELECT] = true;
        if (plan_uses_block_group(plan, fn))
            used[HEADER_BLOCK_GROUP] = true;
        if (plan->coruns && corun_of_kernel(plan->coruns, fn))
            used[HEADER_CORUN] = true;
        /* A kernel hoisted over offsets: its check, walk and host launch. */
        if (plan->kernels[fn].hoisted && plan->kernels[fn].hoist_walks)
            used[HEADER_HOIST_OFFSETS] = true;
    }
    used[HEADER_ARENA] = used[HEADER_ARENA] || arena;
    for (int h = 0; h < HEADER_COUNT; h++)
        if (used[h])
            edit_prepend_toplevel(edits, header_line[h]);
}
