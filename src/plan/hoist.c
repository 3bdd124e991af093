/* --hoist: a launch made by the launching kernel's host launches instead.
 * A kernel whose threads only work out one launch from their own place and
 * arguments (analysis/pure_body.h) and launch a child whose size follows
 * from the kernel's arguments alone (analysis/host_expr.h) does nothing a
 * grid of the children's blocks, launched by the host, would not: each of
 * its host launches becomes one launch of <kernel>_dp_hoist, a block for
 * each child block of each of its threads (runtime hoist.cuh). In the kernel
 * itself, which the host launches where the hoisted grid would be too large
 * or a configuration invalid, the launch stays as written. */
#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "analysis/constant_size.h"
#include "analysis/host_expr.h"
#include "analysis/launch_lane.h"
#include "analysis/pure_body.h"
#include "model/site_stream.h"
#include "plan/place_helpers.h"
#include "plan/plan.h"
#include "plan/site_checks.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/strbuf.h"

static Refusal *shape(const Program *p, const LaunchSite *s, const char *why)
{
    return refusal_detail(refusal_of_site(p, REFUSAL_HOIST_SHAPE, ROLE_LAUNCH, s), 0, why);
}

/* Where the hoisted kernel goes: after both the launching kernel and the
 * child, whose copy it calls. */
uint32_t plan_hoist_insertion_point(const Program *p, const LaunchSite *s)
{
    uint32_t parent = node_end_byte(p->functions[s->caller_fn].outer), child = node_end_byte(p->functions[s->callee_fn].outer);
    return parent > child ? parent : child;
}

/* Whether host launch h of site s's kernel can be rewritten: a plain
 * statement after both kernels, no template arguments, and no name of
 * dpopt's own in it (its rewrite binds dp_grid, dp_arg0, ... from its
 * text). */
static bool host_launch_rewritable(const Program *p, const LaunchSite *h, const LaunchSite *s)
{
    if (host_launch_shape(&p->functions[h->callee_fn], h) != HOST_LAUNCH_PLAIN || h->template_args ||
        ts_node_start_byte(h->statement) < plan_hoist_insertion_point(p, s))
        return false;
    char *text = node_text(p->src, h->statement);
    bool reserved = strstr(text, "dp_") != NULL;
    free(text);
    return !reserved;
}

bool plan_host_launch_hoisted(const Plan *plan, const LaunchSite *h)
{
    if (h->device_side || h->callee_fn < 0 || h->caller_fn < 0 || !plan->kernels[h->callee_fn].hoisted)
        return false;
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[plan->kernels[h->callee_fn].hoist_site];
    return host_launch_rewritable(p, h, s);
}

bool plan_site_hoisted(const SitePlan *sp) { return sp->decision.hoisted; }

void plan_hoist_free(KernelPlan *kp)
{
    free(kp->hoist_grid);
    free(kp->hoist_block);
    free(kp->hoist_params);
    free(kp->hoist_parents);
    free(kp->hoist_index_type);
    kp->hoist_grid = kp->hoist_block = kp->hoist_parents = kp->hoist_index_type = NULL;
    kp->hoist_params = NULL;
}

/* The stream and the dynamic shared memory a hoisted grid can take: the
 * hoisted grid goes to the host launch's stream, with no shared memory of
 * the launch's own. */
static Refusal *config_refusal(const Program *p, const LaunchSite *s)
{
    if (s->config_count >= 3 && !(node_is(s->config[2], "number_literal") && node_text_is(p->src, s->config[2], "0")))
        return shape(p, s, "the launch asks for dynamic shared memory");
    SiteStream stream = site_stream(p->src, s);
    if (stream == SITE_STREAM_OWN)
        return shape(p, s, "the launch goes into a stream of the program's own");
    return NULL;
}

static Refusal *size_refusal(const Program *p, const LaunchSite *s, int which, char **text, bool *used)
{
    TSNode at;
    *text = host_expr_text(p, s, s->config[which], used, &at);
    if (*text)
        return NULL;
    char *part = ts_node_is_null(at) ? xstrdup("?") : node_text(p->src, at);
    Refusal *r = refusal_about(p, REFUSAL_HOIST_CHILD_SIZE, ROLE_LAUNCH, s->caller_fn, at);
    refusal_detail(r, 0, which == 0 ? "grid" : "block");
    refusal_detail(r, 1, part);
    free(part);
    return r;
}

/* Why no host launch of site s's kernel can be rewritten, or NULL. */
static Refusal *host_launches_refusal(const Plan *plan, const LaunchSite *s)
{
    const Program *p = plan->program;
    if (plan_host_launches_replaced(plan, s->caller_fn))
        return shape(p, s, "another strategy rewrites the launching kernel's host launches");
    for (int j = 0; j < p->launch_count; j++) {
        const LaunchSite *h = &p->launches[j];
        if (!h->device_side && h->callee_fn == s->caller_fn && h->caller_fn >= 0 && host_launch_rewritable(p, h, s))
            return NULL;
    }
    return shape(p, s, "no host launch of the launching kernel, after both kernels in the file, that dpopt can rewrite");
}

