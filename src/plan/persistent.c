/* Launch removal's persistent versions (Free Launch T1, T2 and auto's
 * megakernel): which kernels get one (<kernel>_dp_free), which of their
 * launches it records, and, for a kernel launching itself, the levels its
 * grid runs (SiteRemoval.levels). plan_build_removal calls it once the
 * in-place plan (T3/T4) and the syncs are settled. */
#include "plan/persistent.h"

#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "analysis/device_streams.h"
#include "analysis/child_code.h"
#include "analysis/thread_loops.h"
#include "plan/shared_limit.h"
#include "plan/site_checks.h"
#include "syntax/node.h"
#include "util/alloc.h"

/* A kernel launched cooperatively may not use the device runtime at all
 * (the launch fails with cudaErrorNotPermitted): no launch, cudaMalloc or
 * even cudaGetLastError, in it or in what it calls. In the persistent
 * kernel's own body (`own_body`) cudaGetLastError and cudaPeekAtLastError
 * become cudaSuccess (its launches are removed) and cudaDeviceSynchronize
 * a round or a barrier (persistent_refusal checked how each is planned).
 * fn is the persistent kernel (own_body) or a child of it. */
static Refusal *cooperative_runtime_refusal(const Plan *plan, int fn, bool own_body, bool *seen)
{
    seen[fn] = true;
    RuntimeRule rule = {REFUSAL_COOPERATIVE_RUNTIME_CALL, REFUSAL_COOPERATIVE_RUNTIME_CALLEE, own_body, own_body};
    return device_runtime_refusal(plan, fn, own_body ? ROLE_PARENT : ROLE_CHILD, rule);
}

/* Why launch site s of kernel k keeps the kernel from a persistent
 * version, or NULL. */
static Refusal *persistent_site_refusal(const Plan *plan, const LaunchFacts *facts, int k, int j)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[j];
    const SitePlan *sp = &plan->sites[j];
    if (decision_removal(&sp->decision) == REMOVAL_NONE)
        return refusal_of_site(p, REFUSAL_PERSISTENT_LAUNCH_KEPT, ROLE_LAUNCH, s);
    /* transform/guard.h puts a site's own pieces under its branch's
     * condition; the persistent version's are shared by all its sites. */
    if (s->branch.condition)
        return refusal_of_site(p, REFUSAL_PERSISTENT_LAUNCH_IN_BRANCH, ROLE_LAUNCH, s);
    if (decision_removal(&sp->decision) == REMOVAL_T4) {
        /* sp->reason says why T3 cannot take it: "t4 only: ...". */
        Refusal *r = refusal_of_site(p, REFUSAL_PERSISTENT_LAUNCH_T4_ONLY, ROLE_LAUNCH, s);
        r->cause = refusal_copy(sp->reason);
        return r;
    }
    /* One record per thread and site between grid barriers: a launch
     * in a loop must be run by a sync in the same iteration. */
    if ((!node_same(sp->flush_scope, p->functions[k].body) || facts[j].loop_count > 0) && !sp->removal.run_at_sync_only)
        return refusal_of_site(p, REFUSAL_PERSISTENT_LOOP_UNRUN, ROLE_LAUNCH, s);
    /* Its records go to the worklist at the end of the block; only a
     * grid-wide round (at a sync that runs them) finishes them. */
    if (sp->removal.waited_for && !sp->removal.run_at_sync_only)
        return refusal_of_site(p, REFUSAL_PERSISTENT_SYNC_NOT_ALWAYS, ROLE_LAUNCH, s);
    if (body_facts(p, s->callee_fn).uses_warp_ops)
        return refusal_of_site(p, REFUSAL_PERSISTENT_CHILD_WARP_OPS, ROLE_CHILD, s);
    /* A child block the persistent block cannot stand in for is run
     * by T4 there: a launch as written is not allowed. */
    if (body_facts(p, s->callee_fn).uses_syncthreads && !thread_loops_can_split(p, s->callee_fn, NULL, 0) &&
        decision_removal(&sp->decision) != REMOVAL_AUTO)
        return refusal_of_site(p, REFUSAL_PERSISTENT_CHILD_BARRIERS, ROLE_CHILD, s);
    return NULL;
}

