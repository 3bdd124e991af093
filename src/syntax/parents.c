#include "syntax/parents.h"

#include <stdint.h>
#include <stdlib.h>

#include "util/alloc.h"

/* One tree's parents: an open-addressing table from a node's id (unique
 * within its tree) to the index of its parent in `parents`, which holds
 * each node that has children once. */
typedef struct ParentIndex {
    const TSTree *tree;
    const void **keys;   /* NULL: an empty slot */
    uint32_t *parent_of; /* per slot: index into parents */
    uint32_t mask;       /* slot count - 1; the count is a power of two */
    TSNode *parents;
    uint32_t parent_count, parent_cap;
} ParentIndex;

/* The trees asked about and not yet forgotten: the input and its headers,
 * a handful. */
static ParentIndex *indexes;
static int index_count, index_cap;

static uint32_t slot_of(const ParentIndex *x, const void *id)
{
    uint64_t h = (uint64_t)(uintptr_t)id * 0x9E3779B97F4A7C15ull;
    uint32_t slot = (uint32_t)(h >> 32) & x->mask;
    while (x->keys[slot] && x->keys[slot] != id)
        slot = (slot + 1) & x->mask;
    return slot;
}

static uint32_t count_nodes(TSNode root)
{
    uint32_t count = 0;
    TSTreeCursor c = ts_tree_cursor_new(root);
    for (;;) {
        count++;
        if (ts_tree_cursor_goto_first_child(&c))
            continue;
        while (!ts_tree_cursor_goto_next_sibling(&c))
            if (!ts_tree_cursor_goto_parent(&c)) {
                ts_tree_cursor_delete(&c);
                return count;
            }
    }
}

/* One walk with a cursor: the stack holds the index of each open parent. */
static void record_parents(ParentIndex *x, TSNode root)
{
    uint32_t *open = NULL;
    int depth = 0, cap = 0;
    TSTreeCursor c = ts_tree_cursor_new(root);
    for (;;) {
        TSNode node = ts_tree_cursor_current_node(&c);
        if (depth > 0) {
            uint32_t slot = slot_of(x, node.id);
            x->keys[slot] = node.id;
            x->parent_of[slot] = open[depth - 1];
        }
        if (ts_tree_cursor_goto_first_child(&c)) {
            ARRAY_PUSH(x->parents, x->parent_count, x->parent_cap, node);
            ARRAY_PUSH(open, depth, cap, x->parent_count - 1);
            continue;
        }
        while (!ts_tree_cursor_goto_next_sibling(&c)) {
            if (!ts_tree_cursor_goto_parent(&c)) {
                ts_tree_cursor_delete(&c);
                free(open);
                return;
            }
            depth--;
        }
    }
}

static ParentIndex *index_of(const TSTree *tree)
{
    for (int i = 0; i < index_count; i++)
        if (indexes[i].tree == tree)
            return &indexes[i];
    TSNode root = ts_tree_root_node(tree);
    uint32_t slots = 16;
    for (uint32_t nodes = count_nodes(root); slots < 2 * nodes;)
        slots *= 2;
    ParentIndex x = {tree, xcalloc(slots, sizeof(void *)), xmalloc(slots * sizeof(uint32_t)), slots - 1, NULL, 0, 0};
    record_parents(&x, root);
    ARRAY_PUSH(indexes, index_count, index_cap, x);
    return &indexes[index_count - 1];
}

TSNode parents_of(TSNode node)
{
    TSNode none = {{0}, NULL, NULL};
    if (ts_node_is_null(node))
        return none;
    const ParentIndex *x = index_of(node.tree);
    uint32_t slot = slot_of(x, node.id);
    /* A node the walk did not meet (none should exist): ask tree-sitter. */
    if (!x->keys[slot])
        return ts_node_parent(node);
    return x->parents[x->parent_of[slot]];
}

void parents_forget(const TSTree *tree)
{
    for (int i = 0; i < index_count; i++) {
        if (indexes[i].tree != tree)
            continue;
        free(indexes[i].keys);
        free(indexes[i].parent_of);
        free(indexes[i].parents);
        indexes[i] = indexes[--index_count];
        if (index_count == 0) {
            free(indexes);
            indexes = NULL;
            index_cap = 0;
        }
        return;
    }
}
