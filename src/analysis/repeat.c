#include "analysis/repeat.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/cfg.h"
#include "model/callgraph.h"
#include "syntax/declares.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"
#include "util/strbuf.h"

/* A body that runs as a unit: a device function's or kernel's, or a
 * lambda's (`lambda` not null). */
typedef struct Body {
    TSNode node;   /* compound_statement */
    TSNode lambda; /* lambda_expression, or null */
    int fn;        /* the function, or the one the lambda is written in */
    Cfg *cfg;
    bool recursive; /* a device function that reaches itself through calls */
    char *reason;  /* why it may run more than once per thread; NULL: once at most */
} Body;

typedef struct BodyStart {
    uint32_t start; /* the body's first byte */
    int body;
} BodyStart;

struct Repetition {
    const Program *p;
    Body *bodies;
    int count, cap;
    BodyStart *by_start; /* every body, sorted by where it starts */
    char **texts; /* answers handed out */
    int text_count, text_cap;
};

static uint32_t line_of(const Program *p, TSNode node)
{
    return source_pos(p->src, ts_node_start_byte(node)).line;
}

typedef struct LambdaSearch {
    Repetition *r;
    int fn;
} LambdaSearch;

static bool collect_lambda(TSNode node, void *ctx)
{
    LambdaSearch *l = ctx;
    TSNode body = node_is(node, "lambda_expression") ? node_child_of_type(node, "compound_statement") : (TSNode){0};
    if (!ts_node_is_null(body)) {
        Body b = {.node = body, .lambda = node, .fn = l->fn};
        ARRAY_PUSH(l->r->bodies, l->r->count, l->r->cap, b);
    }
    return true;
}

static int by_start_byte(const void *a, const void *b)
{
    uint32_t x = ((const BodyStart *)a)->start, y = ((const BodyStart *)b)->start;
    return (x > y) - (x < y);
}

/* The body that is this compound statement, or -1: two compound statements
 * never start at one byte (each starts with its own brace). */
