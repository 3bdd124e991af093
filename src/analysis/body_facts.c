#include "analysis/body_facts.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "util/alloc.h"

typedef struct Scan {
    const Program *program;
    BodyFacts *facts;
    bool *visited;
} Scan;

static void scan_function(Scan *s, int function);

/* Warp-wide intrinsics: every lane of the mask runs them together. */
static bool is_warp_op(const char *name)
{
    static const char *const ops[] = {"__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync",
                                      "__ballot_sync", "__any_sync", "__all_sync", "__syncwarp", "__activemask",
                                      "__match_any_sync", "__match_all_sync", "__reduce_add_sync",
                                      "__reduce_min_sync", "__reduce_max_sync", "__reduce_and_sync",
                                      "__reduce_or_sync", "__reduce_xor_sync", NULL};
    for (int i = 0; ops[i]; i++)
        if (strcmp(name, ops[i]) == 0)
            return true;
    return false;
}

static bool identifier_is(const Source *src, TSNode node, const char *name)
{
    return (node_is(node, "identifier") || node_is(node, "field_identifier")) &&
           node_text_is(src, node, name);
}

static bool visit(TSNode node, void *ctx)
{
    Scan *s = ctx;
    const Source *src = s->program->src;
    BodyFacts *f = s->facts;
    if (identifier_is(src, node, "blockIdx"))
        f->uses_block_idx = true;
    else if (identifier_is(src, node, "gridDim"))
        f->uses_grid_dim = true;
    else if (identifier_is(src, node, "blockDim"))
        f->uses_block_dim = true;
    else if (identifier_is(src, node, "threadIdx"))
        f->uses_thread_idx = true;
    else if (node_is(node, "type_qualifier") && node_text_is(src, node, "__shared__"))
        f->uses_shared = true;
    else if (node_is(node, "new_expression"))
        f->uses_device_malloc = true;
    else if (node_is(node, "delete_expression"))
        f->uses_device_free = true;
    else if (node_is(node, "call_expression")) {
        if (!ts_node_is_null(node_child_of_type(node, "kernel_call_syntax"))) {
            f->launches = true;
            /* The child's body is its own grid: arguments only. */
            TSNode args = node_child_of_type(node, "argument_list");
            if (!ts_node_is_null(args))
                node_walk(args, visit, ctx);
            return false;
        }
        TSNode fn = ts_node_named_child(node, 0);
        if (node_is(fn, "template_function"))
            fn = ts_node_named_child(fn, 0);
        char *name = NULL;
        if (node_is(fn, "field_expression")) {
            TSNode field = node_child_of_type(fn, "field_identifier");
            name = ts_node_is_null(field) ? xstrdup("") : node_text(src, field);
            /* cooperative groups: block.sync() / grid.sync() */
            char *object = node_text(src, ts_node_named_child(fn, 0));
            if (strcmp(name, "sync") == 0) {
                if (strstr(object, "grid"))
                    f->uses_grid_sync = true;
                else
                    f->uses_syncthreads = true;
            }
            free(object);
        } else {
            name = node_text(src, fn);
        }
        if (strncmp(name, "__syncthreads", 13) == 0)
            f->uses_syncthreads = true;
        else if (is_warp_op(name))
            f->uses_warp_ops = true;
        else if (strcmp(name, "cudaMalloc") == 0 || strcmp(name, "malloc") == 0)
            f->uses_device_malloc = true;
        else if (strcmp(name, "cudaFree") == 0 || strcmp(name, "free") == 0)
            f->uses_device_free = true;
        else {
            int callee = model_find_function(s->program, name);
            if (callee >= 0)
                scan_function(s, callee);
        }
        free(name);
    }
    return true;
}

static void scan_function(Scan *s, int function)
{
    if (s->visited[function])
        return;
    s->visited[function] = true;
    const Function *fn = &s->program->functions[function];
    if (ts_node_is_null(fn->body))
        return;
    node_walk(fn->body, visit, s);
}

BodyFacts body_facts(const Program *program, int function)
{
    BodyFacts facts = {0};
    if (function < 0 || !program->functions[function].is_definition)
        return facts;
    facts.known = true;
    Scan s = {program, &facts, xcalloc((size_t)program->function_count, sizeof(bool))};
    scan_function(&s, function);
    free(s.visited);
    return facts;
}
