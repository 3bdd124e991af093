#include "plan/levels.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/constant_size.h"
#include "analysis/escapes.h"
#include "analysis/uniformity.h"
#include "model/callgraph.h"
#include "plan/site_checks.h"
#include "syntax/macros.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* A site's own part: a launch of its own kernel from the device, into the
 * NULL or the fire-and-forget stream (or one its thread made for it alone),
 * with a block size and a dynamic shared memory size that no parameter
 * changes (they go with the fused grid, which holds a whole level). */
static bool self_site_fits(const Program *p, const LaunchSite *s)
{
    if (!s->device_side || s->callee_fn < 0 || s->callee_fn != s->caller_fn)
        return false;
    SiteStream stream = plan_stream_of(p, s);
    if (stream != SITE_STREAM_NULL && stream != SITE_STREAM_FIRE_AND_FORGET)
        return false;
    const Function *fn = &p->functions[s->caller_fn];
    UniformLevel *seed = xcalloc((size_t)fn->param_count + 1, sizeof *seed);
    for (int k = 0; k < fn->param_count; k++)
        seed[k] = UNIFORM_BLOCK;
    Uniformity *u = uniformity_analyze_seeded(p, s->caller_fn, seed);
    bool same = true;
    for (int k = 1; k < 3 && k < s->config_count; k++)
        same = same && uniformity_of_expr(u, s->config[k]) == UNIFORM_GRID;
    uniformity_free(u);
    free(seed);
    return same;
}

bool plan_recursive_levels(const Program *p, const LaunchSite *s)
{
    if (!self_site_fits(p, s))
        return false;
    const CallGraph *graph = &p->graph;
    for (int k = graph->sites_of_start[s->callee_fn]; k < graph->sites_of_start[s->callee_fn + 1]; k++) {
        const LaunchSite *other = &p->launches[graph->sites_of[k]];
        if (other->device_side && !self_site_fits(p, other))
            return false;
    }
    return true;
}

bool levels_member(const LaunchSite *s, const LaunchSite *other)
{
    return other->device_side && other->caller_fn == s->caller_fn && other->callee_fn == s->caller_fn;
}

/* --- the scalars a level's launches share --------------------------------- */

/* A level's fused grid runs the kernel's body with the arguments that
 * travel in the records as parameters that differ between its blocks
 * (each block reads its own launch's), where the analysis of the kernel
 * took every parameter to be the grid's. So a value the site passes as a
 * scalar must be the same across the fused grid with those parameters the
 * same across a block only: an argument that is not stops being a scalar,
 * which makes its parameter a block's in turn. True when something
 * changed. */
static bool settle_scalars(const Program *p, const LaunchSite *s, SitePlan *sp)
{
    int n = p->functions[s->caller_fn].param_count;
    UniformLevel *seed = xcalloc((size_t)n + 1, sizeof *seed);
    for (int k = 0; k < n; k++)
        seed[k] = k < s->arg_count && sp->aggregated.arg_scalar[k] ? UNIFORM_GRID : UNIFORM_BLOCK;
    Uniformity *u = uniformity_analyze_seeded(p, s->caller_fn, seed);
    bool changed = false;
    for (int k = 0; k < s->arg_count; k++)
        if (sp->aggregated.arg_scalar[k] && uniformity_of_expr(u, s->arg_nodes[k]) != UNIFORM_GRID) {
            sp->aggregated.arg_scalar[k] = false;
            changed = true;
        }
    if (sp->aggregated.grid_scalar && uniformity_of_expr(u, s->config[0]) != UNIFORM_GRID) {
        sp->aggregated.grid_scalar = false;
        changed = true;
    }
    if (sp->aggregated.block_scalar && uniformity_of_expr(u, s->config[1]) != UNIFORM_GRID) {
        sp->aggregated.block_scalar = false;
        changed = true;
    }
    uniformity_free(u);
    free(seed);
    return changed;
}

typedef struct Fixed {
    const Program *p;
    const Function *fn;
    bool ok;
} Fixed;

typedef struct Assigned {
    const Source *src;
    TSNode name;
    bool found;
} Assigned;

