#include "plan/order.h"

#include <assert.h>
#include <stdlib.h>

#include "model/callgraph.h"
#include "plan/site_checks.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"

unsigned order_forms(const SitePlan *sp)
{
    switch (sp->decision.kind) {
    case STRATEGY_REMOVE_T4:
        return ORDER_IN_PLACE;
    case STRATEGY_FLATTEN_WARP:
        /* With a cap, a launch over it is made as written. */
        return ORDER_IN_PLACE | (sp->removal.uncapped ? 0u : ORDER_LAUNCH);
    case STRATEGY_REMOVE_T3:
    case STRATEGY_REMOVE_AUTO:
        /* Under T1 and T2 too: they keep T3 and auto in the kernel itself;
         * their persistent versions run the worklists in site order too. */
        return ORDER_AT_FLUSH;
    default:
        return ORDER_LAUNCH;
    }
}

bool order_pair_kept(const Plan *plan, int first, int then)
{
    const SitePlan *a = &plan->sites[first], *b = &plan->sites[then];
    unsigned fa = order_forms(a), fb = order_forms(b);
    /* A launch made as written is waited for by later launches only. */
    if ((fa & ORDER_LAUNCH) && (fb & (ORDER_IN_PLACE | ORDER_AT_FLUSH)))
        return false;
    if (!(fa & ORDER_AT_FLUSH))
        return true;
    /* Run at its flush: the later one must be flushed at the same place
     * (records are flushed in site order, a loop's at the end of each
     * iteration). */
    if ((fb & (ORDER_LAUNCH | ORDER_IN_PLACE)) || !node_same(a->flush_scope, b->flush_scope))
        return false;
    /* One a sync waits for is run by the thread where the block cannot run
     * it: never made as written. */
    if (a->removal.waited_for)
        return true;
    /* Otherwise the thread launches it as written where the block cannot
     * run it, and its later flushed launches follow it (in_null_chain) as
     * launches too, after it; the rule lives as long as the thread only in
     * the kernel's own scope (a loop's records start afresh each iteration,
     * while a launch made in the one before may still be running). One a
     * sync waits for cannot follow: it is run in place. */
    return then > first && node_is(parents_of(a->flush_scope), "function_definition") && !b->removal.waited_for;
}

static const char *form_words(const SitePlan *sp)
{
    unsigned forms = order_forms(sp);
    if (forms & ORDER_AT_FLUSH)
        return node_is(parents_of(sp->flush_scope), "function_definition") ? "at the end of its block"
                                                                          : "at the end of its loop iteration";
    if (forms == ORDER_IN_PLACE)
        return "in place";
    if (forms & ORDER_IN_PLACE)
        return "in place or, over the cap, as a launch";
    return "as written";
}

/* Why site `site`, as planned, cannot keep its order with site `other`
 * (`code`): the other's callee, both forms (details 0 to 2), the other's
 * line; `number` 1 for the site with itself (a loop). */
static Refusal *order_refusal(const Plan *plan, RefusalCode code, int site, int other)
{
    const Program *p = plan->program;
    const LaunchSite *o = &p->launches[other];
    Refusal *why = refusal_about(p, code, ROLE_LAUNCH, p->launches[site].caller_fn, o->node);
    refusal_detail(why, 0, o->callee);
    refusal_detail(why, 1, form_words(&plan->sites[other]));
    refusal_detail(why, 2, form_words(&plan->sites[site]));
    why->number = site == other;
    return why;
}

/* A site whose launch is no longer postponed (made as written, or run in
 * place by T4): no scope makes it later, and no sync waits for its record. */
static void drop_flush(SitePlan *sp)
{
    TSNode none = {0};
    sp->flush_scope = none;
    sp->removal.waited_for = false;
}

/* Site `undone` goes back to a launch as written because of site `other`. */
static void undo_removal(Plan *plan, int undone, int other)
{
    SitePlan *sp = &plan->sites[undone];
    unsigned theirs = order_forms(&plan->sites[other]);
    /* The other one stays a launch, or is one over the cap: the notes
     * users know; any other mix is told with both forms. */
    RefusalCode code = theirs == ORDER_LAUNCH    ? REFUSAL_NULL_STREAM_ORDER
                       : (theirs & ORDER_LAUNCH) ? REFUSAL_NULL_STREAM_OVER_CAP
                                                 : REFUSAL_NULL_STREAM_MIXED;
    Refusal *why = order_refusal(plan, code, undone, other);
    decision_set_removal(&sp->decision, REMOVAL_NONE);
    sp->removal.in_null_chain = false;
    drop_flush(sp);
    refusal_free(sp->reason);
    sp->reason = why;
}

/* One pair that breaks the order: auto made T4 (run in place, its order
 * with anything after it kept), or a removal taken back, the later one's
 * where it has one. */
static void mend_pair(Plan *plan, int first, int then)
{
    SitePlan *a = &plan->sites[first];
    if (decision_removal(&a->decision) == REMOVAL_AUTO) {
        Refusal *why = order_refusal(plan, REFUSAL_NULL_STREAM_MIXED, first, then);
        refusal_free(a->reason);
        a->reason = refusal_because(REFUSAL_REMOVAL_ONLY, why);
        a->reason->got = REMOVAL_T4;
        decision_set_removal(&a->decision, REMOVAL_T4);
        drop_flush(a);
        return;
    }
    if (decision_removal(&plan->sites[then].decision) != REMOVAL_NONE)
        undo_removal(plan, then, first);
    else
        undo_removal(plan, first, then);
}

static bool null_stream_site(const Program *p, int i)
{
    const LaunchSite *s = &p->launches[i];
    return s->device_side && s->caller_fn >= 0 && plan_stream_of(p, s) == SITE_STREAM_NULL;
}

void plan_keep_stream_order(Plan *plan, const LaunchFacts *facts)
{
    const Program *p = plan->program;
    int *sites = xcalloc((size_t)p->launch_count + 1, sizeof *sites);
    int n = 0;
    for (int i = 0; i < p->launch_count; i++)
        if (null_stream_site(p, i))
            sites[n++] = i;
    bool changed = true;
    while (changed) {
        changed = false;
        for (int x = 0; x < n && !changed; x++) {
            for (int y = 0; y < n && !changed; y++) {
                int i = sites[x], j = sites[y];
                if (decision_removal(&plan->sites[i].decision) == REMOVAL_NONE && decision_removal(&plan->sites[j].decision) == REMOVAL_NONE)
                    continue;
                if (!callgraph_may_share_thread(p, p->launches[i].caller_fn, p->launches[j].caller_fn) ||
                    !launch_may_precede(p, facts, i, j) || order_pair_kept(plan, i, j))
                    continue;
                mend_pair(plan, i, j);
                changed = true;
            }
        }
    }
    /* The flushed sites that a launch of the same thread may follow, or
     * that may follow one, in the same flush: the chain rule applies. */
    for (int x = 0; x < n; x++) {
        for (int y = 0; y < n; y++) {
            int i = sites[x], j = sites[y];
            if (!(order_forms(&plan->sites[i]) & ORDER_AT_FLUSH) || plan->sites[i].removal.waited_for ||
                !callgraph_may_share_thread(p, p->launches[i].caller_fn, p->launches[j].caller_fn) ||
                !launch_may_precede(p, facts, i, j))
                continue;
            plan->sites[i].removal.in_null_chain = true;
            plan->sites[j].removal.in_null_chain = true;
        }
    }
    free(sites);
}
