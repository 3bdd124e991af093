/* --flatten=grid: grid aggregation at the grain of threads. The fused grid
 * of a site aggregated at grid granularity gets one thread for each child
 * thread of all the grid's launches instead of one block for each child
 * block, so a launch of 3 threads takes 3 threads, not a block of 32 (the
 * load-balanced loop a programmer writes by hand without dynamic
 * parallelism). Each thread runs one child thread through
 * <child>_dp_thread, as warp flattening does, so the child must allow what
 * that needs: T4's rules (its geometry renamed, no warp-wide operations,
 * no launches of its own), no barriers or shared memory. A site it cannot
 * take stays aggregated block by block, with a note. */
#include "plan/plan.h"

#include "analysis/thread_guard.h"
#include "model/site_stream.h"
#include "plan/site_checks.h"

/* Flattening's rules for the child (no barriers, no shared memory), then
 * T4's (no warp-wide operations, no launches of its own among them). A
 * child with warp-wide operations could keep its warps whole, its blocks
 * going in whole: tried on tc, an H100, 2026-11-24, it was slower than
 * block by block (rmat-16-16 1.95 -> 2.86 ms,
 * bench/results/flatten-grid-whole-warps-REVERTED-2026-11-24-h100.csv). */
static Refusal *grid_flatten_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    Refusal *why = flatten_child_refusal(p, f, s);
    return why ? why : removal_refusal_but_stream(p, f, s, REMOVAL_T4);
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
        sp->aggregated.bound_arg = thread_guard_param(p, s->callee_fn);
        sp->aggregated.bounded = sp->aggregated.bound_arg >= 0;
        /* The last block runs a small batch while other blocks may still
         * finish: a child the program launched into the tail stream
         * waits for the whole grid (and a stream of its own: not taken). */
        SiteStream stream = site_stream(p->src, s);
        sp->aggregated.in_block = stream == SITE_STREAM_NULL || stream == SITE_STREAM_FIRE_AND_FORGET;
    }
}
