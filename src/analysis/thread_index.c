#include "analysis/thread_index.h"

#include <string.h>

#include "syntax/node.h"
#include "util/text.h"

/* `<object>.x`, with object the built-in `object`. */
static bool is_x_of(const Source *src, TSNode node, const char *object)
{
    node = node_unparenthesised(node);
    if (!node_is(node, "field_expression"))
        return false;
    TSNode base = node_named_child(node, 0), field = node_named_child(node, 1);
    return node_is(base, "identifier") && node_text_is(src, base, object) && node_text_is(src, field, "x");
}

/* `a.x * b.x` or `b.x * a.x`. */
static bool is_product_of(const Source *src, TSNode node, const char *a, const char *b)
{
    TSNode l, r;
    return node_binary_operands(node, "*", &l, &r) &&
           ((is_x_of(src, l, a) && is_x_of(src, r, b)) || (is_x_of(src, l, b) && is_x_of(src, r, a)));
}

bool thread_index_is_global_x(const Source *src, TSNode node)
{
    TSNode a, b;
    return node_binary_operands(node, "+", &a, &b) &&
           ((is_product_of(src, a, "blockIdx", "blockDim") && is_x_of(src, b, "threadIdx")) ||
            (is_x_of(src, a, "threadIdx") && is_product_of(src, b, "blockIdx", "blockDim")));
}

bool thread_index_is_grid_width_x(const Source *src, TSNode node)
{
    return is_product_of(src, node, "gridDim", "blockDim");
}

bool thread_index_is_integer_type(const char *type)
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
