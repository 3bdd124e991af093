/* Per launch site: which strategy applies, and why not when one cannot.
 * The plan decides; transform/ only carries the decision out. The types
 * live here (the decision's own in plan/decision.h); aggregation is
 * planned in plan/aggregation.c, removal in plan/removal.c, each setting
 * the kinds it chooses, promotion and co-running added by plan/decide.c;
 * a plan is freed by plan/plan_free.c. */
#ifndef DPOPT_PLAN_PLAN_H
#define DPOPT_PLAN_PLAN_H

#include <stdbool.h>

#include "analysis/launch_facts.h"
#include "model/model.h"
#include "plan/decision.h"
#include "plan/refusal.h"

/* --flatten-cap's default: a launch of more child threads than this is
 * made as written (a warp would take 128 turns for it). */
#define PLAN_FLATTEN_CAP_DEFAULT 4096u

/* The payloads of a site's decision (SiteDecision), one record per family
 * rather than a union under the kind, because their lifetimes overlap:
 * - a site flattened at warp scope (STRATEGY_FLATTEN_WARP) reads
 *   SiteRemoval's flattening fields and, where a launch over its cap is
 *   aggregated at grid granularity (fallback STRATEGY_GRID_BATCH),
 *   SiteAggregation's batch too;
 * - SiteRemoval.list and .levels belong to the kernel's persistent version
 *   (SiteDecision.persistent), beside T3 or T4 in the kernel itself or the
 *   launch as written there;
 * - SiteShape lies over a batch or a launch as written.
 * Which strategy a site has is its decision's alone: no field here repeats
 * the kind.
 *
 * Aggregation (a batch kind, or a flattened site's fallback): the launch is
 * batched with its neighbours' into one launch of a generated child kernel. */
/* The entries of a site's table of grid states (SiteAggregation.grid_table):
 * runtime grid_table.cuh's grid_table_size, which the notes name
 * (tests/docs/check.sh fails where the two differ). */
#define GRID_TABLE_SIZE 256

/* The most atomicAdd calls of one child that its serial version adds up
 * for the block (KernelPlan.sums): the rest stay as written. */
#define PLAN_BLOCK_SUMS 8

typedef struct SiteAggregation {
    bool *arg_scalar;        /* per argument: passed as a scalar (uniform at the granularity) */
    bool grid_scalar;        /* grid configuration uniform: one value for the batch */
    bool block_scalar;       /* block configuration uniform: not in the record */
    bool grid_x_only;        /* the grid travels in the record (not grid_scalar) as its x alone: its
                                configuration is of an integer type (analysis/integer_expr.h), so
                                its dim3 is (x, 1, 1); never for a recursion's levels, whose
                                sites share one record type */
    unsigned int block_constant; /* the block every launch of the site makes, where it is a constant
                                    (analysis/constant_size.h's proof: integer literals, integer
                                    locals and macros, so dim3(v, 1, 1)); 0: not known. The walks
                                    divide by it as a constant. Never for a recursion's levels */
    char *record_name;       /* the argument record type of the generated child kernel */
    bool whole_warps;        /* a batch of threads (strategy_kind_walks_threads), for a child with
                                warp-wide operations: each launch's threads go in whole, child blocks of whole warps (a launch of
                                other blocks is made as written), so each step of a warp of
                                the walk is one warp of the child, lane for lane */
    bool bounded;            /* a batch of threads: the child's threads past its argument bound_arg do
                                nothing (analysis/thread_guard.h), so they are not run (never
                                with whole_warps: those threads take part in the warp's
                                operations) */
    int bound_arg;
    bool followed;           /* a batch of threads: the host launches the fused grid right after the launching
                                kernel, in its stream, instead of the grid's last block launching
                                it (KernelPlan.followed) */
    bool lists_apart;        /* followed, launched once a thread (not in a loop), its child walked
                                thread by thread or in whole warps of a constant block of whole
                                warps: in the followed copy a launch too large for the batch's walk
                                takes a record listed apart, which the follow-up grid walks whole
                                (warp for warp: its steps are whole warps of the child), rather than
                                being made as written; with no device-side launch left, that copy
                                names no device runtime */
    bool in_block;           /* a batch of threads: the grid's last block runs a small batch itself rather
                                than launch (not for a launch into cudaStreamTailLaunch, which
                                must wait for the whole launching grid); at block scope always:
                                the launching block walks its batch, unless it is large */
    Granularity flattened;   /* --flatten=grid or block (or flatten_grid, flatten_block asked of the
                                site) and the site's batch at that granularity: the scope at which
                                it was to walk threads (GRANULARITY_NONE: not asked) */
    Refusal *flatten_reason; /* flattening asked, the site aggregated block by block: why */
    bool walks_blocks;       /* flattening at grid scope asked of a child with barriers or shared
                                memory (flatten_reason NULL): its batch stays counted in child
                                blocks, and each block of the fused grid runs a share of them, one
                                after another (runtime block_walk.cuh) */
    int level_leader;        /* STRATEGY_GRID_LEVELS: the first of the kernel's launches of itself,
                                whose batch, names and fused kernel every one of them shares
                                (plan/levels.h); -1 otherwise */
    int level_sites;         /* levels, on the leader: how many sites share its batch */
    bool nested;             /* grid granularity (levels too): the last block launches the fused grid
                                into cudaStreamFireAndForget, a child of its grid that starts at once,
                                rather than into cudaStreamTailLaunch, which waits on the device's
                                launch pool (longer the higher its pending-launch limit); past the
                                nesting depth, the tail launch (runtime launch_nested) */
    Refusal *tail_reason;    /* grid granularity, not nested: the launch whose order keeps the tail
                                launch */
    bool subtree;            /* levels: a launch for which not even a piece of one block finds room
                                in the pool or the device heap is run by the launching thread with
                                its whole subtree, depth first (<kernel>_dp_subtree) */
    Refusal *subtree_reason; /* levels, not subtree: why its thread cannot (the program then stops
                                with a message there) */
    bool one_per_row;        /* at most one launch per row of a block's threads (LaunchFacts.one_per_row):
                                the batch holds room for one launch per row, not per thread */
    unsigned long long launch_blocks; /* levels: the blocks of every member's launch, where each grid is
                                the same constant (constant_size_value_at): a launch's units of the
                                batch at most (runtime BatchOptions.max_units: one atomic reserves
                                them), and where 1, block k of a fused grid runs launch k of its
                                piece (batch_enter_piece_one_each: no header read); 0: not known */
    bool graph;              /* levels, on every member: the recursion's levels run as two device
                                graphs taking turns, started by the host's launches through a graph
                                of their own (plan/level_graphs.h); else each level's last block
                                launches the next */
    Refusal *graph_reason;   /* levels, not graph: why */
    bool append_at_launch;   /* levels, every member one a row and none run with its subtree: each
                                launch goes into the next level's batch at the launch, by its own
                                thread (runtime level_append), rather than kept in a record until
                                the block's end; the block's end only counts the block out */
    unsigned int loop_records; /* grid granularity, a launch inside a loop: each thread keeps up to
                                this many of its launches for the end of the kernel, one record
                                each, and launches the ones past them as written (its stream
                                orders none of them); 0: not in a loop */
    bool grid_table;         /* grid granularity where several grids of the launching kernel may run at
                                once (launched into streams, from the device, or where dpopt cannot see):
                                each grid takes a state of its own from a table (runtime grid_table.cuh)
                                rather than sharing the site's one */
    Refusal *grid_table_reason; /* grid_table: why several grids of the launching kernel may run at
                                   once (REFUSAL_PARENT_STREAM_LAUNCHED, _HOST_THREADS, _HIDDEN_LAUNCHED...) */
} SiteAggregation;

