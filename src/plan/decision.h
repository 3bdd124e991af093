/* One decision per launch site: the kind of code its launch becomes, as
 * the planning passes chose it (plan/aggregation.c, plan/removal.c, ...,
 * promotion and co-running last in plan_decide_sites). transform/ and the
 * report test which strategy a site has through its decision alone: its
 * kind, and the predicates below where several kinds share a behaviour. */
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

/* MULTIBLOCK: across a group of K consecutive parent blocks (linear block
 * index / K), launched by the last block of the group to finish. Last so
 * that the others keep their values; plan_finer_granularity says what a
 * site falls back to. */
typedef enum Granularity {
    GRANULARITY_NONE,
    GRANULARITY_WARP,
    GRANULARITY_BLOCK,
    GRANULARITY_GRID,
    GRANULARITY_MULTIBLOCK
} Granularity;

/* Launch removal (Free Launch): the launch disappears and parent threads
 * do the child's work. T3 (CKi->PBi): the launching thread's block runs the
 * child's blocks, its threads standing in for the child's threads, from a
 * block-local worklist at the end of the block. T4 (CKi->PTi): the
 * launching thread runs every child thread itself. AUTO: both, chosen at
 * the end of each block from the launches its threads made (T3 when the
 * block-wide rounds it needs are fewer than T4's serial steps). T1
 * (CB*->PB*) and T2 (CK*->PB*): the parent kernel also gets a persistent
 * version whose blocks share out all child blocks (T1) or whole child
 * launches (T2) after a grid barrier; its host launches are replaced.
 * FLATTEN_WARP (--flatten=warp): the lanes of a warp that reach the launch
 * together run the threads of all their launches as one index space, lane
 * for lane in turns, each finding its launch and its child thread by a
 * search over the lanes' scanned thread counts (load-balanced); a launch of
 * more than Plan.flatten_cap threads is made as written instead, unless a
 * device-side sync may wait for it. */
typedef enum Removal {
    REMOVAL_NONE,
    REMOVAL_T3,
    REMOVAL_T4,
    REMOVAL_AUTO,
    REMOVAL_T1,
    REMOVAL_T2,
    REMOVAL_FLATTEN_WARP
} Removal;

/* What the plan chose for a site: the kind of code its launch becomes in
 * the kernel itself, and what lies over it. The planning passes set it as
 * they choose (decision_set_batch, decision_set_removal, ...). */
typedef struct SiteDecision {
    StrategyKind kind;
    StrategyKind fallback;   /* a launch the kind does not take (flattening at warp scope: one over
                                its cap): STRATEGY_GRID_BATCH, or STRATEGY_WRITTEN as written */
    Removal persistent;      /* T1, T2 or AUTO: the kernel's persistent version records it too */
    unsigned int threshold;  /* launched (or aggregated) only with at least this many threads, else
                                run by the launching thread (<child>_dp_t4); 0: any */
    unsigned int coarsen;    /* each child block does this many blocks of the original grid (in the
                                fused kernel when aggregated); 0: not coarsened */
    bool hoisted;            /* --hoist: the launching kernel's host launches make it, as one grid of the
                                children's blocks (KernelPlan.hoisted); in the kernel itself the kind
                                (STRATEGY_WRITTEN) holds */
} SiteDecision;

/* "written", "warp_batch", ...: the report's name of kind k. */
const char *strategy_kind_name(StrategyKind k);
/* Whether kind k gathers launches into a batch made by one launch of a
 * fused kernel (the aggregation kinds, levels and flattening at block and
 * grid scope). */
bool strategy_kind_batches(StrategyKind k);
/* The granularity whose batch kind k fills (GRANULARITY_NONE: none). */
Granularity strategy_kind_granularity(StrategyKind k);
/* The removal kind k is (T3, T4, AUTO, FLATTEN_WARP; REMOVAL_NONE else). */
Removal strategy_kind_removal(StrategyKind k);
/* Whether kind k makes its launch (or runs its records) at the end of its
 * scope rather than at the site: block, grid and multiblock batches, grid
 * levels, flattening at block and grid scope, T3 and auto. */
bool strategy_kind_postpones(StrategyKind k);
/* Whether kind k's batch holds one entry per child thread rather than one
 * per launch (flattening at block and grid scope: runtime block_flat.cuh,
 * grid_flat.cuh). */
bool strategy_kind_walks_threads(StrategyKind k);
/* Whether kind k gathers launches from the block's threads and runs them
 * with the block, at the end of the scope (T3, and auto's T3 half). */
bool strategy_kind_runs_with_block(StrategyKind k);

/* The granularity of the site's batch: its kind's, else its fallback's (a
 * launch over a flattening cap aggregated at grid granularity). */
Granularity decision_granularity(const SiteDecision *d);
/* Whether some of the site's launches go into a batch (its kind's or its
 * fallback's). */
bool decision_batches(const SiteDecision *d);
/* Whether some of the site's launches are made at the end of its scope. */
bool decision_postpones(const SiteDecision *d);
/* The removal the site's kind is (REMOVAL_NONE: not removed). */
Removal decision_removal(const SiteDecision *d);
/* Whether the site's launch record is one type for several sites: a
 * removed launch's (in place or in a persistent version) is one for every
 * launch of the child, a recursion's levels share their leader's. */
bool decision_shares_record(const SiteDecision *d);
/* Whether the launch becomes anything but itself: a kind other than
 * STRATEGY_WRITTEN, or a threshold or a coarsening over it. */
bool decision_changes_launch(const SiteDecision *d);
/* Aggregation at g (GRANULARITY_NONE: as written), as grid levels where
 * `levels`; on a site flattened at warp scope, what a launch over its cap
 * becomes. */
void decision_set_batch(SiteDecision *d, Granularity g, bool levels);
/* Removal r in the kernel itself (T3, T4, AUTO, FLATTEN_WARP; REMOVAL_NONE:
 * as written), on a site no batch takes. */
void decision_set_removal(SiteDecision *d, Removal r);
/* A batch at block or grid granularity walked thread by thread
 * (--flatten=block, grid). */
void decision_walk_threads(SiteDecision *d);

#endif
