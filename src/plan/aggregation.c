/* Aggregation (--aggregate, plan_build): each site's granularity, the
 * finest that takes it from the one asked, what travels as a scalar, where
 * a postponed launch is made, and the rules that need the whole plan
 * (postponed sites in fused kernels, one warp batch a kernel, the order of a
 * thread's launches, recursion's levels), then the names of what is
 * generated. */
#include "plan/plan.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "analysis/constant_size.h"
#include "analysis/exclusive.h"
#include "analysis/grid_fixed.h"
#include "analysis/integer_expr.h"
#include "analysis/uniformity.h"
#include "model/callgraph.h"
#include "model/hidden.h"
#include "model/site_stream.h"
#include "plan/levels.h"
#include "plan/shared_limit.h"
#include "plan/site_checks.h"
#include "plan/site_index.h"
#include "syntax/node.h"
#include "syntax/statements.h"
#include "util/alloc.h"
#include "util/name_index.h"
#include "util/strbuf.h"
#include "util/text.h"

/* Where a site that a granularity refuses may go instead: grid and
 * multiblock to block, block to warp. */
static Granularity finer(Granularity g)
{
    return g == GRANULARITY_GRID || g == GRANULARITY_MULTIBLOCK ? GRANULARITY_BLOCK : GRANULARITY_WARP;
}

/* What must be the same for every launch of a batch to travel as a scalar.
 * A group of blocks has no scope of its own: blockIdx differs between its
 * blocks, so only grid-uniform values are the same across it. */
static UniformScope scope_of(Granularity g)
{
    return g == GRANULARITY_GRID || g == GRANULARITY_MULTIBLOCK ? SCOPE_GRID
           : g == GRANULARITY_BLOCK                             ? SCOPE_BLOCK
                                                                : SCOPE_WARP;
}

/* Multiblock: the group's fused grid is launched by whichever block of the
 * group finishes last, into cudaStreamFireAndForget (see
 * plan_fused_stream). Launches into a block's NULL stream run in the order
 * the block made them; a launch of this site and one of another site (or
 * another launch left as written) from the same block would lose that
 * order. Another device-side launch into the NULL stream made by the
 * launching kernel, or by a device function it may call, therefore keeps
 * the site off multiblock. Within the site, the block's own launches were
 * serialised only among themselves, which block granularity already gives
 * up by fusing them into one grid. */
static Refusal *null_stream_order_refusal(const Program *p, const LaunchSite *s)
{
    if (plan_stream_of(p, s) != SITE_STREAM_NULL)
        return NULL;
    Refusal *hidden = hidden_launch_refusal(p, s->caller_fn, ROLE_PARENT);
    if (hidden)
        return refusal_because(REFUSAL_MULTIBLOCK_HIDDEN_NULL_STREAM, hidden);
    /* A stream of the program's own not proven the thread's alone may be
     * the NULL stream in a thread that does not create it. */
    const LaunchSite *other = same_block_launch_into(p, s, SITE_STREAM_NULL);
    if (!other)
        other = same_block_launch_into(p, s, SITE_STREAM_OWN);
    return other ? refusal_about(p, REFUSAL_MULTIBLOCK_NULL_STREAM, ROLE_PARENT, s->caller_fn, other->node) : NULL;
}

/* Why several grids of site s's launching kernel may run at once: it is
 * launched from the device (first: such grids are never given a state
 * each, see refusal), into an explicit stream, by host threads, or where
 * dpopt cannot see
 * (a recursion's own launches, `levels`, left aside); NULL when every
 * launch of it is a host launch into the default stream. */
static Refusal *grids_at_once(const Program *p, const LaunchSite *s, bool levels)
{
    const CallGraph *graph = &p->graph;
    const LaunchSite *streamed = NULL;
    bool from_host = false;
    for (int k = graph->sites_of_start[s->caller_fn]; k < graph->sites_of_start[s->caller_fn + 1]; k++) {
        const LaunchSite *other = &p->launches[graph->sites_of[k]];
        if (levels && levels_member(s, other))
            continue;
        if (other->device_side)
            return refusal_about(p, REFUSAL_PARENT_DEVICE_LAUNCHED, ROLE_PARENT, s->caller_fn, other->node);
        from_host = true;
        if (other->config_count > 3 && !streamed)
            streamed = other;
    }
    if (streamed)
        return refusal_about(p, REFUSAL_PARENT_STREAM_LAUNCHED, ROLE_PARENT, s->caller_fn, streamed->node);
    /* Host threads each launching it into the default stream: one stream
     * (the legacy one) or, compiled with --default-stream per-thread, one
     * a thread, which dpopt cannot tell from the file. */
    Refusal *threads = from_host ? host_threads_refusal(p, REFUSAL_PARENT_HOST_THREADS, s->caller_fn) : NULL;
    return threads ? threads : launched_unseen_refusal(p, s->caller_fn);
}

/* Why a grid batch of site s keeps a state for each grid of its launching
 * kernel (SiteAggregation.grid_table): grids of it may run at once from
 * the host (streams, host threads, launches dpopt cannot see); NULL where
 * they cannot. Not where the device launches it (*device_launched, where
 * asked, then says so): a kernel launching itself outside a recursion's
 * levels would run its own fused copy, and its grids are not bounded by
 * the host. */
static Refusal *grid_table_reason(const Program *p, const LaunchSite *s, Refusal **device_launched)
{
    Refusal *overlap = grids_at_once(p, s, false);
    if (!overlap || overlap->code != REFUSAL_PARENT_DEVICE_LAUNCHED)
        return overlap;
    if (device_launched)
        *device_launched = overlap;
    else
        refusal_free(overlap);
    return NULL;
}

