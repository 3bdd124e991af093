/* One decision per launch site (plan/decision.h). */
#include "plan/decision.h"

#include <assert.h>

const char *strategy_kind_name(StrategyKind k)
{
    static const char *const names[STRATEGY_KIND_COUNT] = {
        [STRATEGY_WRITTEN] = "written",
        [STRATEGY_WARP_BATCH] = "warp_batch",
        [STRATEGY_BLOCK_BATCH] = "block_batch",
        [STRATEGY_GRID_BATCH] = "grid_batch",
        [STRATEGY_MULTIBLOCK_BATCH] = "multiblock_batch",
        [STRATEGY_GRID_LEVELS] = "grid_levels",
        [STRATEGY_FLATTEN_WARP] = "flatten_warp",
        [STRATEGY_FLATTEN_BLOCK] = "flatten_block",
        [STRATEGY_FLATTEN_GRID] = "flatten_grid",
        [STRATEGY_REMOVE_T3] = "remove_t3",
        [STRATEGY_REMOVE_T4] = "remove_t4",
        [STRATEGY_REMOVE_AUTO] = "remove_auto",
        [STRATEGY_PROMOTE] = "promote",
        [STRATEGY_CORUN] = "corun",
    };
    assert(k >= 0 && k < STRATEGY_KIND_COUNT && names[k]);
    return names[k];
}

bool strategy_kind_batches(StrategyKind k)
{
    switch (k) {
    case STRATEGY_WARP_BATCH:
    case STRATEGY_BLOCK_BATCH:
    case STRATEGY_GRID_BATCH:
    case STRATEGY_MULTIBLOCK_BATCH:
    case STRATEGY_GRID_LEVELS:
    case STRATEGY_FLATTEN_BLOCK:
    case STRATEGY_FLATTEN_GRID:
        return true;
    default:
        return false;
    }
}
