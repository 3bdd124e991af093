#include "plan/promote.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "analysis/writes.h"
#include "model/callgraph.h"
#include "model/classes.h"
#include "plan/shared_limit.h"
#include "plan/site_checks.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "syntax/statements.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

const char *promote_mode_name(PromoteMode mode)
{
    switch (mode) {
    case PROMOTE_P: return "p";
    case PROMOTE_PA: return "pa";
    case PROMOTE_PO: return "po";
    case PROMOTE_PAO: return "pao";
    case PROMOTE_NONE: break;
    }
    return "none";
}

const Promotion *promote_of_site(const Promotions *ps, int site)
{
    for (int i = 0; ps && i < ps->count; i++)
        if (ps->items[i].site == site)
            return &ps->items[i];
    return NULL;
}

const Promotion *promote_started_by(const Promotions *ps, int site)
{
    for (int i = 0; ps && i < ps->count; i++)
        for (int j = 0; ps->items[i].mode != PROMOTE_NONE && j < ps->items[i].start_count; j++)
            if (ps->items[i].starts[j] == site)
                return &ps->items[i];
    return NULL;
}

bool promote_is_chain_kernel(const Promotions *ps, int fn)
{
    for (int i = 0; ps && i < ps->count; i++)
        if (ps->items[i].mode != PROMOTE_NONE && ps->items[i].kernel == fn)
            return true;
    return false;
}

/* Sets the reason (first one wins) and returns false. */
static bool refuse(Promotion *pr, TSNode at, const char *fmt, ...)
{
    if (pr->reason)
        return false;
    va_list ap;
    va_start(ap, fmt);
    pr->reason = strbuf_vformat(fmt, ap);
    va_end(ap);
    pr->reason_at = ts_node_start_byte(at);
    return false;
}

/* --- what the body writes ------------------------------------------------ */

/* --- available expressions ----------------------------------------------- */

typedef struct Avail {
    const Program *p;
    const Function *fn;
    const bool *known;       /* per parameter: known at the start of a link */
    TSNode bad;              /* the first thing not available */
} Avail;

static bool is_param_known(const Avail *a, TSNode id)
{
    for (int i = 0; i < a->fn->param_count; i++)
        if (node_text_is(a->p->src, id, a->fn->params[i].name))
            return a->known[i];
    return false;
}

/* An object-like macro, defined once, whose body holds numbers, operators
 * and such macros only. */
static bool is_constant_macro_named(const Program *p, const char *name, size_t n, int depth)
{
    int k = macros_find(&p->macros, name, n, -1);
    if (depth > 8 || k < 0 || macros_find(&p->macros, name, n, k) >= 0)
        return false; /* none, or defined more than once */
    const MacroDef *d = &p->macros.defs[k];
    if (d->is_function)
        return false;
    size_t len = strlen(d->body), pos = 0, start, wlen;
    while (text_next_identifier(d->body, len, &pos, &start, &wlen))
        if (!is_constant_macro_named(p, d->body + start, wlen, depth + 1))
            return false;
    return true;
}

static bool is_constant_macro(const Program *p, const Source *src, TSNode id)
{
    uint32_t s = ts_node_start_byte(id), e = node_end_byte(id);
    return is_constant_macro_named(p, src->text + s, e - s, 0);
}

