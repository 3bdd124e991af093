/* Kernel launch aggregation (dissertation, chapter 3): the child grids that
 * the threads of a warp launch at one site become one launch of a generated
 * kernel, <child>_dp_warp, whose blocks find their parent launch in a batch
 * kept in the runtime's device pool. */
#ifndef DPOPT_TRANSFORM_AGGREGATE_H
#define DPOPT_TRANSFORM_AGGREGATE_H

#include "plan/plan.h"
#include "rewrite/edit.h"

/* Adds to `edits` everything the plan's aggregated sites need. */
void aggregate_apply(const Plan *plan, EditBuffer *edits);

#endif
