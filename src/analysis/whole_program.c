#include "analysis/whole_program.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "util/alloc.h"

static bool is_device_code(const Program *p, int fn)
{
    return fn >= 0 && (p->functions[fn].spaces & (SPACE_DEVICE | SPACE_GLOBAL));
}

/* Whether some function of the file or a quoted header defines name. */
static bool defined_somewhere(const Program *p, const char *name)
{
    for (int i = 0; i < p->function_count; i++)
        if (p->functions[i].is_definition && strcmp(p->functions[i].name, name) == 0)
            return true;
    for (int i = 0; i < p->header_function_count; i++)
        if (strcmp(p->header_functions[i].name, name) == 0)
            return true;
    return false;
}

/* An `extern` declaration of a __device__, __constant__ or __managed__
 * variable outside any function: defined in another file, it needs the
 * device linker (compiled whole, each file would hold its own copy). */
static TSNode extern_device_variable(const Source *src, TSNode node)
{
    if (node_is(node, "function_definition"))
        return (TSNode){0};
    if (node_is(node, "declaration")) {
        bool is_extern = false;
        uint32_t n = ts_node_child_count(node);
        for (uint32_t i = 0; i < n; i++) {
            TSNode c = ts_node_child(node, i);
            if (node_is(c, "storage_class_specifier") && node_text_is(src, c, "extern"))
                is_extern = true;
        }
        if (!is_extern)
            return (TSNode){0};
        char *text = node_text(src, node);
        bool device = strstr(text, "__device__") || strstr(text, "__constant__") || strstr(text, "__managed__");
        bool function = strchr(text, '(') != NULL;
        free(text);
        return device && !function ? node : (TSNode){0};
    }
    uint32_t n = ts_node_named_child_count(node);
    for (uint32_t i = 0; i < n; i++) {
        TSNode found = extern_device_variable(src, ts_node_named_child(node, i));
        if (!ts_node_is_null(found))
            return found;
    }
    return (TSNode){0};
}

static WholeProgram needs(const char *why, uint32_t at)
{
    return (WholeProgram){false, why, at, NULL, 0};
}

WholeProgram whole_program_check(const Program *p)
{
    for (int i = 0; i < p->launch_count; i++)
        if (p->launches[i].device_side)
            return needs("a launch from the device", ts_node_start_byte(p->launches[i].node));
    if (p->header_launch_count > 0)
        return needs("a launch from the device in a header it includes", 0);
    for (int i = 0; i < p->hidden_count; i++)
        if (is_device_code(p, p->hidden[i].function))
            return needs("a launch, allocation or synchronisation from the device that dpopt cannot see into",
                         ts_node_start_byte(p->hidden[i].node));
    /* A kernel defined in another file and launched from the host links
     * through its host stub, as any host function does: only a __device__
     * function (or a device-side launch, above) needs the device linker. */
    for (int i = 0; i < p->function_count; i++) {
        const Function *f = &p->functions[i];
        if (!f->is_definition && (f->spaces & SPACE_DEVICE) && !defined_somewhere(p, f->name))
            return needs("a device function defined in another file", ts_node_start_byte(f->node));
    }
    TSNode variable = extern_device_variable(p->src, ts_tree_root_node(p->tree->tree));
    if (!ts_node_is_null(variable))
        return needs("an extern device variable", ts_node_start_byte(variable));
    for (int i = 0; i < p->header_count; i++) {
        TSNode v = extern_device_variable(p->headers[i].src, ts_tree_root_node(p->headers[i].tree->tree));
        if (!ts_node_is_null(v))
            return needs("an extern device variable in a header it includes", 0);
    }
    /* The arena serves allocations past its room from the device heap. */
    for (int i = 0; i < p->toolkit_include_count; i++)
        if (strcmp(p->toolkit_includes[i], "dpopt/arena.cuh") == 0)
            return needs("device-side cudaMalloc or cudaFree (dpopt's arena falls back to them)", 0);
    WholeProgram w = {true, NULL, 0, NULL, 0};
    int cap = 0;
    for (int i = 0; i < p->call_count; i++) {
        const Call *c = &p->calls[i];
        if (!is_device_code(p, c->caller_fn) || !(c->is_runtime || model_is_cuda_api_name(c->callee)))
            continue;
        /* Host code compiled from the same function keeps its query. */
        if (!model_is_error_query(c->callee) || (p->functions[c->caller_fn].spaces & SPACE_HOST)) {
            whole_program_free(&w);
            return needs("a device-runtime call", ts_node_start_byte(c->node));
        }
        ARRAY_PUSH(w.queries, w.query_count, cap, c->node);
    }
    return w;
}

void whole_program_free(WholeProgram *w)
{
    free(w->queries);
    w->queries = NULL;
    w->query_count = 0;
}