static bool find_unavailable(TSNode node, void *ctx)
{
    Avail *a = ctx;
    const Source *src = a->p->src;
    if (!ts_node_is_null(a->bad))
        return false;
    if (node_is(node, "call_expression") || node_is(node, "assignment_expression") ||
        node_is(node, "update_expression") || node_is(node, "lambda_expression")) {
        a->bad = node;
        return false;
    }
    if (node_is(node, "field_expression")) {
        /* threadIdx.x: its object decides; ->: a load */
        TSNode op = node_operator(node);
        if (!ts_node_is_null(op) && ts_node_end_byte(op) - ts_node_start_byte(op) == 2) {
            a->bad = node;
            return false;
        }
        node_walk(node_named_child(node, 0), find_unavailable, a);
        return false;
    }
    if (node_is(node, "subscript_expression") || (node_is(node, "pointer_expression") &&
                                                  node_text_is(src, node_operator(node), "*"))) {
        a->bad = node; /* a load: memory may change before the launch */
        return false;
    }
    if (node_is(node, "identifier")) {
        static const char *const place[] = {"threadIdx", "blockDim", "blockIdx", "gridDim", NULL};
        for (int i = 0; place[i]; i++)
            if (node_text_is(src, node, place[i]))
                return false;
        if (!is_param_known(a, node) && !is_constant_macro(a->p, src, node) && !node_text_is(src, node, "true") &&
            !node_text_is(src, node, "false") && !node_text_is(src, node, "nullptr"))
            a->bad = node;
        return false;
    }
    return true;
}

/* The first part of `expr` not available at the start of the block, or a
 * null node when all of it is. */
static TSNode unavailable_part(const Avail *a, TSNode expr)
{
    Avail w = *a;
    w.bad = (TSNode){0};
    node_walk(expr, find_unavailable, &w);
    return w.bad;
}

/* --- the block size of every link -------------------------------------- */

/* Whether the launch's block size is the same in every link of the chain,
 * so that a pool's blocks, all of one size (the size of the block that
 * launched the pool), run each link with its own: a constant (literals,
 * constant macros, sizeof, and the arithmetic and casts of them and of the
 * next two), a parameter known at the start (never written, not
 * postponed) the launch passes on unchanged in its own place (each link
 * gets the first one's), or, the whole block, the link's own blockDim.x
 * (each link gets its producer's). `named[k]` is set for each parameter k
 * it names so. The first part that may change from link to link in *bad. */
typedef struct Fixed {
    const Program *p;
    const Function *fn;
    const LaunchSite *s;
    const bool *known;
    bool *named;
    TSNode bad;
} Fixed;

/* Parameter k, known at the start, passed on as itself: `m` in m's place. */
static bool passed_on(const Fixed *f, TSNode id)
{
    for (int k = 0; k < f->fn->param_count; k++) {
        if (!node_text_is(f->p->src, id, f->fn->params[k].name))
            continue;
        if (!f->known[k] || k >= f->s->arg_count)
            return false;
        TSNode arg = node_unparenthesised(f->s->arg_nodes[k]);
        if (!node_is(arg, "identifier") || !node_text_is(f->p->src, arg, f->fn->params[k].name))
            return false;
        if (f->named)
            f->named[k] = true;
        return true;
    }
    return false;
}

static bool link_fixed(Fixed *f, TSNode e)
{
    if (!ts_node_is_null(f->bad))
        return false;
    bool ok;
    if (node_is(e, "number_literal") || node_is(e, "char_literal") || node_is(e, "true") ||
        node_is(e, "false") || node_is(e, "sizeof_expression"))
        ok = true;
    else if (node_is(e, "identifier"))
        ok = passed_on(f, e) || is_constant_macro(f->p, f->p->src, e);
    else if (node_is(e, "cast_expression")) {
        TSNode value = ts_node_child_by_field_name(e, "value", 5);
        return !ts_node_is_null(value) && link_fixed(f, value);
    } else if (node_is(e, "parenthesized_expression") || node_is(e, "binary_expression") ||
               node_is(e, "unary_expression") || node_is(e, "conditional_expression")) {
        uint32_t operands = 0;
        for (uint32_t k = 0; k < ts_node_named_child_count(e); k++) {
            TSNode operand = ts_node_named_child(e, k);
            if (node_is(operand, "comment"))
                continue;
            if (!link_fixed(f, operand))
                return false;
            operands++;
        }
        ok = operands > 0;
    } else
        ok = false;
    if (!ok && ts_node_is_null(f->bad))
        f->bad = e;
    return ok;
}

