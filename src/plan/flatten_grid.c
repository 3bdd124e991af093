/* --flatten=grid and --flatten=block: grid or block aggregation at the
 * grain of threads. The batch of a site aggregated at that granularity
 * counts one thread for each child thread of its launches instead of one
 * block for each child block, so a launch of 3 threads takes 3 threads,
 * not a block of 32 (the load-balanced loop a programmer writes by hand
 * without dynamic parallelism). Grid: a fused grid walks the grid's batch
 * (or the grid's last block, a small one). Block: the block walks its own
 * batch at its end (a large one gets a fused grid). Each thread runs one
 * child thread through <child>_dp_thread, as warp flattening does, so the
 * child must allow what that needs: T4's rules (its geometry renamed, no
 * launches of its own), no barriers or shared memory. A child with
 * warp-wide operations goes in whole warps: each launch's child blocks
 * whole, of whole warps, so each step of a warp of the walk is one warp of
 * the child, lane for lane. A child with barriers or shared memory goes in
 * whole blocks at grid scope: its batch stays counted in child blocks, and
 * each block of the fused grid runs a share of them in turn (walks_blocks).
 * A site it cannot take stays aggregated block by block, with a note. */
#include "plan/plan.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/constant_size.h"
#include "analysis/thread_guard.h"
#include "model/site_stream.h"
#include "plan/kernel_copy.h"
#include "plan/name_uses.h"
#include "plan/site_checks.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/text.h"

/* Flattening's rules for the child (no barriers, no shared memory), then
 * T4's (no launches of its own among them), which for a child with
 * warp-wide operations judge them as T3 does: lanes kept. Such a child
 * goes in whole warps; whether that beats flattening block by block
 * depends on the input (how the launches' sizes spread), and it pays only
 * with the walk of grid_flat_step: searched in chunks instead, whole
 * warps lose. */
static Refusal *grid_flatten_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    Refusal *why = flatten_child_refusal(p, f, s);
    if (why)
        return why;
    return f->child.uses_warp_ops ? removal_lanes_kept_refusal(p, f, s) : removal_refusal_but_stream(p, f, s, REMOVAL_T4);
}

/* Whether the grid's last block may run a small batch of flattened site s
 * itself, while other blocks may still finish and before the fused grids
 * of the kernel's other sites. Not for a child the program launched into
 * the tail stream (it waits for the whole grid). A site whose launches
 * are ordered with other launches of the same blocks (a `fill` child and
 * the child that reads what it filled: run by the last block, the fill no
 * longer keeps its order with the reader) is not flattened at all
 * (ordered_stream_refusal), nor is one into a stream the program made. */
static bool may_run_in_block(const Program *p, const LaunchSite *s)
{
    return plan_stream_of(p, s) != SITE_STREAM_TAIL;
}

/* Why kernel k's flattened sites cannot have the host launch their fused
 * grids right after it (KernelPlan.followed), or NULL. Its body becomes a
 * template, the kernel stays as a wrapper, and a copy is what its host
 * launches launch: so every launch of the copy must be one dpopt rewrites,
 * and nothing may name the kernel expecting to reach the copy. */
static Refusal *follow_refusal(const Program *p, int k, uint32_t name_at, const TSNode *name_used)
{
    Refusal *copy = kernel_copy_refusal(p, k, name_at);
    if (copy)
        return copy;
    for (int j = 0; j < p->launch_count; j++) {
        const LaunchSite *s = &p->launches[j];
        if (s->callee_fn == k && !s->device_side && s->config_count > 3 && !node_is(s->config[3], "identifier") &&
            !node_is(s->config[3], "number_literal") && !node_is(s->config[3], "null"))
            return refusal_detail(refusal_of_site(p, REFUSAL_FOLLOW_HOST_LAUNCH, ROLE_LAUNCH, s), 0,
                                  "names its stream by an expression, which the follow-up launch would evaluate again");
    }
    /* Threads launching into one stream: a follow-up launched after one
     * thread's grid may come after another's grid too. */
    Refusal *threads = host_threads_refusal(p, REFUSAL_FOLLOW_HOST_THREADS, k);
    if (threads)
        return threads;
    /* A tail launch the kernel also makes waits for all the grid's other
     * work, these children with it; a fused grid launched after the grid
     * would run after it. */
    Refusal *hidden = hidden_launch_refusal(p, k, ROLE_PARENT);
    if (hidden)
        return hidden;
    for (int j = 0; j < p->launch_count; j++) {
        const LaunchSite *s = &p->launches[j];
        if (s->caller_fn != k || !s->device_side)
            continue;
        /* transform/guard.h puts a site's own pieces under its branch's
         * condition; the host code that follows the kernel is shared. */
        if (s->branch.condition)
            return refusal_about(p, REFUSAL_FOLLOW_LAUNCH_IN_BRANCH, ROLE_PARENT, k, s->node);
        const LaunchSite *tail = plan_stream_of(p, s) == SITE_STREAM_TAIL ? s : same_block_launch_into(p, s, SITE_STREAM_TAIL);
        if (tail)
            return refusal_about(p, REFUSAL_FOLLOW_TAIL_LAUNCH, ROLE_PARENT, k, tail->node);
    }
    return kernel_copy_name_refusal(p, k, name_used);
}

