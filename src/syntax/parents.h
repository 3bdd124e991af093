/* A node's parent in constant time. tree-sitter 0.20's ts_node_parent
 * walks down from the root, looking at every earlier sibling on the way:
 * O(depth x siblings) a call, so asking it for each statement of a long
 * function body is quadratic in the body. The first question about a tree
 * records every node's parent in one walk of it; later ones look it up. */
#ifndef DPOPT_SYNTAX_PARENTS_H
#define DPOPT_SYNTAX_PARENTS_H

#include <tree_sitter/api.h>

/* What ts_node_parent(node) returns: the nearest visible ancestor, or a
 * null node for the root. */
TSNode parents_of(TSNode node);

/* Forgets what was recorded of `tree`: called before the tree is deleted,
 * as another tree may later be allocated at its address. */
void parents_forget(const TSTree *tree);

#endif
