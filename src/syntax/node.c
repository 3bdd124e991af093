#include "syntax/node.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/parents.h"
#include "util/alloc.h"

bool node_is(TSNode node, const char *type)
{
    const char *hinted = parents_hinted_type(node);
    if (hinted)
        return node_type_is(hinted, type);
    return !ts_node_is_null(node) && node_type_is(ts_node_type(node), type);
}

bool node_is_literal(TSNode node)
{
    return node_is(node, "string_literal") || node_is(node, "raw_string_literal") || node_is(node, "char_literal");
}

const char *node_type(TSNode node)
{
    const char *hinted = parents_hinted_type(node);
    return hinted ? hinted : ts_node_type(node);
}

bool node_is_named(TSNode node)
{
    int hinted = parents_hinted_named(node);
    return hinted >= 0 ? hinted : ts_node_is_named(node);
}

uint32_t node_end_byte(TSNode node)
{
    uint32_t end;
    return parents_hinted_end_byte(node, &end) ? end : ts_node_end_byte(node);
}

char *node_text(const Source *src, TSNode node)
{
    uint32_t start = ts_node_start_byte(node), end = node_end_byte(node);
    return xstrndup(src->text + start, end - start);
}

bool node_text_is(const Source *src, TSNode node, const char *s)
{
    uint32_t start = ts_node_start_byte(node), end = node_end_byte(node);
    size_t n = strlen(s);
    return end - start == n && memcmp(src->text + start, s, n) == 0;
}

bool node_text_has_char(const Source *src, TSNode node, char c)
{
    uint32_t s = ts_node_start_byte(node), end = node_end_byte(node);
    return memchr(src->text + s, c, end - s) != NULL;
}

/* Children are visited with a tree cursor: moving to the next sibling is
 * O(1), where ts_node_child(node, i) and ts_node_named_child(node, i) walk
 * from the first child, O(i) each (quadratic over a body of thousands of
 * statements). `named` keeps named children only, comments set aside. */
typedef bool (*ChildVisitor)(TSNode child, void *ctx);

/* Whether node k of a record is a named node other than a comment. */
static bool is_named_in(const TreeOrder *o, uint32_t k) { return order_named(o, k) && strcmp(order_type(o, k), "comment") != 0; }

static void each_child(TSNode node, bool named, ChildVisitor visit, void *ctx)
{
    TreeOrder o;
    uint32_t i;
    if (parents_place(node, &o, &i)) {
        for (uint32_t k = i + 1; k < o.end[i]; k = o.end[k]) {
            TSNode child = order_node(&o, k);
            parents_hint(&o, k);
            if (named && !is_named_in(&o, k))
                continue;
            if (!visit(child, ctx))
                break;
        }
        return;
    }
    if (ts_node_is_null(node) || ts_node_child_count(node) == 0)
        return;
    TSTreeCursor c = ts_tree_cursor_new(node);
    if (ts_tree_cursor_goto_first_child(&c)) {
        do {
            TSNode child = ts_tree_cursor_current_node(&c);
            if (named && (!node_is_named(child) || node_is(child, "comment")))
                continue;
            if (!visit(child, ctx))
                break;
        } while (ts_tree_cursor_goto_next_sibling(&c));
    }
    ts_tree_cursor_delete(&c);
}

typedef struct ChildSearch {
    const char *type;
    uint32_t index;
    TSNode found;
} ChildSearch;

static bool find_of_type(TSNode child, void *ctx)
{
    ChildSearch *s = ctx;
    if (!node_is(child, s->type))
        return true;
    s->found = child;
    return false;
}

static bool find_named_of_type(TSNode child, void *ctx)
{
    return !node_is_named(child) || find_of_type(child, ctx);
}

static bool find_at_index(TSNode child, void *ctx)
{
    ChildSearch *s = ctx;
    if (s->index-- > 0)
        return true;
    s->found = child;
    return false;
}

static bool count_child(TSNode child, void *ctx)
{
    (void)child;
    (*(uint32_t *)ctx)++;
    return true;
}

typedef struct ChildList {
    TSNode *items;
    uint32_t count, cap;
} ChildList;

static bool push_child(TSNode child, void *ctx)
{
    ChildList *l = ctx;
    ARRAY_PUSH(l->items, l->count, l->cap, child);
    return true;
}

TSNode node_child_of_type(TSNode node, const char *type)
{
    /* Comments count here as named children, as they always did. */
    ChildSearch s = {type, 0, {{0}, 0, 0}};
    each_child(node, false, find_named_of_type, &s);
    return s.found;
}

TSNode node_token_of_type(TSNode node, const char *type)
{
    ChildSearch s = {type, 0, {{0}, 0, 0}};
    each_child(node, false, find_of_type, &s);
    return s.found;
}

static bool find_token(TSNode child, void *ctx)
{
    if (node_is_named(child))
        return true;
    ((ChildSearch *)ctx)->found = child;
    return false;
}