static bool is_block_dim_x(const Source *src, TSNode e)
{
    e = node_unparenthesised(e);
    if (!node_is(e, "field_expression") || !node_text_is(src, node_operator(e), "."))
        return false;
    TSNode object = ts_node_child_by_field_name(e, "argument", 8);
    TSNode field = ts_node_child_by_field_name(e, "field", 5);
    return node_text_is(src, object, "blockDim") && node_text_is(src, field, "x");
}

static TSNode block_varies(const Program *p, const Function *fn, const LaunchSite *s, const bool *known, bool *named)
{
    if (is_block_dim_x(p->src, s->config[1]))
        return (TSNode){0};
    Fixed f = {.p = p, .fn = fn, .s = s, .known = known, .named = named};
    link_fixed(&f, s->config[1]);
    return f.bad;
}

/* --- the launch statement ------------------------------------------------ */

/* `threadIdx.x`, whatever comments and parentheses stand between its tokens. */
static bool is_thread_x(const Source *src, TSNode e)
{
    while (node_is(e, "parenthesized_expression"))
        e = node_named_child(e, 0);
    if (!node_is(e, "field_expression"))
        return false;
    TSNode object = ts_node_child_by_field_name(e, "argument", 8);
    TSNode field = ts_node_child_by_field_name(e, "field", 5);
    return node_text_is(src, object, "threadIdx") && node_text_is(src, field, "x");
}

static bool is_zero(const Source *src, TSNode e)
{
    while (node_is(e, "parenthesized_expression"))
        e = node_named_child(e, 0);
    return node_is(e, "number_literal") && node_text_is(src, e, "0");
}

/* `threadIdx.x == 0`, `0 == threadIdx.x` or `!threadIdx.x`, read from the
 * tree so that comments between the tokens change nothing. */
static bool is_thread_zero(const Source *src, TSNode e)
{
    while (node_is(e, "parenthesized_expression"))
        e = node_named_child(e, 0);
    if (node_is(e, "unary_expression"))
        return node_text_is(src, node_operator(e), "!") &&
               is_thread_x(src, ts_node_child_by_field_name(e, "argument", 8));
    if (!node_is(e, "binary_expression") || !node_text_is(src, node_operator(e), "=="))
        return false;
    TSNode left = ts_node_child_by_field_name(e, "left", 4);
    TSNode right = ts_node_child_by_field_name(e, "right", 5);
    return (is_thread_x(src, left) && is_zero(src, right)) || (is_zero(src, left) && is_thread_x(src, right));
}

#define MAX_CONJUNCTS 8

/* The conjuncts of `a && b && ...` (parentheses around the whole dropped). */
static int conjuncts(const Source *src, TSNode e, TSNode *out, int n)
{
    while (node_is(e, "parenthesized_expression"))
        e = node_named_child(e, 0);
    if (node_is(e, "binary_expression") && node_text_is(src, node_operator(e), "&&")) {
        n = conjuncts(src, ts_node_child_by_field_name(e, "left", 4), out, n);
        return n < 0 ? n : conjuncts(src, ts_node_child_by_field_name(e, "right", 5), out, n);
    }
    if (n >= MAX_CONJUNCTS)
        return -1;
    out[n] = e;
    return n + 1;
}

