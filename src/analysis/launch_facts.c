#include "analysis/launch_facts.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/block_group.h"
#include "analysis/repeat.h"
#include "model/callgraph.h"
#include "model/site_stream.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"

const char *guard_kind_name(GuardKind kind)
{
    static const char *const names[] = {"if", "else", "switch", "conditional", "early-exit"};
    return names[kind];
}

static uint32_t line_of(const Program *p, TSNode node)
{
    return source_pos(p->src, ts_node_start_byte(node)).line;
}

static void add_guard(LaunchFacts *f, const Program *p, const Uniformity *u, GuardKind kind,
                      TSNode text_node, TSNode level_node)
{
    Guard g = {kind, node_text(p->src, text_node), text_node, line_of(p, text_node), UNIFORM_GRID};
    g.level = kind == GUARD_EARLY_EXIT ? uniformity_of_control(u, level_node)
                                       : uniformity_of_expr(u, level_node);
    ARRAY_PUSH(f->guards, f->guard_count, f->guard_cap, g);
}

static const char *loop_kind(TSNode node)
{
    if (node_is(node, "for_statement"))
        return "for";
    if (node_is(node, "while_statement"))
        return "while";
    if (node_is(node, "do_statement"))
        return "do";
    if (node_is(node, "for_range_loop"))
        return "range-for";
    return NULL;
}

/* threadIdx.x, or what cooperative groups call it: a block group's
 * thread_index().x, or its thread_rank() (one thread of the block, then,
 * not of each row). */
static bool names_thread_x(const Program *p, TSNode node)
{
    if (node_text_is(p->src, node, "threadIdx.x"))
        return true;
    if (block_group_call(p, p->src, node).rank)
        return true;
    if (!node_is(node, "field_expression"))
        return false;
    TSNode field = node_child_of_type(node, "field_identifier");
    return !ts_node_is_null(field) && node_text_is(p->src, field, "x") &&
           block_group_call(p, p->src, node_named_child(node, 0)).index;
}

/* `threadIdx.x == e` or `e == threadIdx.x` (parenthesised, or one side of
 * an `&&`), e the same for every thread of a block: one thread of each
 * row passes. */
static bool picks_one_per_row(const Program *p, const Uniformity *u, TSNode cond)
{
    while (node_is(cond, "parenthesized_expression") || node_is(cond, "condition_clause"))
        cond = node_named_child(cond, 0);
    if (!node_is(cond, "binary_expression"))
        return false;
    TSNode op = node_operator(cond), left = node_named_child(cond, 0), right = node_named_child(cond, 1);
    if (node_is(op, "&&"))
        return picks_one_per_row(p, u, left) || picks_one_per_row(p, u, right);
    if (!node_is(op, "=="))
        return false;
    if (names_thread_x(p, right)) {
        TSNode t = left;
        left = right;
        right = t;
    }
    return names_thread_x(p, left) && uniform_in(uniformity_of_expr(u, right), SCOPE_BLOCK);
}

/* Walks from the launch up to the function body, recording the loops and
 * the conditions it sits under. */