TSNode node_operator(TSNode node)
{
    ChildSearch s = {NULL, 0, {{0}, 0, 0}};
    each_child(node, false, find_token, &s);
    return s.found;
}

uint32_t node_named_child_count(TSNode node)
{
    uint32_t count = 0;
    each_child(node, true, count_child, &count);
    return count;
}

/* Where the last node_named_child call found its child in a tree's record:
 * a loop over the children asks for index 0, 1, 2, ... of one node, and
 * each call goes on from the last instead of from the first child. */
static struct {
    unsigned generation; /* parents_generation() when found */
    const RecordedNode *nodes; /* the record */
    uint32_t parent;     /* the node's place in it */
    uint32_t index;      /* the child found ... */
    uint32_t at;         /* ... and its place */
} last_child;

TSNode node_named_child(TSNode node, uint32_t index)
{
    TreeOrder o;
    uint32_t i;
    if (parents_place(node, &o, &i)) {
        uint32_t k = i + 1, seen = 0; /* seen: named children before k */
        if (last_child.generation == parents_generation() && last_child.nodes == o.nodes &&
            last_child.parent == i && last_child.index <= index)
            k = last_child.at, seen = last_child.index;
        for (; k < o.end[i]; k = o.end[k]) {
            parents_hint(&o, k);
            if (!is_named_in(&o, k))
                continue;
            if (seen++ == index) {
                last_child.generation = parents_generation();
                last_child.nodes = o.nodes, last_child.parent = i, last_child.index = index, last_child.at = k;
                return order_node(&o, k);
            }
        }
        return (TSNode){{0}, NULL, NULL};
    }
    ChildSearch s = {NULL, index, {{0}, 0, 0}};
    each_child(node, true, find_at_index, &s);
    return s.found;
}

TSNode *node_named_children(TSNode node, uint32_t *count)
{
    ChildList l = {NULL, 0, 0};
    each_child(node, true, push_child, &l);
    *count = l.count;
    return l.items;
}

static bool push_named_child(TSNode child, void *ctx)
{
    return !node_is_named(child) || push_child(child, ctx);
}

TSNode *node_named_children_and_comments(TSNode node, uint32_t *count)
{
    ChildList l = {NULL, 0, 0};
    each_child(node, false, push_named_child, &l);
    *count = l.count;
    return l.items;
}

TSNode node_ancestor_of_type(TSNode node, const char *type)
{
    for (TSNode p = parents_of(node); !ts_node_is_null(p); p = parents_of(p))
        if (node_is(p, type))
            return p;
    TSNode none = {0};
    return none;
}

bool node_contains(TSNode outer, TSNode inner)
{
    return ts_node_start_byte(outer) <= ts_node_start_byte(inner) &&
           node_end_byte(inner) <= node_end_byte(outer);
}

bool node_same(TSNode a, TSNode b) { return ts_node_eq(a, b); }

/* A TSTreeCursor keeps its path on the heap, so nesting as deep as the
 * parser accepts costs no stack; moving to the next child is O(1) where
 * ts_node_child(node, i) is O(i). */
void node_walk_scoped(TSNode node, NodeVisitor enter, NodeLeaver leave, void *ctx)
{
    TreeOrder o;
    uint32_t i;
    if (parents_place(node, &o, &i)) {
        /* The same order from the record: a node entered is left once the
         * walk reaches the end of its subtree, the innermost first. */
        uint32_t *open = NULL;
        int depth = 0, cap = 0;
        uint32_t stop = o.end[i];
        for (uint32_t k = i; k < stop;) {
            parents_hint(&o, k);
            if (enter(order_node(&o, k), ctx)) {
                if (leave)
                    ARRAY_PUSH(open, depth, cap, k);
                k++;
            } else {
                k = o.end[k];
            }
            if (leave)
                while (depth > 0 && o.end[open[depth - 1]] <= k) {
                    depth--;
                    parents_hint(&o, open[depth]);
                    leave(order_node(&o, open[depth]), ctx);
                }
        }
        free(open);
        return;
    }
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

TSNode node_unparenthesised(TSNode node)
{
    while (node_is(node, "parenthesized_expression"))
        node = node_named_child(node, 0);
    return node;
}

bool node_binary_operands(TSNode node, const char *op, TSNode *left, TSNode *right)
{
    node = node_unparenthesised(node);
    if (!node_is(node, "binary_expression") || !node_is(node_operator(node), op))
        return false;
    *left = node_named_child(node, 0);
    *right = node_named_child(node, 1);
    return true;
}

bool node_same_text(const Source *src, TSNode a, TSNode b)
{
    uint32_t n = node_end_byte(a) - ts_node_start_byte(a);
    return n == node_end_byte(b) - ts_node_start_byte(b) &&
           memcmp(src->text + ts_node_start_byte(a), src->text + ts_node_start_byte(b), n) == 0;
}
