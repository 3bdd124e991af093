/* One decision per launch site: the kind of code its launch becomes, as
 * the plan chose it (plan_decide_sites). transform/ picks the strategy that
 * writes a site from its kind alone, and the report names it. */
#ifndef DPOPT_PLAN_DECISION_H
#define DPOPT_PLAN_DECISION_H

#include <stdbool.h>

typedef enum StrategyKind {
    STRATEGY_WRITTEN,          /* the launch as written */
    STRATEGY_WARP_BATCH,       /* --aggregate=warp: one launch for the warp's launches */
    STRATEGY_BLOCK_BATCH,      /* --aggregate=block: one launch for the block's, at its end */
    STRATEGY_GRID_BATCH,       /* --aggregate=grid: one launch for the grid's, by its last block */
    STRATEGY_MULTIBLOCK_BATCH, /* --aggregate=multiblock:K: one for K blocks' */
    STRATEGY_GRID_LEVELS,      /* grid granularity, a kernel's launches of itself level by level */
    STRATEGY_FLATTEN_WARP,     /* --flatten=warp: the warp's lanes run the children's threads */
    STRATEGY_FLATTEN_BLOCK,    /* --flatten=block: the block walks one entry per child thread */
    STRATEGY_FLATTEN_GRID,     /* --flatten=grid: a fused grid walks one entry per child thread */
    STRATEGY_REMOVE_T3,        /* --remove=t3: the launching block runs the child's blocks */
    STRATEGY_REMOVE_T4,        /* --remove=t4: the launching thread runs the child's threads */
    STRATEGY_REMOVE_AUTO,      /* T3 or T4, chosen at the end of each block */
    STRATEGY_PROMOTE,          /* --promote: a link of a chain of single-block grids */
    STRATEGY_CORUN,            /* --corun: a launch of a co-runnable version */
    STRATEGY_KIND_COUNT
} StrategyKind;

/* "written", "warp_batch", ...: the report's name of kind k. */
const char *strategy_kind_name(StrategyKind k);
/* Whether kind k gathers launches into a batch made by one launch of a
 * fused kernel (the aggregation kinds, levels and flattening at block and
 * grid scope). */
bool strategy_kind_batches(StrategyKind k);

#endif
