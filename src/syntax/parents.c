#include "syntax/parents.h"

#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "util/alloc.h"

#define NONE UINT32_MAX
#define NONE16 UINT16_MAX

/* One tree's visible nodes in document order, with each one's parent and
 * subtree end, and an open-addressing table from a node (its id with its
 * start byte and alias: what tells two TSNodes apart) to its index. */
typedef struct ParentIndex {
    const TSTree *tree;
    RecordedNode *nodes;
    uint32_t *parent; /* index of the parent; NONE for the root */
    uint32_t *end;    /* index after the last node of the subtree */
    uint32_t *end_bytes; /* ts_node_end_byte of each */
    uint32_t count, cap;
    /* The distinct ts_node_type strings met, by kind, and an open-addressing
     * table from a string (its address: tree-sitter hands out one per
     * symbol) to its kind; a grammar has a few hundred. */
    const char **type_names;
    uint32_t type_count, type_cap;
    uint16_t *type_slots; /* NONE16: empty; else a kind */
    uint32_t type_mask;
    uint32_t *slots; /* NONE: an empty slot; else an index into nodes */
    uint32_t mask;   /* slot count - 1; the count is a power of two */
    /* Start bytes never decrease in document order, so the nodes starting
     * at one byte are neighbours: first_at[b] is the first of them (NONE if
     * none). A walk asks about nodes near each other, so looking one up
     * from its start byte reads memory the last question read; the hash
     * table (one cache miss a question) serves long runs at one byte. */
    uint32_t *first_at;
    uint32_t bytes; /* entries of first_at: the root's end byte + 1 */
} ParentIndex;

/* The most nodes compared at one start byte before the hash table is
 * asked: a left-nested chain (a + b + c + ...) starts all its nodes at
 * one byte. */
#define SCAN_LIMIT 16

/* The trees asked about and not yet forgotten: the input and its headers,
 * a handful. */
static ParentIndex *indexes;
static int index_count, index_cap;
static int last_used = -1;

/* The node a walk handed out last (parents_hint), with its record entry
 * and type read once: a walk's visitor asks a node's type several times. */
static TreeOrder hint_order;
static uint32_t hint_index;
static const RecordedNode *hint_entry;
static const char *hint_type;

void parents_hint(const TreeOrder *order, uint32_t index)
{
    hint_order = *order;
    hint_index = index;
    hint_entry = &order->nodes[index];
    hint_type = order_type(order, index);
}

/* A record as its readers see it. */
static TreeOrder order_of(const ParentIndex *x)
{
    return (TreeOrder){.tree = x->tree, .nodes = x->nodes, .end = x->end, .type_names = x->type_names,
                       .end_bytes = x->end_bytes};
}

static uint32_t pointer_slot(const void *p, uint32_t mask)
{
    uint64_t h = (uint64_t)(uintptr_t)p * 0x9E3779B97F4A7C15ull;
    return (uint32_t)(h >> 32) & mask;
}

static void add_type_slot(ParentIndex *x, uint16_t kind)
{
    uint32_t s = pointer_slot(x->type_names[kind], x->type_mask);
    while (x->type_slots[s] != NONE16)
        s = (s + 1) & x->type_mask;
    x->type_slots[s] = kind;
}

/* The kind of the type string `type`, added when new. */
static uint16_t type_kind(ParentIndex *x, const char *type)
{
    if (x->type_slots) {
        for (uint32_t s = pointer_slot(type, x->type_mask); x->type_slots[s] != NONE16; s = (s + 1) & x->type_mask)
            if (x->type_names[x->type_slots[s]] == type)
                return x->type_slots[s];
    }
    /* The kind keeps its top bit for the named flag. */
    if (x->type_count >= RECORDED_NAMED) {
        fputs("dpopt: more node types than the grammar has\n", stderr);
        abort();
    }
    uint16_t kind = (uint16_t)x->type_count;
    ARRAY_PUSH(x->type_names, x->type_count, x->type_cap, type);
    /* Half full at most: grow and refill. */
    if (2 * x->type_count > x->type_mask) {
        uint32_t slots = x->type_slots ? 2 * (x->type_mask + 1) : 512;
        free(x->type_slots);
        x->type_slots = xmalloc(slots * sizeof *x->type_slots);
        memset(x->type_slots, 0xff, slots * sizeof *x->type_slots);
        x->type_mask = slots - 1;
        for (uint32_t k = 0; k < x->type_count; k++)
            add_type_slot(x, (uint16_t)k);
    } else {
        add_type_slot(x, kind);
    }
    return kind;
}

