#include "analysis/thread_guard.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/thread_index.h"
#include "syntax/node.h"

int thread_guard_param(const Program *p, int fn)
{
    if (fn < 0 || !p->functions[fn].is_definition)
        return -1;
    const Function *f = &p->functions[fn];
    const Source *src = p->src;
    uint32_t n;
    TSNode *statements = node_named_children(f->body, &n);
    int found = -1;
    if (n != 2 || !node_is(statements[0], "declaration") || !node_is(statements[1], "if_statement"))
        goto done;
    /* int j = <x index>; */
    TSNode declaration = statements[0];
    if (node_named_child_count(declaration) != 2)
        goto done;
    TSNode init = node_named_child(declaration, 1);
    if (!node_is(init, "init_declarator"))
        goto done;
    TSNode name = node_named_child(init, 0), value = node_named_child(init, 1);
    if (!node_is(name, "identifier") || !thread_index_is_global_x(src, value))
        goto done;
    /* if (j < n) ..., no else */
    TSNode branch = statements[1];
    if (!ts_node_is_null(ts_node_child_by_field_name(branch, "alternative", (uint32_t)strlen("alternative"))))
        goto done;
    TSNode condition = ts_node_child_by_field_name(branch, "condition", (uint32_t)strlen("condition"));
    TSNode j, bound;
    if (ts_node_is_null(condition) || !node_binary_operands(node_named_child(condition, 0), "<", &j, &bound))
        goto done;
    j = node_unparenthesised(j);
    bound = node_unparenthesised(bound);
    if (!node_is(j, "identifier") || !node_is(bound, "identifier"))
        goto done;
    if (!node_same_text(src, j, name))
        goto done;
    for (int k = 0; k < f->param_count; k++)
        if (f->params[k].name[0] && node_text_is(src, bound, f->params[k].name) && thread_index_is_integer_type(f->params[k].type)) {
            found = k;
            break;
        }
done:
    free(statements);
    return found;
}