static void collect_context(LaunchFacts *f, const Program *p, const Uniformity *u,
                            const LaunchSite *site, TSNode body)
{
    TSNode child = site->node;
    for (TSNode a = parents_of(site->node); !ts_node_is_null(a) && !node_same(a, body);
         child = a, a = parents_of(a)) {
        const char *kind = loop_kind(a);
        if (kind) {
            Loop loop = {kind, line_of(p, a), uniformity_of_control(u, child)};
            ARRAY_PUSH(f->loops, f->loop_count, f->loop_cap, loop);
        } else if (node_is(a, "if_statement")) {
            TSNode cond = node_child_of_type(a, "condition_clause");
            if (ts_node_is_null(cond) || node_same(cond, child))
                continue;
            bool in_else = node_is(child, "else_clause") ||
                           ts_node_start_byte(child) > node_end_byte(node_named_child(a, 1));
            add_guard(f, p, u, in_else ? GUARD_ELSE : GUARD_IF, cond, cond);
            if (!in_else && picks_one_per_row(p, u, cond))
                f->one_per_row = true;
        } else if (node_is(a, "switch_statement")) {
            TSNode cond = node_child_of_type(a, "condition_clause");
            if (!ts_node_is_null(cond) && !node_same(cond, child))
                add_guard(f, p, u, GUARD_SWITCH, cond, cond);
        } else if (node_is(a, "conditional_expression")) {
            TSNode cond = node_named_child(a, 0);
            if (!node_same(cond, child))
                add_guard(f, p, u, GUARD_CONDITIONAL, cond, cond);
        } else if (node_is(a, "binary_expression")) {
            TSNode op = node_operator(a), left = node_named_child(a, 0);
            if ((node_is(op, "&&") || node_is(op, "||")) && !node_same(left, child))
                add_guard(f, p, u, GUARD_CONDITIONAL, left, left);
        }
    }
    TSNode *exits;
    int count = uniformity_earlier_exits(u, site->node, &exits);
    for (int i = 0; i < count; i++) {
        /* Name the exit by the condition that guards it where there is one. */
        TSNode guard = node_ancestor_of_type(exits[i], "if_statement");
        TSNode text = exits[i];
        if (!ts_node_is_null(guard) && node_contains(body, guard))
            text = node_child_of_type(guard, "condition_clause");
        add_guard(f, p, u, GUARD_EARLY_EXIT, text, exits[i]);
    }
    free(exits);
}

/* Whether a sync at `sync` waits for the launch in its own function: it
 * comes after it, or anywhere in a loop that holds it. */
static bool waits_for(const LaunchSite *site, TSNode sync)
{
    if (ts_node_start_byte(sync) > node_end_byte(site->node))
        return true;
    for (TSNode a = parents_of(site->node); !ts_node_is_null(a); a = parents_of(a))
        if (loop_kind(a) && node_contains(a, sync))
            return true;
    return false;
}

bool launch_sync_may_wait_for(const Program *p, TSNode sync, int sync_fn, const LaunchSite *site)
{
    if (sync_fn == site->caller_fn)
        return waits_for(site, sync);
    return callgraph_may_share_thread(p, sync_fn, site->caller_fn);
}

static void note_sync(LaunchFacts *f, const Program *p, TSNode sync)
{
    uint32_t line = line_of(p, sync);
    if (!f->followed_by_sync || line < f->sync_line)
        f->sync_line = line;
    f->followed_by_sync = true;
}

static bool on_device(const Program *p, int fn)
{
    return fn >= 0 && (p->functions[fn].spaces & (SPACE_DEVICE | SPACE_GLOBAL));
}

/* The cudaDeviceSynchronize calls that may wait for the launch, written as
 * a call or made by a macro: in its function, or for a device-side launch
 * in another device function the same thread may run. */
typedef struct Syncs {
    int *calls, call_count; /* indexes of the cudaDeviceSynchronize calls */
    int *hidden, hidden_count; /* indexes of the hidden uses that sync */
} Syncs;

/* The candidates find_sync looks at, found once for all sites. */
static Syncs find_syncs(const Program *p)
{
    Syncs s = {xcalloc((size_t)p->call_count + 1, sizeof(int)), 0,
               xcalloc((size_t)p->hidden_count + 1, sizeof(int)), 0};
    for (int i = 0; i < p->call_count; i++)
        if (strcmp(p->calls[i].callee, "cudaDeviceSynchronize") == 0)
            s.calls[s.call_count++] = i;
    for (int i = 0; i < p->hidden_count; i++)
        if (p->hidden[i].kinds & HIDDEN_SYNC)
            s.hidden[s.hidden_count++] = i;
    return s;
}

static void find_sync(LaunchFacts *f, const Program *p, const Syncs *syncs, const LaunchSite *site)
{
    for (int k = 0; k < syncs->call_count; k++) {
        const Call *c = &p->calls[syncs->calls[k]];
        if (c->caller_fn == site->caller_fn ? waits_for(site, c->node)
                                             : site->device_side && on_device(p, c->caller_fn) &&
                                                   launch_sync_may_wait_for(p, c->node, c->caller_fn, site)) {
            note_sync(f, p, c->node);
            if (c->caller_fn != site->caller_fn && !f->far_sync)
                f->far_sync = c;
        }
    }
    for (int k = 0; k < syncs->hidden_count; k++) {
        const HiddenUse *u = &p->hidden[syncs->hidden[k]];
        if (!(u->kinds & HIDDEN_SYNC) || !(u->function == site->caller_fn || site->device_side) ||
            !launch_sync_may_wait_for(p, u->node, u->function, site))
            continue;
        note_sync(f, p, u->node);
        if (!f->hidden_sync)
            f->hidden_sync = u;
    }
}

