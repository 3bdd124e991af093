/* Kernel launch aggregation (dissertation, chapter 3): the child grids that
 * the threads of a warp (block, grid, group of blocks) launch at one site
 * become one launch of a generated kernel, <child>_dp_<granularity>, whose
 * blocks find their parent launch in a batch kept in the runtime's device
 * pool. The strategies: aggregate_warp.c and aggregate_batch.c (block,
 * grid, multiblock); this pass writes what they share: the records, the
 * fused kernels, the launch statements, and device-side allocations
 * aggregated across warps. */
#ifndef DPOPT_TRANSFORM_AGGREGATE_H
#define DPOPT_TRANSFORM_AGGREGATE_H

#include "transform/site_code.h"
#include "transform/strategy.h"
#include "transform/writer.h"

extern const Strategy aggregate_warp;
extern const Strategy aggregate_batch;

/* The aggregated sites' statements, records and fused kernels. True when
 * the output needs the runtime. */
bool aggregate_apply(const Transform *t);
/* The fused grid's size: one block per child block, one per `coarsen`, or
 * walked in whole blocks, as many as the walk takes of blocks of `block`
 * (the fused launch's block, as it reads there) (caller frees). */
char *aggregate_fused_grid_size(const SitePlan *sp, const char *block);
/* Whether the fused launch reads anything from the batch's first launch. */
bool aggregate_needs_first(const LaunchSite *s, const SitePlan *sp);
/* The options of the site's batch (dpopt::BatchOptions dp_options), one
 * named field a line where it differs from the default. */
void aggregate_batch_options(Writer *w, SiteCode c, bool one_per_row, int sites, bool level);
/* The fused kernel of a recursion's level sites as its device graphs' copy
 * (transform/level_graph.h): named `name`, its body emitted for a graph. */
void aggregate_level_graph_kernel(const Transform *t, int site, StrBuf *out, const char *name);

#endif
