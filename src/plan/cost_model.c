#include "plan/cost_model.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#include "plan/plan.h"

/* What the model assumes where the code does not say, each from the shape
 * of the programs CDP is written for. A child block of unknown size: a
 * common one. A child sized per launching thread (a degree, a segment):
 * anything from one block to many; costs are the mean over one, 8 and 64
 * blocks. A child whose size is alike for every launching thread but
 * unknown (a parameter's product): sized by the problem, large, and
 * launched by a few threads, each a part of the problem. Otherwise a
 * grid's launches are many (a batch's cost once per grid spread over
 * them). A child that loops covers this many items in all, its threads
 * sharing them. A recursion's level holds this many launches. */
#define COST_ASSUMED_BLOCK 256ull
#define COST_ASSUMED_PROBLEM_THREADS 65536ull
#define COST_ASSUMED_PROBLEM_LAUNCHES 16ull
#define COST_ASSUMED_LAUNCHES 16384ull
#define COST_ASSUMED_LOOP_ITEMS 4096ull
#define COST_ASSUMED_LEVEL_LAUNCHES 64.0
/* The launching block of dpopt-calibrate's flat program: warp and block
 * batches make one launch per warp or block, so their cost per launch
 * there is rescaled to the site's block. */
#define COST_CALIBRATION_PARENT_BLOCK 256.0
/* -O takes a form only if it is predicted faster than the written one by
 * more than this share: within it, the model's error decides. */
#define COST_MARGIN 0.05
/* Thresholds tried: powers of two up to this many child threads. */
#define COST_MAX_THRESHOLD 4096ull

/* Form f's time per launch for a launch of `threads`. A looping child's
 * items beyond its threads cost what they cost as written in every form
 * (the same code runs them), and lengthen what runs in turn. */
static double row_at(const CostTable *t, CostForm f, const SiteCost *c, unsigned long long threads)
{
    const CostRow *r = &t->rows[f];
    double n = (double)c->launches, own = (double)threads;
    double extra = c->loops && threads < COST_ASSUMED_LOOP_ITEMS ? (double)(COST_ASSUMED_LOOP_ITEMS - threads) : 0;
    double throughput = c->problem_sized ? 0 : own * r->thread_ns + extra * t->rows[c->as_written].thread_ns;
    return r->fixed_ns / n + r->launch_ns + throughput + (own + extra) * r->serial_ns / n;
}

/* A batch that makes one launch per group of `group` launching threads:
 * the table's cost, with the launch share of its calibration's group
 * replaced by the site's. */
static double grouped_at(const CostTable *t, CostForm f, const SiteCost *c, unsigned long long threads,
                         double cal_group, double group)
{
    double launch = t->rows[COST_WRITTEN].launch_ns;
    return row_at(t, f, c, threads) + launch / group - launch / cal_group;
}

/* The smallest power of two from the child's block up at which form f
 * beats the launching thread running the child itself (T4), so that a
 * launch of fewer threads runs serially; 0 when T4 is not faster even
 * at one block (a threshold would change nothing). */
static unsigned long long threshold_for(const CostTable *t, CostForm f, const SiteCost *c)
{
    for (unsigned long long n = c->block; n <= COST_MAX_THRESHOLD; n *= 2)
        if (row_at(t, COST_REMOVE_T4, c, n) >= row_at(t, f, c, n))
            return n == c->block ? 0 : n;
    return 0;
}

/* Form f's mean time per launch over the site's sizes, launches of
 * fewer than `threshold` threads (0: none) run by T4. */
static double mean_cost(const CostTable *t, CostForm f, const SiteCost *c, unsigned long long threshold,
                        double group, double cal_group)
{
    double sum = 0;
    for (int i = 0; i < c->size_count; i++) {
        unsigned long long n = c->sizes[i];
        if (n < threshold)
            sum += row_at(t, COST_REMOVE_T4, c, n);
        else if (group > 0)
            sum += grouped_at(t, f, c, n, cal_group, group);
        else
            sum += row_at(t, f, c, n);
    }
    return sum / c->size_count;
}

static void add(SiteCost *c, StrategyKind kind, Removal persistent, unsigned long long threshold, CostForm form,
                double ns)
{
    assert(c->count < COST_MAX_CANDIDATES);
    c->cands[c->count++] = (CostCandidate){kind, persistent, (unsigned)threshold, form, ns};
}

