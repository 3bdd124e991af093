/* The interface every strategy implements: what it writes where
 * re-emission (emit.c) meets one of its sites. transform/transform.c holds
 * the table and picks the strategy from the plan; a strategy only emits.
 * What a strategy writes outside the re-emitted code (records, generated
 * kernels and functions, the statements it replaces in the input) is its
 * pass's apply function, run by transform_apply in a fixed order. */
#ifndef DPOPT_TRANSFORM_STRATEGY_H
#define DPOPT_TRANSFORM_STRATEGY_H

#include "transform/emit.h"

typedef struct Strategy {
    const char *name;
    /* The statement replacing the launch. `bound`: its configuration and
     * arguments are already in dp_grid, dp_block and dp_arg<k> (a
     * threshold's test came first). */
    void (*at_site)(Emitter *e, int site, const char *indent, bool bound);
    /* Postponed sites: at the end of the body whose launches are made
     * there (transform/postpone.h). NULL for the others. */
    void (*at_scope_end)(Emitter *e, int site, const char *indent);
    /* A device-side cudaDeviceSynchronize planned SYNC_FLUSH, replaced as a
     * statement: the records of sync->flushes run there. NULL where the
     * strategy has none. */
    void (*at_sync)(Emitter *e, const SyncPlan *sync, const char *indent);
} Strategy;

#endif
