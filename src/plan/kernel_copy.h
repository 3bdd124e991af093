/* A kernel whose host launches dpopt rewrites to launch a copy of it (the
 * follow-ups of --flatten=grid, plan/flatten_grid.c; a recursion's levels
 * as device graphs, plan/level_graphs.c), the kernel itself staying for
 * every launch dpopt does not see: what the copy and those launches need.
 * The copy repeats the kernel's head and parameters; every host launch of
 * it in the file must be one dpopt can rewrite; and nothing may name the
 * kernel expecting to reach the copy. */
#ifndef DPOPT_PLAN_KERNEL_COPY_H
#define DPOPT_PLAN_KERNEL_COPY_H

#include <stdint.h>

#include "plan/refusal.h"

/* Why kernel k (its name at name_at, definition_name_at) cannot have a
 * copy its host launches launch, or NULL: a template, a head that says
 * more than __global__, void and __launch_bounds__, a parameter unnamed or
 * __grid_constant__, a friend, a host launch dpopt cannot rewrite, none
 * at all. */
Refusal *kernel_copy_refusal(const Program *p, int k, uint32_t name_at);

/* Why the copy would miss what the program does with kernel k's name other
 * than launching it (name_used, plan/name_uses.h), or NULL. */
Refusal *kernel_copy_name_refusal(const Program *p, int k, const TSNode *name_used);

#endif
