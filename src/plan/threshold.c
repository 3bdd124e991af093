/* --threshold=N (dissertation, chapter 8): a child grid of fewer than N
 * threads is not worth a launch; the launching thread runs it itself, every
 * child thread in turn, as launch removal T4 does. Only where T4 could take
 * the site (the same refusals, asked of removal.c), and where running some
 * of a site's children at once and launching others keeps the order the
 * program may rely on. */
#include "plan/plan.h"

#include <stdlib.h>

#include "analysis/exclusive.h"
#include "plan/site_checks.h"
#include "syntax/node.h"
#include "util/alloc.h"

/* The first launch site other than s in s's function that the thread
 * making s may make too (not in another branch of an if or switch it
 * passes once: analysis/exclusive.h), else the first launch into the NULL
 * stream in a function whose code may run in that thread (one the kernel
 * calls: null_launch_sharing_thread, the rule by which launch removal
 * pairs sites, plan/order.c), or NULL. */
static const LaunchSite *another_launch_of_thread(const Program *p, const LaunchFacts *facts, const LaunchSite *s)
{
    const CallGraph *g = &p->graph;
    int i = (int)(s - p->launches);
    for (int k = g->sites_in_start[s->caller_fn]; k < g->sites_in_start[s->caller_fn + 1]; k++) {
        int j = g->sites_in[k];
        if (j != i && !exclusive_launches(p, facts, i, j, NULL))
            return &p->launches[j];
    }
    return null_launch_sharing_thread(p, s);
}

/* Launches into one stream run one after another. A child run here at once
 * may overtake a larger one launched earlier into the same stream, which
 * is only harmless where nothing orders them: cudaStreamFireAndForget, or
 * the block's implicit stream when the thread launches nothing else (a
 * site, in a kernel, that no thread runs more than once: no loop, goto loop
 * or lambda called again; no launch through a macro or the runtime API;
 * the kernel's other sites in other branches of an if or switch the thread
 * passes once; none into that stream in a device function the kernel
 * calls, before or after the site: the launch it makes there is ordered
 * with this one all the same). */
static Refusal *order_refusal(const Program *p, const LaunchFacts *facts, const LaunchSite *s)
{
    const LaunchFacts *f = &facts[s - p->launches];
    /* A stream the thread creates for this launch alone orders nothing
     * (plan_stream_of). Below the threshold it is made and left empty
     * (launch removal leaves it out instead: plan_stream_call_dropped);
     * thresholded output of that form is checked on a GPU by
     * tests/runtime/gpu-subtree.sh. */
    switch (plan_stream_of(p, s)) {
    case SITE_STREAM_FIRE_AND_FORGET:
        return NULL;
    case SITE_STREAM_TAIL:
        return refusal_of_site(p, REFUSAL_THRESHOLD_TAIL_LAUNCH, ROLE_LAUNCH, s);
    case SITE_STREAM_OWN:
        return refusal_of_site(p, REFUSAL_THRESHOLD_OWN_STREAM, ROLE_LAUNCH, s);
    case SITE_STREAM_NULL:
        break;
    }
    if (!(p->functions[s->caller_fn].spaces & SPACE_GLOBAL) || f->may_repeat)
        return refusal_of_site(p, REFUSAL_THRESHOLD_BLOCK_STREAM, ROLE_LAUNCH, s);
    /* The launch the thread may make again is one a macro or the runtime
     * API makes: the cause says which. */
    Refusal *hidden = hidden_launch_refusal(p, s->caller_fn, ROLE_PARENT);
    if (hidden)
        return refusal_because(REFUSAL_THRESHOLD_BLOCK_STREAM, hidden);
    const LaunchSite *other = another_launch_of_thread(p, facts, s);
    if (other)
        return refusal_about(p, REFUSAL_THRESHOLD_BLOCK_STREAM, ROLE_PARENT, s->caller_fn, other->node);
    return NULL;
}

/* The rule removal.c keeps for T4 (diverged_serial_refusal), for the
 * threads a threshold sends to run their child in place: where the child's
 * size may differ between the lanes of a warp, some lanes launch and others
 * loop over different numbers of child threads, and the warp goes on
 * diverged, and such a warp can hang in a kernel that makes other launches
 * (tests/difftest/found/seed12-792-threshold-diverged-hang). So a site
 * whose size may differ is not thresholded while its kernel makes another
 * launch, in the site's function or in code the same thread may run
 * (tests/difftest/found/seed44-37-O-hang, the same hang under T4). (The
 * hang of seed12-42-threshold-warp-hang under --threshold=32
 * --aggregate=warp is warp aggregation's, in a kernel that makes a tail
 * launch: plan.c, warp_batch_refusal.) */
