/* Streams a thread makes for one launch alone (analysis/device_streams.h,
 * DEVICE_STREAM_ONE_LAUNCH): found once per plan, and left out, creation
 * and destruction, wherever the launch no longer goes into the stream. A
 * device-side stream created and destroyed with nothing launched into it
 * costs a call into the device runtime each time, and a kernel left doing
 * so beside other launches was seen to hang
 * (tests/difftest/found/t4-empty-streams-hang-6). */
#include "plan/plan.h"

#include "analysis/device_streams.h"
#include "syntax/node.h"

void plan_find_own_streams(Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        DeviceStream d = p->launches[i].device_side ? device_stream_of(p, i) : (DeviceStream){0};
        if (d.form == DEVICE_STREAM_ONE_LAUNCH) {
            plan->sites[i].removal.stream_create = d.create;
            plan->sites[i].removal.stream_destroy = d.destroy;
        }
    }
}

int plan_own_stream_call(const Plan *plan, TSNode call, int *site)
{
    const Program *p = plan->program;
    int fn = model_function_at(p, ts_node_start_byte(call));
    if (fn < 0)
        return 0;
    const CallGraph *g = &p->graph;
    for (int k = g->sites_in_start[fn]; k < g->sites_in_start[fn + 1]; k++) {
        const SiteRemoval *r = &plan->sites[g->sites_in[k]].removal;
        *site = g->sites_in[k];
        if (node_same(r->stream_create, call))
            return 1;
        if (node_same(r->stream_destroy, call))
            return 2;
    }
    return 0;
}

/* A batched launch's record and every launch the generated code makes of
 * it go to cudaStreamFireAndForget (transform/pending.c, site_code.c); a
 * launch removed runs in place or is walked. */
int plan_stream_call_dropped(const Plan *plan, TSNode call, bool persistent)
{
    int j = -1, which = plan_own_stream_call(plan, call, &j);
    if (!which)
        return 0;
    const SiteDecision *d = &plan->sites[j].decision;
    bool unused = decision_removal(d) != REMOVAL_NONE || decision_batches(d) || (persistent && d->persistent != REMOVAL_NONE);
    return unused ? which : 0;
}
