/* What a statement list is made of, as code that splits or copies a body
 * sees it: barriers, __shared__ declarations, the statements of a list, the
 * bodies and header of an if or a loop, the names a declaration declares.
 * Plain syntax: nothing here asks what the code means. */
#ifndef DPOPT_SYNTAX_STATEMENTS_H
#define DPOPT_SYNTAX_STATEMENTS_H

#include <stdbool.h>
#include <stdint.h>
#include <tree_sitter/api.h>

#include "syntax/source.h"

/* `__syncthreads();` as a statement of its own. */
bool statements_is_barrier(const Source *src, TSNode statement);
/* The first __syncthreads() call under node, or a null node. */
TSNode statements_first_barrier(const Source *src, TSNode node);
/* Whether a __syncthreads() call is anywhere under node. */
bool statements_holds_barrier(const Source *src, TSNode node);
bool statements_is_shared_declaration(const Source *src, TSNode statement);
/* The statements of a list: a compound statement's named children
 * (comments included), or a lone statement (the body of an if or a loop
 * written without braces). */
uint32_t statements_count(TSNode list);
TSNode statements_at(TSNode list, uint32_t i);
/* The statement lists of an if, a loop or a braced block: an if's branches
 * (1 or 2), a loop's body, or the braced block itself. Returns how many. */
int statements_bodies(TSNode statement, TSNode bodies[2]);
/* The header of such a statement: an if's or a while's condition, a do's,
 * a for loop's initialisation, condition and step (none for a braced
 * block). Returns how many. */
int statements_header_parts(TSNode statement, TSNode parts[3]);
/* The innermost loop (for, while, do, range for) holding node, or a null node. */
TSNode statements_innermost_loop(TSNode node);
/* Whether an identifier named `name` occurs under node (as an identifier or,
 * where tree-sitter misreads `a.x < b` as a template, a type name). */
bool statements_mentions(const Source *src, TSNode node, const char *name);
/* A child of a declaration that declares a name (plain, initialised,
 * pointer, array, reference or function declarator). */
bool statements_is_declarator(TSNode node);
/* The names a declaration statement declares, at most `cap`; returns how
 * many. The caller frees each. */
int statements_declared_names(const Source *src, TSNode declaration, char **names, int cap);
/* The declarator of `declaration` that declares `name`, or a null node. */
TSNode statements_declarator_of(const Source *src, TSNode declaration, const char *name);
/* The first declarator under `node` (a body, in document order) that
 * declares `name`, or a null node. */
TSNode statements_find_declarator(const Source *src, TSNode node, const char *name);
/* A __shared__ declaration as a struct member: its text without __shared__
 * or static (caller frees). */
char *statements_shared_as_member(const Source *src, TSNode declaration);

#endif
