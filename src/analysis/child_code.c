#include "analysis/child_code.h"

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
