/* A host launch of a kernel whose sites keep one state per site
 * (KernelPlan.host_locked, plan/host_lock.c) takes the grid order lock
 * (runtime host_lock.cuh) as the left operand of a comma before it:
 *
 *  (dpopt::GridOrderLock(<stream>), kernel<<<grid, block, shmem, stream>>>(args));
 *
 * The lock is a temporary, alive to the end of the full expression: the
 * launch is made under it wherever it stands (a statement, a condition, a
 * comma expression of its own). In the legacy default stream it does
 * nothing; in a default stream of the host thread's own the launch waits
 * on the device for the last locked launch's grid to end. */
#include "transform/host_lock.h"

#include <stdlib.h>

#include "syntax/node.h"
#include "util/strbuf.h"

void host_lock_apply(const Transform *t)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    for (int j = 0; j < p->launch_count; j++) {
        const LaunchSite *s = &p->launches[j];
        if (s->device_side || s->callee_fn < 0 || !plan->kernels[s->callee_fn].host_locked)
            continue;
        StrBuf open;
        strbuf_init(&open);
        strbuf_printf(&open, "(dpopt::GridOrderLock(%s), ", s->stream ? s->stream : "0");
        edit_insert(t->edits, ts_node_start_byte(s->node), open.data);
        edit_insert(t->edits, node_end_byte(s->node), ")");
        strbuf_free(&open);
    }
}
