#include "analysis/invariant.h"

#include <string.h>

#include "syntax/node.h"

static const char *const invariant_names[] = {
    "blockIdx", "blockDim", "gridDim", "warpSize", "NULL", "cudaStreamFireAndForget", "cudaStreamTailLaunch",
};

static bool is_invariant_name(const Source *src, TSNode id)
{
    for (size_t i = 0; i < sizeof invariant_names / sizeof *invariant_names; i++)
        if (node_text_is(src, id, invariant_names[i]))
            return true;
    return false;
}

/* Expressions whose value is that of their named children, all of which
 * must be invariant (comments aside). Update and assignment expressions are
 * not here: they change a variable. */
static bool is_pure_operator(TSNode node)
{
    static const char *const types[] = {
        "parenthesized_expression", "binary_expression", "unary_expression", "conditional_expression",
        "cast_expression", "field_expression", "argument_list", "comma_expression",
    };
    for (size_t i = 0; i < sizeof types / sizeof *types; i++)
        if (node_is(node, types[i]))
            return true;
    return false;
}

bool invariant_in_block(const Source *src, TSNode expr)
{
    if (ts_node_is_null(expr))
        return false;
    if (node_is(expr, "number_literal") || node_is(expr, "char_literal") || node_is(expr, "true") ||
        node_is(expr, "false") || node_is(expr, "null") || node_is(expr, "nullptr") ||
        node_is(expr, "sizeof_expression") || node_is(expr, "type_descriptor") || node_is(expr, "comment"))
        return true;
    if (node_is(expr, "identifier"))
        return is_invariant_name(src, expr);
    /* blockIdx.x: the field name is a field_identifier, not a variable. */
    if (node_is(expr, "field_identifier"))
        return true;
    if (node_is(expr, "field_expression") && !ts_node_is_null(node_token_of_type(expr, "->")))
        return false;
    /* dim3(...) builds its value from its arguments alone. */
    if (node_is(expr, "call_expression")) {
        TSNode callee = ts_node_named_child(expr, 0);
        if (!node_is(callee, "identifier") || !node_text_is(src, callee, "dim3"))
            return false;
        return invariant_in_block(src, ts_node_named_child(expr, 1));
    }
    if (!is_pure_operator(expr))
        return false;
    uint32_t n = ts_node_named_child_count(expr);
    for (uint32_t i = 0; i < n; i++)
        if (!invariant_in_block(src, ts_node_named_child(expr, i)))
            return false;
    return true;
}
