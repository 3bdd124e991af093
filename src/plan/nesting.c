/* Whether a site's fused grid at grid granularity (a recursion's levels
 * too) starts as a child of the grid whose batch it runs
 * (SiteAggregation.nested): the grid's last block launches it into
 * cudaStreamFireAndForget (runtime launch_nested), where it starts at once,
 * rather than into cudaStreamTailLaunch, after the whole grid and all its
 * work. A tail launch waits on the device runtime's launch pool at every
 * launch, longer the higher the program set its pending-launch limit; a
 * nested launch does not (bench/results/studies-787568b-2026-11-28-h200/).
 *
 * The one thing the tail launch gives that a nested grid does not is
 * order with the grid's other launches. Multiblock's fused grids, launched
 * into cudaStreamFireAndForget already, follow the same rule
 * (plan/aggregation.c, null_stream_order_refusal): a launch of the same
 * blocks into their NULL stream is ordered with the site's launches there,
 * and a tail launch waits for the site's children, which nested are the
 * grid's own work. Either, or a launch dpopt cannot see, keeps the tail
 * launch, and the report names it. */
#include "plan/plan.h"
#include "plan/site_checks.h"

/* The first launch into `stream` that the blocks of site s's kernel may
 * make besides s's batch: for a recursion's levels, those of the
 * functions the kernel calls (its own device-side launches are all its
 * levels', plan/levels.c), else any but s. */
static const LaunchSite *other_launch_into(const Program *p, const LaunchSite *s, bool levels, SiteStream stream)
{
    return levels ? called_launch_into(p, s->caller_fn, s, stream) : same_block_launch_into(p, s, stream);
}

/* Why site s's fused grid must be a tail launch; NULL where it may nest. */
static Refusal *tail_reason(const Plan *plan, int site)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    bool levels = plan->sites[site].decision.kind == STRATEGY_GRID_LEVELS;
    SiteStream own = plan_stream_of(p, s);
    if (own == SITE_STREAM_TAIL)
        return refusal_of_site(p, REFUSAL_NESTED_TAIL_ASKED, ROLE_LAUNCH, s);
    Refusal *hidden = hidden_launch_refusal(p, s->caller_fn, ROLE_PARENT);
    if (hidden)
        return hidden;
    /* Fire-and-forget children are ordered with nothing in the NULL stream,
     * nor with a launch into a stream of the program's own not proven the
     * thread's alone, which in a thread that does not create it is the
     * NULL stream its declaration names (analysis/device_streams.c). */
    bool null_ordered = own == SITE_STREAM_NULL || levels;
    const LaunchSite *other = null_ordered ? other_launch_into(p, s, levels, SITE_STREAM_NULL) : NULL;
    if (!other && null_ordered)
        other = other_launch_into(p, s, levels, SITE_STREAM_OWN);
    if (!other)
        other = other_launch_into(p, s, levels, SITE_STREAM_TAIL);
    return other ? refusal_about(p, REFUSAL_NESTED_ORDERED, ROLE_PARENT, s->caller_fn, other->node) : NULL;
}

void plan_decide_nesting(Plan *plan)
{
    for (int i = 0; i < plan->program->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        refusal_free(sp->aggregated.tail_reason);
        sp->aggregated.tail_reason = NULL;
        sp->aggregated.nested = false;
        if (decision_granularity(&sp->decision) != GRANULARITY_GRID || !decision_batches(&sp->decision))
            continue;
        /* A recursion's members share the leader's batch and its launch. */
        int lead = sp->decision.kind == STRATEGY_GRID_LEVELS && sp->aggregated.level_leader >= 0 ? sp->aggregated.level_leader : i;
        sp->aggregated.tail_reason = tail_reason(plan, lead);
        sp->aggregated.nested = !sp->aggregated.tail_reason;
    }
}