/* Whether kernel k launches itself from its own body. */
static bool launches_itself(const Program *p, int k)
{
    for (int j = 0; j < p->launch_count; j++)
        if (p->launches[j].device_side && p->launches[j].caller_fn == k && p->launches[j].callee_fn == k)
            return true;
    return false;
}

/* The text of a configuration operand, or NULL where the launch has none. */
static bool config_text_is(const Program *p, const LaunchSite *s, int c, const char *text)
{
    return c < s->config_count && node_text_is(p->src, s->config[c], text);
}

/* A kernel launching itself (SiteRemoval.levels): its persistent grid runs
 * the recursion level by level, the blocks of a level's launches run as its
 * own blocks (the block size must be theirs), a level's launches all at
 * once (unordered streams only) and one record per thread and level. Why
 * launch site j of kernel k cannot be run so, or NULL. */
static Refusal *persistent_levels_refusal(const Plan *plan, const LaunchFacts *facts, int k, int j)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[j];
    if (s->callee_fn != k)
        return refusal_detail(refusal_of_site(p, REFUSAL_PERSISTENT_LEVELS_OTHER_LAUNCH, ROLE_LAUNCH, s), 0, s->callee);
    if (plan_stream_of(p, s) != SITE_STREAM_FIRE_AND_FORGET)
        return refusal_of_site(p, REFUSAL_PERSISTENT_LEVELS_ORDER, ROLE_LAUNCH, s);
    if (facts[j].loop_count > 0 || facts[j].may_repeat || facts[j].lambda_line)
        return refusal_of_site(p, REFUSAL_PERSISTENT_LEVELS_REPEAT, ROLE_LAUNCH, s);
    if (config_text_is(p, s, 1, "blockDim") || config_text_is(p, s, 1, "blockDim.x"))
        return NULL; /* blockDim.x of a 2-D block: the persistent grid checks each record */
    char *block = node_text(p->src, s->config[1]);
    Refusal *why = NULL;
    for (int h = 0; h < p->launch_count && !why; h++)
        if (p->launches[h].callee_fn == k && !p->launches[h].device_side && !config_text_is(p, &p->launches[h], 1, block))
            why = refusal_of_site(p, REFUSAL_PERSISTENT_LEVELS_BLOCK, ROLE_LAUNCH, s);
    free(block);
    return why;
}

/* Why host launch s of kernel k keeps the kernel from a persistent
 * version (its host launches are replaced), or NULL. */
static Refusal *persistent_host_refusal(const Program *p, int k, const LaunchSite *s)
{
    if (s->device_side)
        return refusal_of_site(p, REFUSAL_PERSISTENT_DEVICE_LAUNCHED, ROLE_LAUNCH, s);
    switch (host_launch_shape(&p->functions[k], s)) {
    case HOST_LAUNCH_UNSEEN:
        return refusal_detail(refusal_of_site(p, REFUSAL_PERSISTENT_HOST_UNSEEN, ROLE_LAUNCH, s), 0, s->unseen);
    case HOST_LAUNCH_EXPRESSION:
        return refusal_of_site(p, REFUSAL_PERSISTENT_HOST_EXPRESSION, ROLE_LAUNCH, s);
    case HOST_LAUNCH_BEFORE_DEFINITION:
        return refusal_of_site(p, REFUSAL_PERSISTENT_HOST_BEFORE_DEFINITION, ROLE_LAUNCH, s);
    case HOST_LAUNCH_DEFAULT_ARGUMENTS:
        return refusal_of_site(p, REFUSAL_PERSISTENT_HOST_DEFAULT_ARGUMENTS, ROLE_LAUNCH, s);
    case HOST_LAUNCH_PLAIN:
        break;
    }
    if (plan_stream_of(p, s) != SITE_STREAM_NULL)
        return refusal_of_site(p, REFUSAL_PERSISTENT_HOST_STREAM, ROLE_LAUNCH, s);
    return NULL;
}

/* Why kernel `k`, whose launches are removed, gets no persistent version
 * (T1/T2), or NULL. Its persistent grid runs every original block, then,
 * after a grid barrier, every child: so each of its launches must be
 * recorded at the end of its block (T3's record), nothing in it may wait
 * for its children, and dpopt must be able to replace every launch of it. */