/* Launch removal (a removal kind, or SiteDecision.persistent): parent
 * threads do the child's work. */
typedef struct SiteRemoval {
    int list;                /* SiteDecision.persistent: the persistent version's worklist that
                                records the launch */
    TSNode stream_create;    /* where the launch goes to a stream its thread makes for it alone
                                (DEVICE_STREAM_ONE_LAUNCH), the stream's cudaStreamCreateWithFlags
                                and cudaStreamDestroy calls, found once (plan_find_own_streams,
                                plan_stream_call_dropped); null nodes otherwise */
    TSNode stream_destroy;
    bool levels;             /* SiteDecision.persistent: a launch of a kernel that launches itself,
                                recorded by the kernel's persistent version only, whose grid then
                                runs the recursion level by level (a list per level, a grid barrier
                                between); in the kernel itself it stays as its kind says. Not a
                                kind: the persistent version's form, not the kernel's own */
    bool waited_for;         /* T3 and auto: a device-side cudaDeviceSynchronize waits for the
                                launch, so where the block cannot run it (pool full, child
                                block too large) the launching thread does (T4) rather than
                                launch it as written */
    bool in_null_chain;      /* T3 and auto: flushed where another launch of the same thread into
                                the NULL stream (or this one again) is flushed: once the block cannot
                                run one of them and the thread launches it as written, the thread
                                launches the later ones as written too, so that none overtakes it
                                (plan/order.h) */
    bool run_at_sync_only;   /* T3 and auto: a sync that every path from the launch meets runs
                                its records, so the end of its scope has none to run */
    bool uncapped;           /* flattening: every launch is flattened, however large (a
                                device-side sync may wait for it, so none is made as written) */
    bool bounded;            /* flattening: the child's threads past its argument bound_arg do
                                nothing (analysis/thread_guard.h), so they are not run */
    int bound_arg;
    bool *arg_shared;        /* flattening, per argument: the same in every lane of a group (uniform
                                across the warp, and the launch made once per thread, in the
                                kernel itself), so a lane need not take it from another */
    bool grid_shared, block_shared; /* the same for the configuration */
    Refusal *over_cap_reason; /* flattening with a cap: why a launch over it is made as written
                                 rather than aggregated at grid granularity (SiteDecision.fallback
                                 STRATEGY_GRID_BATCH: aggregated); NULL for an uncapped site */
} SiteRemoval;

/* Thresholding (--threshold) and coarsening (--coarsen), over the kind:
 * the shape of the child grid the launch makes (the factors are
 * SiteDecision.threshold and .coarsen). */
