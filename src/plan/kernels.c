/* The kernel plans' child-form part: per function, what the generated code
 * around it needs when it is the child of a transformed launch (the plan
 * holds one KernelPlan per function from the start). Decided once the
 * sites are (after thresholding and coarsening), from the analysis, so
 * that transform/ only reads them. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/block_sums.h"
#include "analysis/body_facts.h"
#include "analysis/idle_barriers.h"
#include "analysis/integer_expr.h"
#include "analysis/thread_loops.h"
#include "model/callgraph.h"
#include "plan/place_helpers.h"
#include "plan/plan.h"
#include "syntax/node.h"
#include "util/alloc.h"

/* How other threads may run the child's threads. */
static ChildForm child_form(const Program *p, int fn, const BodyFacts *facts)
{
    if (facts->uses_syncthreads)
        return thread_loops_can_split(p, fn, NULL, 0) ? CHILD_IN_TURNS : CHILD_STANDING_IN;
    return facts->uses_warp_ops ? CHILD_WHOLE_WARPS : CHILD_ANY_THREADS;
}

static bool site_transformed(const SitePlan *sp)
{
    const SiteDecision *d = &sp->decision;
    return decision_batches(d) || decision_removal(d) != REMOVAL_NONE || d->persistent != REMOVAL_NONE ||
           plan_site_shaped(sp);
}

void plan_decide_kernels(Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        int fn = p->launches[i].callee_fn;
        if (fn < 0 || !site_transformed(sp))
            continue;
        KernelPlan *k = &plan->kernels[fn];
        if (!k->decided) {
            BodyFacts facts = body_facts(p, fn);
            k->decided = true;
            k->form = child_form(p, fn, &facts);
            k->shared = facts.uses_shared;
        }
        bool packs = !plan_form_has_barriers(k->form) && !k->shared;
        StrategyKind kind = sp->decision.kind;
        bool flattened = kind == STRATEGY_FLATTEN_WARP || strategy_kind_walks_threads(kind);
        k->runs_as_block = k->runs_as_block || strategy_kind_runs_with_block(kind);
        /* T3 falls back on T4 where a sync waits for the launch. */
        k->runs_serially = k->runs_serially || sp->decision.threshold > 0 || kind == STRATEGY_REMOVE_T4 ||
                           kind == STRATEGY_REMOVE_AUTO || (kind == STRATEGY_REMOVE_T3 && sp->removal.waited_for);
        k->runs_as_thread = k->runs_as_thread || (sp->decision.persistent != REMOVAL_NONE && packs) || flattened;
        k->packs = packs;
    }
    for (int fn = 0; fn < p->function_count; fn++) {
        KernelPlan *k = &plan->kernels[fn];
        char why[256];
        k->threads_whole = k->decided && k->runs_serially && k->form == CHILD_IN_TURNS &&
                           idle_barriers_all(p, fn, why, sizeof why);
        if (k->decided && k->runs_serially && k->form == CHILD_IN_TURNS && !k->threads_whole && !k->split_why)
            k->split_why = xstrdup(why);
        if (k->decided && k->runs_serially && !k->sums) {
            BlockSum found[PLAN_BLOCK_SUMS];
            k->sum_count = block_sums_find(p, fn, found, PLAN_BLOCK_SUMS);
            if (k->sum_count)
                k->sums = xcalloc((size_t)k->sum_count, sizeof *k->sums);
            for (int i = 0; i < k->sum_count; i++) {
                PlanSum *sum = &k->sums[i];
                sum->call = found[i].call;
                for (PlanSumOp op = SUM_ADD; op <= SUM_XOR; op++)
                    if (strcmp(found[i].op, plan_sum_op_name(op)) == 0)
                        sum->op = op;
                /* An int's sum in unsigned, wrapping as the additions do; a
                 * maximum compares in the word's own type. */
                sum->to_int = sum->op == SUM_ADD && strcmp(found[i].type, "int") == 0;
                sum->type = sum->to_int ? "unsigned int" : found[i].type;
                sum->factor = found[i].factor;
                sum->term = found[i].term;
                sum->same_as = found[i].same_as;
                /* An integer literal: what converts to the sum's type as written (a
                 * name or an operator may be a float, which must convert first). */
                TSNode term = node_unparenthesised(sum->term);
                sum->literal = integer_expr_literal(p->src, term);
            }
        }
    }
    /* Code a transformed child or a persistent kernel calls may run inside
     * a kernel that wrote what it reads through __ldg. */
    for (int fn = 0; fn < p->function_count; fn++) {
        const KernelPlan *k = &plan->kernels[fn];
        if (!k->decided && k->persistent == REMOVAL_NONE)
            continue;
        bool *runs = callgraph_called_from(p, fn);
        if (!plan->coherent_reads)
            plan->coherent_reads = xcalloc((size_t)p->function_count + 1, sizeof *plan->coherent_reads);
        for (int g = 0; g < p->function_count; g++)
            plan->coherent_reads[g] = plan->coherent_reads[g] || (runs[g] && g != fn);
        free(runs);
    }
    if (!plan->place_helpers)
        plan->place_helpers = place_helpers_find(p);
}

const char *plan_sum_op_name(PlanSumOp op)
{
    static const char *const names[] = {"atomicAdd", "atomicMax", "atomicMin", "atomicOr", "atomicAnd", "atomicXor"};
    assert(op >= SUM_ADD && op <= SUM_XOR);
    return names[op];
}

bool plan_form_has_barriers(ChildForm form) { return form == CHILD_IN_TURNS || form == CHILD_STANDING_IN; }
