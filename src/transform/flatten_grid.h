/* Flattening at grid scope (--flatten=grid): what grid aggregation's
 * batch (aggregate_batch.c) and its fused kernel (aggregate.c) become for
 * a site the plan flattens (STRATEGY_FLATTEN_GRID). */
#ifndef DPOPT_TRANSFORM_FLATTEN_GRID_H
#define DPOPT_TRANSFORM_FLATTEN_GRID_H

#include "transform/emit.h"
#include "transform/writer.h"
#include "util/strbuf.h"

/* At the end of the block: the launch's thread count and its reservation
 * in the grid's batch (`pending` names the postponed launch). */
void flatten_grid_open(Emitter *e, int site, Writer *w, const char *pending);
/* The same for a launch in a loop: the thread's kept records pending[]
 * (`pending` is "dp_pending_<site>[dp_k]"), those that go in counted. */
void flatten_grid_open_kept(Emitter *e, int site, Writer *w, const char *pending);
/* Kept record `pending`'s threads (dp_its) and whether it goes in (dp_fits). */
void flatten_grid_count_kept(Emitter *e, int site, Writer *w, const char *pending);
/* The grid's last block: the launch of the fused grid, its uniform
 * arguments from the batch's first launch (`first`), into `stream`. */
void flatten_grid_fused_call(Emitter *e, int site, Writer *w, const char *first, const char *stream);
/* The grid's last block, where it runs small batches itself
 * (SiteAggregation.in_block): the fused grid's launch (`first`: the
 * batch's first launch, NULL when nothing is read from it) or its walk. */
void flatten_grid_close(Emitter *e, int site, Writer *w, const char *first, const char *stream);
/* The call by which this block alone walks the batch (the grid's last
 * block, or at block scope the launching block), its uniform arguments
 * from the batch's first launch (`first`, NULL when nothing is read). */
void flatten_walk_here(Emitter *e, int site, Writer *w, const char *first);
/* <fused kernel>_walk: the walk of a batch by one of the blocks running
 * it, each thread running one child thread at a time; for a site that
 * lists launches apart (SiteAggregation.lists_apart), also
 * <fused kernel>_walk_apart, the follow-up grid's walk of those. */
void flatten_grid_walk(const Plan *plan, int site, StrBuf *out);
/* The fused kernel: its blocks walk the batch, then release it. */
void flatten_grid_fused_kernel(const Plan *plan, int site, StrBuf *out);

/* A followed site (SiteAggregation.followed): the follow-up kernel's
 * declaration, its grid's size and the rooms set aside, before the
 * launching kernel. */
void flatten_grid_follow_declarations(const Plan *plan, int site, StrBuf *out);
/* Its follow-up kernel, which the host launches right after each grid of
 * the launching kernel's _dp_followed copy (transform/follow.c). */
void flatten_grid_follow_kernel(const Plan *plan, int site, StrBuf *out);

#endif
