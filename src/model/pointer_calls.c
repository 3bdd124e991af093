#include "model/pointer_calls.h"

#include <string.h>

#include "syntax/node.h"

typedef struct PointerCallSearch {
    const Program *p;
    const Function *fn;
    TSNode found;
} PointerCallSearch;

/* Whether `name` names a variable at file scope or a parameter of fn whose
 * type is a pointer to a function. */
static bool names_pointer(const PointerCallSearch *s, TSNode name)
{
    const Program *p = s->p;
    for (int k = 0; k < p->file_var_count; k++)
        if (node_text_is(p->src, name, p->file_vars[k]))
            return true;
    for (int k = 0; k < s->fn->param_count; k++)
        if (node_text_is(p->src, name, s->fn->params[k].name) && strstr(s->fn->params[k].type, "(*"))
            return true;
    return false;
}

static bool find_pointer_call(TSNode node, void *ctx)
{
    PointerCallSearch *s = ctx;
    if (!ts_node_is_null(s->found))
        return false;
    if (node_is(node, "call_expression") && ts_node_is_null(node_child_of_type(node, "kernel_call_syntax"))) {
        TSNode callee = node_named_child(node, 0);
        bool named = node_is(callee, "identifier") || node_is(callee, "template_function") ||
                     node_is(callee, "qualified_identifier") || node_is(callee, "field_expression");
        if (!named || (node_is(callee, "identifier") && names_pointer(s, callee)))
            s->found = node;
    }
    return ts_node_is_null(s->found);
}

void model_find_pointer_calls(Program *p)
{
    for (int i = 0; i < p->function_count; i++) {
        Function *fn = &p->functions[i];
        if (ts_node_is_null(fn->body))
            continue;
        PointerCallSearch s = {.p = p, .fn = fn};
        node_walk(fn->body, find_pointer_call, &s);
        fn->pointer_call = s.found;
    }
}
