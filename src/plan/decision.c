/* One decision per launch site (plan/decision.h). */
#include "plan/decision.h"

#include <assert.h>

#include "plan/corun.h"
#include "plan/plan.h"
#include "plan/promote.h"

const char *strategy_kind_name(StrategyKind k)
{
    static const char *const names[STRATEGY_KIND_COUNT] = {
        [STRATEGY_WRITTEN] = "written",
        [STRATEGY_WARP_BATCH] = "warp_batch",
        [STRATEGY_BLOCK_BATCH] = "block_batch",
        [STRATEGY_GRID_BATCH] = "grid_batch",
        [STRATEGY_MULTIBLOCK_BATCH] = "multiblock_batch",
        [STRATEGY_GRID_LEVELS] = "grid_levels",
        [STRATEGY_FLATTEN_WARP] = "flatten_warp",
        [STRATEGY_FLATTEN_BLOCK] = "flatten_block",
        [STRATEGY_FLATTEN_GRID] = "flatten_grid",
        [STRATEGY_REMOVE_T3] = "remove_t3",
        [STRATEGY_REMOVE_T4] = "remove_t4",
        [STRATEGY_REMOVE_AUTO] = "remove_auto",
        [STRATEGY_PROMOTE] = "promote",
        [STRATEGY_CORUN] = "corun",
    };
    assert(k >= 0 && k < STRATEGY_KIND_COUNT && names[k]);
    return names[k];
}

bool strategy_kind_batches(StrategyKind k)
{
    switch (k) {
    case STRATEGY_WARP_BATCH:
    case STRATEGY_BLOCK_BATCH:
    case STRATEGY_GRID_BATCH:
    case STRATEGY_MULTIBLOCK_BATCH:
    case STRATEGY_GRID_LEVELS:
    case STRATEGY_FLATTEN_BLOCK:
    case STRATEGY_FLATTEN_GRID:
        return true;
    default:
        return false;
    }
}

/* The kind of a site aggregated at granularity g. */
static StrategyKind batch_kind(const SitePlan *sp)
{
    switch (sp->aggregate) {
    case GRANULARITY_WARP: return STRATEGY_WARP_BATCH;
    case GRANULARITY_BLOCK: return sp->aggregated.threads ? STRATEGY_FLATTEN_BLOCK : STRATEGY_BLOCK_BATCH;
    case GRANULARITY_GRID:
        if (sp->aggregated.threads)
            return STRATEGY_FLATTEN_GRID;
        return sp->aggregated.levels ? STRATEGY_GRID_LEVELS : STRATEGY_GRID_BATCH;
    case GRANULARITY_MULTIBLOCK: return STRATEGY_MULTIBLOCK_BATCH;
    case GRANULARITY_NONE: break;
    }
    return STRATEGY_WRITTEN;
}

static StrategyKind removal_kind(Removal r)
{
    switch (r) {
    case REMOVAL_T3: return STRATEGY_REMOVE_T3;
    case REMOVAL_T4: return STRATEGY_REMOVE_T4;
    case REMOVAL_AUTO: return STRATEGY_REMOVE_AUTO;
    case REMOVAL_FLATTEN_WARP: return STRATEGY_FLATTEN_WARP;
    case REMOVAL_NONE:
    case REMOVAL_T1:
    case REMOVAL_T2: break; /* T1 and T2 are the persistent version's, never the kernel's own */
    }
    return STRATEGY_WRITTEN;
}

static SiteDecision decide_site(const Plan *plan, int site)
{
    const SitePlan *sp = &plan->sites[site];
    SiteDecision d = {.persistent = sp->persistent, .threshold = sp->shape.threshold, .coarsen = sp->shape.coarsen};
    const Promotion *promoted = plan->promotions ? promote_of_site(plan->promotions, site) : NULL;
    if (promoted && promoted->mode != PROMOTE_NONE) {
        d.kind = STRATEGY_PROMOTE;
    } else if (plan->coruns && corun_of_site(plan->coruns, plan->program, site)) {
        d.kind = STRATEGY_CORUN;
    } else if (sp->remove != REMOVAL_NONE) {
        d.kind = removal_kind(sp->remove);
        /* Flattening at warp scope: a launch over the cap goes into the grid's batch. */
        d.fallback = batch_kind(sp);
    } else {
        d.kind = batch_kind(sp);
    }
    return d;
}

void plan_decide_sites(Plan *plan)
{
    for (int i = 0; i < plan->program->launch_count; i++)
        plan->sites[i].decision = decide_site(plan, i);
}
