/* The runtime headers a generated file includes: dpopt/base.cuh, then the
 * header of each strategy the plan's decisions use, so that nvcc reads no
 * strategy the file does not (runtime/include/dpopt/base.cuh). */
#ifndef DPOPT_TRANSFORM_INCLUDES_H
#define DPOPT_TRANSFORM_INCLUDES_H

#include "plan/plan.h"
#include "rewrite/edit.h"

/* Prepends the `#include <dpopt/...>` lines the plan's sites and kernels
 * need, in a fixed order; `arena`: the file's device-side allocations are
 * the arena's. */
void includes_prepend(const Plan *plan, bool arena, EditBuffer *edits);

#endif
