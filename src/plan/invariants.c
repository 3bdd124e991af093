/* What every finished plan holds, whatever the input: each site's decision
 * comes with what the rewrite needs to carry it out, and the fused kernels
 * it generates have names of their own. The plan makes these true for any
 * program it accepts, so a failure is dpopt's bug, never the input's: an
 * assertion, on in every build `make test` uses. */
#include "plan/plan.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"
#include "util/name_index.h"

#ifndef NDEBUG

/* For each site, whether the flush-scope index (plan/site_index.h) lists
 * it under its scope's start: a postponed site left out of it would never
 * have its launches made. One pass over the index, not a search a site: a
 * kernel's thousands of sites may share one scope. */
static bool *listed_at_scope(const Plan *plan)
{
    bool *listed = xcalloc((size_t)plan->program->launch_count + 1, sizeof *listed);
    for (int k = 0; k < plan->flush_scope_count; k++) {
        const SiteAt *at = &plan->by_flush_scope[k];
        assert(0 <= at->site && at->site < plan->program->launch_count);
        TSNode scope = plan->sites[at->site].flush_scope;
        listed[at->site] = !ts_node_is_null(scope) && ts_node_start_byte(scope) == at->start;
    }
    return listed;
}

/* Site i's decision, with what the rewrite reads to carry it out. */
static void assert_site_decided(const Plan *plan, const bool *listed, int i)
{
    const SitePlan *sp = &plan->sites[i];
    if (decision_granularity(&sp->decision) != GRANULARITY_NONE) {
        assert(sp->kernel_name && sp->aggregated.record_name);
        assert(!granularity_postpones(decision_granularity(&sp->decision)) || sp->launch_name);
    }
    if (decision_removal(&sp->decision) != REMOVAL_NONE) {
        assert(sp->kernel_name);
        assert(decision_removal(&sp->decision) == REMOVAL_FLATTEN_WARP || sp->launch_name);
    }
    if (plan_site_postponed(sp))
        assert(!ts_node_is_null(sp->flush_scope) && listed[i]);
    if (sp->decision.coarsen > 1 && decision_granularity(&sp->decision) == GRANULARITY_NONE)
        assert(sp->shape.coarse_name);
    /* Walked in whole blocks: a grid batch of child blocks, its fused
     * kernel's blocks sharing them out at run time, not coarsened too. */
    if (sp->aggregated.walks_blocks)
        assert(sp->decision.kind == STRATEGY_GRID_BATCH && sp->aggregated.flattened == GRANULARITY_GRID &&
               sp->decision.coarsen <= 1 && !sp->aggregated.flatten_reason);
    /* A launch record holds at least the configuration its own launch gives. */
    assert(sp->record_configs >= plan->program->launches[i].config_count);
}

/* The batch whose fused kernel site i's launches join: a kernel's launches
 * of itself run level by level share their leader's (plan/levels.h); any
 * other aggregated site has its own. */
static int batch_of(const SitePlan *sp, int i)
{
    return sp->decision.kind == STRATEGY_GRID_LEVELS && sp->aggregated.level_leader >= 0 ? sp->aggregated.level_leader : i;
}

static const char *kernel_name_of(const void *ctx, int entry) { return ((const SitePlan *)ctx)[entry].kernel_name; }

/* Two batches never share a fused kernel's name: the file would define it
 * twice. */
static void assert_fused_names_unique(const Plan *plan)
{
    NameIndex names = {0};
    for (int i = 0; i < plan->program->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        if (decision_granularity(&sp->decision) == GRANULARITY_NONE || !sp->kernel_name)
            continue;
        int same = name_index_find(&names, sp->kernel_name, strlen(sp->kernel_name), kernel_name_of, plan->sites);
        if (same < 0)
            name_index_add(&names, sp->kernel_name, i);
        else
            assert(batch_of(&plan->sites[same], same) == batch_of(sp, i));
    }
    name_index_free(&names);
}

/* A bound of dpopt's goes only where the kernel has none of its own:
 * every emitter copies that one instead. */
static void assert_bounds_not_own(const Plan *plan)
{
    const Program *p = plan->program;
    for (int k = 0; k < p->function_count; k++)
        assert(!plan->kernels[k].bounded || (!p->functions[k].launch_bounds && !p->functions[k].max_registers));
    for (int k = 0; k < p->function_count; k++)
        assert(!plan->kernels[k].bound_at || (plan->kernels[k].bounded && !plan->kernels[k].followed));
    for (int i = 0; i < p->launch_count; i++)
        assert(!plan->sites[i].bounded || (!p->functions[p->launches[i].callee_fn].launch_bounds &&
                                           !p->functions[p->launches[i].callee_fn].max_registers));
}

#endif

/* A hoisted launch: its kernel's one, left as written in the kernel
 * itself, with the sizes the host works out. */
static void assert_hoists_whole(const Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        if (!sp->decision.hoisted)
            continue;
        const KernelPlan *kp = &plan->kernels[p->launches[i].caller_fn];
        assert(p->launches[i].device_side && kp->hoisted && kp->hoist_site == i);
        assert(!decision_changes_launch(&sp->decision) && sp->decision.persistent == REMOVAL_NONE && !sp->reason);
        assert(kp->hoist_params && (kp->hoist_walks ? !kp->hoist_grid && !kp->hoist_block && kp->hoist_lane < 0
                                                    : kp->hoist_grid && kp->hoist_block));
        assert(!kp->hoist_parents == !kp->hoist_index_type);
    }
    for (int k = 0; k < p->function_count; k++)
        assert(!plan->kernels[k].hoisted || plan->sites[plan->kernels[k].hoist_site].decision.hoisted);
}

/* A recursion whose levels run as device graphs: every member appends at
 * the launch, none runs with its subtree or at a threshold, all of them
 * agree, and none has a reason not to. */
static void assert_graphs_appended(const Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        if (!sp->aggregated.graph)
            continue;
        assert(sp->decision.kind == STRATEGY_GRID_LEVELS && sp->aggregated.level_leader >= 0);
        assert(sp->aggregated.append_at_launch && !plan_site_in_subtree(sp) && sp->decision.threshold == 0);
        assert(!sp->aggregated.graph_reason && plan->sites[sp->aggregated.level_leader].aggregated.graph);
    }
}

void plan_assert_invariants(const Plan *plan)
{
#ifndef NDEBUG
    assert(plan->sites || plan->program->launch_count == 0);
    assert(plan->kernels);
    bool *listed = listed_at_scope(plan);
    for (int i = 0; i < plan->program->launch_count; i++)
        assert_site_decided(plan, listed, i);
    free(listed);
    assert_fused_names_unique(plan);
    assert_bounds_not_own(plan);
    assert_hoists_whole(plan);
    assert_graphs_appended(plan);
#else
    (void)plan;
#endif
}
