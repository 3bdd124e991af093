/* Which kernels' device-runtime error queries can only find cudaSuccess
 * (KernelPlan.queries_succeed). A thread's last error is its own and
 * starts as cudaSuccess; cudaGetLastError and cudaPeekAtLastError return
 * what a device-runtime call of the thread set. Where every launch a
 * kernel makes is postponed to the end of its block (after the whole body
 * has run, bench programs' `if (cudaGetLastError() != cudaSuccess)`
 * included) and nothing else in its body or what it calls touches the
 * device runtime, a query in the body comes before any call that could
 * set an error, so it reads cudaSuccess. Written so, the kernel no longer
 * makes the query, which costs it time a launch even where no error is
 * found (bench/results/runtime-tax-3d810ca-2026-12-01-h200/). The
 * batches' own launches at the block's end keep the device runtime in the
 * kernel. */
#include "analysis/body_facts.h"
#include "plan/plan.h"

/* Whether function fn calls the device runtime, launches aside: in its
 * own body, an error query only where `queries` is NULL (else it is
 * counted there), or in what it calls, or calls what dpopt cannot see. */
static bool calls_runtime(const Program *p, int fn, int *queries)
{
    for (int i = 0; i < p->call_count; i++) {
        const Call *c = &p->calls[i];
        if (c->caller_fn != fn || !(c->is_runtime || model_is_cuda_api_name(c->callee)))
            continue;
        if (!queries || !model_is_error_query(c->callee))
            return true;
        (*queries)++;
    }
    BodyFacts f = body_facts_of_callees(p, fn);
    return f.runtime_chain[0] || f.unseen_chain[0];
}

/* Whether site i makes its launch at the end of the block, after the
 * body: a batch or a flattening made there, and under a threshold a small
 * child run in the thread that calls no device runtime either. Not a
 * launch inside a loop (one past the records it keeps is made as written
 * there), a warp's batch (launched at the site), a recursion's levels or
 * the removal kinds (copies of the kernel of their own). */
static bool launch_after_body(const Plan *plan, int i)
{
    const Program *p = plan->program;
    const SitePlan *sp = &plan->sites[i];
    const SiteDecision *d = &sp->decision;
    int child = p->launches[i].callee_fn;
    switch (d->kind) {
    case STRATEGY_BLOCK_BATCH:
    case STRATEGY_GRID_BATCH:
    case STRATEGY_MULTIBLOCK_BATCH:
    case STRATEGY_FLATTEN_BLOCK:
    case STRATEGY_FLATTEN_GRID:
        return d->persistent == REMOVAL_NONE && !sp->aggregated.loop_records &&
               (d->threshold == 0 || (child >= 0 && !body_facts(p, child).launches && !calls_runtime(p, child, NULL)));
    default:
        return false;
    }
}

static bool kernel_queries_succeed(const Plan *plan, int k)
{
    const Program *p = plan->program;
    const Function *fn = &p->functions[k];
    const KernelPlan *kp = &plan->kernels[k];
    if (!(fn->spaces & SPACE_GLOBAL) || !fn->is_definition || kp->persistent != REMOVAL_NONE || kp->hoisted)
        return false;
    int sites = 0;
    for (int i = 0; i < p->launch_count; i++) {
        if (p->launches[i].caller_fn != k)
            continue;
        if (!launch_after_body(plan, i))
            return false;
        sites++;
    }
    int queries = 0;
    return sites > 0 && !calls_runtime(p, k, &queries) && queries > 0;
}

void plan_decide_error_queries(Plan *plan)
{
    for (int k = 0; k < plan->program->function_count; k++)
        plan->kernels[k].queries_succeed = kernel_queries_succeed(plan, k);
}