static uint32_t first_slot(const ParentIndex *x, const void *id) { return pointer_slot(id, x->mask); }

static bool same_node(const RecordedNode *a, TSNode b)
{
    return a->id == b.id && a->start == b.context[0] && a->alias == b.context[3];
}

/* One walk with a cursor: the stack holds the index of each open node. */
static void record(ParentIndex *x, TSNode root)
{
    uint32_t *open = NULL;
    int depth = 0, cap = 0;
    TSTreeCursor c = ts_tree_cursor_new(root);
    for (;;) {
        if (x->count == x->cap) {
            /* Code has about one visible node in two bytes: room for that
             * at once spares a large input the copies of doubling. */
            x->cap = x->cap ? 2 * x->cap : 1024 + x->bytes / 2;
            x->nodes = xrealloc(x->nodes, x->cap * sizeof *x->nodes);
            x->parent = xrealloc(x->parent, x->cap * sizeof *x->parent);
            x->end = xrealloc(x->end, x->cap * sizeof *x->end);
            x->end_bytes = xrealloc(x->end_bytes, x->cap * sizeof *x->end_bytes);
        }
        uint32_t i = x->count++;
        TSNode n = ts_tree_cursor_current_node(&c);
        uint32_t start = ts_node_start_byte(n);
        if (start < x->bytes && x->first_at[start] == NONE)
            x->first_at[start] = i;
        /* An alias is a TSSymbol: 16 bits. */
        x->nodes[i] = (RecordedNode){.id = n.id, .start = n.context[0], .row = n.context[1],
                                     .column = n.context[2], .alias = (uint16_t)n.context[3],
                                     .kind = (uint16_t)(type_kind(x, ts_node_type(n)) |
                                                        (ts_node_is_named(n) ? RECORDED_NAMED : 0))};
        x->end_bytes[i] = ts_node_end_byte(n);
        x->parent[i] = depth > 0 ? open[depth - 1] : NONE;
        if (ts_tree_cursor_goto_first_child(&c)) {
            ARRAY_PUSH(open, depth, cap, i);
            continue;
        }
        x->end[i] = i + 1;
        while (!ts_tree_cursor_goto_next_sibling(&c)) {
            if (!ts_tree_cursor_goto_parent(&c)) {
                ts_tree_cursor_delete(&c);
                free(open);
                return;
            }
            x->end[open[--depth]] = x->count;
        }
    }
}

static void fill_slots(ParentIndex *x)
{
    uint32_t slots = 16;
    while (slots < 2 * x->count)
        slots *= 2;
    x->mask = slots - 1;
    x->slots = xmalloc(slots * sizeof *x->slots);
    memset(x->slots, 0xff, slots * sizeof *x->slots);
    for (uint32_t i = 0; i < x->count; i++) {
        uint32_t s = first_slot(x, x->nodes[i].id);
        while (x->slots[s] != NONE)
            s = (s + 1) & x->mask;
        x->slots[s] = i;
    }
}

static ParentIndex *index_of(const TSTree *tree)
{
    if (last_used >= 0 && last_used < index_count && indexes[last_used].tree == tree)
        return &indexes[last_used];
    for (int i = 0; i < index_count; i++)
        if (indexes[i].tree == tree) {
            last_used = i;
            return &indexes[i];
        }
    ParentIndex x = {.tree = tree};
    x.bytes = ts_node_end_byte(ts_tree_root_node(tree)) + 1;
    x.first_at = xmalloc(x.bytes * sizeof *x.first_at);
    memset(x.first_at, 0xff, x.bytes * sizeof *x.first_at);
    record(&x, ts_tree_root_node(tree));
    ARRAY_PUSH(indexes, index_count, index_cap, x);
    last_used = index_count - 1;
    return &indexes[last_used];
}

static uint32_t find(ParentIndex *x, TSNode node)
{
    /* Most questions are about the node a walk has just handed out. */
    if (hint_order.nodes == x->nodes && same_node(&x->nodes[hint_index], node))
        return hint_index;
    uint32_t start = node.context[0];
    if (start < x->bytes) {
        uint32_t i = x->first_at[start];
        for (uint32_t k = 0; i != NONE && i < x->count && k < SCAN_LIMIT; i++, k++) {
            if (x->nodes[i].start != start)
                break;
            if (same_node(&x->nodes[i], node))
                return i;
        }
    }
    if (!x->slots)
        fill_slots(x);
    for (uint32_t s = first_slot(x, node.id); x->slots[s] != NONE; s = (s + 1) & x->mask)
        if (same_node(&x->nodes[x->slots[s]], node))
            return x->slots[s];
    return NONE;
}