static Refusal *persistent_refusal(const Plan *plan, const LaunchFacts *facts, int k)
{
    const Program *p = plan->program;
    const Function *fn = &p->functions[k];
    TSNode none = {0};
    int host_launches = 0, sites = 0;
    /* Its grid runs every child after a grid barrier: a launch dpopt cannot
     * see would stay a launch, which a cooperative kernel may not make. */
    for (int j = 0; j < p->launch_count; j++)
        if (p->launches[j].caller_fn == k && p->launches[j].device_side) {
            Refusal *hidden = hidden_launch_refusal(p, k, ROLE_PARENT);
            if (hidden)
                return hidden;
            break;
        }
    bool levels = launches_itself(p, k);
    for (int j = 0; j < p->launch_count; j++) {
        if (p->launches[j].caller_fn != k || !p->launches[j].device_side)
            continue;
        Refusal *why = levels ? persistent_levels_refusal(plan, facts, k, j) : persistent_site_refusal(plan, facts, k, j);
        if (why)
            return why;
        sites++;
    }
    if (sites == 0)
        return NULL;
    if (fn->is_template)
        return refusal_about(p, REFUSAL_PERSISTENT_TEMPLATE, ROLE_PARENT, k, none);
    if (sites > 64)
        return refusal_about(p, REFUSAL_PERSISTENT_TOO_MANY_SITES, ROLE_PARENT, k, none);
    /* The host launches the persistent copy, with the kernel's own
     * configuration: an attribute set on the kernel would not reach it. */
    if (!ts_node_is_null(fn->attribute_set))
        return refusal_about(p, REFUSAL_PERSISTENT_ATTRIBUTE_SET, ROLE_PARENT, k, fn->attribute_set);
    /* Its static shared memory and what the version adds within the 48 KB
     * a block may declare (plan/shared_limit.h). */
    Refusal *shared = shared_limit_persistent_refusal(p, k, levels);
    if (shared)
        return shared;
    /* A launch of it that dpopt does not replace (cudaLaunchKernelEx, its
     * address taken) would run beside the persistent grid, with the same
     * grid-wide worklists and host-side selector. */
    Refusal *unseen = launched_unseen_refusal(p, k);
    if (unseen)
        return unseen;
    for (int j = 0; j < p->launch_count; j++) {
        if (p->launches[j].callee_fn != k || (levels && p->launches[j].device_side && p->launches[j].caller_fn == k))
            continue;
        Refusal *why = persistent_host_refusal(p, k, &p->launches[j]);
        if (why)
            return why;
        host_launches++;
    }
    if (host_launches == 0)
        return refusal_about(p, REFUSAL_PERSISTENT_NO_HOST_LAUNCH, ROLE_PARENT, k, none);
    for (int i = 0; i < plan->sync_count; i++) {
        const SyncPlan *sync = &plan->syncs[i];
        const Call *c = &p->calls[sync->call];
        if (c->caller_fn == k && levels)
            return refusal_about(p, REFUSAL_PERSISTENT_LEVELS_SYNC, ROLE_PARENT, k, c->node);
        if (c->caller_fn == k && sync->action != SYNC_FLUSH && sync->action != SYNC_BARRIER)
            return refusal_about(p, REFUSAL_PERSISTENT_SYNC_DIVERGENT, ROLE_PARENT, k, c->node);
    }
    for (int i = 0; i < fn->param_count; i++)
        if (!fn->params[i].name[0])
            return refusal_about(p, REFUSAL_PERSISTENT_PARAM_UNNAMED, ROLE_PARENT, k, none);
    if (body_facts(p, k).uses_grid_sync)
        return refusal_about(p, REFUSAL_PERSISTENT_GRID_SYNC, ROLE_PARENT, k, none);
    Refusal *param = param_changed_refusal(p, k, ROLE_PARENT);
    if (param)
        return param;
    const char *shared_name = NULL;
    TSNode file_shared = child_code_file_shared(p, k, &shared_name);
    if (!ts_node_is_null(file_shared))
        return refusal_detail(refusal_about(p, REFUSAL_FILE_SHARED, ROLE_PARENT, k, file_shared), 0, shared_name);
    /* Its persistent blocks run its original blocks under renamed blockIdx. */
    if (body_facts(p, k).uses_asm)
        return refusal_about(p, REFUSAL_PERSISTENT_ASM, ROLE_PARENT, k, none);
    if (!ts_node_is_null(body_facts(p, k).block_group))
        return block_group_refusal(p, ROLE_PARENT, k);
    Refusal *friend = friend_refusal(p, REFUSAL_PERSISTENT_FRIEND, ROLE_PARENT, k);
    if (friend)
        return friend;
    bool *seen = xcalloc((size_t)p->function_count, sizeof *seen);
    Refusal *runtime = cooperative_runtime_refusal(plan, k, true, seen);
    for (int j = 0; j < p->launch_count && !runtime; j++)
        if (p->launches[j].caller_fn == k && p->launches[j].device_side && !seen[p->launches[j].callee_fn])
            runtime = cooperative_runtime_refusal(plan, p->launches[j].callee_fn, false, seen);
    free(seen);
    if (runtime)
        return runtime;
    return callees_geometry(p, k, ROLE_PARENT, PLACE_COPY_BLOCK);
}