/* Each kernel with flattened sites whose last block may run a batch
 * (a launch into the tail stream keeps its device-side launch): followed
 * by its host launches, or why not. */
static void plan_follow_ups(Plan *plan)
{
    const Program *p = plan->program;
    bool *asked = xcalloc((size_t)p->function_count + 1, sizeof *asked);
    uint32_t *name_at = xcalloc((size_t)p->function_count + 1, sizeof *name_at);
    bool any = false;
    for (int i = 0; i < p->launch_count; i++) {
        int k = p->launches[i].caller_fn;
        const SiteAggregation *a = &plan->sites[i].aggregated;
        if (plan->sites[i].decision.kind != STRATEGY_FLATTEN_GRID || !a->in_block || k < 0 || plan->kernels[k].followed ||
            plan->kernels[k].follow_reason || asked[k])
            continue;
        asked[k] = any = true;
        name_at[k] = definition_name_at(p->src, &p->functions[k]);
    }
    TSNode *name_used = any ? name_uses_elsewhere(p, asked, name_at, false) : NULL;
    for (int k = 0; k < p->function_count; k++) {
        if (!asked[k])
            continue;
        plan->kernels[k].name_at = name_at[k];
        Refusal *why = follow_refusal(p, k, name_at[k], name_used);
        plan->kernels[k].followed = why == NULL;
        plan->kernels[k].follow_reason = why;
    }
    free(name_used);
    free(name_at);
    free(asked);
    for (int i = 0; i < p->launch_count; i++) {
        int k = p->launches[i].caller_fn;
        SiteAggregation *a = &plan->sites[i].aggregated;
        a->followed = plan->sites[i].decision.kind == STRATEGY_FLATTEN_GRID && a->in_block && k >= 0 && plan->kernels[k].followed;
        /* A child in whole warps is walked apart warp for warp only where
         * every launch's block is whole warps (a constant): a launch of
         * other blocks could only be made as written. */
        a->lists_apart = a->followed && a->loop_records == 0 &&
                         (!a->whole_warps || (a->block_constant > 0 && a->block_constant % 32u == 0u));
    }
}

/* The most threads one launch may put into a flattened batch: the
 * runtime's grid_flat_launch_max (runtime/include/dpopt/grid_flat.cuh). */
#define FLAT_LAUNCH_MAX (1ull << 16)

/* Whether every launch of site s goes into the flattened batch, none made
 * as written for its size: its grid and block are constants (analysis/
 * constant_size.h) of at most FLAT_LAUNCH_MAX threads and, for a child
 * that goes in whole warps, blocks of whole warps. */
static bool always_flattened(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    unsigned long long threads, block_threads;
    if (!constant_launch_threads(p->src, s, &threads, &block_threads) || threads > FLAT_LAUNCH_MAX)
        return false;
    return !f->child.uses_warp_ops || block_threads % 32u == 0u;
}

void plan_flatten(Plan *plan, const LaunchFacts *facts, Granularity scope)
{
    const Program *p = plan->program;
    Granularity *scopes = xcalloc((size_t)(p->launch_count ? p->launch_count : 1), sizeof *scopes);
    for (int i = 0; i < p->launch_count; i++)
        scopes[i] = scope;
    plan->flattened = scope;
    plan_flatten_asked(plan, facts, scopes);
    free(scopes);
}

/* A site of kernel k asked to walk threads at grid scope whose batch is at
 * grid granularity, or -1. */
static int grid_scope_site_in(const Plan *plan, const Granularity *scopes, int k)
{
    const Program *p = plan->program;
    for (int j = 0; j < p->launch_count; j++)
        if (p->launches[j].caller_fn == k && scopes[j] == GRANULARITY_GRID &&
            decision_granularity(&plan->sites[j].decision) == GRANULARITY_GRID)
            return j;
    return -1;
}

