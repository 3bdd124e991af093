/* A node's parent, children and descendants in constant time a step.
 * tree-sitter 0.20's ts_node_parent walks down from the root, looking at
 * every earlier sibling on the way: O(depth x siblings) a call, so asking
 * it for each statement of a long function body is quadratic in the body;
 * and a TSTreeCursor step costs a walk through the hidden nodes between two
 * visible ones. The first question about a tree records every visible node
 * once, in document order, with its parent and the end of its subtree, in
 * one walk of it; later questions and walks read that record. */
#ifndef DPOPT_SYNTAX_PARENTS_H
#define DPOPT_SYNTAX_PARENTS_H

#include <stdbool.h>
#include <stdint.h>
#include <tree_sitter/api.h>

/* What ts_node_parent(node) returns: the nearest visible ancestor, or a
 * null node for the root. */
TSNode parents_of(TSNode node);

/* What ts_node_next_sibling and ts_node_prev_sibling return (with named,
 * ts_node_next_named_sibling and ts_node_prev_named_sibling): the visible
 * node beside `node` under its parent, or a null node; tree-sitter finds
 * it through the parent, walking down from the root each time. */
TSNode parents_next_sibling(TSNode node, bool named);
TSNode parents_prev_sibling(TSNode node, bool named);

/* One visible node as the record keeps it: a TSNode without its tree (the
 * record's), its type as an index into the record's names with the named
 * bit on top. 24 bytes where a TSNode with its type and named flag beside
 * it takes 41: a large input has millions of nodes. */
typedef struct RecordedNode {
    const void *id;
    uint32_t start, row, column; /* TSNode.context[0 .. 2] */
    uint16_t alias;              /* TSNode.context[3], a TSSymbol */
    uint16_t kind;               /* index into TreeOrder.type_names | RECORDED_NAMED */
} RecordedNode;

#define RECORDED_NAMED 0x8000u

/* A tree's visible nodes in document order (what a TSTreeCursor walk
 * meets): nodes[i]'s subtree is nodes[i .. end[i]), its first child (if
 * end[i] > i + 1) nodes[i + 1], the next sibling of a child c nodes[end[c]]
 * while end[c] < end[i]. */
typedef struct TreeOrder {
    const TSTree *tree;
    const RecordedNode *nodes;
    const uint32_t *end;
    const char *const *type_names; /* ts_node_type, by kind */
    const uint32_t *end_bytes;     /* ts_node_end_byte of each */
} TreeOrder;

static inline TSNode order_node(const TreeOrder *o, uint32_t k)
{
    const RecordedNode *n = &o->nodes[k];
    return (TSNode){{n->start, n->row, n->column, n->alias}, n->id, o->tree};
}

static inline const char *order_type(const TreeOrder *o, uint32_t k)
{
    return o->type_names[o->nodes[k].kind & ~RECORDED_NAMED];
}

static inline bool order_named(const TreeOrder *o, uint32_t k) { return (o->nodes[k].kind & RECORDED_NAMED) != 0; }

/* The record of node's tree and node's place in it; false when node is
 * null or (which none should be) not met by the walk: use tree-sitter. */
bool parents_place(TSNode node, TreeOrder *order, uint32_t *index);

/* node_is, node_type, node_is_named and node_end_byte read a node's facts
 * from the record (in order, at hand) instead of from the tree (a cache
 * miss or two a question: its nodes lie all over the heap). A walk over a
 * record says which of its nodes it hands out (parents_hint), so that the
 * questions about that node find it at once; a question about another
 * node finds it in the record by its start byte and hints it in turn.
 * parents_hinted_type gives the type, or NULL for a node the record lacks;
 * parents_hinted_named 1 or 0, or -1; parents_hinted_end_byte false. */
void parents_hint(const TreeOrder *order, uint32_t index);
const char *parents_hinted_type(TSNode node);
int parents_hinted_named(TSNode node);
bool parents_hinted_end_byte(TSNode node, uint32_t *end);

/* Forgets what was recorded of `tree`: called before the tree is deleted,
 * as another tree may later be allocated at its address. */
void parents_forget(const TSTree *tree);
/* How many times a record was forgotten: what remembers a place in a
 * record (node.c) compares it, as a new record may reuse a freed one's
 * memory. */
unsigned parents_generation(void);

#endif
