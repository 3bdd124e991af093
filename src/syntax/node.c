#include "syntax/node.h"

#include <string.h>

#include "util/alloc.h"

bool node_is(TSNode node, const char *type)
{
    return !ts_node_is_null(node) && strcmp(ts_node_type(node), type) == 0;
}

char *node_text(const Source *src, TSNode node)
{
    uint32_t start = ts_node_start_byte(node), end = ts_node_end_byte(node);
    return xstrndup(src->text + start, end - start);
}

bool node_text_is(const Source *src, TSNode node, const char *s)
{
    uint32_t start = ts_node_start_byte(node), end = ts_node_end_byte(node);
    size_t n = strlen(s);
    return end - start == n && memcmp(src->text + start, s, n) == 0;
}

TSNode node_child_of_type(TSNode node, const char *type)
{
    uint32_t n = ts_node_named_child_count(node);
    for (uint32_t i = 0; i < n; i++) {
        TSNode child = ts_node_named_child(node, i);
        if (node_is(child, type))
            return child;
    }
    TSNode none = {0};
    return none;
}

TSNode node_token_of_type(TSNode node, const char *type)
{
    uint32_t n = ts_node_child_count(node);
    for (uint32_t i = 0; i < n; i++) {
        TSNode child = ts_node_child(node, i);
        if (node_is(child, type))
            return child;
    }
    TSNode none = {0};
    return none;
}

uint32_t node_named_child_count(TSNode node)
{
    uint32_t count = 0, n = ts_node_named_child_count(node);
    for (uint32_t i = 0; i < n; i++)
        if (!node_is(ts_node_named_child(node, i), "comment"))
            count++;
    return count;
}

TSNode node_named_child(TSNode node, uint32_t index)
{
    uint32_t n = ts_node_named_child_count(node);
    for (uint32_t i = 0; i < n; i++) {
        TSNode child = ts_node_named_child(node, i);
        if (node_is(child, "comment"))
            continue;
        if (index-- == 0)
            return child;
    }
    TSNode none = {0};
    return none;
}

TSNode node_ancestor_of_type(TSNode node, const char *type)
{
    for (TSNode p = ts_node_parent(node); !ts_node_is_null(p); p = ts_node_parent(p))
        if (node_is(p, type))
            return p;
    TSNode none = {0};
    return none;
}

bool node_contains(TSNode outer, TSNode inner)
{
    return ts_node_start_byte(outer) <= ts_node_start_byte(inner) &&
           ts_node_end_byte(inner) <= ts_node_end_byte(outer);
}

bool node_same(TSNode a, TSNode b) { return ts_node_eq(a, b); }

TSNode node_declarator_identifier(TSNode d)
{
    if (node_is(d, "init_declarator"))
        d = ts_node_named_child(d, 0);
    while (!ts_node_is_null(d) && !node_is(d, "identifier"))
        d = ts_node_named_child(d, 0);
    return d;
}

void node_walk(TSNode node, NodeVisitor visit, void *ctx)
{
    if (!visit(node, ctx))
        return;
    uint32_t n = ts_node_child_count(node);
    for (uint32_t i = 0; i < n; i++)
        node_walk(ts_node_child(node, i), visit, ctx);
}

char *node_callee_name(const Source *src, TSNode call)
{
    TSNode fn = ts_node_named_child(call, 0);
    if (node_is(fn, "template_function"))
        fn = ts_node_named_child(fn, 0);
    if (node_is(fn, "field_expression")) {
        TSNode field = node_child_of_type(fn, "field_identifier");
        if (!ts_node_is_null(field))
            fn = field;
    }
    return node_text(src, fn);
}