/* Child threads per launch, and how they were found. */
static void estimate_sizes(const LaunchFacts *f, const LaunchSize *z, SiteCost *c)
{
    c->block = z->block ? z->block : COST_ASSUMED_BLOCK;
    c->loops = z->child_loops;
    c->as_written = COST_WRITTEN;
    c->launches = COST_ASSUMED_LAUNCHES;
    if (z->grid) {
        c->sizes[c->size_count++] = z->grid * c->block;
        snprintf(c->basis, sizeof c->basis, "%s", z->block ? "known" : "grid known, block assumed 256");
    } else if (z->grid_max) {
        /* The sizes assumed below, none past the bound. */
        static const unsigned long long blocks[] = {1, 8, 64};
        for (int i = 0; i < 3 && (i == 0 || blocks[i - 1] < z->grid_max); i++)
            c->sizes[c->size_count++] = (blocks[i] < z->grid_max ? blocks[i] : z->grid_max) * c->block;
        snprintf(c->basis, sizeof c->basis, "differs per launching thread, at most %llu block%s (a bound read "
                 "through min, max or a helper's return)%s", z->grid_max, z->grid_max == 1 ? "" : "s",
                 c->size_count > 1 ? ": 1, 8 or 64 blocks below it" : "");
    } else if (f->config_level[0] == UNIFORM_GRID && !f->recursive) {
        c->sizes[c->size_count++] = COST_ASSUMED_PROBLEM_THREADS;
        c->launches = COST_ASSUMED_PROBLEM_LAUNCHES;
        c->problem_sized = true;
        snprintf(c->basis, sizeof c->basis, "alike for every launching thread, unknown: sized by the problem");
    } else {
        c->sizes[c->size_count++] = c->block;
        c->sizes[c->size_count++] = 8 * c->block;
        c->sizes[c->size_count++] = 64 * c->block;
        snprintf(c->basis, sizeof c->basis, "differs per launching thread: 1, 8 or 64 blocks");
    }
}

/* A recursion's costs are the calibration tree's of the same shape: a
 * launch of one block (a quicksort's parts), or of several. */
static void recursive_candidates(const CostTable *t, const LaunchFacts *f, const LaunchSize *z, SiteCost *c)
{
    bool one_block = z->grid == 1;
    CostForm written = one_block ? COST_TREE_BLOCK_WRITTEN : COST_TREE_WRITTEN;
    c->as_written = written;
    CostForm levels = one_block ? COST_TREE_BLOCK_LEVELS : COST_TREE_LEVELS;
    CostForm persistent = one_block ? COST_TREE_BLOCK_PERSISTENT : COST_TREE_PERSISTENT;
    add(c, STRATEGY_WRITTEN, REMOVAL_NONE, 0, written, mean_cost(t, written, c, 0, 0, 0));
    /* Level by level, each level waits for its slowest child; as written, a
     * child's own children start as soon as it launches them. A child of
     * one thread that loops is that thread's loop, run in turn. */
    double wait = c->size_count == 1 && c->sizes[0] == 1 && c->loops
                      ? (double)COST_ASSUMED_LOOP_ITEMS * t->rows[COST_REMOVE_T4].serial_ns / COST_ASSUMED_LEVEL_LAUNCHES
                      : 0;
    add(c, STRATEGY_GRID_LEVELS, REMOVAL_NONE, 0, levels, mean_cost(t, levels, c, 0, 0, 0) + wait);
    /* The persistent version runs each level by T1 (a block's even,
     * contiguous share of the level's child blocks) or T2 (whole launches
     * round robin). Launches of one block (a quicksort's parts): the
     * device's choice, which T1 at every level loses to there. Launches of
     * one constant grid of several blocks (a quadtree's quadrants): T1 at
     * every level, which the device's choice, counting blocks, leaves for
     * T2 on wide levels, slower there (bench/results/qt-auto-bh-spread-*:
     * no rule of block counts found it). */
    Removal version = z->grid > 1 ? REMOVAL_T1 : REMOVAL_AUTO;
    c->grid = z->grid;
    if (!f->followed_by_sync)
        add(c, STRATEGY_WRITTEN, version, 0, persistent, mean_cost(t, persistent, c, 0, 0, 0) + wait);
}