/* Block, grid and multiblock granularity postpone the launch to the end of
 * the kernel, where every thread of the block is present. */
static Refusal *postponing_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, Granularity g)
{
    if (s->caller_fn < 0 || !(p->functions[s->caller_fn].spaces & SPACE_GLOBAL))
        return refusal_of_site(p, REFUSAL_POSTPONE_DEVICE_FUNCTION, ROLE_LAUNCH, s);
    Refusal *why = record_refusal(p, f, s);
    if (!why)
        why = divergent_return_refusal(p, s->caller_fn);
    if (why)
        return why;
    if (f->loop_count > 0) {
        /* Each thread keeps its iterations' launches for the end of the
         * kernel (loop_records): sound where their stream orders none of
         * them, and never for a recursion's levels, which split and
         * resume batches of one launch a thread. */
        if (g == GRANULARITY_GRID && plan_stream_of(p, s) != SITE_STREAM_FIRE_AND_FORGET)
            return refusal_of_site(p, REFUSAL_GRID_LOOP_ORDERED, ROLE_LAUNCH, s);
        if (g == GRANULARITY_GRID && plan_recursive_levels(p, s))
            return refusal_of_site(p, REFUSAL_GRID_LOOP, ROLE_LAUNCH, s);
        if (g == GRANULARITY_MULTIBLOCK)
            return refusal_of_site(p, REFUSAL_MULTIBLOCK_LOOP, ROLE_LAUNCH, s);
        /* Block granularity makes a batch per iteration, which the block's
         * threads must run together. */
        why = g == GRANULARITY_BLOCK ? loop_refusal(p, f, s) : NULL;
        if (why)
            return why;
    }
    if (g == GRANULARITY_BLOCK)
        return NULL;
    if (plan_stream_of(p, s) == SITE_STREAM_OWN)
        return refusal_of_site(p, g == GRANULARITY_GRID ? REFUSAL_GRID_OWN_STREAM : REFUSAL_MULTIBLOCK_OWN_STREAM,
                               ROLE_LAUNCH, s);
    if (g == GRANULARITY_MULTIBLOCK) {
        why = null_stream_order_refusal(p, s);
        if (why)
            return why;
    }
    /* Grid: the fused grid is a tail launch made as the grid ends. A tail
     * launch the same blocks make (as written or as another site) waits
     * for this site's children, but would run before that fused grid. */
    if (g == GRANULARITY_GRID) {
        const LaunchSite *tail = same_block_launch_into(p, s, SITE_STREAM_TAIL);
        if (tail)
            return refusal_about(p, REFUSAL_GRID_TAIL_ORDER, ROLE_PARENT, s->caller_fn, tail->node);
    }
    /* One batch per group of blocks at multiblock, and a recursion's
     * levels, live in static variables: the parent grid must not run
     * twice at once. At grid granularity each grid of a parent that may
     * takes a state of its own (grid_table). */
    bool levels = g == GRANULARITY_GRID && plan_recursive_levels(p, s);
    if (g == GRANULARITY_GRID && !levels) {
        Refusal *device_launched = NULL;
        refusal_free(grid_table_reason(p, s, &device_launched));
        return device_launched;
    }
    return grids_at_once(p, s, levels);
}

/* At warp granularity one batch gathers the lanes that reach the launch
 * together (the active mask) and meets them at warp barriers (shuffles,
 * __syncwarp). Those barriers are only sound when no lane of the warp can
 * be at another warp barrier meanwhile: on Volta and later a barrier pairs
 * with any other of the same mask, wherever it is: a lane that has run
 * one warp batch alone (a launch in a loop, in a device function) joins
 * the next with the others, and their barriers pair with the wrong
 * batch's; lanes write their records into another batch
 * (tests/difftest/found/seed11-518-threshold-warp-pairing and
 * seed11-583-warp-pairing). So a warp batch
 * is made only where each lane meets at most one in the kernel's life:
 * a launch run once per thread, in the kernel itself, the kernel's only
 * warp-aggregated launch (one_warp_batch_per_kernel), and a kernel with
 * no warp-wide operations of its own. */
static Refusal *warp_batch_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    if (f->may_repeat || f->lambda_line)
        return refusal_of_site(p, REFUSAL_WARP_REPEAT, ROLE_LAUNCH, s);
    if (!(p->functions[s->caller_fn].spaces & SPACE_GLOBAL))
        return refusal_of_site(p, REFUSAL_WARP_DEVICE_FUNCTION, ROLE_LAUNCH, s);
    /* A kernel whose thread 0 makes its tail launch through a warp batch,
     * while its other threads make fire-and-forget launches as written,
     * can hang where the kernel as written does not
     * (tests/difftest/found/seed11-543-warp-tail-hang). The cause is not
     * understood: refused. */
    if (plan_stream_of(p, s) == SITE_STREAM_TAIL)
        return refusal_of_site(p, REFUSAL_WARP_TAIL_LAUNCH, ROLE_LAUNCH, s);
    /* Warp batches of a kernel whose lanes launch it again can run more
     * child blocks at the deeper levels than the kernel as written, and a
     * different count each run (tests/difftest/found/seed39-warp-recursive).
     * The warp batch runtime's open fault (found/README.md,
     * pool-release-race) is the likely cause; not understood: refused. */
    if (f->recursive)
        return refusal_of_site(p, REFUSAL_WARP_RECURSIVE, ROLE_LAUNCH, s);
    Refusal *why = warp_lanes_refusal(p, f, s);
    if (why)
        return why;
    /* A batch's __syncwarp pairs with any other __syncwarp of its lanes,
     * wherever it is in the code (sm_70 and later). */
    BodyFacts kernel = body_facts(p, s->caller_fn);
    if (kernel.uses_warp_ops)
        return refusal_about(p, REFUSAL_WARP_PARENT_WARP_OPS, ROLE_PARENT, s->caller_fn, (TSNode){0});
    if (kernel.unseen_chain[0])
        return refusal_detail(refusal_about(p, REFUSAL_WARP_PARENT_UNSEEN, ROLE_PARENT, s->caller_fn, (TSNode){0}), 0,
                              kernel.unseen_chain);
    return NULL;
}

