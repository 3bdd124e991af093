/* Where a postponed launch keeps its record until the end of its block
 * (SitePlan.pending_in_memory). The record is filled where the thread
 * launches and read once at the block's end, but as a local variable it
 * is held in registers across everything between, the whole body of the
 * child when the launch comes early: each of its fields is a register of
 * every thread, for the kernel's whole run, and registers are what limit
 * a fused kernel's blocks an SM (bench/results/pending-registers-*: the
 * parents and fused kernels of the bench programs). In local memory it
 * costs a store and a load through the L1 cache. Which is faster depends
 * on what else the body holds, which nvcc alone knows, so it is asked for
 * (--pending=memory), not chosen. A record of a launch inside a loop is
 * already an array the thread indexes. A persistent grid's loop (the
 * emitter's EMIT_PERSISTENT) keeps its records as they are: that kernel
 * holds its own state across the body, and qt's took more registers with
 * its record in memory, not fewer (the same results). A launch appended to
 * its level's batch at the launch (SiteAggregation.append_at_launch) keeps
 * no record. */
#include "plan/plan.h"

void plan_decide_pending_place(Plan *plan, bool asked)
{
    for (int i = 0; i < plan->program->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        sp->pending_in_memory = asked && plan_site_postponed(sp) && !sp->aggregated.loop_records &&
                                !sp->aggregated.append_at_launch;
    }
}
