#include "analysis/invariant.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "util/alloc.h"

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

/* Whether `node` alone (its children aside) keeps the value invariant;
 * *descend says whether its named children must be checked too. */
static bool node_is_invariant(const Source *src, TSNode node, bool *descend)
{
    *descend = false;
    if (node_is(node, "number_literal") || node_is(node, "char_literal") || node_is(node, "true") ||
        node_is(node, "false") || node_is(node, "null") || node_is(node, "nullptr") ||
        node_is(node, "sizeof_expression") || node_is(node, "type_descriptor") || node_is(node, "comment"))
        return true;
    if (node_is(node, "identifier"))
        return is_invariant_name(src, node);
    /* blockIdx.x: the field name is a field_identifier, not a variable. */
    if (node_is(node, "field_identifier"))
        return true;
    if (node_is(node, "field_expression") && !ts_node_is_null(node_token_of_type(node, "->")))
        return false;
    /* dim3(...) builds its value from its arguments alone. */
    if (node_is(node, "call_expression")) {
        TSNode callee = ts_node_named_child(node, 0);
        *descend = node_is(callee, "identifier") && node_text_is(src, callee, "dim3");
        return *descend;
    }
    *descend = is_pure_operator(node);
    return *descend;
}

/* An explicit stack, not recursion: an expression may nest thousands deep. */
bool invariant_in_block(const Source *src, TSNode expr)
{
    if (ts_node_is_null(expr))
        return false;
    size_t count = 0, cap = 16;
    TSNode *stack = xmalloc(cap * sizeof *stack);
    stack[count++] = expr;
    bool invariant = true;
    while (invariant && count > 0) {
        TSNode node = stack[--count];
        bool descend;
        invariant = node_is_invariant(src, node, &descend);
        if (!invariant || !descend)
            continue;
        uint32_t n = ts_node_named_child_count(node);
        for (uint32_t i = 0; i < n; i++) {
            TSNode child = ts_node_named_child(node, i);
            /* dim3's name is checked already: only its arguments remain. */
            if (node_is(node, "call_expression") && i == 0)
                continue;
            if (count == cap)
                stack = xrealloc(stack, (cap *= 2) * sizeof *stack);
            stack[count++] = child;
        }
    }
    free(stack);
    return invariant;
}