static int body_at(const Repetition *r, TSNode block)
{
    uint32_t at = ts_node_start_byte(block);
    int lo = 0, hi = r->count - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        uint32_t start = r->by_start[mid].start;
        if (start == at)
            return node_same(r->bodies[r->by_start[mid].body].node, block) ? r->by_start[mid].body : -1;
        if (start < at)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

/* The innermost body holding node, or -1. */
static int body_of(const Repetition *r, TSNode node)
{
    for (TSNode a = parents_of(node); !ts_node_is_null(a); a = parents_of(a)) {
        int at = node_is(a, "compound_statement") ? body_at(r, a) : -1;
        if (at >= 0)
            return at;
    }
    return -1;
}

static bool in_device_code(const Program *p, int fn)
{
    return fn >= 0 && (p->functions[fn].spaces & (SPACE_DEVICE | SPACE_GLOBAL));
}

/* Whether function fn reaches itself through calls (launches start new
 * grids, whose threads are others): one of the functions it calls reaches
 * it. Most call none, and are answered without a search. */
static bool calls_itself(const Program *p, int fn)
{
    const CallGraph *g = &p->graph;
    for (int k = g->call_start[fn]; k < g->call_start[fn + 1]; k++)
        if (callgraph_calls_reach(p, g->calls[k], fn))
            return true;
    return false;
}

/* A call of a body (the function or lambda it runs) found so far. */
typedef struct Calls {
    TSNode first, second; /* the first two calls */
    int count;
    TSNode other;         /* a use other than a call, if any */
} Calls;

static void add_call(Calls *c, TSNode call)
{
    if (c->count == 0)
        c->first = call;
    else if (c->count == 1)
        c->second = call;
    c->count++;
}

/* Why a body whose calls are `c` may run more than once: `what` names it. */
static char *reason_from_calls(Repetition *r, const char *what, const Calls *c)
{
    const Program *p = r->p;
    StrBuf b;
    strbuf_init(&b);
    if (!ts_node_is_null(c->other)) {
        strbuf_printf(&b, "%s used at line %u other than by a call, so how often it runs is unknown", what,
                      line_of(p, c->other));
    } else if (c->count >= 2) {
        strbuf_printf(&b, "%s called more than once (lines %u and %u)", what, line_of(p, c->first),
                      line_of(p, c->second));
    } else if (c->count == 1) {
        int at = body_of(r, c->first);
        if (at < 0) {
            strbuf_free(&b);
            return NULL;
        }
        const Body *caller = &r->bodies[at];
        int v = cfg_vertex_of(caller->cfg, c->first);
        if (v < 0 || cfg_on_cycle(caller->cfg, v))
            strbuf_printf(&b, "%s called in a loop (line %u)", what, line_of(p, c->first));
        else if (caller->reason)
            strbuf_printf(&b, "%s called at line %u %s", what, line_of(p, c->first), caller->reason);
    }
    if (b.len == 0) {
        strbuf_free(&b);
        return NULL;
    }
    char *text = strbuf_take(&b);
    strbuf_free(&b);
    return text;
}

typedef struct UseSearch {
    const Source *src;
    TSNode name;  /* the declared identifier */
    Calls *calls;
} UseSearch;

static bool find_use(TSNode node, void *ctx)
{
    UseSearch *u = ctx;
    if (!node_is(node, "identifier") || ts_node_start_byte(node) <= ts_node_start_byte(u->name))
        return true;
    uint32_t len = node_end_byte(u->name) - ts_node_start_byte(u->name);
    if (node_end_byte(node) - ts_node_start_byte(node) != len ||
        memcmp(u->src->text + ts_node_start_byte(node), u->src->text + ts_node_start_byte(u->name), len) != 0)
        return true;
    TSNode parent = parents_of(node);
    if (node_is(parent, "call_expression") && node_same(node_named_child(parent, 0), node))
        add_call(u->calls, parent);
    else if (ts_node_is_null(u->calls->other))
        u->calls->other = node;
    return true;
}

static TSNode outside_parentheses(TSNode node)
{
    TSNode a = parents_of(node);
    while (node_is(a, "parenthesized_expression")) {
        node = a;
        a = parents_of(a);
    }
    return node;
}

/* How a lambda is run: called where it is written, or through the variable
 * it initialises (every later use of that name in its block); anything else
 * (passed on, stored, returned) is a use dpopt cannot follow. */
static Calls lambda_calls(const Repetition *r, TSNode lambda)
{
    Calls c;
    memset(&c, 0, sizeof c);
    TSNode outer = outside_parentheses(lambda);
    TSNode parent = parents_of(outer);
    if (node_is(parent, "call_expression") && node_same(node_named_child(parent, 0), outer)) {
        add_call(&c, parent);
    } else if (node_is(parent, "init_declarator") && !ts_node_is_null(declares_identifier(parent))) {
        UseSearch u = {r->p->src, declares_identifier(parent), &c};
        TSNode scope = node_ancestor_of_type(parent, "compound_statement");
        if (ts_node_is_null(scope))
            c.other = outer;
        else
            node_walk(scope, find_use, &u);
    } else {
        c.other = outer;
    }
    return c;
}

static Calls function_calls(const Program *p, int fn)
{
    Calls c;
    memset(&c, 0, sizeof c);
    for (int i = 0; i < p->call_count; i++)
        if (p->calls[i].callee_fn == fn && in_device_code(p, p->calls[i].caller_fn))
            add_call(&c, p->calls[i].node);
    return c;
}

static char *body_reason(Repetition *r, const Body *b)
{
    const Program *p = r->p;
    StrBuf what;
    strbuf_init(&what);
    char *reason = NULL;
    if (!ts_node_is_null(b->lambda)) {
        strbuf_printf(&what, "in a lambda (line %u)", line_of(p, b->lambda));
        Calls c = lambda_calls(r, b->lambda);
        reason = reason_from_calls(r, what.data, &c);
    } else if (!(p->functions[b->fn].spaces & SPACE_GLOBAL)) {
        /* a kernel's body runs once per thread of its grid */
        strbuf_printf(&what, "in device function `%s`", p->functions[b->fn].name);
        if (b->recursive) {
            strbuf_puts(&what, ", which calls itself (recursion)");
            reason = strbuf_take(&what);
        } else {
            Calls c = function_calls(p, b->fn);
            reason = reason_from_calls(r, what.data, &c);
        }
    }
    strbuf_free(&what);
    return reason;
}

Repetition *repetition_analyze(const Program *p)
{
    Repetition *r = xcalloc(1, sizeof *r);
    r->p = p;
    for (int i = 0; i < p->function_count; i++) {
        const Function *fn = &p->functions[i];
        if (!fn->is_definition || ts_node_is_null(fn->body) || !in_device_code(p, i))
            continue;
        Body b = {.node = fn->body, .fn = i};
        ARRAY_PUSH(r->bodies, r->count, r->cap, b);
        LambdaSearch l = {r, i};
        node_walk(fn->body, collect_lambda, &l);
    }
    r->by_start = xmalloc((size_t)(r->count + 1) * sizeof *r->by_start);
    for (int i = 0; i < r->count; i++)
        r->by_start[i] = (BodyStart){ts_node_start_byte(r->bodies[i].node), i};
    qsort(r->by_start, (size_t)r->count, sizeof *r->by_start, by_start_byte);
    for (int i = 0; i < r->count; i++) {
        r->bodies[i].cfg = cfg_build(p->src, r->bodies[i].node);
        r->bodies[i].recursive = ts_node_is_null(r->bodies[i].lambda) && calls_itself(p, r->bodies[i].fn);
    }
    /* A body's reason only ever appears, so this ends within count passes. */
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < r->count; i++) {
            if (r->bodies[i].reason)
                continue;
            r->bodies[i].reason = body_reason(r, &r->bodies[i]);
            changed = changed || r->bodies[i].reason;
        }
    }
    return r;
}

void repetition_free(Repetition *r)
{
    if (!r)
        return;
    for (int i = 0; i < r->count; i++) {
        cfg_free(r->bodies[i].cfg);
        free(r->bodies[i].reason);
    }
    for (int i = 0; i < r->text_count; i++)
        free(r->texts[i]);
    free(r->texts);
    free(r->bodies);
    free(r->by_start);
    free(r);
}

const char *repetition_of(Repetition *r, TSNode node)
{
    int at = body_of(r, node);
    if (at < 0)
        return NULL;
    const Body *b = &r->bodies[at];
    TSNode jump = {0};
    if (cfg_on_goto_cycle(b->cfg, cfg_vertex_of(b->cfg, node), &jump)) {
        StrBuf t;
        strbuf_init(&t);
        strbuf_printf(&t, "in a loop built with goto (the goto at line %u)", line_of(r->p, jump));
        char *text = strbuf_take(&t);
        strbuf_free(&t);
        ARRAY_PUSH(r->texts, r->text_count, r->text_cap, text);
        return text;
    }
    return b->reason;
}

uint32_t repetition_lambda_line(const Repetition *r, TSNode node)
{
    int at = body_of(r, node);
    return at >= 0 && !ts_node_is_null(r->bodies[at].lambda) ? line_of(r->p, r->bodies[at].lambda) : 0;
}