static void flat_candidates(const CostTable *t, const LaunchFacts *f, const LaunchSize *z, SiteCost *c)
{
    double group = z->parent_block ? (double)z->parent_block : COST_CALIBRATION_PARENT_BLOCK;
    double warp = group < 32 ? group : 32;
    add(c, STRATEGY_WRITTEN, REMOVAL_NONE, 0, COST_WRITTEN, mean_cost(t, COST_WRITTEN, c, 0, 0, 0));
    add(c, STRATEGY_WARP_BATCH, REMOVAL_NONE, 0, COST_WARP_BATCH, mean_cost(t, COST_WARP_BATCH, c, 0, warp, 32));
    add(c, STRATEGY_BLOCK_BATCH, REMOVAL_NONE, 0, COST_BLOCK_BATCH,
        mean_cost(t, COST_BLOCK_BATCH, c, 0, group, COST_CALIBRATION_PARENT_BLOCK));
    add(c, STRATEGY_GRID_BATCH, REMOVAL_NONE, 0, COST_GRID_BATCH, mean_cost(t, COST_GRID_BATCH, c, 0, 0, 0));
    /* A child whose threads run together as blocks (barriers, shared
     * memory) is flattened at grid scope in whole blocks, a walk the
     * table's child, which has neither, does not measure: not priced. */
    bool as_blocks = body_facts_run_as_blocks(&f->child);
    if (!as_blocks)
        add(c, STRATEGY_FLATTEN_GRID, REMOVAL_NONE, 0, COST_FLATTEN_GRID, mean_cost(t, COST_FLATTEN_GRID, c, 0, 0, 0));
    /* Over its cap, flattening at warp scope launches as written. */
    double warp_flat = 0;
    for (int i = 0; i < c->size_count; i++)
        warp_flat += c->sizes[i] <= PLAN_FLATTEN_CAP_DEFAULT ? row_at(t, COST_FLATTEN_WARP, c, c->sizes[i])
                                                             : row_at(t, COST_WRITTEN, c, c->sizes[i]);
    add(c, STRATEGY_FLATTEN_WARP, REMOVAL_NONE, 0, COST_FLATTEN_WARP, warp_flat / c->size_count);
    add(c, STRATEGY_REMOVE_T4, REMOVAL_NONE, 0, COST_REMOVE_T4, mean_cost(t, COST_REMOVE_T4, c, 0, 0, 0));
    /* A size that differs per launching thread is known at run time: the
     * small launches run serially, the others take the batch
     * (plan/threshold.c). */
    if (c->size_count == 1)
        return;
    static const CostForm batches[] = {COST_GRID_BATCH, COST_BLOCK_BATCH, COST_WARP_BATCH, COST_FLATTEN_GRID};
    static const StrategyKind kinds[] = {STRATEGY_GRID_BATCH, STRATEGY_BLOCK_BATCH, STRATEGY_WARP_BATCH,
                                         STRATEGY_FLATTEN_GRID};
    for (int k = 0; k < 4; k++) {
        if (as_blocks && kinds[k] == STRATEGY_FLATTEN_GRID)
            continue;
        unsigned long long th = threshold_for(t, batches[k], c);
        if (th)
            add(c, kinds[k], REMOVAL_NONE, th, batches[k],
                kinds[k] == STRATEGY_GRID_BATCH || kinds[k] == STRATEGY_FLATTEN_GRID ? mean_cost(t, batches[k], c, th, 0, 0)
                : kinds[k] == STRATEGY_BLOCK_BATCH
                    ? mean_cost(t, batches[k], c, th, group, COST_CALIBRATION_PARENT_BLOCK)
                    : mean_cost(t, batches[k], c, th, warp, 32));
    }
}

static int by_cost(const void *a, const void *b)
{
    double x = ((const CostCandidate *)a)->ns, y = ((const CostCandidate *)b)->ns;
    return (x > y) - (x < y);
}

void cost_model_site(const CostTable *t, const LaunchFacts *f, const LaunchSize *z, SiteCost *out)
{
    *out = (SiteCost){0};
    estimate_sizes(f, z, out);
    if (f->recursive)
        recursive_candidates(t, f, z, out);
    else
        flat_candidates(t, f, z, out);
    qsort(out->cands, (size_t)out->count, sizeof out->cands[0], by_cost);
}

const CostCandidate *cost_written(const SiteCost *c)
{
    for (int i = 0; i < c->count; i++)
        if (c->cands[i].kind == STRATEGY_WRITTEN && c->cands[i].persistent == REMOVAL_NONE)
            return &c->cands[i];
    assert(!"every site's costs hold the written form");
    return NULL;
}

/* A child sized by the problem is far past the calibration's children
 * (32 to 1,024 threads): what its fused or walked threads cost there is
 * not measured (bench/results: ccl's four such sites, batched, ran 1.3x to
 * 1.6x slower than as written on an H100), so no prediction is trusted. */
bool cost_within_calibration(const SiteCost *c) { return !c->problem_sized; }

/* The same form as k with no threshold, or NULL. */
static const CostCandidate *unthresholded(const SiteCost *c, const CostCandidate *k)
{
    for (int i = 0; i < c->count; i++)
        if (c->cands[i].kind == k->kind && c->cands[i].persistent == k->persistent && c->cands[i].threshold == 0)
            return &c->cands[i];
    return NULL;
}

bool cost_threshold_worth(const SiteCost *c, const CostCandidate *k)
{
    const CostCandidate *plain = k->threshold ? unthresholded(c, k) : NULL;
    return !plain || k->ns < plain->ns * (1.0 - COST_MARGIN);
}

bool cost_worth_taking(const SiteCost *c, const CostCandidate *k)
{
    if (k == cost_written(c))
        return true;
    return cost_within_calibration(c) && k->ns < cost_written(c)->ns * (1.0 - COST_MARGIN) &&
           cost_threshold_worth(c, k);
}