/* Whether a configuration value or argument of uniformity `level` has one
 * value across the launches that granularity `g` fuses into one. */
static bool shared_by_fused_launches(UniformLevel level, Granularity g) { return uniform_in(level, scope_of(g)); }

/* A launch inside a loop batched for the whole grid: each thread's
 * launches of all its iterations share the batch. */
static bool in_grid_loop(const LaunchFacts *f, Granularity g) { return g == GRANULARITY_GRID && f->loop_count > 0; }

/* Records a thread of a grid loop keeps for the end of the kernel (the
 * rest are launched as written). A loop over a thread's share of the work
 * (a grid-stride loop over rows, a few iterations a thread) is covered;
 * each record costs the kernel's threads local memory and the batch room. */
#define GRID_LOOP_RECORDS 4u

/* Whether the configuration value `config` (0 grid, 1 block, 2 shared
 * memory) of uniformity `level` has one value across the launches g fuses:
 * in a grid loop only where it is a constant, a name that can stand for
 * one constant only (analysis/constant_size.h's constant_size_value_at) or
 * a value the grid keeps through its run (analysis/grid_fixed.h): each
 * iteration's value may differ, and the uniformity analysis says only
 * that the threads agree at each. */
static bool config_shared(const Program *p, const LaunchFacts *f, const LaunchSite *s, int config, UniformLevel level,
                          Granularity g)
{
    if (!in_grid_loop(f, g))
        return shared_by_fused_launches(level, g);
    unsigned long long v;
    return constant_size_value_at(p, s, s->config[config], &v) ||
           (shared_by_fused_launches(level, g) && grid_fixed_expr(p, s->caller_fn, s->config[config]));
}

/* The first reason the site cannot be aggregated at g, or NULL. */
static Refusal *refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, Granularity g)
{
    Refusal *why = site_refusal(p, s, REFUSAL_HOST_SIDE_AGGREGATE, SITE_FUSED);
    if (why)
        return why;
    if (f->hidden_sync) {
        char *where = model_hidden_where(p, f->hidden_sync);
        why = refusal_detail(refusal_of_site(p, REFUSAL_HIDDEN_SYNC_WAITS, ROLE_LAUNCH, s), 0, where);
        free(where);
        return why;
    }
    if (f->followed_by_sync)
        return refusal_of_site(p, REFUSAL_SYNC_WAITS, ROLE_LAUNCH, s);
    if (f->child.uses_grid_sync)
        return refusal_about(p, REFUSAL_CHILD_GRID_SYNC, ROLE_CHILD, s->callee_fn, (TSNode){0});
    if (g == GRANULARITY_WARP) {
        why = warp_batch_refusal(p, f, s);
        if (why)
            return why;
    }
    if (s->config_count > 2 && !config_shared(p, f, s, 2, f->config_level[2], g))
        return refusal_of_site(p, REFUSAL_SHARED_SIZE_DIFFERS, ROLE_LAUNCH, s);
    if (s->config_count > 3 && !plan_stream_is_own_unordered(p, s) && !shared_by_fused_launches(f->config_level[3], g))
        return refusal_of_site(p, REFUSAL_STREAM_DIFFERS, ROLE_LAUNCH, s);
    if (!config_shared(p, f, s, 1, f->config_level[1], g) && f->child.uses_syncthreads)
        return refusal_of_site(p, REFUSAL_BLOCK_SIZE_DIFFERS, ROLE_LAUNCH, s);
    /* Launches whose blocks differ run in a fused block of each
     * dimension's largest (runtime block_max_block, warp_sparse_max):
     * blocks (64, 16) and (16, 64) make one of 4,096 threads, which does
     * not launch, and blocks (16, 2) and (32, 1) put other threads in a
     * warp. A block of x alone keeps its threads and warps in the largest
     * (tests/expect/inputs/aggregate_block_shape.cu). */
    if (!config_shared(p, f, s, 1, f->config_level[1], g) && !integer_expr_x_only_at(p, s, s->config[1]))
        return refusal_of_site(p, REFUSAL_BLOCK_SHAPE_DIFFERS, ROLE_LAUNCH, s);
    /* A tile of the child block is made from the fused block itself
     * (transform/block_group.h): that must be the child's. */
    if (!config_shared(p, f, s, 1, f->config_level[1], g) && !ts_node_is_null(f->child.group_tile))
        return refusal_about(p, REFUSAL_GROUP_TILE_BLOCK, ROLE_CHILD, s->callee_fn, f->child.group_tile);
    why = record_field_refusal(p, s);
    if (why)
        return why;
    /* The fused kernel declares the child's shared memory and its own
     * beside it, at every granularity. */
    why = shared_limit_refusal(p, s, SHARED_USE_FUSED);
    if (why || g == GRANULARITY_WARP)
        return why;
    why = postponing_refusal(p, f, s, g);
    /* A postponed launch's batch keeps its storage in the launching
     * kernel (a warp's batch keeps none there). */
    return why ? why : shared_limit_refusal(p, s, SHARED_USE_PARENT);
}

