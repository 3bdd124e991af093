/* Small helpers over tree-sitter nodes. The CUDA grammar's field names are
 * unreliable on declarations carrying CUDA modifiers (tree-sitter 0.20 shifts
 * them), so code here finds children by node type instead. */
#ifndef DPOPT_SYNTAX_NODE_H
#define DPOPT_SYNTAX_NODE_H

#include <stdbool.h>
#include <string.h>
#include <tree_sitter/api.h>

#include "syntax/source.h"

bool node_is(TSNode node, const char *type);
/* A string, raw string or character literal: text whose bytes are its
 * value, which a rewrite may not re-indent. */
bool node_is_literal(TSNode node);
/* A type (node_type's result) compared with a name. Most names compared
 * differ in their first letter: tested inline, before a call. A visitor
 * that tests one node against many types asks for its type once and
 * compares with this. */
static inline bool node_type_is(const char *type, const char *name)
{
    return type[0] == name[0] && (type[0] == '\0' || strcmp(type + 1, name + 1) == 0);
}
/* ts_node_type, ts_node_is_named and ts_node_end_byte, read from the tree's
 * record (syntax/parents.h) rather than from the tree. */
const char *node_type(TSNode node);
bool node_is_named(TSNode node);
uint32_t node_end_byte(TSNode node);
char *node_text(const Source *src, TSNode node);
/* True when the node's text equals s exactly. */
bool node_text_is(const Source *src, TSNode node, const char *s);
/* True when the node's text holds the character c. */
bool node_text_has_char(const Source *src, TSNode node, char c);
/* True when two nodes of one source have the same text. */
bool node_same_text(const Source *src, TSNode a, TSNode b);
/* First named child of the given type, or a null node. */
TSNode node_child_of_type(TSNode node, const char *type);
/* First child (named or not) of the given type, or a null node. */
TSNode node_token_of_type(TSNode node, const char *type);
/* The operator of a binary, assignment or similar expression: its first
 * token that is neither an operand nor a comment (a comment may stand
 * between the operands); a null node when it has none. */
TSNode node_operator(TSNode node);
/* The expression inside any parentheses around `node`. */
TSNode node_unparenthesised(TSNode node);
/* Whether `node` (inside any parentheses) is a binary expression with
 * operator `op`; *left and *right get its operands. */
bool node_binary_operands(TSNode node, const char *op, TSNode *left, TSNode *right);
/* Named child i, skipping comments. */
TSNode node_named_child(TSNode node, uint32_t index);
uint32_t node_named_child_count(TSNode node);
/* Every named child, comments skipped, in order: one pass, where a loop
 * over node_named_child(node, i) is quadratic in the children. *count
 * gets how many; the caller frees the array (NULL when there are none). */
TSNode *node_named_children(TSNode node, uint32_t *count);
/* The same with the comments among them: what ts_node_named_child(node, i)
 * gives for each i. */
TSNode *node_named_children_and_comments(TSNode node, uint32_t *count);
/* Nearest ancestor (not the node itself) of the given type, or a null node. */
TSNode node_ancestor_of_type(TSNode node, const char *type);
bool node_contains(TSNode outer, TSNode inner);
bool node_same(TSNode a, TSNode b);

/* Calls visit for the node and every descendant in document order; visit
 * returns false to skip a node's children. */
typedef bool (*NodeVisitor)(TSNode node, void *ctx);
void node_walk(TSNode node, NodeVisitor visit, void *ctx);
/* The same, also calling leave (when not NULL) after the children of each
 * node that enter returned true for. Both walk without recursion: any
 * nesting the parser accepts is walked. */
typedef void (*NodeLeaver)(TSNode node, void *ctx);
void node_walk_scoped(TSNode node, NodeVisitor enter, NodeLeaver leave, void *ctx);

/* The name a call expression calls: `f` for f(...), f<T>(...) and
 * obj.f(...). The caller frees it. */
char *node_callee_name(const Source *src, TSNode call);

#endif
