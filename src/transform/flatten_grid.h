/* Flattening at grid scope (--flatten=grid): what grid aggregation's
 * batch (aggregate_batch.c) and its fused kernel (aggregate.c) become for
 * a site the plan flattens (SiteAggregation.threads). */
#ifndef DPOPT_TRANSFORM_FLATTEN_GRID_H
#define DPOPT_TRANSFORM_FLATTEN_GRID_H

#include "transform/emit.h"
#include "transform/writer.h"
#include "util/strbuf.h"

/* At the end of the block: the launch's thread count and its reservation
 * in the grid's batch (`pending` names the postponed launch). */
void flatten_grid_open(Emitter *e, int site, Writer *w, const char *pending);
/* The grid's last block: the launch of the fused grid, its uniform
 * arguments from the batch's first launch (`first`), into `stream`. */
void flatten_grid_fused_call(Emitter *e, int site, Writer *w, const char *first, const char *stream);
/* The fused kernel: each block takes chunks of the flattened threads, each
 * thread runs one child thread. */
void flatten_grid_fused_kernel(const Plan *plan, int site, StrBuf *out);

#endif
