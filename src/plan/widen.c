/* The kernels whose host launches get a wider grid (KernelPlan.widened).
 * A parent whose whole body is one grid-stride loop (analysis/
 * grid_stride.h) is often launched with a few blocks, each thread running
 * many iterations one after another: sp's variable step, 8 blocks of 384
 * threads over 10,000 variables. Once its launches are batched at grid
 * scope (grid or multiblock granularity, grid flattening), the batch and
 * its fused grid take the children's threads across the GPU, and what is
 * left is that narrow parent on a few SMs. Its host launches then get
 * blocks enough for one iteration a thread, up to what the GPU holds at
 * once (runtime grid_stride.cuh), never fewer than written.
 *
 * More blocks change which iterations a block runs, so the children a
 * loop's iteration launches must not be ordered by the block's or the
 * grid's streams: every launch in the loop goes to
 * cudaStreamFireAndForget. Strategies that rewrite the host launch another
 * way (a persistent version, a chain, a co-runnable copy) keep its grid. */

#include "analysis/grid_stride.h"
#include "plan/plan.h"
#include "plan/site_checks.h"

/* Whether kernel k has a site batched at grid scope, and every site of it
 * launches into cudaStreamFireAndForget. */
static bool batched_unordered(const Plan *plan, int k)
{
    const Program *p = plan->program;
    const CallGraph *graph = &p->graph;
    bool batched = false;
    for (int j = graph->sites_in_start[k]; j < graph->sites_in_start[k + 1]; j++) {
        const int i = graph->sites_in[j];
        if (plan_stream_of(p, &p->launches[i]) != SITE_STREAM_FIRE_AND_FORGET)
            return false;
        Granularity g = decision_granularity(&plan->sites[i].decision);
        batched = batched || g == GRANULARITY_GRID || g == GRANULARITY_MULTIBLOCK;
    }
    return batched;
}

void plan_decide_widening(Plan *plan)
{
    const Program *p = plan->program;
    for (int k = 0; k < p->function_count; k++) {
        const Function *fn = &p->functions[k];
        if (!(fn->spaces & SPACE_GLOBAL) || !fn->is_definition || fn->clusters || !batched_unordered(plan, k) ||
            plan_host_launches_replaced(plan, k))
            continue;
        GridStride g = grid_stride_of(p, k);
        if (ts_node_is_null(g.loop))
            continue;
        KernelPlan *kp = &plan->kernels[k];
        kp->widen_loop_at = ts_node_start_byte(g.loop);
        if (g.bound_param < 0) {
            kp->widen_why = g.why;
            kp->widen_why_at = ts_node_start_byte(g.why_at);
            continue;
        }
        kp->widened = true;
        kp->widen_bound = g.bound_param;
    }
}

bool plan_launch_widened(const Plan *plan, const LaunchSite *s)
{
    if (s->device_side || s->callee_fn < 0 || !plan->kernels[s->callee_fn].widened || s->unseen ||
        s->config_count < 2)
        return false;
    int bound = plan->kernels[s->callee_fn].widen_bound;
    return bound < s->arg_count && grid_stride_expr_is_pure(plan->program, s->config[1]) &&
           grid_stride_expr_is_pure(plan->program, s->arg_nodes[bound]);
}