/* For each function, the first tail launch written in it (-1: none), and
 * for each, one a thread running it may make (in it or in a function it
 * calls): found once for all sites. */
static int *tail_launch_in_thread(const Program *p)
{
    int *first = xcalloc((size_t)p->function_count + 1, sizeof *first);
    bool *has = xcalloc((size_t)p->function_count + 1, sizeof *has);
    for (int i = p->launch_count - 1; i >= 0; i--) {
        const LaunchSite *s = &p->launches[i];
        if (s->caller_fn >= 0 && site_stream(p->src, s) == SITE_STREAM_TAIL)
            first[s->caller_fn] = i, has[s->caller_fn] = true;
    }
    int *witness = callgraph_marked_in_thread(p, has);
    for (int f = 0; f < p->function_count; f++)
        witness[f] = witness[f] >= 0 ? first[witness[f]] : -1;
    free(first);
    free(has);
    return witness;
}

LaunchFacts *launch_facts_compute(const Program *p)
{
    int *tail_site = tail_launch_in_thread(p);
    LaunchFacts *all = xcalloc((size_t)p->launch_count, sizeof *all);
    Uniformity **by_function = xcalloc((size_t)p->function_count, sizeof *by_function);
    Repetition *repetition = NULL;
    Syncs syncs = find_syncs(p);
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *site = &p->launches[i];
        LaunchFacts *f = &all[i];
        f->arg_level = xcalloc((size_t)site->arg_count, sizeof *f->arg_level);
        f->child = body_facts(p, site->callee_fn);
        f->recursive = site->callee_fn >= 0 && site->caller_fn >= 0 &&
                       p->graph.component[site->callee_fn] == p->graph.component[site->caller_fn];
        if (!site->device_side) {
            /* Host code is one thread: every value is uniform. The zeroed
             * levels are UNIFORM_GRID. */
            continue;
        }
        if (!by_function[site->caller_fn])
            by_function[site->caller_fn] = uniformity_analyze(p, site->caller_fn);
        const Uniformity *u = by_function[site->caller_fn];
        collect_context(f, p, u, site, p->functions[site->caller_fn].body);
        f->control = uniformity_of_control(u, site->node);
        for (int k = 0; k < 4; k++)
            f->config_level[k] = k < site->config_count ? uniformity_of_expr(u, site->config[k]) : UNIFORM_GRID;
        for (int k = 0; k < site->arg_count; k++)
            f->arg_level[k] = uniformity_of_expr(u, site->arg_nodes[k]);
        find_sync(f, p, &syncs, site);
        if (!repetition)
            repetition = repetition_analyze(p);
        const char *again = repetition_of(repetition, site->node);
        f->repeat_reason = again ? xstrdup(again) : NULL;
        f->may_repeat = f->loop_count > 0 || again;
        f->lambda_line = repetition_lambda_line(repetition, site->node);
        f->one_per_row = f->one_per_row && !f->may_repeat && !f->lambda_line;
        f->tail_in_thread = tail_site[site->caller_fn] >= 0 ? &p->launches[tail_site[site->caller_fn]] : NULL;
    }
    free(tail_site);
    repetition_free(repetition);
    free(syncs.calls);
    free(syncs.hidden);
    for (int i = 0; i < p->function_count; i++)
        uniformity_free(by_function[i]);
    free(by_function);
    return all;
}

void launch_facts_free(LaunchFacts *facts, int count)
{
    if (!facts)
        return;
    for (int i = 0; i < count; i++) {
        for (int j = 0; j < facts[i].guard_count; j++)
            free(facts[i].guards[j].text);
        free(facts[i].guards);
        free(facts[i].loops);
        free(facts[i].repeat_reason);
        free(facts[i].arg_level);
    }
    free(facts);
}