static bool root_is(const Source *src, TSNode n, TSNode name)
{
    TSNode root = escapes_access_root(n);
    uint32_t a = node_end_byte(root) - ts_node_start_byte(root), b = node_end_byte(name) - ts_node_start_byte(name);
    return node_is(root, "identifier") && a == b &&
           memcmp(src->text + ts_node_start_byte(root), src->text + ts_node_start_byte(name), a) == 0;
}

static bool find_assignment(TSNode node, void *ctx)
{
    Assigned *a = ctx;
    if (node_is(node, "assignment_expression") || node_is(node, "update_expression") ||
        (node_is(node, "pointer_expression") && !ts_node_is_null(node_token_of_type(node, "&"))))
        a->found |= root_is(a->src, node_named_child(node, 0), a->name);
    return !a->found;
}

/* The kernel's parameter named by `id`, never assigned in its body nor
 * its address taken: the same wherever in a thread it is read. */
static bool unchanged_param(const Program *p, const Function *fn, TSNode id)
{
    bool param = false;
    for (int i = 0; i < fn->param_count && !param; i++)
        param = node_text_is(p->src, id, fn->params[i].name);
    if (!param)
        return false;
    Assigned a = {p->src, id, false};
    node_walk(fn->body, find_assignment, &a);
    return !a.found;
}

/* A macro every definition of which is a constant: numbers, operators,
 * parentheses, integer suffixes (`#define BLOCK 128`, `(4 * 32)`). */
static bool names_constant_macro(const Program *p, TSNode id)
{
    uint32_t s = ts_node_start_byte(id), n = node_end_byte(id) - s;
    const MacroTable *t = &p->macros;
    bool found = false;
    for (int d = macros_find(t, p->src->text + s, n, -1); d >= 0; d = macros_find(t, p->src->text + s, n, d)) {
        const MacroDef *def = &t->defs[d];
        if (def->is_function)
            return false;
        /* Every run of letters and digits a number: it starts with a digit. */
        for (const char *c = def->body; *c; c++) {
            if (!text_is_ident_char(*c)) {
                if (!strchr(" \t()+-*/%<>&|^~", *c))
                    return false;
                continue;
            }
            if (!(*c >= '0' && *c <= '9'))
                return false;
            while (text_is_ident_char(c[1]))
                c++;
        }
        found = true;
    }
    return found;
}

/* An expression whose value is the same at every point of a thread: built
 * from numbers, constant macros, blockDim, gridDim and parameters never
 * assigned. */
static bool fixed_node(TSNode node, void *ctx)
{
    static const char *const allowed[] = {"number_literal", "char_literal", "true", "false", "binary_expression",
                                          "unary_expression", "parenthesized_expression", "conditional_expression",
                                          "field_identifier", NULL};
    Fixed *f = ctx;
    if (!f->ok)
        return false;
    if (!node_is_named(node))
        return true; /* an operator, a parenthesis */
    const char *type = node_type(node);
    if (node_type_is(type, "comment"))
        return false;
    if (node_type_is(type, "identifier")) {
        f->ok = node_text_is(f->p->src, node, "blockDim") || node_text_is(f->p->src, node, "gridDim") ||
                unchanged_param(f->p, f->fn, node) || names_constant_macro(f->p, node);
        return false;
    }
    if (node_type_is(type, "field_expression")) {
        f->ok = ts_node_is_null(node_token_of_type(node, "->"));
        return f->ok;
    }
    for (int i = 0; allowed[i]; i++)
        if (node_type_is(type, allowed[i]))
            return true;
    f->ok = false;
    return false;
}

typedef struct Tokens {
    const Source *src;
    StrBuf *out;
} Tokens;

static bool append_token(TSNode node, void *ctx)
{
    Tokens *t = ctx;
    if (node_is(node, "comment"))
        return false;
    if (ts_node_child_count(node) == 0) {
        uint32_t start = ts_node_start_byte(node);
        strbuf_append(t->out, t->src->text + start, node_end_byte(node) - start);
        strbuf_puts(t->out, " ");
    }
    return true;
}

/* An expression's tokens, one space apart: the same for the same code
 * whatever comments and line breaks it holds. */
static char *expression_tokens(const Source *src, TSNode node)
{
    StrBuf out;
    strbuf_init(&out);
    Tokens t = {src, &out};
    node_walk(node, append_token, &t);
    return strbuf_take(&out);
}