static Refusal *diverged_serial_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    if (!site_size_may_diverge(f))
        return NULL;
    const LaunchSite *other = site_other_launch_in_thread(p, s);
    if (other)
        return refusal_detail(refusal_about(p, REFUSAL_THRESHOLD_DIVERGED_SERIAL, ROLE_PARENT, s->caller_fn, other->node),
                              0, other->callee);
    /* The site's own launch, in the thread's next iteration, is such a
     * launch too (tests/difftest/found/grid-stride-threshold-64-hang-26, a
     * grid-stride loop: 2 of 60 programs hung on an H200). */
    if (f->may_repeat)
        return refusal_of_site(p, REFUSAL_THRESHOLD_DIVERGED_REPEAT, ROLE_LAUNCH, s);
    return NULL;
}

/* Thresholded recursion (as CGO 2022 thresholds a recursive
 * kernel): below the threshold the launching thread runs the child, and the
 * launches the child makes below it wait on that thread's stack and run
 * depth first after (<child>_dp_subtree): removal_subtree_refusal's rules,
 * and a launch at or above the threshold from the subtree must be allowed
 * beside the kernel's running grids: not so under multiblock aggregation,
 * whose state is one grid's (grid aggregation, level by level, has the
 * kernel as written for it, <kernel>_dp_written). */
static Refusal *subtree_refusal(const Plan *plan, const LaunchFacts *f, const LaunchSite *s)
{
    const Program *p = plan->program;
    const SitePlan *sp = &plan->sites[s - p->launches];
    StrategyKind k = sp->decision.kind;
    if (k == STRATEGY_MULTIBLOCK_BATCH || k == STRATEGY_GRID_BATCH || k == STRATEGY_FLATTEN_GRID)
        return refusal_detail(refusal_of_site(p, REFUSAL_THRESHOLD_SUBTREE_GRID_STATE, ROLE_LAUNCH, s), 0,
                              granularity_name(decision_granularity(&sp->decision)));
    return removal_subtree_refusal(p, f, s);
}

/* The launches of a kernel's subtree run by one thread are every launch in
 * it (subtree_refusal): where one is not thresholded, none is. */
static void subtree_siblings_agree(Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        if (!sp->shape.subtree)
            continue;
        for (int j = 0; j < p->launch_count; j++) {
            const SitePlan *other = &plan->sites[j];
            if (p->launches[j].caller_fn != p->launches[i].caller_fn || other->decision.threshold > 0)
                continue;
            sp->decision.threshold = 0;
            sp->shape.subtree = false;
            Refusal *why = refusal_about(p, REFUSAL_THRESHOLD_SUBTREE_SIBLING, ROLE_LAUNCH, p->launches[i].caller_fn,
                                         p->launches[j].node);
            if (other->shape.threshold_reason)
                why->cause = refusal_copy(other->shape.threshold_reason);
            sp->shape.threshold_reason = why;
            i = -1; /* a site given up may make another give up */
            break;
        }
    }
}

void plan_add_threshold(Plan *plan, const LaunchFacts *facts, unsigned int threads)
{
    const Program *p = plan->program;
    unsigned int *asked = xcalloc((size_t)(p->launch_count ? p->launch_count : 1), sizeof *asked);
    for (int i = 0; i < p->launch_count; i++)
        asked[i] = threads;
    plan->threshold_requested = threads;
    plan_add_threshold_asked(plan, facts, asked);
    free(asked);
}

void plan_add_threshold_asked(Plan *plan, const LaunchFacts *facts, const unsigned int *threads)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        const LaunchSite *s = &p->launches[i];
        if (!threads[i])
            continue;
        if (!plan->threshold_requested)
            plan->threshold_requested = threads[i]; /* what the report of the request names */
        sp->shape.threshold_asked = threads[i];
        if (!s->device_side) {
            sp->shape.threshold_reason = refusal_of_site(p, REFUSAL_HOST_SIDE, ROLE_LAUNCH, s);
            continue;
        }
        bool subtree = facts[i].recursive;
        Refusal *why = subtree ? subtree_refusal(plan, &facts[i], s) : removal_bound_refusal_but_stream(p, &facts[i], s);
        if (!why)
            why = order_refusal(p, facts, s);
        if (!why)
            why = diverged_serial_refusal(p, &facts[i], s);
        if (why) {
            sp->shape.threshold_reason = why;
        } else {
            sp->decision.threshold = threads[i];
            sp->shape.subtree = subtree;
        }
    }
    subtree_siblings_agree(plan);
}