/* Generated names: <child>_dp_<granularity>, numbered when one child gets
 * several aggregated launch sites. */
/* The aggregated sites of one child, by the name its generated names start
 * with (model_name_base), not by the callee as written: `k<<<...>>>` and
 * `::k<<<...>>>` launch one child, and counted apart each got the
 * unnumbered k_dp_grid, defined twice. How many there are, and how many of
 * them name_sites has met so far. */
typedef struct CalleeSites {
    const char *callee;
    int total, seen;
} CalleeSites;

static const char *callee_of(const void *ctx, int entry) { return ((const CalleeSites *)ctx)[entry].callee; }

static void name_sites(Plan *plan)
{
    const Program *p = plan->program;
    CalleeSites *callees = xcalloc((size_t)p->launch_count + 1, sizeof *callees);
    int *callee_of_site = xcalloc((size_t)p->launch_count + 1, sizeof *callee_of_site);
    int callee_count = 0;
    NameIndex by_callee = {0};
    for (int i = 0; i < p->launch_count; i++) {
        if (decision_granularity(&plan->sites[i].decision) == GRANULARITY_NONE)
            continue;
        const char *callee = model_name_base(&p->functions[p->launches[i].callee_fn]);
        int c = name_index_find(&by_callee, callee, strlen(callee), callee_of, callees);
        if (c < 0) {
            c = callee_count++;
            callees[c].callee = callee;
            name_index_add(&by_callee, callee, c);
        }
        callees[c].total++;
        callee_of_site[i] = c;
    }
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        if (decision_granularity(&sp->decision) == GRANULARITY_NONE)
            continue;
        CalleeSites *c = &callees[callee_of_site[i]];
        int same = c->total, index = c->seen++;
        const char *callee = model_name_base(&p->functions[p->launches[i].callee_fn]);
        StrBuf name;
        strbuf_init(&name);
        strbuf_printf(&name, "%s_dp_%s", callee, granularity_name(decision_granularity(&sp->decision)));
        if (same > 1)
            strbuf_printf(&name, "_%d", index + 1);
        sp->kernel_name = xstrdup(name.data);
        strbuf_puts(&name, "_args");
        sp->aggregated.record_name = xstrdup(name.data);
        strbuf_free(&name);
        if (decision_granularity(&sp->decision) != GRANULARITY_WARP) {
            strbuf_init(&name);
            strbuf_printf(&name, "%s_launch", sp->kernel_name);
            sp->launch_name = strbuf_take(&name);
            strbuf_free(&name);
        }
    }
    name_index_free(&by_callee);
    free(callee_of_site);
    free(callees);
}

/* Whether the grid travels in the site's record as its x alone
 * (SiteAggregation.grid_x_only): a grid of an integer type is (x, 1, 1).
 * Not for a recursion's levels, whose sites share their leader's record
 * type, and whose grid_scalar settles later. */
static bool grid_travels_as_x(const Program *p, const LaunchSite *s, const SitePlan *sp)
{
    return !sp->aggregated.grid_scalar && sp->decision.kind != STRATEGY_GRID_LEVELS &&
           integer_expr_at(p, s, s->config[0]);
}

/* The block every launch of site s makes, where its expression is a
 * constant that only integers make (SiteAggregation.block_constant): a
 * walk then rebuilds each child thread's indices by dividing by a
 * constant, not by a value read at run time. 0 where not known, and for
 * a recursion's levels, whose sites share one walk. */
static unsigned int constant_block(const Program *p, const LaunchSite *s, const SitePlan *sp)
{
    unsigned long long v;
    if (sp->decision.kind == STRATEGY_GRID_LEVELS || s->config_count < 2 ||
        !constant_size_value_at(p, s, s->config[1], &v) || v == 0 || v > 1024)
        return 0;
    return (unsigned int)v;
}

/* Gives a site its granularity, and with it what is uniform enough to
 * travel as a scalar and where a postponed launch is made. */
static void assign(const Program *p, const LaunchFacts *f, const LaunchSite *s, SitePlan *sp, Granularity g)
{
    decision_set_batch(&sp->decision, g, g == GRANULARITY_GRID && plan_recursive_levels(p, s));
    TSNode none = {0};
    sp->flush_scope = none;
    /* A grid loop's records wait for the end of the kernel; a block's for
     * the end of each iteration. */
    bool grid_loop = in_grid_loop(f, g);
    if (granularity_postpones(g))
        sp->flush_scope = f->loop_count > 0 && !grid_loop ? loop_body_of(statements_innermost_loop(s->node))
                                                          : p->functions[s->caller_fn].body;
    sp->aggregated.loop_records = grid_loop ? GRID_LOOP_RECORDS : 0u;
    refusal_free(sp->aggregated.grid_table_reason);
    sp->aggregated.grid_table_reason =
        g == GRANULARITY_GRID && !plan_recursive_levels(p, s) ? grid_table_reason(p, s, NULL) : NULL;
    sp->aggregated.grid_table = sp->aggregated.grid_table_reason != NULL;
    sp->aggregated.grid_scalar = config_shared(p, f, s, 0, f->config_level[0], g);
    sp->aggregated.block_scalar = config_shared(p, f, s, 1, f->config_level[1], g);
    sp->aggregated.grid_x_only = grid_travels_as_x(p, s, sp);
    sp->aggregated.block_constant = constant_block(p, s, sp);
    free(sp->aggregated.arg_scalar);
    sp->aggregated.arg_scalar = xcalloc((size_t)(s->arg_count ? s->arg_count : 1), sizeof *sp->aggregated.arg_scalar);
    /* In a grid loop, only what keeps its value from iteration to iteration
     * travels as a scalar; every other argument goes in the record. */
    for (int k = 0; k < s->arg_count; k++)
        sp->aggregated.arg_scalar[k] = shared_by_fused_launches(f->arg_level[k], g) &&
                                       (!grid_loop || grid_fixed_expr(p, s->caller_fn, s->arg_nodes[k]));
    sp->aggregated.level_leader = -1;
    sp->aggregated.one_per_row = f->one_per_row;
}