/* The if statement holding the launch, its thread test and condition. */
static bool check_statement(const Program *p, Promotion *pr, const LaunchSite *s, const Function *fn)
{
    const Source *src = p->src;
    TSNode stmt = s->statement;
    TSNode up = parents_of(stmt);
    if (node_is(up, "compound_statement") && node_named_child_count(up) == 1)
        up = parents_of(up);
    if (!node_is(up, "if_statement") || !node_same(parents_of(up), fn->body))
        return refuse(pr, s->node, "the launch is not the only statement of an if at the top of the kernel's body "
                                   "(`if (threadIdx.x == 0 && ...) %s<<<1, ...>>>(...);`)", fn->name);
    if (!ts_node_is_null(ts_node_child_by_field_name(up, "alternative", 11)))
        return refuse(pr, up, "the if holding the launch has an else");
    pr->statement = up;
    TSNode cond = ts_node_child_by_field_name(up, "condition", 9);
    if (node_is(cond, "condition_clause"))
        cond = ts_node_child_by_field_name(cond, "value", 5);
    TSNode parts[MAX_CONJUNCTS];
    int n = conjuncts(src, cond, parts, 0);
    int zero = -1;
    for (int i = 0; i < n; i++)
        if (is_thread_zero(src, parts[i]))
            zero = zero < 0 ? i : -2;
    if (zero < 0)
        return refuse(pr, cond, "the launch is not made by thread 0 alone (its if tests `threadIdx.x == 0`, and "
                                "anything else with &&)");
    pr->cond = cond;
    for (int i = 0; i < n; i++)
        if (i != zero)
            pr->conds[pr->cond_count++] = parts[i];
    return true;
}

/* Every launch of the kernel: one block of a block size one number gives. */
/* Whether the file declares the name `id` holds as a dim3 or with auto
 * anywhere (`dim3 block(512);`, `auto block = dim3(512);`): then a block
 * spelled by that name may have more than one dimension. */
static bool may_name_dim3(const Program *p, TSNode id)
{
    const char *t = p->src->text;
    size_t len = p->src->len, n = node_end_byte(id) - ts_node_start_byte(id);
    const char *name = t + ts_node_start_byte(id);
    size_t pos = 0, start, wlen;
    bool after_type = false;
    while (text_next_identifier(t, len, &pos, &start, &wlen)) {
        if (after_type && wlen == n && strncmp(t + start, name, n) == 0)
            return true;
        bool is_const = wlen == 5 && strncmp(t + start, "const", 5) == 0;
        if (!is_const)
            after_type = (wlen == 4 && (strncmp(t + start, "dim3", 4) == 0 || strncmp(t + start, "auto", 4) == 0));
    }
    return false;
}

static bool check_launches_of(const Program *p, Promotion *pr, int k)
{
    if (p->functions[k].clusters)
        return refuse(pr, p->functions[k].node, "%s runs in clusters (__cluster_dims__), which its promoted copy "
                      "would not", p->functions[k].name);
    /* The kernel and its chain's copy are bounded to 64 registers a thread
     * where its blocks may be wide (plan/launch_bounds.c). */
    CompiledApart apart = compiled_apart_when_bounded(p, k);
    if (apart.kind != APART_NONE) {
        char *note = compiled_apart_note(p, k, apart, "its promoted copy");
        refuse(pr, apart.at, "%s", note);
        free(note);
        return false;
    }
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *l = &p->launches[i];
        if (l->callee_fn != k)
            continue;
        char *grid = text_trimmed(l->grid, strlen(l->grid));
        bool one = strcmp(grid, "1") == 0 || strcmp(grid, "1u") == 0;
        free(grid);
        if (!one)
            return refuse(pr, l->node, "a launch of %s has a grid other than `1`: the chain is one of single blocks",
                          p->functions[k].name);
        if (strstr(l->block, "dim3") || strchr(l->block, '{') || strchr(l->block, ','))
            return refuse(pr, l->node, "a launch of %s has a block of more than one dimension: `threadIdx.x == 0` "
                                       "would be more than one thread", p->functions[k].name);
        if (l->shmem && strcmp(l->shmem, "0") != 0)
            return refuse(pr, l->node, "a launch of %s has dynamic shared memory", p->functions[k].name);
        if (node_is(l->config[1], "identifier") && may_name_dim3(p, l->config[1]))
            return refuse(pr, l->node, "a launch of %s has a block that may be a dim3", p->functions[k].name);
        if (l->device_side && l->stream && strstr(l->stream, "TailLaunch"))
            return refuse(pr, l->node, "the launch goes into cudaStreamTailLaunch: the consumer waits for the "
                                       "whole producer, which promotion would not keep");
    }
    return true;
}

/* --- the launch's error ---------------------------------------------------- */

