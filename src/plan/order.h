/* A thread's launches into its block's NULL stream run in program order:
 * each waits for the one before it. Launch removal runs a launch in other
 * places and at other times than the launch: in place by the thread (T4,
 * flattening), at the end of the scope of its record by the block (T3,
 * auto), and, where it cannot, as a launch after all. Per site the plan
 * knows the forms its executions may take (OrderForm); a pair of sites one
 * thread may make one after the other is legal when every execution of the
 * first is over before any of the second begins. plan_keep_stream_order
 * takes back removals until every such pair is legal. */
#ifndef DPOPT_PLAN_ORDER_H
#define DPOPT_PLAN_ORDER_H

#include <stdbool.h>

#include "plan/plan.h"

/* Where and when an execution of a launch site runs. */
typedef enum OrderForm {
    ORDER_LAUNCH = 1u << 0,   /* a launch made at the site, running later in the stream */
    ORDER_IN_PLACE = 1u << 1, /* run by the launching thread at the site, done when it goes on */
    ORDER_AT_FLUSH = 1u << 2, /* run (or, where the block cannot, launched) where its record is
                                 flushed: the end of its scope or a sync, in site order there */
} OrderForm;

/* The forms a site's executions may take under its plan (OrderForm bits). */
unsigned order_forms(const SitePlan *sp);
/* Whether, when one thread makes site `first` and then site `then` (into
 * the NULL stream), every execution of `first` ends before one of `then`
 * begins. Flushed sites rely on the run-time rule of SiteRemoval.in_null_chain. */
bool order_pair_kept(const Plan *plan, int first, int then);
/* Takes removals back (REMOVAL_NONE, or auto down to T4 where that keeps
 * the order) until every pair of NULL-stream sites one thread may make in
 * turn is kept, with a note naming the other site; marks the flushed sites
 * that need the chain rule. */
void plan_keep_stream_order(Plan *plan, const LaunchFacts *facts);

#endif
