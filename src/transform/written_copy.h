/* A recursive kernel as written, under another name (<kernel>_dp_written):
 * what a thread running a launch of a level of grid aggregation's
 * recursion (STRATEGY_GRID_LEVELS) with its subtree launches where its
 * stack is full, or at or above the threshold. Its launches of itself
 * launch the copy, so the rest of that part of the tree runs as the
 * program wrote it, beside the fused grids and never in their grid-wide
 * state. */
#ifndef DPOPT_TRANSFORM_WRITTEN_COPY_H
#define DPOPT_TRANSFORM_WRITTEN_COPY_H

#include "plan/plan.h"
#include "util/strbuf.h"

/* Appends the copy of site's kernel (which launches itself there). */
void written_copy_emit(const Plan *plan, int site, StrBuf *o);

#endif
