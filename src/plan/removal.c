#include "plan/plan.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "analysis/uniformity.h"
#include "plan/site_checks.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

const char *removal_name(Removal r)
{
    static const char *const names[] = {"none", "t3", "t4", "auto"};
    return names[r];
}

/* Calls in the child that need the child's threads to run at the same time,
 * which one thread running them one after another cannot give. */
static const char *const simultaneous_calls[] = {
    "__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync", "__ballot_sync", "__any_sync",
    "__all_sync", "__syncwarp", "__activemask", "__match_any_sync", "__match_all_sync", "__reduce_add_sync",
    "__reduce_min_sync", "__reduce_max_sync", "__syncthreads_count", "__syncthreads_and", "__syncthreads_or",
    "this_thread_block", "tiled_partition", "this_grid", NULL,
};

typedef struct ChildScan {
    const Program *p;
    TSNode body;
    const char *why;
    bool barriers_anywhere; /* T3: the block's own threads meet the child's barriers */
} ChildScan;

static bool scan_child_for_t4(TSNode node, void *ctx)
{
    ChildScan *c = ctx;
    const Source *src = c->p->src;
    if (c->why)
        return false;
    if (node_is(node, "call_expression")) {
        TSNode fn = ts_node_named_child(node, 0);
        for (int i = 0; simultaneous_calls[i]; i++)
            if (node_text_is(src, fn, simultaneous_calls[i]))
                c->why = "the child uses warp- or block-wide operations that need its threads to run together";
        bool barrier = node_text_is(src, fn, "__syncthreads");
        /* A barrier splits the child into thread loops only where it is a
         * statement of the body itself (MCUDA's simple case). */
        if (barrier && !c->barriers_anywhere && !node_same(ts_node_parent(ts_node_parent(node)), c->body))
            c->why = "the child has a __syncthreads inside a branch or loop";
    } else if (node_is(node, "declaration") || node_is(node, "field_declaration")) {
        uint32_t s = ts_node_start_byte(node), e = ts_node_end_byte(node);
        const char *text = src->text + s;
        if (text_has_word(text, e - s, "__shared__")) {
            if (text_has_word(text, e - s, "extern"))
                c->why = "the child uses dynamic shared memory";
            else if (!c->barriers_anywhere && !node_same(ts_node_parent(node), c->body))
                c->why = "the child declares shared memory inside a branch or loop";
        }
    }
    return true;
}

static bool has_return(TSNode node, void *ctx)
{
    if (node_is(node, "return_statement"))
        *(bool *)ctx = true;
    return !*(bool *)ctx;
}

typedef struct Assigned {
    const Source *src;
    TSNode name;
    bool found;
} Assigned;

static bool find_assignment(TSNode node, void *ctx)
{
    Assigned *a = ctx;
    TSNode target = {0};
    if (node_is(node, "assignment_expression") || node_is(node, "update_expression"))
        target = ts_node_named_child(node, 0);
    if (node_is(node, "pointer_expression") && !ts_node_is_null(node_token_of_type(node, "&")))
        target = ts_node_named_child(node, 0);
    if (!ts_node_is_null(target) && node_is(target, "identifier")) {
        uint32_t s = ts_node_start_byte(a->name), e = ts_node_end_byte(a->name);
        char *name = xstrndup(a->src->text + s, e - s);
        a->found = a->found || node_text_is(a->src, target, name);
        free(name);
    }
    return !a->found;
}

/* A barrier splits the child into thread loops; a local declared before it
 * is declared again (recomputed) in each later loop, which is right only if
 * nothing changes it after its declaration. */
static bool local_changes_across_barrier(const Program *p, TSNode body)
{
    uint32_t n = ts_node_named_child_count(body);
    for (uint32_t i = 0; i < n; i++) {
        TSNode st = ts_node_named_child(body, i);
        if (!node_is(st, "declaration"))
            continue;
        uint32_t m = ts_node_named_child_count(st);
        for (uint32_t j = 0; j < m; j++) {
            TSNode d = node_declarator_identifier(ts_node_named_child(st, j));
            if (ts_node_is_null(d))
                continue;
            Assigned a = {p->src, d, false};
            node_walk(body, find_assignment, &a);
            if (a.found)
                return true;
        }
    }
    return false;
}

const char *removal_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, Removal t)
{
    const char *why = site_refusal(p, s, "host-side launch: nothing to remove", true);
    if (why)
        return why;
    const Function *child = &p->functions[s->callee_fn];
    if (f->recursive)
        return "the launch is recursive: one thread would run a whole subtree";
    if (f->child.launches)
        return "the child launches kernels itself";
    ChildScan c = {p, child->body, NULL, t == REMOVAL_T3};
    node_walk(child->body, scan_child_for_t4, &c);
    if (c.why)
        return c.why;
    bool returns = false;
    node_walk(child->body, has_return, &returns);
    bool barriers = f->child.uses_syncthreads;
    if (returns && barriers)
        return "the child returns early and has barriers: the threads standing in for it would meet them out of step";
    if (t == REMOVAL_T4 && barriers && local_changes_across_barrier(p, child->body))
        return "a local variable of the child changes and lives across a barrier";
    if (t == REMOVAL_T3) {
        if (f->followed_by_sync)
            return "a device-side cudaDeviceSynchronize waits for this launch; T3 runs the child at the end of the block (T4 handles it)";
        if (s->caller_fn < 0 || !(p->functions[s->caller_fn].spaces & SPACE_GLOBAL))
            return "the launch is in a device function; T3 runs the child at the end of a kernel's block";
        if (f->loop_count > 0 && loop_refusal(p, f, s))
            return loop_refusal(p, f, s);
        if (s->config_count > 3 && !uniform_in(f->config_level[3], SCOPE_BLOCK))
            return "the stream differs between the launching threads";
    }
    return NULL;
}