typedef struct ErrorQuery {
    const Source *src;
    TSNode found;
} ErrorQuery;

static bool find_error_query(TSNode node, void *ctx)
{
    ErrorQuery *q = ctx;
    if (!ts_node_is_null(q->found))
        return false;
    if (node_is(node, "identifier")) {
        char *name = node_text(q->src, node);
        if (model_is_error_query(name))
            q->found = node;
        free(name);
    }
    return ts_node_is_null(q->found);
}

/* Whether the kernel asks the device runtime for its last error, in its own
 * body, a function it calls or a macro: the launch, promoted, is made before
 * the prologue, or not at all where the launch as written would fail on its
 * configuration (runtime chain.cuh), so the error the launch as written
 * leaves (cudaErrorInvalidConfiguration after a block of 2,048) is not
 * there when the kernel asks, nor is its absence before. */
static bool check_error_query(const Program *p, Promotion *pr, const Function *fn)
{
    ErrorQuery q = {.src = p->src};
    node_walk(fn->body, find_error_query, &q);
    if (!ts_node_is_null(q.found))
        return refuse(pr, q.found, "%s asks for the device runtime's last error: its launch, promoted, is made "
                                   "before the prologue, or not at all where the launch as written would fail, "
                                   "so the error the launch leaves as written would not be where it asks",
                      fn->name);
    BodyFacts callees = body_facts_of_callees(p, pr->kernel);
    if (callees.error_query_chain[0])
        return refuse(pr, fn->node, "%s %s: its launch, promoted, is made before the prologue, or not at all "
                                    "where the launch as written would fail, so the error the launch leaves as "
                                    "written would not be where it asks",
                      fn->name, callees.error_query_chain);
    return true;
}

typedef struct Jumps {
    TSNode found;
} Jumps;

static bool find_jump(TSNode node, void *ctx)
{
    Jumps *j = ctx;
    if (!ts_node_is_null(j->found))
        return false;
    if (node_is(node, "return_statement") || node_is(node, "goto_statement") || node_is(node, "labeled_statement") ||
        node_is(node, "throw_statement")) {
        j->found = node;
        return false;
    }
    return !node_is(node, "lambda_expression");
}

/* --- overlap ------------------------------------------------------------- */

/* Declarations of a name in the prologue, wherever they stand (a for
 * loop's own variable too). */
typedef struct Locals {
    const Source *src;
    const char *name;
    uint32_t before;   /* the launch statement's start */
    bool declared, array;
} Locals;

static bool find_local(TSNode node, void *ctx)
{
    Locals *l = ctx;
    if (ts_node_start_byte(node) >= l->before)
        return false;
    if (!node_is(node, "declaration"))
        return true;
    TSNode d = statements_declarator_of(l->src, node, l->name);
    if (!ts_node_is_null(d)) {
        TSNode inner = node_is(d, "init_declarator") ? ts_node_child_by_field_name(d, "declarator", 10) : d;
        l->array = (l->declared ? l->array : true) && node_is(inner, "array_declarator");
        l->declared = true;
    }
    return true;
}

/* Whether `name` is declared in the prologue (not a parameter), and as an
 * array (not a pointer) in every declaration. */
static bool is_local_array(const Function *fn, const Source *src, TSNode body, TSNode before, const char *name,
                           bool *declared)
{
    for (int i = 0; i < fn->param_count; i++)
        if (strcmp(fn->params[i].name, name) == 0) {
            *declared = false;
            return false;
        }
    Locals l = {src, name, ts_node_start_byte(before), false, false};
    node_walk(body, find_local, &l);
    *declared = l.declared;
    return l.array;
}

typedef struct Prologue {
    const Program *p;
    const Function *fn;
    TSNode body, launch_stmt;
    TSNode bad;        /* the first write to memory not the block's own, or call */
} Prologue;

