/* --flatten=grid: grid aggregation at the grain of threads. The fused grid
 * of a site aggregated at grid granularity gets one thread for each child
 * thread of all the grid's launches instead of one block for each child
 * block, so a launch of 3 threads takes 3 threads, not a block of 32 (the
 * load-balanced loop a programmer writes by hand without dynamic
 * parallelism). Each thread runs one child thread through
 * <child>_dp_thread, as warp flattening does, so the child must allow what
 * that needs: T4's rules (its geometry renamed, no launches of its own), no
 * barriers or shared memory. A child with warp-wide operations takes whole
 * child blocks of whole warps, which keep every warp of the fused grid one
 * of the child's, lane for lane. A site it cannot take stays aggregated
 * block by block, with a note. */
#include "plan/plan.h"

#include "analysis/thread_guard.h"
#include "plan/site_checks.h"

/* Flattening's rules for the child (no barriers, no shared memory), then
 * T4's (a child that launches kernels itself among them). A child with
 * warp-wide operations has its warps kept whole: T3's rules, which keep
 * lanes, instead of T4's. */
static Refusal *grid_flatten_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    Refusal *why = flatten_child_refusal(p, f, s);
    return why ? why : removal_refusal_but_stream(p, f, s, f->child.uses_warp_ops ? REMOVAL_T3 : REMOVAL_T4);
}

void plan_flatten_grid(Plan *plan, const LaunchFacts *facts)
{
    const Program *p = plan->program;
    plan->flatten_grid = true;
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        if (sp->aggregate != GRANULARITY_GRID)
            continue;
        const LaunchSite *s = &p->launches[i];
        Refusal *why = grid_flatten_refusal(p, &facts[i], s);
        if (why) {
            sp->aggregated.flatten_reason = why;
            continue;
        }
        sp->aggregated.threads = true;
        sp->aggregated.whole_warps = facts[i].child.uses_warp_ops;
        sp->aggregated.bound_arg = sp->aggregated.whole_warps ? -1 : thread_guard_param(p, s->callee_fn);
        sp->aggregated.bounded = sp->aggregated.bound_arg >= 0;
    }
}
