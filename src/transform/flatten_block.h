/* Flattening at block scope (--flatten=block): what block aggregation's
 * batch (aggregate_batch.c) becomes at the end of the block for a site the
 * plan flattens (STRATEGY_FLATTEN_BLOCK). */
#ifndef DPOPT_TRANSFORM_FLATTEN_BLOCK_H
#define DPOPT_TRANSFORM_FLATTEN_BLOCK_H

#include "transform/emit.h"
#include "transform/writer.h"

/* Once the block's records are in its batch: the block walks the batch
 * itself, or, over its cap, launches the fused grid (`first`: the batch's
 * first launch, NULL when nothing is read from it). */
void flatten_block_close(Emitter *e, int site, Writer *w, const char *first);

#endif