/* Why site i cannot be hoisted, whatever the plan decided for it, or NULL;
 * where it can, *kp (zero on entry) holds how: the child's grid and block
 * as the host works them out and the parameters they read, or the walk
 * over offsets (hoist_walks). */
static Refusal *hoist_refusal_any_decision(const Plan *plan, const LaunchFacts *facts, int i, KernelPlan *kp)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[i];
    Refusal *r = site_refusal(p, s, REFUSAL_HOST_SIDE, SITE_FUSED);
    if (r)
        return r;
    int k = s->caller_fn, c = s->callee_fn;
    const Function *parent = &p->functions[k], *child = &p->functions[c];
    if (!(parent->spaces & SPACE_GLOBAL))
        return shape(p, s, "the launch is in a device function, not in a kernel's own body");
    if (k == c)
        return shape(p, s, "the kernel launches itself");
    if (parent->is_template || child->is_template || s->template_args)
        return shape(p, s, "a kernel is a template");
    if (parent->clusters)
        return shape(p, s, "the launching kernel runs in clusters");
    if (parent->imported_from || child->imported_from)
        return shape(p, s, "a kernel is another file's");
    /* Its hoisted kernel stands beside it, and host code outside calls it
     * by its plain name. */
    if (!ts_node_is_null(node_ancestor_of_type(parent->node, "namespace_definition")) ||
        !ts_node_is_null(node_ancestor_of_type(child->node, "namespace_definition")))
        return shape(p, s, "a kernel is in a namespace");
    for (int j = 0; j < p->launch_count; j++)
        if (j != i && (p->launches[j].caller_fn == k || p->launches[j].caller_fn == c))
            return shape(p, s, p->launches[j].caller_fn == k ? "the launching kernel makes another launch"
                                                             : "the child launches kernels itself");
    if ((r = hidden_launch_refusal(p, k, ROLE_PARENT)) || (r = hidden_launch_refusal(p, c, ROLE_CHILD)) ||
        (r = launched_unseen_refusal(p, k)) || (!ts_node_is_null(body_facts(p, c).block_group) && (r = block_group_refusal(p, ROLE_CHILD, c))) ||
        (r = place_helpers_refusal(p, c, ROLE_CHILD, PLACE_COPY_FUSED)) || (r = config_refusal(p, s)))
        return r;
    if (!node_is(s->statement, "expression_statement") || !node_same(node_named_child(s->statement, 0), s->node))
        return shape(p, s, "the launch is part of a larger expression");
    TSNode at;
    PureBodyBlocker b = pure_body_check(p, k, s->node, &at);
    if (b == PURE_BODY_MEMORY) {
        /* It reads memory: hoisted, if at all, as a walk over offsets. */
        r = plan_hoist_offsets(plan, facts, i, kp);
    } else if (b != PURE_BODY_OK) {
        r = refusal_detail(refusal_about(p, REFUSAL_HOIST_PARENT_BODY, ROLE_PARENT, k, at), 0, pure_body_blocker_text(b));
    } else {
        kp->hoist_params = xcalloc((size_t)p->functions[k].param_count + 1, sizeof *kp->hoist_params);
        if (!(r = size_refusal(p, s, 0, &kp->hoist_grid, kp->hoist_params)))
            r = size_refusal(p, s, 1, &kp->hoist_block, kp->hoist_params);
    }
    return r ? r : host_launches_refusal(plan, s);
}

/* The same where the plan has not given the launch to another strategy. */
static Refusal *hoist_refusal(const Plan *plan, const LaunchFacts *facts, int i, KernelPlan *kp)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[i];
    if (decision_changes_launch(&plan->sites[i].decision) || plan->sites[i].decision.persistent != REMOVAL_NONE)
        return shape(p, s, "another strategy takes the launch");
    return hoist_refusal_any_decision(plan, facts, i, kp);
}

/* Whether `e` only compares sizes: comparisons (<, <=, >, >=) joined by &&,
 * of sums, differences, products, quotients and shifts of names, fields,
 * literals, casts and calls; with `lane`, also `threadIdx.x == k`, the if
 * that pins the launching lane. *compares: a comparison was met. */
