#include "analysis/thread_guard.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "util/text.h"

/* The expression inside any parentheses. */
static TSNode unparenthesised(TSNode node)
{
    while (node_is(node, "parenthesized_expression"))
        node = node_named_child(node, 0);
    return node;
}

/* `<object>.x`, with object the built-in `object`. */
static bool is_x_of(const Source *src, TSNode node, const char *object)
{
    node = unparenthesised(node);
    if (!node_is(node, "field_expression"))
        return false;
    TSNode base = node_named_child(node, 0), field = node_named_child(node, 1);
    return node_is(base, "identifier") && node_text_is(src, base, object) && node_text_is(src, field, "x");
}

/* `a <op> b` or `b <op> a`: the two operands of a binary expression with
 * operator `op`, in either order, satisfying `first` and `second`. */
static bool is_binary(TSNode node, const char *op, TSNode *left, TSNode *right)
{
    node = unparenthesised(node);
    if (!node_is(node, "binary_expression") || !node_is(node_operator(node), op))
        return false;
    *left = node_named_child(node, 0);
    *right = node_named_child(node, 1);
    return true;
}

static bool is_block_offset(const Source *src, TSNode node)
{
    TSNode a, b;
    return is_binary(node, "*", &a, &b) && ((is_x_of(src, a, "blockIdx") && is_x_of(src, b, "blockDim")) ||
                                            (is_x_of(src, a, "blockDim") && is_x_of(src, b, "blockIdx")));
}

/* blockIdx.x * blockDim.x + threadIdx.x, in any order. */
static bool is_x_index(const Source *src, TSNode node)
{
    TSNode a, b;
    return is_binary(node, "+", &a, &b) && ((is_block_offset(src, a) && is_x_of(src, b, "threadIdx")) ||
                                            (is_x_of(src, a, "threadIdx") && is_block_offset(src, b)));
}

/* An integer type, by value: no pointer, array, reference or floating point. */
static bool is_integer_type(const char *type)
{
    if (strpbrk(type, "*&[") || text_has_word(type, strlen(type), "float") || text_has_word(type, strlen(type), "double"))
        return false;
    static const char *const words[] = {"int", "unsigned", "long", "short", "size_t", "int64_t", "uint64_t",
                                        "int32_t", "uint32_t", NULL};
    for (int i = 0; words[i]; i++)
        if (text_has_word(type, strlen(type), words[i]))
            return true;
    return false;
}

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
    if (!node_is(name, "identifier") || !is_x_index(src, value))
        goto done;
    /* if (j < n) ..., no else */
    TSNode branch = statements[1];
    if (!ts_node_is_null(ts_node_child_by_field_name(branch, "alternative", (uint32_t)strlen("alternative"))))
        goto done;
    TSNode condition = ts_node_child_by_field_name(branch, "condition", (uint32_t)strlen("condition"));
    TSNode j, bound;
    if (ts_node_is_null(condition) || !is_binary(node_named_child(condition, 0), "<", &j, &bound))
        goto done;
    j = unparenthesised(j);
    bound = unparenthesised(bound);
    if (!node_is(j, "identifier") || !node_is(bound, "identifier"))
        goto done;
    uint32_t js = ts_node_start_byte(j), je = node_end_byte(j);
    uint32_t ns = ts_node_start_byte(name), ne = node_end_byte(name);
    if (je - js != ne - ns || memcmp(src->text + js, src->text + ns, je - js) != 0)
        goto done;
    for (int k = 0; k < f->param_count; k++)
        if (f->params[k].name[0] && node_text_is(src, bound, f->params[k].name) && is_integer_type(f->params[k].type)) {
            found = k;
            break;
        }
done:
    free(statements);
    return found;
}