static bool is_hinted(TSNode node)
{
    return hint_entry && hint_order.tree == node.tree && same_node(hint_entry, node);
}

/* Hints `node` when the record has it: reading its facts from the record
 * costs less than from the tree, whose nodes lie all over the heap. */
static bool hint_node(TSNode node)
{
    if (is_hinted(node))
        return true;
    TreeOrder o;
    uint32_t i;
    if (!parents_place(node, &o, &i))
        return false;
    parents_hint(&o, i);
    return true;
}

const char *parents_hinted_type(TSNode node) { return hint_node(node) ? hint_type : NULL; }

int parents_hinted_named(TSNode node) { return hint_node(node) ? (hint_entry->kind & RECORDED_NAMED) != 0 : -1; }

bool parents_hinted_end_byte(TSNode node, uint32_t *end)
{
    if (!hint_node(node))
        return false;
    *end = hint_order.end_bytes[hint_index];
    return true;
}

bool parents_place(TSNode node, TreeOrder *order, uint32_t *index)
{
    if (ts_node_is_null(node))
        return false;
    ParentIndex *x = index_of(node.tree);
    uint32_t i = find(x, node);
    if (i == NONE)
        return false;
    *order = order_of(x);
    *index = i;
    return true;
}

TSNode parents_of(TSNode node)
{
    TSNode none = {{0}, NULL, NULL};
    if (ts_node_is_null(node))
        return none;
    ParentIndex *x = index_of(node.tree);
    uint32_t i = find(x, node);
    /* A node the walk did not meet (none should exist): ask tree-sitter. */
    if (i == NONE)
        return ts_node_parent(node);
    if (x->parent[i] == NONE)
        return none;
    /* The parent is what the caller asks about next (its type, its parent). */
    TreeOrder o = order_of(x);
    parents_hint(&o, x->parent[i]);
    return order_node(&o, x->parent[i]);
}

/* The visible sibling of node on one side (after it, or before it),
 * named or any. */
static TSNode sibling(TSNode node, bool named, bool after)
{
    TSNode none = {{0}, NULL, NULL};
    if (ts_node_is_null(node))
        return none;
    ParentIndex *x = index_of(node.tree);
    uint32_t i = find(x, node);
    if (i == NONE) {
        if (after)
            return named ? ts_node_next_named_sibling(node) : ts_node_next_sibling(node);
        return named ? ts_node_prev_named_sibling(node) : ts_node_prev_sibling(node);
    }
    uint32_t parent = x->parent[i];
    if (parent == NONE)
        return none;
    TreeOrder o = order_of(x);
    /* The parent's children, each one past the end of the one before:
     * after node the first that qualifies, before it the last. */
    uint32_t found = NONE;
    for (uint32_t k = after ? o.end[i] : parent + 1; after ? k < o.end[parent] : k < i; k = o.end[k])
        if (!named || order_named(&o, k)) {
            found = k;
            if (after)
                break;
        }
    if (found == NONE)
        return none;
    parents_hint(&o, found);
    return order_node(&o, found);
}

TSNode parents_next_sibling(TSNode node, bool named) { return sibling(node, named, true); }

TSNode parents_prev_sibling(TSNode node, bool named) { return sibling(node, named, false); }

static unsigned forgotten; /* records freed so far */

unsigned parents_generation(void) { return forgotten; }

void parents_forget(const TSTree *tree)
{
    forgotten++;
    for (int i = 0; i < index_count; i++) {
        if (indexes[i].tree != tree)
            continue;
        free(indexes[i].nodes);
        free(indexes[i].parent);
        free(indexes[i].end);
        free(indexes[i].type_names);
        free(indexes[i].type_slots);
        free(indexes[i].end_bytes);
        free(indexes[i].first_at);
        if (hint_order.nodes == indexes[i].nodes)
            hint_order = (TreeOrder){0}, hint_entry = NULL, hint_type = NULL;
        free(indexes[i].slots);
        indexes[i] = indexes[--index_count];
        last_used = -1;
        if (index_count == 0) {
            free(indexes);
            indexes = NULL;
            index_cap = 0;
        }
        return;
    }
}
