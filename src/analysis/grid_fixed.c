#include "analysis/grid_fixed.h"

#include <string.h>

#include "analysis/writes.h"
#include "syntax/node.h"

typedef struct Fixed {
    const Program *p;
    int function;
} Fixed;

/* Whether an identifier names a parameter taken by value that the body keeps. */
static bool kept_param(Fixed *x, TSNode id)
{
    const Function *fn = &x->p->functions[x->function];
    for (int i = 0; i < fn->param_count; i++) {
        const Param *q = &fn->params[i];
        if (!q->name[0] || !node_text_is(x->p->src, id, q->name))
            continue;
        return !strchr(q->type, '&') && !strstr(q->type, "volatile") && writes_param_kept(x->p, fn, i);
    }
    return false;
}

static bool fixed(Fixed *x, TSNode e)
{
    if (node_is(e, "number_literal") || node_is(e, "true") || node_is(e, "false") || node_is(e, "char_literal"))
        return true;
    if (node_is(e, "identifier"))
        return kept_param(x, e);
    if (node_is(e, "field_expression")) { /* p.f of a parameter taken by value; not p->f, a load */
        TSNode op = node_operator(e);
        return !ts_node_is_null(op) && node_text_is(x->p->src, op, ".") && fixed(x, node_named_child(e, 0));
    }
    if (node_is(e, "sizeof_expression"))
        return true;
    if (node_is(e, "cast_expression")) {
        TSNode value = ts_node_child_by_field_name(e, "value", 5);
        return !ts_node_is_null(value) && fixed(x, value);
    }
    /* & and * as operators of one operand are pointer_expression, not these. */
    bool operators = node_is(e, "parenthesized_expression") || node_is(e, "binary_expression") ||
                     node_is(e, "unary_expression") || node_is(e, "conditional_expression");
    if (!operators)
        return false;
    uint32_t operands = 0;
    for (uint32_t k = 0; k < ts_node_named_child_count(e); k++) {
        TSNode operand = ts_node_named_child(e, k);
        if (node_is(operand, "comment")) /* a comment between operands is no operand */
            continue;
        if (!fixed(x, operand))
            return false;
        operands++;
    }
    return operands > 0;
}

bool grid_fixed_expr(const Program *p, int function, TSNode e)
{
    if (function < 0 || ts_node_is_null(e))
        return false;
    Fixed x = {p, function};
    return fixed(&x, e);
}