/* Whether expression `k` (an argument, or -1 - the configuration index)
 * has one value across the launches of every member: the same text, made
 * of what does not change within a thread, in every one of them. */
static bool same_in_members(const Plan *plan, const int *members, int count, int k)
{
    const Program *p = plan->program;
    const LaunchSite *lead = &p->launches[members[0]];
    TSNode first = k >= 0 ? lead->arg_nodes[k] : lead->config[-1 - k];
    Fixed f = {p, &p->functions[lead->caller_fn], true};
    node_walk(first, fixed_node, &f);
    if (!f.ok)
        return false;
    char *text = expression_tokens(p->src, first);
    bool same = true;
    for (int m = 1; m < count && same; m++) {
        const LaunchSite *s = &p->launches[members[m]];
        char *other = expression_tokens(p->src, k >= 0 ? s->arg_nodes[k] : s->config[-1 - k]);
        same = strcmp(text, other) == 0;
        free(other);
    }
    free(text);
    return same;
}

/* One value for every member: a scalar where all of them pass it as one
 * and (for several members) the same, then settled against the fused
 * grid's parameters, again until nothing changes. False where a member's
 * block size turns out to differ across a level. */
static bool settle_group(Plan *plan, const int *members, int count)
{
    const Program *p = plan->program;
    const LaunchSite *lead = &p->launches[members[0]];
    for (bool changed = true; changed;) {
        changed = false;
        for (int k = -1; k < lead->arg_count; k++) {
            bool all = true;
            for (int m = 0; m < count; m++) {
                const SitePlan *sp = &plan->sites[members[m]];
                all = all && (k < 0 ? sp->aggregated.grid_scalar : sp->aggregated.arg_scalar[k]);
            }
            if (all && count > 1)
                all = same_in_members(plan, members, count, k < 0 ? -1 : k);
            for (int m = 0; m < count; m++) {
                SitePlan *sp = &plan->sites[members[m]];
                bool *slot = k < 0 ? &sp->aggregated.grid_scalar : &sp->aggregated.arg_scalar[k];
                changed |= *slot != all;
                *slot = all;
            }
        }
        for (int m = 0; m < count; m++)
            changed |= settle_scalars(p, &p->launches[members[m]], &plan->sites[members[m]]);
    }
    for (int m = 0; m < count; m++) {
        const LaunchSite *s = &p->launches[members[m]];
        if (!plan->sites[members[m]].aggregated.block_scalar || s->config_count != lead->config_count)
            return false;
        for (int k = 1; k < s->config_count; k++)
            if (k != 3 && !same_in_members(plan, (int[]){members[0], members[m]}, 2, -1 - k))
                return false;
    }
    return true;
}

/* A launch for which no piece of its level finds room (not even one
 * block's, in the pool or the heap: runtime/include/dpopt/levels.cuh): run
 * by its thread with its whole subtree where every member allows it, else
 * the program stops with a message (the kernel as written could pass the
 * pending-launch limit). */
static void decide_no_room(Plan *plan, const LaunchFacts *facts, const int *members, int count)
{
    const Program *p = plan->program;
    Refusal *why = NULL;
    for (int m = 0; m < count && !why; m++)
        why = removal_subtree_refusal(p, &facts[members[m]], &p->launches[members[m]]);
    for (int m = 0; m < count; m++) {
        SitePlan *sp = &plan->sites[members[m]];
        sp->aggregated.subtree = !why;
        refusal_free(sp->aggregated.subtree_reason);
        sp->aggregated.subtree_reason = why ? refusal_copy(why) : NULL;
    }
    refusal_free(why);
}

/* Each launch appended to the next level's batch at the launch
 * (SiteAggregation.append_at_launch): where every member launches at most
 * once a row (the batch's room counts rows), none keeps its records in a
 * loop, and a launch the batch has no room for stops the program (a thread
 * running a subtree would run it mid-body, where the written program made
 * the launch, rather than at the block's end). No record then holds
 * registers across the rest of the body and the block's end makes no
 * scan, so the body's own code (a one-thread loop, as qsb's selection
 * sort) compiles much as in a kernel that launches nothing. */