/* Takes a site's granularity back: it is launched as written. */
static void unassign(SitePlan *sp)
{
    decision_set_batch(&sp->decision, GRANULARITY_NONE, false);
    TSNode none = {0};
    sp->flush_scope = none;
    sp->aggregated.grid_scalar = sp->aggregated.block_scalar = sp->aggregated.grid_x_only = false;
    sp->aggregated.block_constant = 0;
    sp->aggregated.one_per_row = sp->aggregated.subtree = false;
    sp->aggregated.loop_records = 0;
    sp->aggregated.grid_table = false;
    refusal_free(sp->aggregated.grid_table_reason);
    sp->aggregated.grid_table_reason = NULL;
    refusal_free(sp->aggregated.subtree_reason);
    sp->aggregated.subtree_reason = NULL;
    free(sp->aggregated.arg_scalar);
    sp->aggregated.arg_scalar = NULL;
}


/* A level site whose group cannot run level by level (another launch of
 * the kernel, `stop`, is not at grid granularity with it, or their block
 * sizes differ): several grids of the kernel may then run at once, so it
 * goes to block granularity where that takes it. */
static void leave_levels(Plan *plan, const LaunchFacts *facts, int i, int stop)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[i];
    SitePlan *sp = &plan->sites[i];
    unassign(sp);
    refusal_free(sp->reason);
    Refusal *why = refusal_about(p, REFUSAL_PARENT_DEVICE_LAUNCHED, ROLE_PARENT, s->caller_fn, p->launches[stop].node);
    Refusal *block_why = refusal(p, &facts[i], s, GRANULARITY_BLOCK);
    if (block_why) {
        refusal_free(block_why);
        sp->reason = why;
        return;
    }
    assign(p, &facts[i], s, sp, GRANULARITY_BLOCK);
    sp->reason = refusal_because(REFUSAL_FINER_GRANULARITY, why);
    sp->reason->got = GRANULARITY_BLOCK;
    sp->reason->asked = plan_site_asked(plan, i);
}

/* A postponed launch needs every thread of the block at the end of the
 * body. A fused kernel whose blocks are sized for the largest of its
 * parents' blocks lets surplus threads leave at the start, so a launch in
 * such a kernel stays at warp granularity. Settled to a fixed point, since
 * a downgrade can change what another site's kernel looks like. */
static void settle_postponed_sites(Plan *plan, const LaunchFacts *facts)
{
    const Program *p = plan->program;
    bool changed = true;
    while (changed) {
        changed = false;
        for (int i = 0; i < p->launch_count; i++) {
            SitePlan *sp = &plan->sites[i];
            if (!granularity_postpones(decision_granularity(&sp->decision)))
                continue;
            const CallGraph *graph = &p->graph;
            int parent = p->launches[i].caller_fn;
            for (int k = graph->sites_of_start[parent]; k < graph->sites_of_start[parent + 1]; k++) {
                int j = graph->sites_of[k];
                const SitePlan *tp = &plan->sites[j];
                if (decision_granularity(&tp->decision) == GRANULARITY_NONE || tp->aggregated.block_scalar)
                    continue;
                Refusal *warp_why = refusal(p, &facts[i], &p->launches[i], GRANULARITY_WARP);
                Refusal *fused =
                    refusal_about(p, REFUSAL_PARENT_RUNS_FUSED, ROLE_PARENT, p->launches[i].caller_fn, p->launches[j].node);
                Refusal *why = refusal_because(warp_why ? REFUSAL_NEITHER_ASKED_NOR_WARP : REFUSAL_FINER_GRANULARITY, fused);
                why->got = GRANULARITY_WARP;
                why->asked = plan_site_asked(plan, i);
                why->also = warp_why;
                refusal_free(sp->reason);
                sp->reason = why;
                if (warp_why)
                    decision_set_batch(&sp->decision, GRANULARITY_NONE, false);
                else
                    assign(p, &facts[i], &p->launches[i], sp, GRANULARITY_WARP);
                changed = true;
                break;
            }
        }
    }
}

/* Whether every two of kernel k's sites at warp granularity are
 * exclusive for a thread (analysis/exclusive.h): in other branches of one
 * if or switch that it passes once. */
static bool warp_sites_exclusive(const Plan *plan, const LaunchFacts *facts, int kernel)
{
    const Program *p = plan->program;
    const CallGraph *g = &p->graph;
    for (int x = g->sites_in_start[kernel]; x < g->sites_in_start[kernel + 1]; x++) {
        int i = g->sites_in[x];
        if (decision_granularity(&plan->sites[i].decision) != GRANULARITY_WARP)
            continue;
        for (int y = x + 1; y < g->sites_in_start[kernel + 1]; y++) {
            int j = g->sites_in[y];
            if (decision_granularity(&plan->sites[j].decision) == GRANULARITY_WARP &&
                !exclusive_launches(p, facts, i, j, NULL))
                return false;
        }
    }
    return true;
}

/* Site i, planned at warp granularity, stays as written for `why` (taken).
 * A site that fell to warp granularity says why the asked one could not
 * take it, then why warp granularity cannot either. */
