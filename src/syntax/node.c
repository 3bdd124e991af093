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

/* A TSTreeCursor keeps its path on the heap, so nesting as deep as the
 * parser accepts costs no stack; moving to the next child is O(1) where
 * ts_node_child(node, i) is O(i). */
void node_walk_scoped(TSNode node, NodeVisitor enter, NodeLeaver leave, void *ctx)
{
    TSTreeCursor c = ts_tree_cursor_new(node);
    for (;;) {
        TSNode current = ts_tree_cursor_current_node(&c);
        if (enter(current, ctx)) {
            if (ts_tree_cursor_goto_first_child(&c))
                continue;
            if (leave)
                leave(current, ctx);
        }
        /* Up to the nearest ancestor with a next sibling; every ancestor
         * passed was entered (its children were visited). */
        while (!ts_tree_cursor_goto_next_sibling(&c)) {
            if (!ts_tree_cursor_goto_parent(&c)) {
                ts_tree_cursor_delete(&c);
                return;
            }
            if (leave)
                leave(ts_tree_cursor_current_node(&c), ctx);
        }
    }
}

void node_walk(TSNode node, NodeVisitor visit, void *ctx) { node_walk_scoped(node, visit, NULL, ctx); }

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
