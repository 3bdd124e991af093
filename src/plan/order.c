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

/* A launch into the NULL stream, or into a stream of the program's own
 * not proven the thread's alone: in a thread that does not create it, that
 * one may be the NULL stream its declaration names
 * (analysis/device_streams.c). (Launches into such streams are never
 * removed; two of them are never a broken pair.) */
static bool null_stream_site(const Program *p, int i)
{
    const LaunchSite *s = &p->launches[i];
    SiteStream stream = s->device_side && s->caller_fn >= 0 ? plan_stream_of(p, s) : SITE_STREAM_FIRE_AND_FORGET;
    return stream == SITE_STREAM_NULL || stream == SITE_STREAM_OWN;
}

/* The kernel's NULL-stream sites, and what of a pair of them does not
 * depend on the plan, kept for the scans below: whether the threads making
 * them may be one thread (asked of the call graph once per pair of their
 * functions, up to ORDER_MAX_MEMO functions) and whether the one may be
 * made before the other (once per pair, up to ORDER_MAX_MEMO sites). */
#define ORDER_MAX_MEMO 4096

typedef struct OrderScan {
    const Program *p;
    const LaunchFacts *facts;
    int *sites, n;
    int *group;             /* each site's function, numbered among the sites' functions */
    unsigned char *shares;  /* groups x groups: 0 not asked yet, 1 may share a thread, 2 not; NULL: not kept */
    int groups;
    unsigned char *precedes; /* n x n: 0 not asked yet, 1 the x-th may be made before the y-th, 2 not; NULL: not kept */
} OrderScan;

static OrderScan order_scan(const Program *p, const LaunchFacts *facts)
{
    OrderScan o = {p, facts, xcalloc((size_t)p->launch_count + 1, sizeof(int)), 0,
                   xcalloc((size_t)p->launch_count + 1, sizeof(int)), NULL, 0, NULL};
    int *group_of_fn = xcalloc((size_t)p->function_count + 1, sizeof *group_of_fn); /* 0: none yet, else group + 1 */
    for (int i = 0; i < p->launch_count; i++) {
        if (!null_stream_site(p, i))
            continue;
        int fn = p->launches[i].caller_fn;
        if (group_of_fn[fn] == 0)
            group_of_fn[fn] = ++o.groups;
        o.group[o.n] = group_of_fn[fn] - 1;
        o.sites[o.n++] = i;
    }
    free(group_of_fn);
    if (o.groups <= ORDER_MAX_MEMO)
        o.shares = xcalloc((size_t)o.groups * (size_t)o.groups + 1, 1);
    if (o.n <= ORDER_MAX_MEMO)
        o.precedes = xcalloc((size_t)o.n * (size_t)o.n + 1, 1);
    return o;
}

static void order_scan_free(OrderScan *o)
{
    free(o->sites);
    free(o->group);
    free(o->shares);
    free(o->precedes);
}

static bool may_precede(OrderScan *o, int x, int y)
{
    if (!o->precedes)
        return launch_may_precede(o->p, o->facts, o->sites[x], o->sites[y]);
    unsigned char *known = &o->precedes[(size_t)x * (size_t)o->n + (size_t)y];
    if (*known == 0)
        *known = launch_may_precede(o->p, o->facts, o->sites[x], o->sites[y]) ? 1 : 2;
    return *known == 1;
}

static bool may_share_thread(OrderScan *o, int x, int y)
{
    const Program *p = o->p;
    int i = o->sites[x], j = o->sites[y];
    if (!o->shares)
        return callgraph_may_share_thread(p, p->launches[i].caller_fn, p->launches[j].caller_fn);
    unsigned char *known = &o->shares[(size_t)o->group[x] * (size_t)o->groups + (size_t)o->group[y]];
    if (*known == 0)
        *known = callgraph_may_share_thread(p, p->launches[i].caller_fn, p->launches[j].caller_fn) ? 1 : 2;
    return *known == 1;
}

/* Whether the pair (x, y) of NULL-stream sites, the x-th made first,
 * breaks the order their stream gives them under the plan. */
static bool pair_broken(const Plan *plan, OrderScan *o, int x, int y)
{
    int i = o->sites[x], j = o->sites[y];
    if (decision_removal(&plan->sites[i].decision) == REMOVAL_NONE && decision_removal(&plan->sites[j].decision) == REMOVAL_NONE)
        return false;
    return may_share_thread(o, x, y) && may_precede(o, x, y) && !order_pair_kept(plan, i, j);
}

/* The first broken pair from (*x, *y) on, in the order (x, then y); false
 * where none is. */
static bool next_broken(const Plan *plan, OrderScan *o, int *x, int *y)
{
    for (; *x < o->n; (*x)++, *y = 0)
        for (; *y < o->n; (*y)++)
            if (pair_broken(plan, o, *x, *y))
                return true;
    return false;
}

/* After the pair (x, y) was mended: the first broken pair before it, where
 * one holds site x or y (the two the mend may have changed; every other
 * pair before it was whole and still is); false where none is. */
static bool earlier_broken(const Plan *plan, OrderScan *o, int x, int y, int *bx, int *by)
{
    int lo = x < y ? x : y, hi = x < y ? y : x;
    for (int r = 0; r <= x; r++) {
        int end = r < x ? o->n : y; /* row r's pairs before (x, y) */
        bool whole_row = r == x || r == y; /* else only its columns x and y */
        for (int c = 0; c < end; c = whole_row ? c + 1 : c < lo ? lo : c < hi ? hi : end) {
            if ((whole_row || c == lo || c == hi) && pair_broken(plan, o, r, c)) {
                *bx = r;
                *by = c;
                return true;
            }
        }
    }
    return false;
}

void plan_keep_stream_order(Plan *plan, const LaunchFacts *facts)
{
    const Program *p = plan->program;
    OrderScan o = order_scan(p, facts);
    /* The first broken pair is mended, then the first broken pair of the
     * new plan, until none is: the pairs before a mended one are asked
     * again only where they hold one of its two sites. */
    int x = 0, y = 0;
    while (next_broken(plan, &o, &x, &y)) {
        mend_pair(plan, o.sites[x], o.sites[y]);
        int bx, by;
        if (earlier_broken(plan, &o, x, y, &bx, &by)) {
            x = bx;
            y = by;
        }
    }
    /* The flushed sites that a launch of the same thread may follow, or
     * that may follow one, in the same flush: the chain rule applies. */
    for (int a = 0; a < o.n; a++) {
        for (int b = 0; b < o.n; b++) {
            int i = o.sites[a], j = o.sites[b];
            if (!(order_forms(&plan->sites[i]) & ORDER_AT_FLUSH) || plan->sites[i].removal.waited_for ||
                !may_share_thread(&o, a, b) || !may_precede(&o, a, b))
                continue;
            plan->sites[i].removal.in_null_chain = true;
            plan->sites[j].removal.in_null_chain = true;
        }
    }
    order_scan_free(&o);
}
