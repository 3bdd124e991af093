/* --coarsen=N (CGO 2022): each block of a child grid does the work of N
 * consecutive blocks of the original grid, one after another, with
 * blockIdx and gridDim renamed to the original block's. What a block's
 * threads load together (a list in shared memory) is then loaded once per
 * N blocks' worth of launching overhead and scheduling. */
#include "plan/plan.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "plan/site_checks.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* Names in the child that reach the block's place or the grid's other
 * blocks without going through blockIdx or gridDim, which coarsening
 * renames. */
static const char *const beyond_renaming[] = {
    "this_grid", "this_thread_block", "this_cluster", "grid_group", "thread_block", "cooperative_groups",
    "asm", NULL,
};

Refusal *plan_coarsen_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    Refusal *why = site_refusal(p, s, REFUSAL_HOST_SIDE, SITE_FUSED);
    if (why)
        return why;
    const Function *child = &p->functions[s->callee_fn];
    TSNode none = {0};
    why = hidden_launch_refusal(p, s->callee_fn, ROLE_CHILD);
    if (why)
        return why;
    if (f->child.launches)
        return refusal_about(p, REFUSAL_COARSEN_CHILD_LAUNCHES, ROLE_CHILD, s->callee_fn, none);
    if (f->child.uses_grid_sync)
        return refusal_about(p, REFUSAL_CHILD_GRID_SYNC, ROLE_CHILD, s->callee_fn, none);
    why = param_changed_refusal(p, s->callee_fn, ROLE_CHILD);
    if (why)
        return why;
    uint32_t start = ts_node_start_byte(child->body), end = node_end_byte(child->body);
    const char *body = p->src->text + start;
    bool groups = !ts_node_is_null(body_facts(p, s->callee_fn).block_group); /* cg::coalesced_threads() too */
    for (int i = 0; !groups && beyond_renaming[i]; i++)
        groups = text_has_word(body, end - start, beyond_renaming[i]);
    if (groups)
        return refusal_about(p, REFUSAL_COARSEN_COOPERATIVE, ROLE_CHILD, s->callee_fn, none);
    why = callees_geometry(p, s->callee_fn, ROLE_CHILD, PLACE_COPY_FUSED);
    if (why)
        return why;
    /* Each original block runs in a lambda: a return ends only that block.
     * With barriers, threads that returned would wait at the barrier between
     * blocks while the others wait at one inside the body; a return the
     * whole block takes together (its condition the same for the block's
     * threads: blockIdx, the arguments) meets none. */
    if (f->child.uses_syncthreads) {
        TSNode apart = divergent_return_in(p, s->callee_fn);
        if (!ts_node_is_null(apart))
            return refusal_about(p, REFUSAL_COARSEN_RETURNS_BARRIERS, ROLE_CHILD, s->callee_fn, apart);
    }
    return NULL;
}

static char *coarse_name(const char *base, unsigned int factor)
{
    StrBuf b;
    strbuf_init(&b);
    strbuf_printf(&b, "%s_coarse%u", base, factor);
    char *name = strbuf_take(&b);
    strbuf_free(&b);
    return name;
}

void plan_add_coarsening(Plan *plan, const LaunchFacts *facts, unsigned int factor)
{
    const Program *p = plan->program;
    unsigned int *asked = xcalloc((size_t)(p->launch_count ? p->launch_count : 1), sizeof *asked);
    for (int i = 0; i < p->launch_count; i++)
        asked[i] = factor;
    plan->coarsen_requested = factor;
    plan_add_coarsening_asked(plan, facts, asked);
    free(asked);
}

/* The launches of a child made as written share its one coarsened copy
 * (<child>_dp_coarse<N>, transform/shape.c): an earlier one of them
 * coarsened by another factor than `factor`, or -1. */
static int other_factor_of_child(const Plan *plan, int site, unsigned int factor)
{
    const Program *p = plan->program;
    for (int j = 0; j < site; j++) {
        const SitePlan *other = &plan->sites[j];
        if (p->launches[j].callee_fn == p->launches[site].callee_fn && other->decision.coarsen > 1 &&
            !decision_batches(&other->decision) && other->decision.coarsen != factor)
            return j;
    }
    return -1;
}

void plan_add_coarsening_asked(Plan *plan, const LaunchFacts *facts, const unsigned int *factors)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        const LaunchSite *s = &p->launches[i];
        unsigned int factor = factors[i];
        if (!factor)
            continue;
        if (!plan->coarsen_requested)
            plan->coarsen_requested = factor; /* what the report of the request names */
        sp->shape.coarsen_asked = factor;
        if (factor < 2)
            continue; /* a factor of 1 leaves every child as it is */
        /* Flattening takes no coarsening (options.c, requests.c): a site
         * walked in whole blocks shares its child blocks out at run time. */
        assert(!sp->aggregated.walks_blocks);
        Refusal *why = plan_coarsen_refusal(p, &facts[i], s);
        int other = why || decision_batches(&sp->decision) ? -1 : other_factor_of_child(plan, i, factor);
        if (other >= 0) {
            char n[16];
            snprintf(n, sizeof n, "%u", plan->sites[other].decision.coarsen);
            why = refusal_about(p, REFUSAL_COARSEN_FACTOR_DIFFERS, ROLE_LAUNCH, s->caller_fn, p->launches[other].node);
            refusal_detail(refusal_detail(why, 0, s->callee), 1, n);
        }
        if (why) {
            sp->shape.coarsen_reason = why;
            continue;
        }
        sp->decision.coarsen = factor;
        if (decision_granularity(&sp->decision) != GRANULARITY_NONE) {
            /* Folded into the fused kernel, which is the site's own. */
            char *name = coarse_name(sp->kernel_name, factor);
            free(sp->kernel_name);
            sp->kernel_name = name;
        } else {
            StrBuf b;
            strbuf_init(&b);
            strbuf_printf(&b, "%s_dp", model_name_base(&p->functions[s->callee_fn]));
            sp->shape.coarse_name = coarse_name(b.data, factor);
            strbuf_free(&b);
        }
    }
}

bool plan_site_shaped(const SitePlan *sp) { return sp->decision.threshold > 0 || sp->decision.coarsen > 1; }

bool plan_requested_anything(const Plan *plan)
{
    return plan->requested != GRANULARITY_NONE || plan->removal_requested != REMOVAL_NONE ||
           plan->threshold_requested > 0 || plan->coarsen_requested > 0 || plan->promotions ||
           plan->coruns || plan->hoist_requested;
}