typedef struct SiteShape {
    unsigned int threshold_asked; /* the threshold asked of the site (--threshold, or its --decisions
                                     entry); 0: none */
    unsigned int coarsen_asked;   /* the coarsening factor asked of it; 0: none */
    Refusal *threshold_reason; /* a threshold asked but not applied: why */
    bool subtree;            /* thresholded launch of a kernel by itself: below the threshold the
                                launching thread runs the child and its whole subtree, depth first
                                (<child>_dp_subtree), every launch in it thresholded the same way */
    Refusal *coarsen_reason; /* --coarsen asked but not applied: why */
    char *coarse_name;       /* coarsened and not aggregated: "<child>_dp_coarse<N>" */
} SiteShape;

typedef struct SitePlan {
    SiteDecision decision;   /* what the site becomes (plan/decision.h): set by the planning passes
                                as they choose, promotion and co-running last (plan_decide_sites) */
    Refusal *reason;         /* why it is left as written, or why a finer granularity
                                than requested was used (NULL otherwise) */
    /* What the transformation generates for the site, aggregated or removed: */
    char *kernel_name;       /* aggregated: the generated child kernel, e.g. "bfs_child_dp_warp"
                                ("<that>_coarse<N>" when coarsened too); removed: the __device__
                                function running the child, "<child>_dp_t3" (T3) or
                                "<child>_dp_t4" (T4 and auto) */
    char *launch_name;       /* block and grid aggregation: the postponed launch's type;
                                removed: the record of a removed launch (T3's block-local
                                list, T1/T2's grid-wide worklists) */
    int record_configs;      /* launch_name's fields of the configuration: 2 (grid, block), 3
                                (and shared memory) or 4 (and stream), the most that any launch
                                sharing the record type gives (a removed launch's record serves
                                every launch of its child, a recursion's levels their leader's);
                                set by plan_decide_sites */
    TSNode flush_scope;      /* block and grid aggregation, T3 and auto removal: the body at
                                whose end the launch is made or its records are run: the
                                kernel's, or that of a block-convergent loop */
    SiteAggregation aggregated; /* decision_batches: how */
    SiteRemoval removal;     /* a removal kind or decision.persistent: how */
    SiteShape shape;         /* thresholding and coarsening, on top of either */
    bool pending_in_memory;  /* postponed to the end of its block: the record it fills until then is
                                kept in local memory, not in registers held across the body
                                (--pending=memory; plan/pending_place.c), where the block's own
                                kernel runs the body (not a persistent grid's loop) */
    bool bounded;            /* its generated kernel launched with the child's block (a batch's fused
                                kernel, not a walk's of dpopt's own block; a coarsened copy) may have
                                more than 256 threads a block and the child has no bounds of its own:
                                it takes __launch_bounds__(1024) (plan/launch_bounds.c) */
} SitePlan;

/* What becomes of a device-side cudaDeviceSynchronize once the launches it
 * waited for are removed. SYNC_FLUSH (T3 and auto; Free Launch's "goto P"
 * and "Back" for a synchronous launch): the whole block runs the launches
 * its threads have recorded so far, right there, then meets a barrier, and
 * the rest of the body goes on with fresh records. */
typedef enum SyncAction { SYNC_KEEP, SYNC_BARRIER, SYNC_DROP, SYNC_FLUSH } SyncAction;

typedef struct SyncPlan {
    int call;                /* index in program->calls */
    SyncAction action;
    Refusal *reason;         /* why this action */
    int *flushes;            /* SYNC_FLUSH: the launch sites whose records it runs */
    int flush_count;
} SyncPlan;

/* How the threads of a child may be run by other threads (launch removal,
 * persistent blocks): its barriers and warp-wide operations decide. */
typedef enum ChildForm {
    CHILD_ANY_THREADS,  /* no barriers, no warp-wide operations: any threads, in any order */
    CHILD_WHOLE_WARPS,  /* warp-wide operations, no barriers: run in whole warps, lanes kept */
    CHILD_IN_TURNS,     /* barriers at which the body splits into thread loops: a child
                           block larger than the running block runs in turns */
    CHILD_STANDING_IN   /* barriers it cannot be split at: the running block's threads
                           stand in for the child's, in whole warps, no more than it has */
} ChildForm;

/* An atomicAdd of a child that its serial version adds up for the block
 * (KernelPlan.sums). */
/* How a block's atomic calls on one word combine in a register. */
typedef enum PlanSumOp { SUM_ADD, SUM_MAX, SUM_MIN, SUM_OR, SUM_AND, SUM_XOR } PlanSumOp;

typedef struct PlanSum {
    TSNode call;        /* the call, a statement of its own */
    PlanSumOp op;       /* atomicAdd, atomicMax, atomicMin, atomicOr, atomicAnd or atomicXor */
    const char *type;   /* what the register holds: the word's type, "unsigned int" for an int
                           word's sum (so that it wraps as the additions do) */
    bool to_int;        /* an int word's sum: each value converted to int first, the sum to int
                           at the end */
    bool literal;       /* the term is an integer literal: added as written */
    TSNode term;        /* what each thread adds up: the value, or the value without its factor */
    TSNode factor;      /* the value's factor the same for the block (analysis/block_sums.h),
                           multiplying the sum once; null where none */
    int same_as;        /* the earlier sum of the kernel whose register this one's term is
                           added to (the same term, added together); -1 where none */
} PlanSum;