/* T1, T2, auto: kernels that can run persistent get a persistent version;
 * their launch sites are recorded into its worklists. The kernel itself
 * keeps T3/T4 in place (auto's choice per block), which the host-side
 * selector uses under auto, and the launch falls back to. */
void plan_persistent(Plan *plan, const LaunchFacts *facts, Removal requested)
{
    const Program *p = plan->program;
    if (requested != REMOVAL_T1 && requested != REMOVAL_T2 && requested != REMOVAL_AUTO)
        return;
    for (int k = 0; k < p->function_count; k++) {
        if (!(p->functions[k].spaces & SPACE_GLOBAL) || !p->functions[k].is_definition)
            continue;
        Refusal *why = persistent_refusal(plan, facts, k);
        bool launches = false;
        for (int j = 0; j < p->launch_count; j++)
            launches = launches || (p->launches[j].caller_fn == k && p->launches[j].device_side);
        if (!launches) {
            refusal_free(why);
            continue;
        }
        if (why) {
            plan->kernels[k].persistent_reason = why;
            if (requested == REMOVAL_AUTO)
                continue;
            /* T1/T2 asked for: the kernel's removed sites say what they got. */
            for (int j = 0; j < p->launch_count; j++) {
                SitePlan *sp = &plan->sites[j];
                if (p->launches[j].caller_fn != k || decision_removal(&sp->decision) == REMOVAL_NONE)
                    continue;
                Refusal *in_place = refusal_because(REFUSAL_NO_PERSISTENT_IN_PLACE, refusal_copy(why));
                in_place->got = decision_removal(&sp->decision);
                in_place->asked = requested;
                refusal_free(sp->reason);
                sp->reason = in_place;
            }
            continue;
        }
        plan->kernels[k].persistent = requested;
        for (int i = 0; i < plan->sync_count; i++) {
            SyncPlan *sync = &plan->syncs[i];
            if (sync->action != SYNC_FLUSH || p->calls[sync->call].caller_fn != k)
                continue;
            refusal_free(sync->reason);
            sync->reason = refusal_about(p, REFUSAL_SYNC_PERSISTENT_ROUND, ROLE_PARENT, k, p->calls[sync->call].node);
        }
        int list = 0;
        bool levels = launches_itself(p, k);
        for (int j = 0; j < p->launch_count; j++)
            if (p->launches[j].caller_fn == k && p->launches[j].device_side) {
                SitePlan *sp = &plan->sites[j];
                sp->decision.persistent = requested;
                sp->removal.list = list++;
                if (levels) {
                    /* Recorded by the persistent version alone, at the end of
                     * the block; in the kernel itself as written. */
                    sp->removal.levels = true;
                    sp->flush_scope = p->functions[k].body;
                    sp->launch_name = plan_persistent_name(plan, k, "removed_launch");
                }
            }
        plan->kernels[k].persistent_levels = levels;
        plan->kernels[k].persistent_one_per_row = levels;
        for (int j = 0; j < p->launch_count; j++)
            if (levels && p->launches[j].caller_fn == k && p->launches[j].device_side && !facts[j].one_per_row)
                plan->kernels[k].persistent_one_per_row = false;
        if (!levels) /* a level's blocks are the kernel's own: its shared memory as it is */
            plan_shared_placement(plan, k);
    }
}
