/* The branches of preprocessor conditionals (#if, #ifdef, #ifndef, #elif,
 * #else) that hold a node: tree-sitter reads every branch as code, but
 * the compiler compiles one. Code generated for a node in a branch may
 * name what exists only when that branch is compiled, so it goes under
 * the branch's condition: the conjunction of the enclosing groups' own
 * conditions and, for an #elif or #else, the negations of those before
 * it. Plain syntax: what the macros are is not asked. */
#ifndef DPOPT_SYNTAX_BRANCH_H
#define DPOPT_SYNTAX_BRANCH_H

#include <stdbool.h>
#include <stdint.h>
#include <tree_sitter/api.h>

#include "syntax/source.h"

typedef struct Branch {
    char *condition; /* "(A) && !(B)", for `#if` (caller frees); NULL: in no group below `stop` */
    TSNode group;    /* the #if or #ifdef of the innermost group holding the node */
    bool odd;        /* a group dpopt cannot write the condition of (an #elifdef, a
                        comment in a condition): the node is in a branch, condition NULL */
} Branch;

/* The branch holding `node` in the groups between it and `stop` (a
 * function's body). */
Branch branch_of(const Source *src, TSNode node, TSNode stop);
/* Whether a and b stand in different branches of one group: no
 * configuration compiles both. */
bool branch_exclusive(TSNode a, TSNode b);
/* The first #define or #undef, at or after offset `from`, of a name the
 * condition tests: its offset, with the name (caller frees) in *name; or
 * UINT32_MAX when there is none. */
uint32_t branch_redefinition(const Source *src, const char *condition, uint32_t from, char **name);

#endif