/* Per function: what becomes of it as the child of transformed launches
 * and, under launch removal T1/T2/auto, as a kernel that launches. Every
 * plan has one per function, zeroed where nothing applies. */
typedef struct KernelPlan {
    /* As the child of transformed launches (plan_decide_kernels, plan/kernels.c): */
    bool decided;        /* some launch of it is transformed: the rest of this group is set */
    ChildForm form;      /* how other threads may run its threads */
    bool shared;         /* it declares __shared__ memory */
    bool packs;          /* persistent blocks pack its blocks side by side (no barriers, no
                            shared memory) */
    bool runs_as_block;  /* launch removal: <fn>_dp_t3, one block run by the launching block */
    bool runs_serially;  /* launch removal or a threshold: <fn>_dp_t4, run by one thread */
    bool threads_whole;  /* runs_serially, with barriers that order nothing there
                            (analysis/idle_barriers.h): <fn>_dp_t4 runs each child thread
                            whole, in one thread loop, not split at its barriers */
    char *split_why;     /* runs_serially with barriers, not threads_whole: why a barrier may order
                            something (idle_barriers_all's reason, naming its line), for the report */
    PlanSum *sums;       /* runs_serially: its atomic calls that <fn>_dp_t4 combines for the
                            block and makes once at its end (analysis/block_sums.h) */
    int sum_count;
    bool runs_as_thread; /* persistent blocks pack it: <fn>_dp_thread, one of its threads */
    bool shared_as_child; /* its T3 version takes its shared memory as a struct
                             (<child>_dp_shared &dp_shared): a persistent parent places it
                             (plan/shared_placement.c) */
    /* As a kernel that launches, under launch removal T1, T2 or auto (plan/removal.c): */
    Removal persistent;  /* T1, T2 or AUTO when it gets a persistent version (<kernel>_dp_free),
                            else NONE */
    Refusal *persistent_reason; /* why it does not, where it launches */
    bool persistent_levels;  /* its persistent version runs its launches of itself level by level
                                (SiteRemoval.levels) */
    bool persistent_one_per_row; /* levels: every launch at most one per row of a block's threads
                                    (LaunchFacts.one_per_row): a level's lists hold one a row */
    bool shared_placed;  /* its persistent version places its shared memory and its children's
                            in one dynamic region (<kernel>_dp_shared), apart or overlapping as
                            the host finds best (Free Launch 2.3) */
    Refusal *shared_note; /* what became of its persistent version's shared memory, where
                             parent and children both have some */
    /* As a kernel whose launches are flattened at grid scope (plan/flatten_grid.c): */
    bool followed;       /* its body becomes <kernel>_dp_body<bool dp_followed>; its host launches
                            launch <kernel>_dp_followed, then each flattened site's follow-up
                            kernel in the same stream; <kernel> itself stays for any other
                            launch, its fused grids launched from the device */
    uint32_t name_at;    /* followed, or running its launches of itself level by level (plan/levels.h):
                            where its name stands in its definition's head */
    Refusal *follow_reason; /* why it is not followed, where it has flattened sites */
    /* As a kernel whose threads make no device-runtime call in its body (plan/error_queries.c): */
    bool queries_succeed; /* every launch it makes is postponed to the end of its block, and its body
                             and what it calls ask the device runtime nothing but its last error:
                             those queries, which can only find cudaSuccess, read it, where the kernel
                             stands (a kernel that calls the device runtime at all takes longer a
                             launch) */
    /* As a kernel whose sites keep one state per site (plan/host_lock.c): */
    bool host_locked;    /* its host launches, which no other strategy rewrites, take the host launch
                            lock: in a per-thread default stream each waits for the last one's grid */
    /* As a kernel whose body is one grid-stride loop (plan/widen.c): */
    bool widened;        /* its host launches get blocks enough for one iteration a thread
                            (dpopt::grid_stride_grid), as far as the GPU holds them at once */
    int widen_bound;     /* widened: the loop's bound, a parameter's index */
    const char *widen_why; /* where its sites are batched at grid scope but its grid-stride loop
                              keeps its grid: why (static text); NULL */
    uint32_t widen_why_at; /* and the byte where the reason stands */
    uint32_t widen_loop_at; /* the loop's first byte: where widened, or widen_why is set */
    /* As a kernel dpopt rewrites or copies (plan/launch_bounds.c): */
    bool bounded;        /* it has a rewritten launch, a persistent version, follow-up wrappers, a
                            promoted chain or a co-runnable copy, no bounds of its own, and a launch
                            that may have more than 256 threads a block: what dpopt writes of it
                            takes __launch_bounds__(1024), so that its registers stay at 64 */
    uint32_t bound_at;   /* bounded and rewritten where it stands (not followed): where its name
                            stands in its head, the bound written before it; 0: nowhere */
    /* As a kernel whose launch is hoisted into its host launches (plan/hoist.c): */
    bool hoisted;        /* its host launches launch <kernel>_dp_hoist, a block for each child block of
                            each of its threads, where the hoisted grid can be made (else the kernel) */
    int hoist_site;      /* hoisted: its one launch */
    char *hoist_grid, *hoist_block; /* hoisted: the child's grid and block as the host works them out
                                       from the kernel's parameters (analysis/host_expr.h) */
    bool *hoist_params;  /* hoisted: which of its parameters those read */
    long hoist_lane;     /* hoisted: the one lane of each of its blocks that can launch
                            (analysis/launch_lane.h): its hoisted grid stands for that lane
                            alone; -1: every thread */
    bool hoist_bounded;  /* hoisted: its hoisted kernel, launched with the child's block, takes
                            __launch_bounds__(1024): the child has no bounds of its own and its
                            block is not a constant of 256 threads or fewer */
    bool hoist_walks;    /* hoisted over offsets (plan/hoist_offsets.c): the kernel reads memory and
                            sizes its child by two neighbouring offsets; its hoisted kernel walks the
                            children's threads, a thread each (no child grid or block on the host) */
    int hoist_offsets;   /* hoist_walks: its parameter holding the offsets */
    char *hoist_parents; /* hoist_walks: the bound of its index every read of them is under, as the
                            host works it out (in hoist_params); NULL: every thread reads them */
    char *hoist_index_type; /* hoist_parents: the type of the index as the bound compares it */
} KernelPlan;

