/* Where a file names its kernels other than where it defines, declares or
 * launches them from the host: a grid-flattened kernel followed by its
 * host launches (flatten_grid.c) becomes a wrapper around a copy, and a
 * use of its name elsewhere would not reach the copy. Found in one walk of
 * the file for every kernel asked about (a walk per kernel grew with the
 * square of a file of many kernels). */
#ifndef DPOPT_PLAN_NAME_USES_H
#define DPOPT_PLAN_NAME_USES_H

#include <stdbool.h>
#include <stdint.h>
#include <tree_sitter/api.h>

struct Program;

/* For each function k with asked[k]: the first use of its name, in the
 * file's order, that is none of its definition's name (at defined_at[k]),
 * a prototype's or a host launch's callee (with `self_launches`, a launch
 * of the kernel from its own body's too); a mention in a macro's body
 * counts. A null node where there is none. Caller frees. */
TSNode *name_uses_elsewhere(const struct Program *p, const bool *asked, const uint32_t *defined_at, bool self_launches);

#endif
