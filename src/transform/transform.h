/* Carrying out a plan: every strategy's edits to the input, in a fixed
 * order (the postponing wrappers, aggregation, removal with the persistent
 * versions, thresholding and coarsening), and the table that tells
 * re-emission which strategy writes a site. */
#ifndef DPOPT_TRANSFORM_TRANSFORM_H
#define DPOPT_TRANSFORM_TRANSFORM_H

#include "plan/plan.h"
#include "rewrite/edit.h"

void transform_apply(const Plan *plan, EditBuffer *edits);

#endif