static void refuse_warp_batch(Plan *plan, int i, Refusal *why)
{
    SitePlan *sp = &plan->sites[i];
    if (sp->reason && sp->reason->code == REFUSAL_FINER_GRANULARITY && sp->reason->got == GRANULARITY_WARP) {
        Refusal *both = refusal_because(REFUSAL_NEITHER_ASKED_NOR_WARP, sp->reason->cause);
        sp->reason->cause = NULL;
        both->asked = plan_site_asked(plan, i);
        both->also = why;
        why = both;
    }
    refusal_free(sp->reason);
    sp->reason = why;
    unassign(sp);
}

/* The last part of warp_batch_refusal, which needs the whole plan: a
 * kernel with two warp-aggregated launches would have a lane meet two warp
 * batches, so both stay as written. Where they are exclusive for a thread
 * (Mariani-Silver's fill / per-pixel / recurse), a lane meets one of them
 * only, but lanes of one warp that take two branches would run two batches
 * at once, which hung on an H200 (tests/defects/exclusive-branches-note,
 * diverged_branches.cu), and one branch's batch beside plain launches in
 * the others hung on an H100 (lanes.cu): they stay as written too, with a
 * note naming the if or switch (block granularity takes them). */
static void one_warp_batch_per_kernel(Plan *plan, const LaunchFacts *facts)
{
    const Program *p = plan->program;
    int *other = xcalloc((size_t)(p->launch_count ? p->launch_count : 1), sizeof *other);
    bool *kept = xcalloc((size_t)(p->launch_count ? p->launch_count : 1), sizeof *kept);
    for (int i = 0; i < p->launch_count; i++) {
        other[i] = -1;
        int kernel = p->launches[i].caller_fn;
        if (decision_granularity(&plan->sites[i].decision) != GRANULARITY_WARP || kernel < 0)
            continue;
        kept[i] = warp_sites_exclusive(plan, facts, kernel);
        for (int k = p->graph.sites_in_start[kernel]; k < p->graph.sites_in_start[kernel + 1]; k++) {
            int j = p->graph.sites_in[k];
            /* (one in another branch of an #if is not compiled with it) */
            if (j == i || decision_granularity(&plan->sites[j].decision) != GRANULARITY_WARP ||
                branch_exclusive(p->launches[i].node, p->launches[j].node))
                continue;
            other[i] = j;
            break;
        }
    }
    for (int i = 0; i < p->launch_count; i++) {
        if (other[i] < 0)
            continue;
        TSNode chain = {0};
        Refusal *why;
        if (kept[i] && exclusive_launches(p, facts, i, other[i], &chain)) {
            why = refusal_about(p, REFUSAL_WARP_OTHER_BRANCH, ROLE_PARENT, p->launches[i].caller_fn,
                                p->launches[other[i]].node);
            refusal_detail(why, 0, node_is(chain, "switch_statement") ? "switch" : "if");
            why->number = ts_node_start_point(chain).row + 1;
        } else {
            why = refusal_about(p, REFUSAL_ANOTHER_WARP_BATCH, ROLE_PARENT, p->launches[i].caller_fn,
                                p->launches[other[i]].node);
        }
        refuse_warp_batch(plan, i, why);
    }
    free(kept);
    free(other);
}

/* The last part of warp_batch_refusal, after one_warp_batch_per_kernel:
 * thread 0's warp batch in a kernel whose threads then launch in a loop
 * hung where the program as written and block granularity did not: 4 to 7
 * runs of 8 with a child that launches itself, and not without the loop
 * (tests/difftest/found/seed44-130-threshold-warp-hang); now and then with
 * a child that does not (tests/difftest/found/seed45-55-warp-hang); a
 * tail launch beside it hangs too (warp_lanes_refusal). The cause is not
 * understood: no warp batch beside another launch the kernel's threads may
 * make, in its own code or any function the same thread runs. (Two warp
 * sites of one kernel have had their own note by now.) */
static void warp_batches_alone(Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        if (decision_granularity(&plan->sites[i].decision) != GRANULARITY_WARP)
            continue;
        const LaunchSite *beside = site_other_launch_in_thread(p, &p->launches[i]);
        if (!beside)
            continue;
        Refusal *why = refusal_about(p, REFUSAL_WARP_LAUNCHES_BESIDE,
                                     beside->caller_fn == p->launches[i].caller_fn ? ROLE_PARENT : ROLE_CALLEE,
                                     beside->caller_fn, beside->node);
        refuse_warp_batch(plan, i, refusal_detail(why, 0, beside->callee));
    }
}

/* Per function, its device-side launches into the NULL or the tail
 * stream, in site order: a site's search looks at its own function's and
 * those of the device functions its thread may run only (a scan of every
 * launch at every site would grow with the square of a large file's
 * launches). */
typedef struct KeptLaunches {
    int **sites;
    int *count, *cap;
} KeptLaunches;

/* When a site's launch is made, in the order a thread's work ends: at the
 * site (as written, or a warp's batch), at the end of its block, of its
 * group of blocks, of its grid. */
static int launch_time(const SitePlan *sp)
{
    switch (decision_granularity(&sp->decision)) {
    case GRANULARITY_BLOCK:
        return 1;
    case GRANULARITY_MULTIBLOCK:
        return 2;
    case GRANULARITY_GRID:
        return 3;
    default:
        return 0;
    }
}

static bool ordered_stream(SiteStream stream) { return stream == SITE_STREAM_NULL || stream == SITE_STREAM_TAIL; }