/* A site by where something of it starts (plan/site_index.h). */
typedef struct SiteAt {
    uint32_t start;
    int site;
} SiteAt;

typedef struct Plan {
    const Program *program;
    Granularity requested;
    unsigned int group_blocks; /* multiblock: K, the parent blocks of a group */
    char multiblock_label[24]; /* "multiblock:K" */
    Removal removal_requested;
    unsigned int flatten_cap; /* --flatten-cap=N: the most child threads a flattened launch has
                                 (--flatten=block: a block walks itself; 0, the runtime's default) */
    Granularity flattened;   /* --flatten=grid or block: that granularity's aggregation thread by thread
                                where the child allows (GRANULARITY_NONE: neither) */
    SitePlan *sites;         /* one per launch site */
    Granularity *asked;      /* per site, the granularity asked of it (--decisions); NULL: requested
                                for every site */
    Removal *removal_asked;  /* per site, the removal asked of it (--decisions); NULL:
                                removal_requested for every site */
    bool arena_malloc;       /* every device-side cudaMalloc and cudaFree becomes the arena's
                                (plan/arena.c, runtime arena.cuh) */
    char *arena_reason;      /* --malloc=arena asked, a device-side allocation there, and the
                                arena not used: why */
    uint32_t arena_reason_at; /* where, in the file */
    SyncPlan *syncs;         /* removal: every device-side cudaDeviceSynchronize */
    int sync_count;
    unsigned int threshold_requested; /* --threshold=N, 0 when not asked */
    unsigned int coarsen_requested;   /* --coarsen=N, 0 when not asked */
    KernelPlan *kernels;     /* one per function, in every plan (zeroed when it is built) */
    SiteAt *by_statement;    /* every site, by its statement's start (plan/site_index.h) */
    SiteAt *by_flush_scope;  /* the sites with a flush scope, by the scope's start */
    int flush_scope_count;
    struct Promotions *promotions; /* --promote: the chains promoted (plan/promote.h); NULL otherwise */
    struct Coruns *coruns;         /* --corun: the kernels made co-runnable (plan/corun.h); NULL otherwise */
    bool *coherent_reads;    /* per function: its __ldg reads become dpopt::read_coherent, as it runs
                                (or may run) inside a kernel that writes what it reads: the functions
                                transformed children call, and those persistent kernels call; the
                                children's and persistent kernels' own bodies always (plan/kernels.c) */
    struct PlaceHelpers *place_helpers; /* the functions kernels call that read the place, which
                                           generated code calls copies of (plan/place_helpers.h);
                                           made by plan_decide_kernels */
    struct Optimized *optimized; /* -O: each site's predicted costs and the form taken
                                    (plan/optimize.h); NULL otherwise */
    bool hoist_requested;    /* --hoist, or a decisions file's "hoist" (plan_hoist) */
} Plan;

/* group_blocks: K of GRANULARITY_MULTIBLOCK (ignored otherwise). */
Plan *plan_build(const Program *program, const LaunchFacts *facts, Granularity requested, unsigned int group_blocks);
/* The same with a granularity asked of each site (`asked`, one per site,
 * GRANULARITY_NONE: as written; copied), `requested` the one the notes of
 * the file as a whole name. */
Plan *plan_build_asked(const Program *program, const LaunchFacts *facts, Granularity requested,
                       unsigned int group_blocks, const Granularity *asked);
/* Launch removal (or flattening) instead of aggregation. */
Plan *plan_build_removal(const Program *program, const LaunchFacts *facts, Removal requested);
/* The same with a removal asked of each site (`asked`: REMOVAL_T3, T4,
 * AUTO or NONE, as written; copied); T1 and T2 only as `requested`. */
Plan *plan_build_removal_asked(const Program *program, const LaunchFacts *facts, Removal requested,
                               const Removal *asked);