static bool compares_sizes(const Source *src, TSNode e, bool lane, bool *compares)
{
    e = node_unparenthesised(e);
    if (node_is(e, "condition_clause"))
        return ts_node_named_child_count(e) == 1 && compares_sizes(src, node_named_child(e, 0), lane, compares);
    if (node_is(e, "identifier") || node_is(e, "number_literal") || node_is(e, "field_expression"))
        return true;
    if (node_is(e, "cast_expression"))
        return compares_sizes(src, node_named_child(e, (uint32_t)ts_node_named_child_count(e) - 1), lane, compares);
    if (node_is(e, "unary_expression"))
        return node_text_is(src, node_operator(e), "-") && compares_sizes(src, node_named_child(e, 0), lane, compares);
    if (node_is(e, "call_expression")) {
        TSNode args = node_child_of_type(e, "argument_list");
        for (uint32_t i = 0; !ts_node_is_null(args) && i < ts_node_named_child_count(args); i++)
            if (!compares_sizes(src, node_named_child(args, i), lane, compares))
                return false;
        return node_is(node_named_child(e, 0), "identifier");
    }
    if (!node_is(e, "binary_expression"))
        return false;
    const char *op = ts_node_type(node_operator(e)); /* an operator token's type is its text */
    bool relation = !strcmp(op, "<") || !strcmp(op, "<=") || !strcmp(op, ">") || !strcmp(op, ">="),
         lane_pin = lane && !strcmp(op, "=="),
         ok = relation || lane_pin || !strcmp(op, "&&") || !strcmp(op, "+") || !strcmp(op, "-") ||
              !strcmp(op, "*") || !strcmp(op, "/") || !strcmp(op, "<<") || !strcmp(op, ">>");
    *compares = *compares || relation || lane_pin;
    return ok && compares_sizes(src, node_named_child(e, 0), lane, compares) &&
           compares_sizes(src, node_named_child(e, 1), lane, compares);
}

/* Whether every condition the launch is under compares sizes (<, <=, >,
 * >=, joined by &&), as an if around it or a return before it: the bounds
 * of an index, which most threads pass; or, where one lane of each block
 * launches (`lane`), the if that pins it joins such bounds. -O hoists only
 * such launches: under `if (threadIdx.y == 0)` a row of a block launches,
 * and the hoisted grid, a block for each child block of every thread,
 * would be mostly blocks with nothing to do. */
static bool bounds_only(const Source *src, const LaunchFacts *f, long lane)
{
    for (int g = 0; g < f->guard_count; g++) {
        const Guard *guard = &f->guards[g];
        if (guard->kind != GUARD_IF && guard->kind != GUARD_CONDITIONAL && guard->kind != GUARD_EARLY_EXIT)
            return false;
        bool compares = false; /* a return in a switch's case, or a flag, compares nothing */
        if (!compares_sizes(src, guard->node, lane >= 0 && guard->kind == GUARD_IF, &compares) || !compares)
            return false;
    }
    return true;
}

void plan_hoist(Plan *plan, const bool *asked, const LaunchFacts *facts, bool bounds_only_asked)
{
    const Program *p = plan->program;
    plan->hoist_requested = true;
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *s = &p->launches[i];
        SitePlan *sp = &plan->sites[i];
        if (!s->device_side || (asked && !asked[i]) || s->caller_fn < 0 || s->callee_fn < 0 ||
            plan->kernels[s->caller_fn].hoisted)
            continue;
        long lane = launch_lane(p, s);
        if (bounds_only_asked && !bounds_only(p->src, &facts[i], lane))
            continue;
        KernelPlan how = {0};
        Refusal *r = hoist_refusal(plan, facts, i, &how);
        if (r || (how.hoist_walks && lane >= 0)) {
            if (!r) /* one lane of a block reads the offsets: the walk stands for every thread */
                r = shape(p, s, "only one lane of each block launches, and the walk over offsets stands for every thread");
            plan_hoist_free(&how);
            /* Said where the site is left as written for no other reason
             * (under -O, its own note says why it is). */
            if (!bounds_only_asked && !decision_changes_launch(&sp->decision) && !sp->reason)
                sp->reason = r;
            else
                refusal_free(r);
            continue;
        }
        KernelPlan *kp = &plan->kernels[s->caller_fn];
        kp->hoisted = true;
        kp->hoist_site = i;
        kp->hoist_grid = how.hoist_grid;
        kp->hoist_block = how.hoist_block;
        kp->hoist_params = how.hoist_params;
        kp->hoist_walks = how.hoist_walks;
        kp->hoist_offsets = how.hoist_offsets;
        kp->hoist_parents = how.hoist_parents;
        kp->hoist_index_type = how.hoist_index_type;
        kp->hoist_lane = lane;
        const Function *child = &p->functions[s->callee_fn];
        unsigned long long threads = 0;
        kp->hoist_bounded = !how.hoist_walks && !child->launch_bounds && !child->max_registers &&
                            !(constant_size_value_at(p, s, s->config[1], &threads) && threads <= 256);
        sp->decision.hoisted = true;
        refusal_free(sp->reason); /* -O's "kept as written": the launch is no longer made from the device */
        sp->reason = NULL;
    }
}

/* -O: whether site i would be hoisted over offsets were it left as written
 * (plan_hoist's -O rule, the lane form aside). */
bool plan_hoist_walks_site(const Plan *plan, const LaunchFacts *facts, int i)
{
    const LaunchSite *s = &plan->program->launches[i];
    if (!s->device_side || s->caller_fn < 0 || s->callee_fn < 0 || launch_lane(plan->program, s) >= 0 ||
        !bounds_only(plan->program->src, &facts[i], -1))
        return false;
    KernelPlan how = {0};
    Refusal *r = hoist_refusal_any_decision(plan, facts, i, &how);
    bool walks = !r && how.hoist_walks;
    refusal_free(r);
    plan_hoist_free(&how);
    return walks;
}