void plan_flatten_asked(Plan *plan, const LaunchFacts *facts, const Granularity *scopes)
{
    const Program *p = plan->program;
    bool any_grid = false;
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        Granularity scope = scopes[i];
        assert(scope == GRANULARITY_NONE || scope == GRANULARITY_GRID || scope == GRANULARITY_BLOCK);
        if (scope == GRANULARITY_NONE || decision_granularity(&sp->decision) != scope)
            continue;
        if (plan->flattened == GRANULARITY_NONE)
            plan->flattened = scope; /* what the report of the request names */
        sp->aggregated.flattened = scope;
        any_grid |= scope == GRANULARITY_GRID;
        const LaunchSite *s = &p->launches[i];
        /* A child whose threads run together as blocks (barriers, shared
         * memory: flattening's first refusals) is walked in whole blocks at
         * grid scope, where a fused kernel may run several of its blocks in
         * turn (coarsening's rules); else why not. */
        bool as_blocks = body_facts_run_as_blocks(&facts[i].child);
        Refusal *why = as_blocks && scope == GRANULARITY_GRID && sp->decision.kind == STRATEGY_GRID_BATCH
                           ? plan_coarsen_refusal(p, &facts[i], s)
                           : grid_flatten_refusal(p, &facts[i], s);
        if (as_blocks && !why) {
            sp->aggregated.walks_blocks = true;
            continue;
        }
        /* A kernel whose host launches may become <kernel>_dp_followed
         * (grid scope) walks no batch of its own at its blocks' ends: the
         * two forms are not made together (--decisions). */
        int grid_site = scope == GRANULARITY_BLOCK ? grid_scope_site_in(plan, scopes, s->caller_fn) : -1;
        if (!why && grid_site >= 0)
            why = refusal_detail(refusal_detail(refusal_about(p, REFUSAL_DECISION_MIX, ROLE_LAUNCH, s->caller_fn,
                                                              p->launches[grid_site].node),
                                                0, "flatten_block"),
                                 1, "flattening at grid scope in the same kernel");
        /* At block scope the block runs its children at its own end: a
         * tail launch's child waits for the whole grid. */
        if (!why && scope == GRANULARITY_BLOCK && plan_stream_of(p, s) == SITE_STREAM_TAIL)
            why = refusal_of_site(p, REFUSAL_REMOVE_TAIL_LAUNCH, ROLE_LAUNCH, s);
        /* A launch of more than grid_flat_launch_max threads is made as
         * written at the end of the block, before the fused grid of one the
         * program made first: into an ordered stream it would overtake that
         * one (a fill batched, then a large add into the NULL stream:
         * tests/runtime/null_order_check.cu). Block by block, a batch takes
         * launches of any size. A launch whose size is a constant within
         * the limit is never made so; its batch, ordered with the other
         * launches, is then walked by a fused grid the device launches in
         * site order, as a batch block by block is, never by the grid's
         * last block nor after the grid by the host (in_block below: the
         * differential tester found both wrong with ordered launches,
         * tests/expect/inputs/ordered_children.cu). At block scope a batch
         * too large for the block to walk gets a fused grid launched into
         * cudaStreamFireAndForget, out of the order: such a site stays
         * block by block, with that reason. */
        bool ordered = false;
        if (!why) {
            why = ordered_stream_refusal(p, s, REFUSAL_FLATTEN_ORDERED_FALLBACK);
            if (why && why->code == REFUSAL_FLATTEN_ORDERED_FALLBACK && always_flattened(p, &facts[i], s)) {
                ordered = true;
                if (scope == GRANULARITY_GRID) {
                    refusal_free(why);
                    why = NULL;
                } else {
                    why->code = REFUSAL_FLATTEN_BLOCK_UNORDERED;
                }
            }
        }
        if (why) {
            sp->aggregated.flatten_reason = why;
            continue;
        }
        decision_walk_threads(&sp->decision);
        sp->aggregated.whole_warps = facts[i].child.uses_warp_ops;
        sp->aggregated.bound_arg = sp->aggregated.whole_warps ? -1 : thread_guard_param(p, s->callee_fn);
        sp->aggregated.bounded = sp->aggregated.bound_arg >= 0;
        sp->aggregated.in_block = scope == GRANULARITY_BLOCK || (!ordered && may_run_in_block(p, s));
    }
    if (any_grid)
        plan_follow_ups(plan);
}
