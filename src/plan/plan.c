/* The plan's own vocabulary: granularities' names, what a site's plan
 * implies (postponed, rewritten, in a subtree), the fused grid's stream.
 * Aggregation is planned in plan/aggregation.c, removal in plan/removal.c;
 * a plan is freed by plan/plan_free.c. */
#include "plan/plan.h"

#include "syntax/node.h"

const char *granularity_name(Granularity g)
{
    static const char *const names[] = {"none", "warp", "block", "grid", "multiblock"};
    return names[g];
}

const char *plan_granularity_label(const Plan *plan, Granularity g)
{
    return g == GRANULARITY_MULTIBLOCK ? plan->multiblock_label : granularity_name(g);
}

bool granularity_postpones(Granularity g)
{
    return g == GRANULARITY_BLOCK || g == GRANULARITY_GRID || g == GRANULARITY_MULTIBLOCK;
}

const char *plan_fused_stream(const Plan *plan, int site)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    switch (decision_granularity(&plan->sites[site].decision)) {
    case GRANULARITY_GRID:
        return "cudaStreamTailLaunch";
    case GRANULARITY_MULTIBLOCK:
        /* Not a tail launch: that would wait for the whole parent grid, and
         * a group's children are to start while other groups still run. A
         * site that asked for a tail launch keeps it. */
        return s->config_count > 3 && node_text_is(p->src, s->config[3], "cudaStreamTailLaunch") ? "cudaStreamTailLaunch"
                                                                                                 : "cudaStreamFireAndForget";
    default:
        return NULL;
    }
}

bool plan_site_in_subtree(const SitePlan *sp) { return sp->shape.subtree || sp->aggregated.subtree; }

bool plan_levels_run_subtrees(const Plan *plan, int fn)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++)
        if (p->launches[i].caller_fn == fn && plan->sites[i].decision.kind == STRATEGY_GRID_LEVELS && plan_site_in_subtree(&plan->sites[i]))
            return true;
    return false;
}

bool plan_site_postponed(const SitePlan *sp)
{
    return decision_postpones(&sp->decision);
}

bool plan_site_rewritten(const SitePlan *sp)
{
    return decision_batches(&sp->decision) || plan_site_postponed(sp) || plan_site_shaped(sp);
}

bool plan_site_rewritten_persistent(const SitePlan *sp) { return plan_site_rewritten(sp) || sp->removal.levels; }

StrategyKind plan_site_kind_as_asked(const SitePlan *sp)
{
    return sp->aggregated.walks_blocks ? STRATEGY_FLATTEN_GRID : sp->decision.kind;
}

bool plan_site_postponed_in(const SitePlan *sp, bool persistent)
{
    return plan_site_postponed(sp) || (persistent && sp->removal.levels);
}


bool plan_site_run_at_sync(const Plan *plan, int site)
{
    for (int i = 0; i < plan->sync_count; i++)
        for (int k = 0; plan->syncs[i].action == SYNC_FLUSH && k < plan->syncs[i].flush_count; k++)
            if (plan->syncs[i].flushes[k] == site)
                return true;
    return false;
}

bool plan_kernel_has_rounds(const Plan *plan, int k)
{
    for (int i = 0; i < plan->sync_count; i++)
        if (plan->syncs[i].action == SYNC_FLUSH && plan->program->calls[plan->syncs[i].call].caller_fn == k)
            return true;
    return false;
}
