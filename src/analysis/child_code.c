#include "analysis/child_code.h"

#include <string.h>

#include "model/callgraph.h"
#include "syntax/node.h"

void code_run_by(const Program *p, int fn, bool (*visit)(const Program *, int, void *), void *ctx)
{
    for (int g = 0; g < p->function_count; g++)
        if (p->functions[g].is_definition && !ts_node_is_null(p->functions[g].body) &&
            callgraph_calls_reach(p, fn, g) && !visit(p, g, ctx))
            return;
}

typedef struct StaticFind {
    const Source *src;
    int fn;
    TSNode at;
} StaticFind;

static bool find_static_local(TSNode node, void *ctx)
{
    StaticFind *f = ctx;
    if (!ts_node_is_null(f->at))
        return false;
    if (node_is(node, "declaration"))
        for (uint32_t i = 0; i < ts_node_named_child_count(node); i++) {
            TSNode k = ts_node_named_child(node, i);
            if (node_is(k, "storage_class_specifier") && node_text_is(f->src, k, "static"))
                f->at = node;
        }
    return ts_node_is_null(f->at);
}

static bool static_local_in(const Program *p, int g, void *ctx)
{
    StaticFind *f = ctx;
    node_walk(p->functions[g].body, find_static_local, f);
    if (!ts_node_is_null(f->at))
        f->fn = g;
    return ts_node_is_null(f->at);
}

TSNode child_code_static_local(const Program *p, int fn, int *where)
{
    StaticFind f = {.src = p->src, .fn = -1};
    code_run_by(p, fn, static_local_in, &f);
    *where = f.fn;
    return f.at;
}

typedef struct WaitFind {
    const Source *src;
    int fn;
    TSNode at;
} WaitFind;

/* A call that reads what another thread may be writing: an atomic, or a
 * load past the caches (__ldcv, __ldcg, ...; not __ldg, whose cache is
 * read-only for the kernel's life). */
static bool polls(const Source *src, TSNode node)
{
    TSNode fn = node_named_child(node, 0);
    uint32_t s = ts_node_start_byte(fn), e = node_end_byte(fn);
    const char *name = src->text + s;
    size_t n = e - s;
    return (n >= 6 && strncmp(name, "atomic", 6) == 0) || (n >= 4 && strncmp(name, "__ld", 4) == 0 && !(n == 5 && name[4] == 'g'));
}

static bool find_poll(TSNode node, void *ctx)
{
    WaitFind *f = ctx;
    if (!ts_node_is_null(f->at))
        return false;
    if (node_is(node, "call_expression") && polls(f->src, node))
        f->at = node;
    return ts_node_is_null(f->at);
}

/* Where a thread may wait for another without a barrier: a volatile
 * object, a __nanosleep, or a loop whose condition polls. */
static bool find_wait(TSNode node, void *ctx)
{
    WaitFind *f = ctx;
    if (!ts_node_is_null(f->at))
        return false;
    if ((node_is(node, "type_qualifier") && node_text_is(f->src, node, "volatile")) ||
        (node_is(node, "call_expression") && node_text_is(f->src, node_named_child(node, 0), "__nanosleep"))) {
        f->at = node;
        return false;
    }
    if (node_is(node, "while_statement") || node_is(node, "do_statement") || node_is(node, "for_statement")) {
        TSNode cond = ts_node_child_by_field_name(node, "condition", 9);
        if (!ts_node_is_null(cond))
            node_walk(cond, find_poll, f);
    }
    return ts_node_is_null(f->at);
}

static bool wait_in(const Program *p, int g, void *ctx)
{
    WaitFind *f = ctx;
    const Function *fn = &p->functions[g];
    node_walk(ts_node_is_null(fn->node) ? fn->body : fn->node, find_wait, f);
    if (!ts_node_is_null(f->at))
        f->fn = g;
    return ts_node_is_null(f->at);
}

TSNode child_code_wait(const Program *p, int fn, int *where)
{
    WaitFind f = {.src = p->src, .fn = -1};
    code_run_by(p, fn, wait_in, &f);
    *where = f.fn;
    return f.at;
}
