/* The kernels dpopt writes or rewrites that take __launch_bounds__(1024)
 * (KernelPlan.bounded, SitePlan.bounded). What dpopt adds to a kernel (a
 * batch's records, a walk, a persistent loop) may take registers the
 * kernel as written did not; a block of 1,024 threads has 64 a thread at
 * most, and a kernel past that no longer launches with such blocks. The
 * bound makes nvcc keep it at 64, spilling if it must. Below 257 threads
 * a block a kernel may use all 255, so a kernel whose every launch is
 * known to have at most 256 threads goes without. "Known" is
 * analysis/launch_size.h's estimate: good enough here because the bound
 * can never make a launch fail, so a wrong estimate at worst leaves a
 * kernel as it was. A kernel with bounds of its own keeps them (every
 * emitter copies them). */
#include <stdlib.h>
#include <string.h>

#include "analysis/launch_size.h"
#include "model/callgraph.h"
#include "plan/plan.h"
#include "plan/site_checks.h"
#include "util/alloc.h"

/* Blocks of up to this many threads fit a kernel of 255 registers a thread. */
#define BOUNDS_NEEDED_ABOVE 256ull

bool plan_launch_may_be_wide(const Program *p, const LaunchSite *s)
{
    unsigned long long block = 0;
    if (s->device_side)
        block = launch_size_of(p, s).block;
    else if (!launch_size_value(p, s, s->block, 0, &block))
        block = 0;
    return block == 0 || block > BOUNDS_NEEDED_ABOVE;
}

bool plan_kernel_may_be_wide(const Program *p, int fn)
{
    const CallGraph *g = &p->graph;
    for (int k = g->sites_of_start[fn]; k < g->sites_of_start[fn + 1]; k++)
        if (plan_launch_may_be_wide(p, &p->launches[g->sites_of[k]]))
            return true;
    return g->sites_of_start[fn] == g->sites_of_start[fn + 1];
}

/* Whether the site's launch statement is written anew. */
static bool site_rewritten(const SitePlan *sp)
{
    const SiteDecision *d = &sp->decision;
    return decision_changes_launch(d) || d->fallback != STRATEGY_WRITTEN || d->persistent != REMOVAL_NONE;
}

/* The kernel generated for the site that is launched with the child's
 * block: a batch's fused kernel (a walk's runs dpopt's own block,
 * dpopt::grid_flat_block) or the child's coarsened copy; NULL if none. */
static const char *child_block_kernel(const SitePlan *sp)
{
    const SiteDecision *d = &sp->decision;
    if (decision_batches(d) && !strategy_kind_walks_threads(d->kind))
        return sp->kernel_name;
    return sp->shape.coarse_name;
}

/* A fused kernel or coarsened copy several sites share (a recursion's
 * levels, a child's launches made as written) is bounded where any of
 * its launches needs it. */
static void decide_sites(Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *s = &p->launches[i];
        SitePlan *sp = &plan->sites[i];
        sp->bounded = child_block_kernel(sp) && s->callee_fn >= 0 && !p->functions[s->callee_fn].launch_bounds &&
                      !p->functions[s->callee_fn].max_registers && plan_launch_may_be_wide(p, s);
    }
    for (int i = 0; i < p->launch_count; i++) {
        const char *name = child_block_kernel(&plan->sites[i]);
        for (int j = 0; name && j < p->launch_count && !plan->sites[i].bounded; j++) {
            const char *other = child_block_kernel(&plan->sites[j]);
            plan->sites[i].bounded = other && plan->sites[j].bounded && strcmp(name, other) == 0;
        }
    }
}

/* A kernel whose thread runs a rewritten launch through the device
 * functions it calls gets their code inlined, and its registers with it:
 * it is rewritten in place as much as one holding the launch itself. */
static void decide_kernels(Plan *plan)
{
    const Program *p = plan->program;
    /* The functions holding a launch statement written anew. */
    bool *holds = xcalloc((size_t)(p->function_count > 0 ? p->function_count : 1), sizeof *holds);
    for (int i = 0; i < p->launch_count; i++)
        if (p->launches[i].caller_fn >= 0 && site_rewritten(&plan->sites[i]))
            holds[p->launches[i].caller_fn] = true;
    int *runs = callgraph_marked_in_thread(p, holds);
    for (int k = 0; k < p->function_count; k++) {
        const Function *fn = &p->functions[k];
        KernelPlan *kp = &plan->kernels[k];
        if (!(fn->spaces & SPACE_GLOBAL) || fn->launch_bounds || fn->max_registers || ts_node_is_null(fn->body))
            continue;
        bool in_place = runs[k] >= 0;
        bool copied = kp->followed || plan_host_launches_replaced(plan, k);
        if (!(in_place || copied) || !plan_kernel_may_be_wide(p, k))
            continue;
        kp->bounded = true;
        /* A followed kernel's head becomes its body's: its two kernels
         * take the bound. One defined in another file is not edited. */
        if (in_place && !kp->followed && !fn->imported_from)
            kp->bound_at = definition_name_at(p->src, fn);
    }
    free(runs);
    free(holds);
}

void plan_decide_launch_bounds(Plan *plan)
{
    decide_sites(plan);
    decide_kernels(plan);
}
