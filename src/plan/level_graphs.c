#include "plan/level_graphs.h"

#include <assert.h>
#include <stdlib.h>

#include "analysis/constant_size.h"
#include "plan/kernel_copy.h"
#include "plan/name_uses.h"
#include "plan/site_checks.h"
#include "syntax/node.h"
#include "util/alloc.h"

/* A size the host can write as a number: a literal, a constant macro or
 * arithmetic on them that constant_size_value_at evaluates, never a dim3
 * (whose value alone would not say its shape). */
static bool host_constant(const Program *p, const LaunchSite *s, TSNode e, unsigned long long *value)
{
    if (node_is(e, "call_expression") || node_is(e, "initializer_list") || node_is(e, "compound_literal_expression"))
        return false;
    return constant_size_value_at(p, s, e, value);
}

/* The block and dynamic shared memory of launch s, where both are
 * constants the host can write. */
static bool constant_block(const Program *p, const LaunchSite *s, unsigned long long *block, unsigned long long *shmem)
{
    *shmem = 0;
    return s->config_count >= 2 && host_constant(p, s, s->config[1], block) && *block > 0 &&
           (s->config_count < 3 || host_constant(p, s, s->config[2], shmem));
}

void level_graphs_block(const Plan *plan, int leader, unsigned long long *block, unsigned long long *shmem)
{
    const Program *p = plan->program;
    bool constant = constant_block(p, &p->launches[leader], block, shmem);
    assert(constant && plan->sites[leader].aggregated.graph);
    (void)constant;
}

/* Why kernel k's own code keeps it out of a device graph, or NULL: a call
 * of the device runtime other than the error queries (cudaSuccess in the
 * copies) and the streams its launches no longer need, in its body or in a
 * function it calls; a launch from the device other than of itself, or of
 * it by another kernel. */
static Refusal *graph_code_refusal(const Plan *plan, int k)
{
    const Program *p = plan->program;
    RuntimeRule rule = {REFUSAL_GRAPH_RUNTIME_CALL, REFUSAL_GRAPH_RUNTIME_CALLEE, true, false};
    Refusal *runtime = device_runtime_refusal(plan, k, ROLE_PARENT, rule);
    if (runtime)
        return runtime;
    for (int j = 0; j < p->launch_count; j++) {
        const LaunchSite *s = &p->launches[j];
        bool other = s->device_side && (s->caller_fn == k) != (s->callee_fn == k);
        if (other || (s->device_side && s->caller_fn == k && plan->sites[j].decision.kind != STRATEGY_GRID_LEVELS))
            return refusal_about(p, REFUSAL_GRAPH_OTHER_LAUNCH, ROLE_PARENT, k, s->node);
    }
    return hidden_launch_refusal(p, k, ROLE_PARENT);
}

/* Why the recursion led by site `leader` (its members: the sites whose
 * level_leader it is) cannot run as device graphs, or NULL. */
static Refusal *graph_refusal(const Plan *plan, int leader, const TSNode *name_used)
{
    const Program *p = plan->program;
    const LaunchSite *lead = &p->launches[leader];
    int k = lead->caller_fn;
    Refusal *copy = kernel_copy_refusal(p, k, plan->kernels[k].name_at);
    if (!copy)
        copy = kernel_copy_name_refusal(p, k, name_used);
    if (copy)
        return refusal_because(REFUSAL_GRAPH_HOST_COPY, copy);
    unsigned long long block, shmem;
    if (!constant_block(p, lead, &block, &shmem))
        return refusal_of_site(p, REFUSAL_GRAPH_BLOCK_VARIES, ROLE_LAUNCH, lead);
    for (int j = 0; j < p->launch_count; j++) {
        const SitePlan *sp = &plan->sites[j];
        if (sp->decision.kind != STRATEGY_GRID_LEVELS || sp->aggregated.level_leader != leader)
            continue;
        const LaunchSite *s = &p->launches[j];
        if (!sp->aggregated.append_at_launch || plan_site_in_subtree(sp) || sp->decision.threshold > 0 ||
            sp->decision.coarsen > 1)
            return refusal_of_site(p, REFUSAL_GRAPH_RECORDS_KEPT, ROLE_LAUNCH, s);
        if (s->branch.condition)
            return refusal_of_site(p, REFUSAL_GRAPH_LAUNCH_IN_BRANCH, ROLE_LAUNCH, s);
        unsigned long long b, m;
        if (!constant_block(p, s, &b, &m) || b != block || m != shmem)
            return refusal_of_site(p, REFUSAL_GRAPH_BLOCK_VARIES, ROLE_LAUNCH, s);
    }
    return graph_code_refusal(plan, k);
}

void plan_decide_level_graphs(Plan *plan, bool chained_asked)
{
    const Program *p = plan->program;
    bool *asked = xcalloc((size_t)p->function_count + 1, sizeof *asked);
    uint32_t *name_at = xcalloc((size_t)p->function_count + 1, sizeof *name_at);
    bool any = false;
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        if (sp->decision.kind == STRATEGY_GRID_LEVELS && sp->aggregated.level_leader == i) {
            int k = p->launches[i].caller_fn;
            asked[k] = any = true;
            name_at[k] = plan->kernels[k].name_at;
        }
    }
    TSNode *name_used = any && !chained_asked ? name_uses_elsewhere(p, asked, name_at, true) : NULL;
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        if (sp->decision.kind != STRATEGY_GRID_LEVELS || sp->aggregated.level_leader != i)
            continue;
        Refusal *why = chained_asked ? refusal_of_site(p, REFUSAL_GRAPH_CHAINED_ASKED, ROLE_LAUNCH, &p->launches[i])
                                     : graph_refusal(plan, i, name_used);
        for (int j = 0; j < p->launch_count; j++) {
            SitePlan *member = &plan->sites[j];
            if (member->decision.kind != STRATEGY_GRID_LEVELS || member->aggregated.level_leader != i)
                continue;
            member->aggregated.graph = why == NULL;
            refusal_free(member->aggregated.graph_reason);
            member->aggregated.graph_reason = why ? refusal_copy(why) : NULL;
        }
        refusal_free(why);
    }
    free(name_used);
    free(name_at);
    free(asked);
}