/* Adds launch j to its function's list, in site order. */
static void kept_add(KeptLaunches *k, const Program *p, int j)
{
    int f = p->launches[j].caller_fn;
    ARRAY_PUSH(k->sites[f], k->count[f], k->cap[f], j);
    int at = k->count[f] - 1;
    for (; at > 0 && k->sites[f][at - 1] > j; at--)
        k->sites[f][at] = k->sites[f][at - 1];
    k->sites[f][at] = j;
}

/* The first launch of function fn's own (in site order) that a thread
 * making launch i may also make into `stream` after launch i and that is
 * made sooner than i's (as written or in a batch of a shorter scope), so
 * would run first: -1 when none. */
static int first_sooner_after(const Plan *plan, const KeptLaunches *k, const LaunchFacts *facts, int fn, int i,
                              SiteStream stream)
{
    const Program *p = plan->program;
    int when = launch_time(&plan->sites[i]);
    for (int n = 0; n < k->count[fn]; n++) {
        int j = k->sites[fn][n];
        if (j != i && launch_time(&plan->sites[j]) < when && plan_stream_of(p, &p->launches[j]) == stream &&
            launch_may_precede(p, facts, i, j))
            return j;
    }
    return -1;
}

/* A recursion run level by level puts every launch of a level into one
 * fused grid, side by side; two of its sites a thread may both make into
 * a stream that runs them in order (its NULL stream, the tail stream)
 * would run one after the other's whole subtree as written (a tree walked
 * left, then right). Both are taken back (keep_stream_order then settles
 * what remains, since each taken back is made sooner). */
static void keep_level_order(Plan *plan, const LaunchFacts *facts)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        const LaunchSite *s = &p->launches[i];
        SiteStream stream = plan_stream_of(p, s);
        if (decision_granularity(&sp->decision) != GRANULARITY_GRID || !ordered_stream(stream) ||
            !plan_recursive_levels(p, s))
            continue;
        for (int j = 0; j < p->launch_count; j++) {
            const LaunchSite *o = &p->launches[j];
            if (j == i || !o->device_side || o->callee_fn != s->callee_fn || plan_stream_of(p, o) != stream ||
                (!launch_may_precede(p, facts, i, j) && !launch_may_precede(p, facts, j, i)))
                continue;
            refusal_free(sp->reason);
            sp->reason = refusal_detail(refusal_about(p, REFUSAL_LEVEL_STREAM_ORDER, ROLE_LAUNCH, s->caller_fn, o->node),
                                        0, o->callee);
            unassign(sp);
            break;
        }
    }
}

/* A thread's launches into its block's NULL stream (or the tail stream)
 * run in the order it makes them. A batched launch is made at the end of
 * its scope; where the same thread may then make a launch of the same
 * stream that is made sooner (as written, in a warp's batch made at its
 * site, in a batch of a shorter scope: a block's before the grid's), that
 * one would run first (a fill aggregated, then an add left as written:
 * tests/runtime/null_order_check.cu; a scan batched for the grid, then
 * its carries for the warp: tests/defects/mixed-batch-order/). The
 * batched one is taken back, to a fixed point, since each taken back is
 * made sooner itself. Granularities mix under --decisions and -O, and
 * where a site falls back to a finer one. */
static void keep_stream_order(Plan *plan, const LaunchFacts *facts)
{
    const Program *p = plan->program;
    const CallGraph *g = &p->graph;
    size_t functions = (size_t)(p->function_count ? p->function_count : 1);
    KeptLaunches k = {xcalloc(functions, sizeof *k.sites), xcalloc(functions, sizeof *k.count),
                      xcalloc(functions, sizeof *k.cap)};
    for (int j = 0; j < p->launch_count; j++) {
        const LaunchSite *o = &p->launches[j];
        if (o->device_side && o->caller_fn >= 0 && ordered_stream(plan_stream_of(p, o)))
            kept_add(&k, p, j);
    }
    bool changed = true;
    while (changed) {
        changed = false;
        for (int i = 0; i < p->launch_count; i++) {
            SitePlan *sp = &plan->sites[i];
            const LaunchSite *s = &p->launches[i];
            SiteStream stream = plan_stream_of(p, s);
            if (!granularity_postpones(decision_granularity(&sp->decision)) || !ordered_stream(stream) || s->caller_fn < 0)
                continue;
            /* Its kernel's own launches, and those of the device functions
             * that may run in the same thread (two kernels never do). */
            int sooner = first_sooner_after(plan, &k, facts, s->caller_fn, i, stream);
            for (int f = 0; f < p->function_count; f++) {
                if (f == s->caller_fn || (p->functions[f].spaces & SPACE_GLOBAL) || k.count[f] == 0 ||
                    g->sites_in_start[f] == g->sites_in_start[f + 1] || !callgraph_may_share_thread(p, s->caller_fn, f))
                    continue;
                int first = first_sooner_after(plan, &k, facts, f, i, stream);
                if (first >= 0 && (sooner < 0 || first < sooner))
                    sooner = first;
            }
            if (sooner < 0)
                continue;
            refusal_free(sp->reason);
            sp->reason = refusal_detail(
                refusal_about(p, REFUSAL_AGGREGATE_STREAM_ORDER, ROLE_LAUNCH, s->caller_fn, p->launches[sooner].node), 0,
                p->launches[sooner].callee);
            unassign(sp);
            changed = true;
        }
    }
    for (size_t f = 0; f < functions; f++)
        free(k.sites[f]);
    free(k.sites);
    free(k.count);
    free(k.cap);
}

Granularity plan_site_asked(const Plan *plan, int i) { return plan->asked ? plan->asked[i] : plan->requested; }