/* The granularity asked of site i (plan_build_asked), else the file's. */
Granularity plan_site_asked(const Plan *plan, int i);
const char *removal_name(Removal r);
/* Whether a removed launch's child has run by the time the launching
 * thread goes past the launch (T4, flattening). */
bool removal_runs_in_place(Removal r);
/* "keep", "barrier", "drop" or "flush". */
const char *sync_action_name(SyncAction a);
/* --threshold=N on top of an aggregation plan (or of none): every
 * device-side site that T4 could serialise launches only children of at
 * least N threads and runs smaller ones in the launching thread. */
void plan_add_threshold(Plan *plan, const LaunchFacts *facts, unsigned int threads);
/* The same with a threshold asked of each site (`threads`, one per site,
 * 0: none). */
void plan_add_threshold_asked(Plan *plan, const LaunchFacts *facts, const unsigned int *threads);
/* --coarsen=N on top of an aggregation plan (or of none): each block of the
 * child (or of its fused kernel) does the work of N original blocks. */
void plan_add_coarsening(Plan *plan, const LaunchFacts *facts, unsigned int factor);
/* The same with a factor asked of each site (`factors`, one per site, 0:
 * none); the launches of a child made as written share one coarsened copy,
 * so a later one asking another factor is not coarsened. */
void plan_add_coarsening_asked(Plan *plan, const LaunchFacts *facts, const unsigned int *factors);
/* Why the child of site s cannot run in a fused kernel whose blocks each do
 * the work of several of its blocks, one after another (coarsening, grid
 * flattening in whole blocks), or NULL. */
Refusal *plan_coarsen_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s);
/* --flatten=warp: a launch over the cap is aggregated at grid granularity
 * (its launches over the cap go into a grid-wide batch whose fused grid
 * runs after the launching grid), where grid granularity takes the site;
 * otherwise it is made as written, the reason in SiteRemoval.over_cap_reason. */
void plan_aggregate_over_cap(Plan *plan, const LaunchFacts *facts);
/* --flatten=grid or --flatten=block on top of a plan for aggregation at
 * `scope` (GRANULARITY_GRID or GRANULARITY_BLOCK): each site aggregated
 * there whose child's threads may run apart (no barriers, shared memory or
 * launches of its own; warp-wide operations in whole warps) has a batch of
 * one entry per child thread, walked by a fused grid (grid) or by the
 * launching block itself (block) (plan/flatten_grid.c). */
void plan_flatten(Plan *plan, const LaunchFacts *facts, Granularity scope);
/* The same with the scope asked of each site (`scopes`, one per site,
 * GRANULARITY_GRID or BLOCK; GRANULARITY_NONE: not flattened), tried where
 * the site's batch is at that granularity. */
void plan_flatten_asked(Plan *plan, const LaunchFacts *facts, const Granularity *scopes);
/* Whether the site's launches, made from the serial copy of its kernel
 * (<kernel>_dp_t4 in <kernel>_dp_subtree), wait on the thread's stack:
 * thresholded recursion, or a level with no room. */
bool plan_site_in_subtree(const SitePlan *sp);
/* Which kernels dpopt writes or rewrites take __launch_bounds__(1024)
 * (KernelPlan.bounded, SitePlan.bounded), once every site is decided. */
void plan_decide_launch_bounds(Plan *plan);
/* SitePlan.pending_in_memory for every site postponed to the end of its
 * block, where `asked` (--pending=memory). */
void plan_decide_pending_place(Plan *plan, bool asked);
/* KernelPlan.queries_succeed of every kernel. */
void plan_decide_error_queries(Plan *plan);
/* Whether launch s may have more than 256 threads a block (unknown: yes),
 * so that code dpopt writes into the kernel it launches is bounded to 64
 * registers a thread (plan/launch_bounds.c). */
bool plan_launch_may_be_wide(const Program *p, const LaunchSite *s);
/* The same of any launch of kernel fn; one launched in no line of the file
 * (another file launches it) may be. */
bool plan_kernel_may_be_wide(const Program *p, int fn);
/* KernelPlan.widened (plan/widen.c). */
void plan_decide_widening(Plan *plan);
/* SiteAggregation.nested and tail_reason of every site at grid
 * granularity (plan/nesting.c), once every site is decided. */
void plan_decide_nesting(Plan *plan);
/* Whether host launch s gets its kernel's widened grid: the kernel
 * widened, and the launch's block and the loop's bound, which the widened
 * grid reads again, free of effects. */
bool plan_launch_widened(const Plan *plan, const LaunchSite *s);
/* KernelPlan.host_locked (plan/host_lock.c). */
void plan_decide_host_locks(Plan *plan);
/* Whether kernel `fn`, run level by level, has launches of itself that a
 * thread runs with their subtree (where a level has no room, or below a
 * threshold): those make the launches they cannot keep of the kernel as
 * written (<kernel>_dp_written). */
