/* The kernels whose host launches take the host launch lock
 * (KernelPlan.host_locked; runtime host_lock.cuh). A kernel whose sites
 * keep one state per site (grid granularity without a table of grid
 * states, multiblock, a recursion's levels) runs one grid at a time, as
 * the plan assumed of every kernel it saw launched from the host into the
 * default stream only: the legacy default stream runs them one after
 * another. Host threads dpopt does not see (another file's), each with a
 * default stream of its own (nvcc --default-stream per-thread), would run
 * them at once, sharing that state. Under the lock such a host launch
 * waits on the device for the last one's grid to end. A followed kernel
 * takes the lock in its own rewrite (transform/follow.c); the persistent
 * version of a kernel whose launches are removed (--remove=t1|t2|auto),
 * whose worklists are the kernel's, takes it in the runtime's launch_free.
 * No other rewrite of a host launch meets such a kernel: a chain (--promote)
 * and a co-runnable copy (--corun) are of kernels that launch nothing else. */
#include "plan/plan.h"

/* Whether site i's batch state is one for the site, for one grid at a time. */
static bool site_state_is_static(const SitePlan *sp)
{
    Granularity g = decision_granularity(&sp->decision);
    return g == GRANULARITY_MULTIBLOCK || (g == GRANULARITY_GRID && !sp->aggregated.grid_table);
}

/* Whether kernel k's host launches take the lock in another rewrite, or
 * are replaced by a form that keeps no such state. */
static bool host_launches_locked_elsewhere(const Plan *plan, int k)
{
    return plan->kernels[k].followed || plan_host_launches_replaced(plan, k);
}

void plan_decide_host_locks(Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        int k = p->launches[i].caller_fn;
        if (k >= 0 && site_state_is_static(&plan->sites[i]) && !host_launches_locked_elsewhere(plan, k))
            plan->kernels[k].host_locked = true;
    }
}
