/* How deeply a syntax tree nests, measured without recursion. Most walks
 * over the tree are iterative (node_walk), but some analyses and emitters
 * still recurse over what they read (expressions, declarators, statements):
 * nesting beyond SYNTAX_DEPTH_LIMIT levels is refused before they run, so
 * no input overflows the stack. */
#ifndef DPOPT_SYNTAX_DEPTH_H
#define DPOPT_SYNTAX_DEPTH_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "syntax/parse.h"

/* Levels of nodes, the file's translation_unit (or the node measured from)
 * being level 1. Every recursive walk of dpopt survives this nesting with
 * the default 8 MB stack, under AddressSanitizer too (the check in
 * tests/defects/deep-nesting measures it for every strategy). */
#define SYNTAX_DEPTH_LIMIT 8000

/* The first named node with children, in document order, more than
 * `limit` levels deep under `top` (top being level 1): a construct nested
 * too deeply; a null node when there is none. */
TSNode syntax_too_deep(TSNode top, uint32_t limit);

/* Reports `nesting deeper than N levels (the <kind> here); dpopt cannot
 * analyse it` as an error at the file's first node past the limit; true
 * when there is one. */
bool syntax_report_too_deep(const SyntaxTree *tree);

#endif