bool plan_levels_run_subtrees(const Plan *plan, int fn);
/* --hoist (plan/hoist.c): each device-side launch (asked[i], one per site;
 * NULL: every one) whose launching kernel only works out that launch
 * (analysis/pure_body.h) and whose child's size follows from the kernel's
 * arguments (analysis/host_expr.h), left as written in the kernel itself,
 * is made by the kernel's host launches as one grid of the children's
 * blocks (SiteDecision.hoisted, KernelPlan.hoisted). Where it cannot be and
 * the site is left as written, SitePlan.reason says why. `bounded` (-O: the
 * program's facts, else NULL): only launches whose every condition bounds
 * an index, which most threads pass. Run after every other planning pass
 * that rewrites sites or host launches. */
void plan_hoist(Plan *plan, const bool *asked, const LaunchFacts *facts, bool bounds_only);
/* --hoist over offsets (plan/hoist_offsets.c): why site i, whose kernel
 * reads memory, cannot be hoisted as a walk over the offsets its child's
 * size is taken from (analysis/offsets_count.h), or NULL, with kp's
 * hoist_walks, hoist_offsets, hoist_parents and hoist_params filled. */
Refusal *plan_hoist_offsets(const Plan *plan, const LaunchFacts *facts, int i, KernelPlan *kp);
/* Whether site i would be hoisted over offsets under -O were it left as
 * written (-O prefers that walk to any batched form: no launching grid, no
 * launch from the device; plan/optimize.c). */
bool plan_hoist_walks_site(const Plan *plan, const LaunchFacts *facts, int i);
/* Frees what a kernel's hoisting holds (its fields hoist_grid to
 * hoist_index_type), and zeroes them. */
void plan_hoist_free(KernelPlan *kp);
/* Whether host launch h is rewritten into a launch of its kernel's hoisted
 * grid: a plain launch statement after both kernels. */
bool plan_host_launch_hoisted(const Plan *plan, const LaunchSite *h);
/* Where site s's hoisted kernel is written: after its launching kernel and
 * its child. */
uint32_t plan_hoist_insertion_point(const Program *p, const LaunchSite *s);
/* Whether another form of kernel k replaces its host launches: its
 * persistent version, a promoted chain's start, its co-runnable copy
 * (plan/host_launches.c). */
bool plan_host_launches_replaced(const Plan *plan, int k);

/* Each device-side site's stream that its thread makes for it alone
 * (DEVICE_STREAM_ONE_LAUNCH): the calls that create and destroy it
 * (SiteRemoval.stream_create, stream_destroy). Called by the plan's
 * builders once its sites exist. */
void plan_find_own_streams(Plan *plan);
/* Whether `call` creates (1) or destroys (2) the stream a thread makes for
 * one of its function's launches alone, and which launch (*site); 0 if not. */
int plan_own_stream_call(const Plan *plan, TSNode call, int *site);
/* A launch into a stream its thread makes for it alone
 * (DEVICE_STREAM_ONE_LAUNCH) that is no longer made into it (run in place
 * by T3/T4, flattened or batched, whose records and fused launches go to
 * cudaStreamFireAndForget, or, `persistent`, recorded by a persistent
 * version: a cooperative kernel may not call the device runtime) needs no
 * stream: its cudaStreamCreateWithFlags (1) and cudaStreamDestroy (2) go
 * too, and a launch the generated code still makes goes to
 * cudaStreamFireAndForget. 0 for any other call. */
int plan_stream_call_dropped(const Plan *plan, TSNode call, bool persistent);

/* Whether the site's launch is recorded in a postponed record, in the
 * kernel itself (plan_site_postponed) or, `persistent`, in its persistent
 * version, which also records a recursion's levels (SiteRemoval.levels). */
bool plan_site_postponed_in(const SitePlan *sp, bool persistent);
/* Whether re-emission replaces the site's statement: aggregated, postponed
 * or shaped; in a persistent version also a recursion's launch, which it
 * records (SiteRemoval.levels). */
bool plan_site_rewritten(const SitePlan *sp);
bool plan_site_rewritten_persistent(const SitePlan *sp);
/* The kind a request (--decisions, -O) names for what the site became: its
 * decision's, except a grid batch walked in whole blocks, which is what grid
 * flattening makes of a child with barriers or shared memory. */
StrategyKind plan_site_kind_as_asked(const SitePlan *sp);
/* Whether the site's launch is hoisted into its kernel's host launches
 * (SiteDecision.hoisted): its kernel's hoisted copy replaces it. */
bool plan_site_hoisted(const SitePlan *sp);

/* A site whose launch statement is rewritten by thresholding or
 * coarsening (besides any aggregation). */
bool plan_site_shaped(const SitePlan *site);
/* Anything asked of the plan beyond the identity. */
bool plan_requested_anything(const Plan *plan);
/* The generated __device__ function running the child under T3 or T4:
 * "<child>_dp_t3". The caller frees it. */
char *plan_removal_function(const Plan *plan, int site, Removal r);
/* "<child>_dp_<what>": a generated __device__ function running (part of)
 * site's child, e.g. "<child>_dp_thread", one of its threads. */
char *plan_child_function(const Plan *plan, int site, const char *what);
/* "<kernel>_dp_free", "<kernel>_dp_selector", ...: the persistent version
 * of a kernel and what goes with it. The caller frees it. */
