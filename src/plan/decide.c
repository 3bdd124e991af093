/* Every site's one decision (plan/decide.h), read from what the planning
 * passes chose for it. */
#include "plan/decide.h"

#include "plan/corun.h"
#include "plan/promote.h"

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