static void decide_append(Plan *plan, const int *members, int count)
{
    bool append = true;
    for (int m = 0; m < count; m++) {
        const SitePlan *sp = &plan->sites[members[m]];
        append = append && sp->aggregated.one_per_row && !sp->aggregated.subtree && !sp->aggregated.loop_records;
    }
    for (int m = 0; m < count; m++)
        plan->sites[members[m]].aggregated.append_at_launch = append;
}

/* The blocks each launch of the level makes, where every member's grid is
 * the same constant (SiteAggregation.launch_blocks); 0 otherwise. A launch
 * CUDA would refuse (a grid of 0 blocks) goes into no batch
 * (launch_config_valid), so every launch in a batch has exactly that many. */
static void decide_launch_blocks(Plan *plan, const int *members, int count)
{
    const Program *p = plan->program;
    unsigned long long blocks = 0;
    for (int m = 0; m < count; m++) {
        const LaunchSite *s = &p->launches[members[m]];
        unsigned long long v;
        if (!constant_size_value_at(p, s, s->config[0], &v) || v == 0 || (m > 0 && v != blocks)) {
            blocks = 0;
            break;
        }
        blocks = v;
    }
    for (int m = 0; m < count; m++)
        plan->sites[members[m]].aggregated.launch_blocks = blocks;
}

bool levels_enter_one_each(const SitePlan *sp)
{
    return sp->decision.kind == STRATEGY_GRID_LEVELS && sp->aggregated.launch_blocks == 1 && sp->decision.coarsen <= 1;
}

int *levels_settle(Plan *plan, const LaunchFacts *facts)
{
    const Program *p = plan->program;
    const CallGraph *graph = &p->graph;
    int *broken = NULL;
    int *members = xcalloc((size_t)p->launch_count + 1, sizeof *members);
    for (int fn = 0; fn < p->function_count; fn++) {
        int count = 0, stop = -1;
        for (int j = graph->sites_of_start[fn]; j < graph->sites_of_start[fn + 1]; j++) {
            int i = graph->sites_of[j];
            const SitePlan *sp = &plan->sites[i];
            if (!p->launches[i].device_side)
                continue;
            if (sp->decision.kind == STRATEGY_GRID_LEVELS)
                members[count++] = i;
            else if (stop < 0)
                stop = i;
        }
        if (count == 0)
            continue;
        if (stop < 0 && !settle_group(plan, members, count))
            stop = members[count > 1 ? 1 : 0];
        /* The copy as written (for the launches a subtree cannot keep) renames it. */
        if (stop < 0 && (plan->kernels[fn].name_at = definition_name_at(p->src, &p->functions[fn])) == 0)
            stop = members[0];
        if (stop >= 0) {
            if (!broken) {
                broken = xcalloc((size_t)p->launch_count, sizeof *broken);
                for (int i = 0; i < p->launch_count; i++)
                    broken[i] = -1;
            }
            for (int m = 0; m < count; m++)
                broken[members[m]] = stop;
            continue;
        }
        bool one_per_row = true;
        for (int m = 0; m < count; m++)
            one_per_row = one_per_row && plan->sites[members[m]].aggregated.one_per_row;
        for (int m = 0; m < count; m++) {
            SitePlan *sp = &plan->sites[members[m]];
            sp->aggregated.level_leader = members[0];
            sp->aggregated.level_sites = m == 0 ? count : 0;
            sp->aggregated.one_per_row = one_per_row;
        }
        decide_no_room(plan, facts, members, count);
        decide_append(plan, members, count);
        decide_launch_blocks(plan, members, count);
    }
    free(members);
    return broken;
}

void levels_share_names(Plan *plan)
{
    for (int i = 0; i < plan->program->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        int lead = sp->aggregated.level_leader;
        if (sp->decision.kind != STRATEGY_GRID_LEVELS || lead < 0 || lead == i)
            continue;
        const SitePlan *leader = &plan->sites[lead];
        free(sp->kernel_name);
        free(sp->launch_name);
        free(sp->aggregated.record_name);
        sp->kernel_name = xstrdup(leader->kernel_name);
        sp->launch_name = xstrdup(leader->launch_name);
        sp->aggregated.record_name = xstrdup(leader->aggregated.record_name);
    }
}