static bool find_outside_write(TSNode node, void *ctx)
{
    Prologue *w = ctx;
    const Source *src = w->p->src;
    if (!ts_node_is_null(w->bad))
        return false;
    TSNode target = {0};
    if (node_is(node, "assignment_expression"))
        target = ts_node_child_by_field_name(node, "left", 4);
    else if (node_is(node, "update_expression"))
        target = ts_node_child_by_field_name(node, "argument", 8);
    if (!ts_node_is_null(target)) {
        bool through, declared;
        TSNode root = writes_target_root(target, &through);
        char *name = node_is(root, "identifier") ? node_text(src, root) : NULL;
        bool array = name && is_local_array(w->fn, src, w->body, w->launch_stmt, name, &declared);
        bool ok = name && declared && (!through || array) && !node_is(target, "pointer_expression");
        /* x.f of a local struct is its own; x->f is not */
        if (ok && node_is(target, "field_expression") && through && !array)
            ok = false;
        free(name);
        if (!ok) {
            w->bad = node;
            return false;
        }
    }
    if (node_is(node, "call_expression")) {
        char *callee = node_callee_name(src, node);
        bool barrier = callee && strncmp(callee, "__syncthreads", 13) == 0;
        bool pure = callee && body_facts_is_intrinsic(callee) && !body_facts_intrinsic_writes_first(callee) &&
                    strncmp(callee, "cuda", 4) != 0 && strcmp(callee, "malloc") != 0 && strcmp(callee, "free") != 0 &&
                    strcmp(callee, "printf") != 0;
        free(callee);
        if (!barrier && !pure) {
            w->bad = node;
            return false;
        }
    }
    return true;
}

/* Overlap: the offset before which the prologue runs ahead of the wait, or
 * 0 with pr->reason set. */
static uint32_t independent_end(const Program *p, Promotion *pr, const Function *fn)
{
    Prologue w = {.p = p, .fn = fn, .body = fn->body, .launch_stmt = pr->statement};
    uint32_t n = node_named_child_count(fn->body);
    uint32_t end = 0;
    bool stopped = false, any = false;
    for (uint32_t i = 0; i < n; i++) {
        TSNode st = node_named_child(fn->body, i);
        if (node_same(st, pr->statement))
            break;
        any = any || !node_is(st, "comment");
        node_walk(st, find_outside_write, &w);
        if (!ts_node_is_null(w.bad)) {
            refuse(pr, w.bad, "no overlap: the prologue writes memory other than the block's own, or calls a "
                              "function, and the next link's prologue could run before it");
            return 0;
        }
        bool names_postponed = node_is(st, "comment");
        for (int k = 0; !stopped && !names_postponed && k < fn->param_count; k++)
            names_postponed = pr->postponed[k] && statements_mentions(p->src, st, fn->params[k].name);
        if (node_is(st, "comment"))
            continue;
        if (names_postponed)
            stopped = true;
        if (!stopped)
            end = node_end_byte(st);
    }
    if (!any)
        refuse(pr, pr->statement, "no overlap: the launch is the kernel's first statement, so there is no prologue");
    else if (!end)
        refuse(pr, pr->statement, "no overlap: the prologue's first statement reads a postponed parameter");
    return end;
}

/* --- the plan ------------------------------------------------------------ */

/* The host launches that start the chain as a pool's first block: those
 * whose block is the links' own (the same text, or the links launch with
 * blockDim.x: their producer's). */
static void plan_starts(const Program *p, Promotion *pr, const bool *named)
{
    const char *links = p->launches[pr->site].block;
    const Function *fn = &p->functions[pr->kernel];
    bool inherited = text_same_but_space(links, "blockDim.x");
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *l = &p->launches[i];
        if (l->device_side || l->callee_fn != pr->kernel || !(inherited || text_same_but_space(l->block, links)))
            continue;
        /* A pool's later blocks take the size of the host's block: where it
         * names a parameter the links pass on, the host passes the same
         * name in that place (the first link's value is the host's). */
        bool same = true;
        for (int k = 0; pr->group > 1 && !inherited && k < fn->param_count; k++)
            if (named[k] && (k >= l->arg_count || !text_same_but_space(l->args[k], fn->params[k].name)))
                same = false;
        if (same)
            ARRAY_PUSH(pr->starts, pr->start_count, pr->start_cap, i);
    }
}

