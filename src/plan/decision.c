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

Granularity strategy_kind_granularity(StrategyKind k)
{
    switch (k) {
    case STRATEGY_WARP_BATCH: return GRANULARITY_WARP;
    case STRATEGY_BLOCK_BATCH:
    case STRATEGY_FLATTEN_BLOCK: return GRANULARITY_BLOCK;
    case STRATEGY_GRID_BATCH:
    case STRATEGY_GRID_LEVELS:
    case STRATEGY_FLATTEN_GRID: return GRANULARITY_GRID;
    case STRATEGY_MULTIBLOCK_BATCH: return GRANULARITY_MULTIBLOCK;
    default: return GRANULARITY_NONE;
    }
}

Removal strategy_kind_removal(StrategyKind k)
{
    switch (k) {
    case STRATEGY_REMOVE_T3: return REMOVAL_T3;
    case STRATEGY_REMOVE_T4: return REMOVAL_T4;
    case STRATEGY_REMOVE_AUTO: return REMOVAL_AUTO;
    case STRATEGY_FLATTEN_WARP: return REMOVAL_FLATTEN_WARP;
    default: return REMOVAL_NONE; /* T1 and T2 are a persistent version's, never a kernel's own */
    }
}

bool strategy_kind_postpones(StrategyKind k)
{
    Granularity g = strategy_kind_granularity(k);
    return g == GRANULARITY_BLOCK || g == GRANULARITY_GRID || g == GRANULARITY_MULTIBLOCK ||
           strategy_kind_runs_with_block(k);
}

bool strategy_kind_walks_threads(StrategyKind k) { return k == STRATEGY_FLATTEN_BLOCK || k == STRATEGY_FLATTEN_GRID; }

bool strategy_kind_runs_with_block(StrategyKind k) { return k == STRATEGY_REMOVE_T3 || k == STRATEGY_REMOVE_AUTO; }

Granularity decision_granularity(const SiteDecision *d)
{
    Granularity g = strategy_kind_granularity(d->kind);
    return g != GRANULARITY_NONE ? g : strategy_kind_granularity(d->fallback);
}

bool decision_batches(const SiteDecision *d) { return strategy_kind_batches(d->kind) || strategy_kind_batches(d->fallback); }

bool decision_postpones(const SiteDecision *d)
{
    return strategy_kind_postpones(d->kind) || strategy_kind_postpones(d->fallback);
}

Removal decision_removal(const SiteDecision *d) { return strategy_kind_removal(d->kind); }

bool decision_changes_launch(const SiteDecision *d)
{
    return d->kind != STRATEGY_WRITTEN || d->threshold || d->coarsen > 1;
}

bool decision_shares_record(const SiteDecision *d)
{
    return d->persistent != REMOVAL_NONE || d->kind == STRATEGY_REMOVE_T3 || d->kind == STRATEGY_REMOVE_T4 ||
           d->kind == STRATEGY_REMOVE_AUTO || d->kind == STRATEGY_GRID_LEVELS;
}

static StrategyKind batch_kind(Granularity g, bool levels)
{
    switch (g) {
    case GRANULARITY_WARP: return STRATEGY_WARP_BATCH;
    case GRANULARITY_BLOCK: return STRATEGY_BLOCK_BATCH;
    case GRANULARITY_GRID: return levels ? STRATEGY_GRID_LEVELS : STRATEGY_GRID_BATCH;
    case GRANULARITY_MULTIBLOCK: return STRATEGY_MULTIBLOCK_BATCH;
    case GRANULARITY_NONE: break;
    }
    return STRATEGY_WRITTEN;
}

void decision_set_batch(SiteDecision *d, Granularity g, bool levels)
{
    assert(!levels || g == GRANULARITY_GRID);
    if (d->kind == STRATEGY_FLATTEN_WARP) {
        /* Flattening refuses a child that launches: no levels here. */
        assert(!levels && (g == GRANULARITY_NONE || g == GRANULARITY_GRID));
        d->fallback = batch_kind(g, false);
        return;
    }
    assert(decision_removal(d) == REMOVAL_NONE && "one family per plan: a removed site is not also aggregated");
    d->kind = batch_kind(g, levels);
}

void decision_set_removal(SiteDecision *d, Removal r)
{
    assert(r != REMOVAL_T1 && r != REMOVAL_T2 && "T1 and T2 are the persistent version's (SiteDecision.persistent)");
    assert(!decision_batches(d) && "one family per plan: an aggregated site is not also removed");
    switch (r) {
    case REMOVAL_T3: d->kind = STRATEGY_REMOVE_T3; break;
    case REMOVAL_T4: d->kind = STRATEGY_REMOVE_T4; break;
    case REMOVAL_AUTO: d->kind = STRATEGY_REMOVE_AUTO; break;
    case REMOVAL_FLATTEN_WARP: d->kind = STRATEGY_FLATTEN_WARP; break;
    default: d->kind = STRATEGY_WRITTEN; break;
    }
}

void decision_walk_threads(SiteDecision *d)
{
    assert(d->kind == STRATEGY_BLOCK_BATCH || d->kind == STRATEGY_GRID_BATCH);
    d->kind = d->kind == STRATEGY_BLOCK_BATCH ? STRATEGY_FLATTEN_BLOCK : STRATEGY_FLATTEN_GRID;
}