/* A device-side cudaDeviceSynchronize (CDP1; CUDA 12+ rejects it) can go
 * once no launch of its function is left: the children ran inline. Where
 * every thread of the block reaches it, it becomes a block barrier, which
 * keeps CDP1's block-wide meaning (the block's children are done); where
 * only some do, it becomes nothing, which is right when a thread reads only
 * its own children's results. */
static void plan_syncs(Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->call_count; i++) {
        const Call *c = &p->calls[i];
        if (strcmp(c->callee, "cudaDeviceSynchronize") != 0 || c->caller_fn < 0 ||
            !(p->functions[c->caller_fn].spaces & (SPACE_DEVICE | SPACE_GLOBAL)))
            continue;
        SyncPlan sp = {i, SYNC_KEEP, NULL};
        const char *kept = NULL;
        for (int j = 0; j < p->launch_count && !kept; j++)
            if (p->launches[j].caller_fn == c->caller_fn && plan->sites[j].remove == REMOVAL_NONE)
                kept = "a launch it may wait for is not removed";
        if (kept) {
            sp.reason = xstrdup(kept);
        } else {
            Uniformity *u = uniformity_analyze(p, c->caller_fn);
            bool convergent = uniform_in(uniformity_of_control(u, c->node), SCOPE_BLOCK);
            uniformity_free(u);
            sp.action = convergent ? SYNC_BARRIER : SYNC_DROP;
            sp.reason = xstrdup(convergent ? "the children ran inline; a block barrier keeps the block-wide wait"
                                           : "the children ran inline in the threads that launched them; assumes each "
                                             "thread reads only its own children's results");
        }
        plan->syncs = xrealloc(plan->syncs, (size_t)(plan->sync_count + 1) * sizeof *plan->syncs);
        plan->syncs[plan->sync_count++] = sp;
    }
}

char *plan_removal_function(const Plan *plan, int site, Removal r)
{
    StrBuf name;
    strbuf_init(&name);
    strbuf_printf(&name, "%s_dp_%s", plan->program->functions[plan->program->launches[site].callee_fn].name,
                  removal_name(r));
    char *text = strbuf_take(&name);
    strbuf_free(&name);
    return text;
}

Plan *plan_build_removal(const Program *p, const LaunchFacts *facts, Removal requested)
{
    Plan *plan = xcalloc(1, sizeof *plan);
    plan->program = p;
    plan->removal_requested = requested;
    plan->sites = xcalloc((size_t)p->launch_count, sizeof *plan->sites);
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        const char *why;
        if (requested == REMOVAL_AUTO) {
            /* Whichever of T3 and T4 the site allows; both, chosen at run time. */
            const char *no_t3 = removal_refusal(p, &facts[i], &p->launches[i], REMOVAL_T3);
            const char *no_t4 = removal_refusal(p, &facts[i], &p->launches[i], REMOVAL_T4);
            why = no_t3 && no_t4 ? no_t4 : NULL;
            sp->remove = !no_t3 && !no_t4 ? REMOVAL_AUTO : !no_t3 ? REMOVAL_T3 : REMOVAL_T4;
            if (!why && sp->remove != REMOVAL_AUTO) {
                StrBuf b;
                strbuf_init(&b);
                strbuf_printf(&b, "%s only: %s", removal_name(sp->remove), no_t3 ? no_t3 : no_t4);
                sp->reason = strbuf_take(&b);
                strbuf_free(&b);
            }
        } else {
            why = removal_refusal(p, &facts[i], &p->launches[i], requested);
            sp->remove = requested;
        }
        if (why) {
            sp->remove = REMOVAL_NONE;
            free(sp->reason);
            sp->reason = xstrdup(why);
            continue;
        }
        if (sp->remove == REMOVAL_T3 || sp->remove == REMOVAL_AUTO) {
            const LaunchFacts *f = &facts[i];
            sp->flush_scope = f->loop_count > 0 ? loop_body_of(innermost_loop(p->launches[i].node))
                                                : p->functions[p->launches[i].caller_fn].body;
        }
    }
    plan_syncs(plan);
    for (int i = 0; i < p->launch_count; i++) {
        if (plan->sites[i].remove == REMOVAL_NONE)
            continue;
        Removal r = plan->sites[i].remove;
        plan->sites[i].kernel_name = plan_removal_function(plan, i, r == REMOVAL_AUTO ? REMOVAL_T4 : r);
        char *t3 = plan_removal_function(plan, i, REMOVAL_T3);
        StrBuf name;
        strbuf_init(&name);
        strbuf_printf(&name, "%s_launch", t3);
        plan->sites[i].launch_name = strbuf_take(&name);
        strbuf_free(&name);
        free(t3);
    }
    return plan;
}