static void plan_site(const Program *p, Promotion *pr, PromoteMode mode, unsigned int group, bool start_pools)
{
    const LaunchSite *s = &p->launches[pr->site];
    const Function *fn = &p->functions[pr->kernel];
    const Source *src = p->src;
    pr->postponed = xcalloc((size_t)(fn->param_count > 0 ? fn->param_count : 1), sizeof *pr->postponed);
    if (s->unseen)
        return (void)refuse(pr, s->node, "%s", s->unseen);
    if (fn->is_template)
        return (void)refuse(pr, fn->node, "%s is a template", fn->name);
    /* Generated code declares dp_ names in the kernel's body (dp_next, dp_post, ...). */
    BodyFacts facts = body_facts(p, pr->kernel);
    if (!ts_node_is_null(facts.reserved_name))
        return (void)refuse(pr, facts.reserved_name, "%s names '%s', and the names beginning with dp_ are dpopt's",
                            fn->name, facts.reserved_text);
    for (int i = 0; i < p->launch_count; i++)
        if (i != pr->site && p->launches[i].caller_fn == pr->kernel)
            return (void)refuse(pr, p->launches[i].node, "%s launches another kernel too", fn->name);
    /* The links run the body in kernels of dpopt's, which a class's friend
     * declaration of the kernel does not name. */
    const FriendDecl *friend = model_find_friend(p, fn->name);
    if (friend)
        return (void)refuse(pr, fn->node, "%s is declared a friend of class %s (%s%s%u): the kernels dpopt would "
                                          "run its links in, under other names, would not be",
                            fn->name, friend->class_name, friend->header < 0 ? "line " : p->headers[friend->header].path,
                            friend->header < 0 ? "" : ":", friend->line);
    for (int i = 0; i < fn->param_count; i++) {
        const Param *q = &fn->params[i];
        if (!q->name[0] || model_param_name_at(q) < 0 || strchr(q->type, '&'))
            return (void)refuse(pr, q->node, "parameter '%s' of %s is not one a record can hold", q->name[0] ? q->name : "(unnamed)",
                                fn->name);
    }
    if (s->arg_count != fn->param_count)
        return (void)refuse(pr, s->node, "the launch leaves parameters to their defaults");
    /* A link declares its place and the records of the kernel's parameters
     * beside the body's shared memory (plan/shared_limit.h); a parameter
     * of a type dpopt cannot size counts for nothing. */
    unsigned long long records = 0;
    for (int i = 0; i < fn->param_count; i++) {
        unsigned long long bytes;
        if (shared_type_text_bytes(fn->params[i].type, &bytes))
            records += bytes + 7; /* and its alignment in the record */
    }
    SharedBytes shared;
    if (shared_limit_passed(p, pr->kernel, SHARED_CHAIN + records, &shared))
        return (void)refuse(pr, ts_node_is_null(shared.largest) ? fn->node : shared.largest,
                            "%s declares %llu bytes of static shared memory and its chain's links add up to %llu "
                            "more: past the 48 KB (49152 bytes) a block may declare statically, they would not link",
                            fn->name, shared.known, SHARED_CHAIN + records);
    if (!check_launches_of(p, pr, pr->kernel) || !check_statement(p, pr, s, fn) ||
        !check_error_query(p, pr, fn))
        return;
    Jumps j = {0};
    for (uint32_t i = 0; i < node_named_child_count(fn->body); i++) {
        TSNode st = node_named_child(fn->body, i);
        if (node_same(st, pr->statement))
            break;
        node_walk(st, find_jump, &j);
    }
    if (!ts_node_is_null(j.found))
        return (void)refuse(pr, j.found, "the prologue may leave before the launch (a return, goto or label before "
                                         "it): thread 0 must reach it whenever its condition holds");
    /* Known at the start of a link: a parameter the body never writes whose
     * own argument is known at the start of the link before (a postponed
     * one arrives with the release). To a fixed point: a parameter passed
     * on from a postponed one is postponed too. */
    bool *known = xcalloc((size_t)(fn->param_count > 0 ? fn->param_count : 1), sizeof *known);
    for (int i = 0; i < fn->param_count; i++)
        known[i] = !writes_variable(src, fn->body, fn->params[i].name);
    Avail a = {.p = p, .fn = fn, .known = known};
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < s->arg_count; i++) {
            bool later = !ts_node_is_null(unavailable_part(&a, s->arg_nodes[i]));
            if (later && !pr->postponed[i]) {
                pr->postponed[i] = true;
                known[i] = false;
                changed = true;
            }
        }
    }
    TSNode bad = unavailable_part(&a, pr->cond);
    if (ts_node_is_null(bad))
        bad = unavailable_part(&a, s->config[1]);
    if (!ts_node_is_null(bad)) {
        free(known);
        char *what = node_text(src, bad);
        refuse(pr, bad, "the launch's condition or block size reads `%s`, which is not known at the start of the "
                        "block (parameters the body never writes and each link passes on as it starts, constants, "
                        "threadIdx, blockDim)",
               what);
        free(what);
        return;
    }
    bool aggregate = mode == PROMOTE_PA || mode == PROMOTE_PAO;
    bool *named = xcalloc((size_t)(fn->param_count > 0 ? fn->param_count : 1), sizeof *named);
    /* A pool runs all its links with one block size: aggregation needs the
     * same in every link; where it may differ, a pool per link (p, po). */
    TSNode varies = aggregate ? block_varies(p, fn, s, known, named) : (TSNode){0};
    free(known);
    if (!ts_node_is_null(varies)) {
        char *block = node_text(src, s->config[1]);
        char *what = node_text(src, varies);
        refuse(pr, varies, "no aggregation: its block size `%s` may differ from link to link (it reads `%s`), and a "
                           "pool's blocks are all of one size (the same in every link: a constant, a parameter "
                           "passed on unchanged, blockDim.x)",
               block, what);
        free(what);
        free(block);
        mode = mode == PROMOTE_PAO ? PROMOTE_PO : PROMOTE_P;
        aggregate = false;
        pr->unaggregated = true;
    }
    pr->group = aggregate ? group : 1;
    pr->mode = mode;
    if (start_pools)
        plan_starts(p, pr, named);
    free(named);
    if (mode == PROMOTE_PO || mode == PROMOTE_PAO) {
        pr->independent = independent_end(p, pr, fn);
        if (!pr->independent)
            pr->mode = aggregate ? PROMOTE_PA : PROMOTE_P;
    }
}

Promotions *promote_plan(const Program *p, PromoteMode mode, unsigned int group, bool start_pools)
{
    Promotions *ps = xcalloc(1, sizeof *ps);
    ps->requested = mode;
    ps->start_pools = start_pools;
    if (mode == PROMOTE_NONE)
        return ps;
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *s = &p->launches[i];
        if (!s->device_side || s->caller_fn < 0 || s->caller_fn != s->callee_fn)
            continue;
        Promotion pr = {.site = i, .kernel = s->caller_fn};
        if (p->unseen)
            refuse(&pr, s->node, "%s", p->unseen);
        else
            plan_site(p, &pr, mode, group, start_pools);
        if (!pr.postponed)
            pr.postponed = xcalloc(1, sizeof *pr.postponed);
        ARRAY_PUSH(ps->items, ps->count, ps->cap, pr);
    }
    return ps;
}

void promote_free(Promotions *ps)
{
    if (!ps)
        return;
    for (int i = 0; i < ps->count; i++) {
        free(ps->items[i].postponed);
        free(ps->items[i].starts);
        free(ps->items[i].reason);
    }
    free(ps->items);
    free(ps);
}