Plan *plan_build(const Program *p, const LaunchFacts *facts, Granularity requested, unsigned int group_blocks)
{
    return plan_build_asked(p, facts, requested, group_blocks, NULL);
}

Plan *plan_build_asked(const Program *p, const LaunchFacts *facts, Granularity requested, unsigned int group_blocks,
                       const Granularity *asked)
{
    Plan *plan = xcalloc(1, sizeof *plan);
    plan->program = p;
    plan->requested = requested;
    if (asked) {
        plan->asked = xcalloc((size_t)(p->launch_count ? p->launch_count : 1), sizeof *plan->asked);
        memcpy(plan->asked, asked, (size_t)p->launch_count * sizeof *asked);
    }
    plan->group_blocks = group_blocks;
    snprintf(plan->multiblock_label, sizeof plan->multiblock_label, "multiblock:%u", group_blocks);
    plan->sites = xcalloc((size_t)p->launch_count, sizeof *plan->sites);
    plan->kernels = xcalloc((size_t)(p->function_count ? p->function_count : 1), sizeof *plan->kernels);
    plan_find_own_streams(plan);
    if (requested == GRANULARITY_NONE && !asked) {
        site_index_build(plan);
        return plan;
    }
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *s = &p->launches[i];
        const LaunchFacts *f = &facts[i];
        SitePlan *sp = &plan->sites[i];
        /* A site the requested granularity cannot take may still take a
         * finer one: grid or multiblock, then block, then warp. */
        Granularity g = plan_site_asked(plan, i);
        if (g == GRANULARITY_NONE)
            continue; /* asked to stay as written */
        Refusal *first_why = refusal(p, f, s, g), *why = first_why;
        /* Only while warp granularity, the last resort, would take it: a
         * site warp granularity refuses stays as written (the form the
         * differential tester checks; letting such a site fall to block
         * granularity is not yet checked on a GPU). */
        Refusal *warp_why = refusal(p, f, s, GRANULARITY_WARP);
        /* A recursive launch is kept from warp batches for a fault of
         * theirs (warp_batch_refusal), not for a reason block granularity
         * shares: block granularity stays its fallback (checked on a GPU
         * with the corpus's quadtree and qt). */
        bool warp_stops_fallback = warp_why && warp_why->code != REFUSAL_WARP_RECURSIVE;
        while (why && g != GRANULARITY_WARP && !warp_stops_fallback && !(warp_why && finer(g) == GRANULARITY_WARP)) {
            g = finer(g);
            if (why != first_why)
                refusal_free(why);
            why = refusal(p, f, s, g);
        }
        if (why) {
            if (why != first_why)
                refusal_free(first_why);
            if (g != GRANULARITY_WARP && warp_why && !refusal_equal(warp_why, why)) {
                why = refusal_because(REFUSAL_NOT_AT_WARP_EITHER, why);
                why->also = warp_why;
                warp_why = NULL;
            }
            refusal_free(warp_why);
            sp->reason = why;
            continue;
        }
        refusal_free(warp_why);
        if (g != plan_site_asked(plan, i)) {
            sp->reason = refusal_because(REFUSAL_FINER_GRANULARITY, first_why);
            sp->reason->got = g;
            sp->reason->asked = plan_site_asked(plan, i);
        } else {
            refusal_free(first_why);
        }
        assign(p, f, s, sp, g);
    }
    settle_postponed_sites(plan, facts);
    one_warp_batch_per_kernel(plan, facts);
    warp_batches_alone(plan);
    keep_level_order(plan, facts);
    keep_stream_order(plan, facts);
    int *broken = levels_settle(plan, facts);
    for (int i = 0; broken && i < p->launch_count; i++)
        if (broken[i] >= 0)
            leave_levels(plan, facts, i, broken[i]);
    free(broken);
    name_sites(plan);
    levels_share_names(plan);
    site_index_build(plan);
    return plan;
}

/* The launching kernel of a flattened site is never itself run fused
 * (flattening's child rules refuse a child that launches), so unlike
 * plan_build this needs no settle_postponed_sites: the fused grid of a
 * site aggregated here runs the child as written, block by block. */
void plan_aggregate_over_cap(Plan *plan, const LaunchFacts *facts)
{
    const Program *p = plan->program;
    bool any = false;
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        if (decision_removal(&sp->decision) != REMOVAL_FLATTEN_WARP || sp->removal.uncapped)
            continue;
        /* Aggregated, a launch over the cap is made after the grid, where
         * launches of the same blocks into an ordered stream would overtake
         * it (a fill over the cap, then a barrier child left as written
         * that reads it, both into the NULL stream:
         * tests/difftest/found/seed33-1-over-cap-order). */
        Refusal *why = ordered_stream_refusal(p, &p->launches[i], REFUSAL_OVER_CAP_ORDERED);
        /* A loop's launches keep records of their own at grid granularity
         * (loop_records), which flattening's over-cap branch does not write. */
        if (!why && facts[i].loop_count > 0)
            why = refusal_of_site(p, REFUSAL_OVER_CAP_LOOP, ROLE_LAUNCH, &p->launches[i]);
        if (!why)
            why = refusal(p, &facts[i], &p->launches[i], GRANULARITY_GRID);
        if (why) {
            sp->removal.over_cap_reason = why;
            continue;
        }
        assign(p, &facts[i], &p->launches[i], sp, GRANULARITY_GRID);
        /* name_sites names the fused kernel; the child's one-thread form
         * is named after the child (<child>_dp_thread) by its writer. */
        free(sp->kernel_name);
        sp->kernel_name = NULL;
        any = true;
    }
    if (!any)
        return;
    name_sites(plan);
    site_index_free(plan);
    site_index_build(plan);
}