char *plan_persistent_name(const Plan *plan, int kernel, const char *what);
void plan_free(Plan *plan);
/* Asserts what every finished plan holds (plan/invariants.c): each site's
 * decision comes with the names and the flush scope its rewrite reads, and
 * no two batches share a fused kernel's name. For dpopt's own bugs only:
 * no input can make it fail. */
void plan_assert_invariants(const Plan *plan);
/* --malloc=arena (the default with any strategy): every device-side
 * cudaMalloc and cudaFree of the file served from dpopt's arena, or, where
 * dpopt cannot rename every one that may meet its pointers, none
 * (plan->arena_reason says why). `asked`: not --malloc=heap. */
void plan_decide_arena(Plan *plan, bool asked);
/* The child-form part of the kernel plans (plan->kernels, allocated with
 * the plan), once every site is planned (thresholding and coarsening
 * included): what transform/ needs of each child; and the table of the
 * functions that read the place (plan->place_helpers). */
void plan_decide_kernels(Plan *plan);
bool plan_form_has_barriers(ChildForm form);
/* The atomic function a sum's operation is: "atomicAdd", "atomicMax", ... */
const char *plan_sum_op_name(PlanSumOp op);
/* T1/T2: where persistent kernel k's shared memory and its children's go
 * (plan/shared_placement.c). */
void plan_shared_placement(Plan *plan, int k);
/* Whether a device-side cudaDeviceSynchronize in kernel k runs launches
 * (SYNC_FLUSH): its persistent grid then works in rounds. */
bool plan_kernel_has_rounds(const Plan *plan, int k);
/* Whether some device-side cudaDeviceSynchronize runs site's records
 * (SYNC_FLUSH) before the end of its scope does. */
bool plan_site_run_at_sync(const Plan *plan, int site);
const char *granularity_name(Granularity g);
/* What the report and notes call granularity g: its name, "multiblock:K"
 * for multiblock. */
const char *plan_granularity_label(const Plan *plan, Granularity g);
/* Block, grid and multiblock granularity postpone the launch to the end of
 * the block. */
bool granularity_postpones(Granularity g);
/* True when some site's postponed launch is made at the end of `scope` (a
 * kernel body or a loop body): that body is then wrapped. */
bool plan_scope_postpones(const Plan *plan, TSNode scope, bool persistent);
/* The sites whose flush scope starts where `scope` starts, in site order
 * (`*count` of them; callers check the scope itself): a scope's postponed
 * launches without a pass over every site. */
const SiteAt *plan_sites_by_flush_scope(const Plan *plan, TSNode scope, int *count);
/* For each site, whether it is the first (in site order) of the sites that
 * share its flush scope: one wrapper serves them all. The caller frees it. */
bool *plan_first_sites_of_scopes(const Plan *plan);
/* The first site (in source order) whose launch is the statement
 * `statement` and whose plan `wanted` accepts, or -1. */
int plan_site_at_statement(const Plan *plan, TSNode statement, bool (*wanted)(const SitePlan *));
/* The stream a postponed site's fused grid goes to: grid granularity
 * cudaStreamTailLaunch (where SiteAggregation.nested, the generated code
 * gives its launch cudaStreamFireAndForget first: runtime launch_nested),
 * multiblock cudaStreamFireAndForget (or the tail launch the site asked
 * for); NULL: the site's own (block granularity). */
const char *plan_fused_stream(const Plan *plan, int site);
/* A site whose launch waits for the end of its scope (decision_postpones:
 * block, grid and multiblock batches, T3 and auto removal). */
bool plan_site_postponed(const SitePlan *site);
/* Whether site `site` launches into a stream its thread created for that
 * launch alone (analysis/device_streams.h): unordered, as
 * cudaStreamFireAndForget is, which its postponed launches use instead
 * (the stream is destroyed before the end of the block). */
bool plan_site_stream_unordered(const Plan *plan, int site);
/* Whether site s is a kernel's launch of itself that grid granularity
 * runs level by level (STRATEGY_GRID_LEVELS). */
bool plan_recursive_levels(const Program *p, const LaunchSite *s);

/* Cooperative groups' thread_block in a fused kernel's copy of a child's
 * body (aggregation: the child's blocks stay blocks, under a renamed
 * place; plan/block_group.c). Other strategies refuse such a child
 * (REFUSAL_BLOCK_GROUP). */
typedef enum PlanGroupNode {
    PLAN_GROUP_NONE,
    PLAN_GROUP_CREATION, /* cooperative_groups::this_thread_block() */
    PLAN_GROUP_TYPE,     /* cooperative_groups::thread_block */
    PLAN_GROUP_TILE_PARENT, /* the group tiled_partition<N>(group) partitions: the fused block
                               itself, which is the child's block (plan.c refuses otherwise) */
    PLAN_GROUP_GRID_CREATION, /* cooperative_groups::this_grid() */
    PLAN_GROUP_GRID_TYPE,     /* cooperative_groups::grid_group */
} PlanGroupNode;
PlanGroupNode plan_block_group_node(const Plan *plan, TSNode node);
/* Whether function fn's own body makes or uses a thread_block. */
bool plan_uses_block_group(const Plan *plan, int fn);

#endif
