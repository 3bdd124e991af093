#include "plan/plan.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "analysis/child_code.h"
#include "analysis/device_streams.h"
#include "analysis/thread_guard.h"
#include "analysis/thread_loops.h"
#include "analysis/uniformity.h"
#include "model/callgraph.h"
#include "model/hidden.h"
#include "model/memo.h"
#include "plan/order.h"
#include "plan/persistent.h"
#include "plan/shared_limit.h"
#include "plan/site_checks.h"
#include "plan/site_index.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "syntax/statements.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

const char *removal_name(Removal r)
{
    static const char *const names[] = {"none", "t3", "t4", "auto", "t1", "t2", "flatten=warp"};
    return names[r];
}

bool removal_runs_in_place(Removal r) { return r == REMOVAL_T4 || r == REMOVAL_FLATTEN_WARP; }

const char *sync_action_name(SyncAction a)
{
    static const char *const names[] = {"keep", "barrier", "drop", "flush"};
    return names[a];
}

/* Calls in the child that need the child's threads to run at the same time,
 * which one thread running them one after another cannot give. T3 keeps
 * the child's lanes where the block is in whole warps, so it takes the
 * warp-wide ones (body_facts' uses_warp_ops) but not these. */
static const char *const simultaneous_calls[] = {
    "__syncthreads_count", "__syncthreads_and", "__syncthreads_or", "this_thread_block", "tiled_partition",
    "this_grid", NULL,
};

typedef struct ChildScan {
    const Program *p;
    TSNode body;
    RefusalCode why; /* REFUSAL_CODE_COUNT: none found */
    bool barriers_anywhere; /* T3: the block's own threads meet the child's barriers */
    TSNode at;              /* where `why` was found */
} ChildScan;

static bool scan_child_for_t4(TSNode node, void *ctx)
{
    ChildScan *c = ctx;
    const Source *src = c->p->src;
    if (c->why != REFUSAL_CODE_COUNT)
        return false;
    if (node_is(node, "call_expression")) {
        TSNode fn = node_named_child(node, 0);
        for (int i = 0; simultaneous_calls[i]; i++)
            if (node_text_is(src, fn, simultaneous_calls[i]))
                c->why = REFUSAL_CHILD_RUNS_TOGETHER;
    } else if (node_is(node, "declaration") || node_is(node, "field_declaration")) {
        uint32_t s = ts_node_start_byte(node), e = node_end_byte(node);
        const char *text = src->text + s;
        if (text_has_word(text, e - s, "__shared__")) {
            if (text_has_word(text, e - s, "extern"))
                c->why = REFUSAL_CHILD_DYNAMIC_SHARED;
            else if (!c->barriers_anywhere && !node_same(parents_of(node), c->body))
                c->why = REFUSAL_CHILD_SHARED_IN_BRANCH;
        }
    }
    if (c->why != REFUSAL_CODE_COUNT)
        c->at = node;
    return true;
}

static bool has_return(TSNode node, void *ctx)
{
    if (node_is(node, "return_statement"))
        *(bool *)ctx = true;
    return !*(bool *)ctx;
}

bool plan_is_device_sync(const Program *p, const Call *c)
{
    return strcmp(c->callee, "cudaDeviceSynchronize") == 0 && c->caller_fn >= 0 &&
           (p->functions[c->caller_fn].spaces & (SPACE_DEVICE | SPACE_GLOBAL));
}

/* Whether a device-side sync in the launching function itself waits for a
 * launch (launch_facts.h: after it, or in a loop holding it). */
static bool sync_waits_for(const Program *p, const Call *c, const LaunchSite *s)
{
    return c->caller_fn == s->caller_fn && launch_sync_may_wait_for(p, c->node, c->caller_fn, s);
}

/* Where a T3 launch's record lives and, unless a sync runs it first, is
 * run: the kernel's body, or that of the innermost (block-convergent) loop. */
static TSNode t3_flush_scope(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    return f->loop_count > 0 ? loop_body_of(statements_innermost_loop(s->node)) : p->functions[s->caller_fn].body;
}

/* A sync after the launch inside the scope of its record finds the record
 * still pending: the block runs it there. */
static bool sync_runs_record(TSNode scope, const LaunchSite *s, const Call *c)
{
    return node_contains(scope, c->node) && ts_node_start_byte(c->node) >= node_end_byte(s->statement);
}


/* T3 for a launch that a device-side cudaDeviceSynchronize waits for (CDP1,
 * Free Launch's synchronous launch): the block runs its recorded launches at
 * the sync, so every thread of the block must reach it together; where the
 * block cannot run a launch (pool full, child block too large) the launching
 * thread runs it (T4), since a launch as written would not have finished
 * when the parent reads its results. */
static Refusal *synchronised_t3_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    if (f->hidden_sync) {
        /* Detail 0: where; `number`: 1 through a macro, 0 through a header's function. */
        char *where = model_hidden_where(p, f->hidden_sync);
        Refusal *r = refusal_about(p, REFUSAL_T3_HIDDEN_SYNC, ROLE_PARENT, s->caller_fn, f->hidden_sync->node);
        refusal_detail(r, 0, where);
        r->number = f->hidden_sync->from == HIDDEN_BY_MACRO;
        free(where);
        return r;
    }
    if (f->far_sync) /* detail 0: the function the sync is in */
        return refusal_detail(refusal_about(p, REFUSAL_T3_FAR_SYNC, ROLE_CALLEE, f->far_sync->caller_fn,
                                            f->far_sync->node),
                              0, p->functions[f->far_sync->caller_fn].name);
    Uniformity *u = uniformity_analyze(p, s->caller_fn);
    TSNode scope = t3_flush_scope(p, f, s);
    Refusal *why = NULL;
    for (int i = 0; i < p->call_count && !why; i++) {
        const Call *c = &p->calls[i];
        if (!plan_is_device_sync(p, c) || !sync_waits_for(p, c, s))
            continue;
        if (!uniform_in(uniformity_of_control(u, c->node), SCOPE_BLOCK))
            why = refusal_about(p, REFUSAL_T3_SYNC_DIVERGENT, ROLE_PARENT, s->caller_fn, c->node);
        else if (sync_runs_record(scope, s, c) && !node_is(parents_of(c->node), "expression_statement"))
            why = refusal_about(p, REFUSAL_T3_SYNC_RESULT_USED, ROLE_PARENT, s->caller_fn, c->node);
    }
    uniformity_free(u);
    if (!why) {
        Refusal *t4 = removal_refusal(p, f, s, REMOVAL_T4);
        if (t4)
            why = refusal_of_site(p, REFUSAL_T3_SYNC_T4_CANNOT, ROLE_LAUNCH, s);
        refusal_free(t4);
    }
    return why;
}

/* A thread that runs a child in place keeps what launches into the NULL and
 * fire-and-forget streams promise. A tail launch runs after the whole
 * parent grid; in place it would run before the other blocks are done. A
 * stream of the program's own is refused: a kernel left creating and
 * destroying device streams with nothing launched into them can hang
 * (tests/difftest/found/t4-empty-streams-hang-6), and does not once the
 * streams go too. */
static Refusal *stream_refusal(const Program *p, const LaunchSite *s, bool in_place)
{
    /* A stream the thread creates for the launch alone is unordered
     * (plan_stream_of): where the launch runs in place (T3, T4), the stream
     * is left out too (plan_stream_call_dropped), not left empty as above.
     * Flattening does the same: a launch over its cap goes to
     * cudaStreamFireAndForget (site_code_config_rest). */
    if (in_place && plan_stream_is_own_unordered(p, s))
        return NULL;
    switch (site_stream(p->src, s)) {
    case SITE_STREAM_NULL:
    case SITE_STREAM_FIRE_AND_FORGET:
        return NULL;
    case SITE_STREAM_TAIL:
        return refusal_of_site(p, REFUSAL_REMOVE_TAIL_LAUNCH, ROLE_LAUNCH, s);
    case SITE_STREAM_OWN:
        break;
    }
    char *text = node_text(p->src, s->config[3]); /* detail 0: the stream as written */
    Refusal *r = refusal_detail(refusal_of_site(p, REFUSAL_REMOVE_OWN_STREAM, ROLE_LAUNCH, s), 0, text);
    free(text);
    return r;
}

/* Why T4 cannot take the site for reasons of its own (the child, the
 * stream), leaving aside the kernel's other launches. */
static Refusal *t4_own_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, bool in_place)
{
    Refusal *why = removal_refusal_but_stream(p, f, s, REMOVAL_T4);
    return why ? why : stream_refusal(p, s, in_place);
}

/* Per function, a device-side launch that T4 cannot take for reasons of
 * its own (-1: none) in code that may run in the same thread: the
 * function's own first, else one in a function it calls, or one called
 * by a function calling it (a helper launching beside a kernel's inlined
 * child: tests/difftest/found/seed44-37-O-hang, whose T4 site is in a
 * device function the kernel calls in a loop, and whose kernel keeps a
 * tail launch). Found once per program and kept in its memo
 * (model/memo.h): the rule below asks it at every divergent site, and
 * asking each time would cost a kernel of a thousand launches a thousand
 * checks a site, quadratic in a large input's launches. `facts` is the
 * program's facts array, found from the program alone, so the program's
 * memo may keep what is found through it. */
static int kept_launch_in_thread(const Program *p, const LaunchFacts *facts, int function)
{
    if (function < 0)
        return -1;
    int *kept = memo_find(p, MEMO_FIRST_KEPT);
    if (!kept) {
        int n = p->function_count;
        int *first_kept = xmalloc(((size_t)n + 1) * sizeof *first_kept);
        bool *marked = xcalloc((size_t)n + 1, sizeof *marked);
        for (int fn = 0; fn < n; fn++)
            first_kept[fn] = -1;
        for (int k = 0; k < p->launch_count; k++) {
            const LaunchSite *s = &p->launches[k];
            if (!s->device_side || s->caller_fn < 0 || first_kept[s->caller_fn] >= 0)
                continue;
            Refusal *why = t4_own_refusal(p, &facts[k], s, true);
            if (why)
                first_kept[s->caller_fn] = k, marked[s->caller_fn] = true;
            refusal_free(why);
        }
        kept = callgraph_marked_sharing_thread(p, marked, NULL);
        for (int fn = 0; fn < n; fn++)
            kept[fn] = kept[fn] >= 0 ? first_kept[kept[fn]] : -1;
        free(marked);
        free(first_kept);
        memo_keep(p, MEMO_FIRST_KEPT, kept, free);
    }
    return kept[function];
}

/* A thread that runs a child in place (T4) loops over the child's threads.
 * Where the child's size may differ between the lanes of a warp, the warp
 * leaves that loop diverged, and such a warp can hang at the device
 * launches its kernel then makes as written
 * (tests/difftest/found/seed11-1242-t4-hang; the same loop written by hand
 * in the original hangs too). A __syncwarp over the lanes after the loop
 * is no cure (it leaves seed11-1239-rejoin-threshold-hang and
 * seed11-1311-rejoin-auto-hang hanging), so such a site stays as written
 * while its kernel has a launch T4 cannot take. Asked only of a site T4
 * takes otherwise, which is therefore not that launch itself. `f` is the
 * site's entry in the program's facts array. Thresholding's serial runs
 * have a rule of their own (threshold.c, diverged_serial_refusal). */
static Refusal *diverged_serial_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    if (!site_size_may_diverge(f))
        return NULL;
    int kept = kept_launch_in_thread(p, f - (s - p->launches), s->caller_fn);
    if (kept < 0)
        return NULL; /* every launch of the kernel removed as well: none left to hang */
    /* Detail 0: the kept launch's child; the line is the kept launch's. */
    const LaunchSite *other = &p->launches[kept];
    return refusal_detail(refusal_about(p, REFUSAL_T4_DIVERGED_SERIAL, ROLE_PARENT, s->caller_fn, other->node), 0,
                          other->callee);
}

static Refusal *t4_in_place_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, SiteForm form);

Refusal *removal_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, Removal t)
{
    if (t == REMOVAL_T4)
        return t4_in_place_refusal(p, f, s, SITE_SERIAL);
    Refusal *why = removal_refusal_but_stream(p, f, s, t);
    return why ? why : stream_refusal(p, s, true);
}

/* What the child's code holds that a copy run in place cannot keep:
 * shared memory declared in a function it calls (the parent block's, or
 * the thread's, in place), and, run by one thread (T4), an atomic on what
 * may be the child's shared memory, which becomes that thread's local
 * memory. (A static local stands in the way of every strategy:
 * site_checks.c.) */
static Refusal *child_code_refusal(const Program *p, int child, Removal t)
{
    Refusal *waits = child_wait_refusal(p, child);
    if (waits)
        return waits;
    Refusal *param = param_changed_refusal(p, child, ROLE_CHILD);
    if (param)
        return param;
    int holder = -1;
    TSNode shared = child_code_callee_shared(p, child, &holder);
    if (!ts_node_is_null(shared))
        return refusal_detail(refusal_about(p, REFUSAL_CHILD_CALLEE_SHARED, ROLE_CHILD, child, shared), 0,
                              p->functions[holder].name);
    if (t == REMOVAL_T4 && body_facts(p, child).uses_shared) {
        TSNode atomic = child_code_shared_atomic(p, child);
        if (!ts_node_is_null(atomic)) {
            char *name = node_text(p->src, node_named_child(atomic, 0));
            Refusal *r = refusal_detail(refusal_about(p, REFUSAL_T4_SHARED_ATOMIC, ROLE_CHILD, child, atomic), 0, name);
            free(name);
            return r;
        }
    }
    return NULL;
}

/* The child's own, for T3 and T4 alike. */
/* `subtree`: the child's launches are its own subtree's, which the thread
 * running it runs too (thresholded recursion): the child may launch itself. */
static Refusal *child_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, Removal t, bool subtree)
{
    const Function *child = &p->functions[s->callee_fn];
    TSNode none = {0};
    Refusal *why = hidden_launch_refusal(p, s->callee_fn, ROLE_CHILD);
    if (why)
        return why;
    if (f->child.launches && !subtree)
        return refusal_about(p, REFUSAL_CHILD_LAUNCHES, ROLE_CHILD, s->callee_fn, none);
    ChildScan c = {p, child->body, REFUSAL_CODE_COUNT, t == REMOVAL_T3, none};
    node_walk(child->body, scan_child_for_t4, &c);
    if (c.why != REFUSAL_CODE_COUNT)
        return refusal_about(p, c.why, ROLE_CHILD, s->callee_fn, c.at);
    why = child_code_refusal(p, s->callee_fn, t);
    if (why)
        return why;
    if (f->child.uses_warp_ops) {
        if (t != REMOVAL_T3)
            return refusal_about(p, REFUSAL_CHILD_WARP_OPS, ROLE_CHILD, s->callee_fn, none);
        /* T3 keeps lanes: child thread k on the block's thread k mod its size. */
        if (f->child.uses_syncthreads)
            return refusal_about(p, REFUSAL_T3_WARP_OPS_BARRIERS, ROLE_CHILD, s->callee_fn, none);
        if (f->followed_by_sync)
            return refusal_about(p, REFUSAL_T3_WARP_OPS_SYNC, ROLE_CHILD, s->callee_fn, none);
    }
    bool returns = false;
    node_walk(child->body, has_return, &returns);
    bool barriers = f->child.uses_syncthreads;
    if (returns && barriers)
        return refusal_about(p, REFUSAL_CHILD_RETURNS_BARRIERS, ROLE_CHILD, s->callee_fn, none);
    /* T4 splits the child at its barriers (T3 too, for a child block larger
     * than the launching block; where it cannot, it launches that child as
     * written, a choice made at run time). Detail 0: thread_loops' note. */
    char note[512];
    if (t == REMOVAL_T4 && barriers && !thread_loops_can_split(p, s->callee_fn, note, sizeof note))
        return refusal_detail(refusal_about(p, REFUSAL_CHILD_BARRIERS_UNSPLIT, ROLE_CHILD, s->callee_fn, none), 0,
                              note);
    return NULL;
}

/* Why the lanes of a warp cannot flatten the site: what T4 needs (the
 * child's and the stream's rules), a child whose threads must run as
 * blocks, and what a group of lanes needs of the kernel. */
static Refusal *flatten_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    Refusal *why = t4_own_refusal(p, f, s, true);
    if (!why)
        why = flatten_child_refusal(p, f, s);
    return why ? why : warp_lanes_refusal(p, f, s);
}

/* Whether the count a warp-flattened site holds against the cap may
 * differ between the lanes of a warp: its grid's or block's size, or, for
 * a child whose threads past an argument do nothing (bounded: the count is
 * launch_threads_below(grid, block, that argument)), that argument. */
static bool flattened_count_may_diverge(const SitePlan *sp, const LaunchFacts *f, const LaunchSite *s)
{
    if (site_size_may_diverge(f))
        return true;
    if (!sp->removal.bounded)
        return false;
    return sp->removal.bound_arg >= s->arg_count || !uniform_in(f->arg_level[sp->removal.bound_arg], SCOPE_WARP);
}

/* A warp-flattened site's launch over the cap (every one is flattened
 * where a device-side sync may wait: no cap then) is made by its lane
 * while the others run theirs: thresholding's diverged warp
 * (threshold.c), met again by the thread's next execution of the site
 * (tests/difftest/found/grid-stride-flatten-warp-flatten-cap-64-hang-12: 1
 * of 60 programs hung on an H200 under --flatten-cap=64; with its grid and
 * block alike in the warp and its bound argument not, 11 of 11 runs hung),
 * or by another launch of the kernel, as T4's diverged warp is
 * (diverged_serial_refusal; not seen on a GPU, refused in doubt: the
 * same warp leaves the site diverged). Asked after the stream order's
 * rules, whose reasons come first. */
static void refuse_diverged_flattening(Plan *plan, const LaunchFacts *facts)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        const LaunchSite *s = &p->launches[i];
        if (decision_removal(&sp->decision) != REMOVAL_FLATTEN_WARP || sp->removal.uncapped ||
            !flattened_count_may_diverge(sp, &facts[i], s))
            continue;
        const LaunchSite *other = facts[i].may_repeat ? NULL : site_other_launch_in_thread(p, s);
        if (!facts[i].may_repeat && !other)
            continue;
        decision_set_removal(&sp->decision, REMOVAL_NONE);
        refusal_free(sp->reason);
        sp->reason = other ? refusal_detail(refusal_about(p, REFUSAL_FLATTEN_WARP_DIVERGED_BESIDE, ROLE_PARENT,
                                                          s->caller_fn, other->node),
                                            0, other->callee)
                           : refusal_of_site(p, REFUSAL_FLATTEN_WARP_DIVERGED_REPEAT, ROLE_LAUNCH, s);
    }
}

/* What is the same in every lane of a group flattening a site: values
 * uniform across a warp, when the lanes of a group are all making one
 * execution of the launch (made once per thread, in the kernel itself,
 * where a group cannot mix loop iterations or calls). */
static void flatten_shared_values(const Program *p, const LaunchFacts *f, const LaunchSite *s, SiteRemoval *r)
{
    r->arg_shared = xcalloc((size_t)(s->arg_count ? s->arg_count : 1), sizeof *r->arg_shared);
    bool one_execution = !f->may_repeat && !f->lambda_line && f->loop_count == 0 &&
                         (p->functions[s->caller_fn].spaces & SPACE_GLOBAL);
    if (!one_execution)
        return;
    r->grid_shared = uniform_in(f->config_level[0], SCOPE_WARP);
    r->block_shared = uniform_in(f->config_level[1], SCOPE_WARP);
    for (int k = 0; k < s->arg_count; k++)
        r->arg_shared[k] = uniform_in(f->arg_level[k], SCOPE_WARP);
}

/* Whether any device-side cudaDeviceSynchronize may wait for a launch (it
 * waits for every child of the block, and of theirs). */
static bool program_syncs_on_device(const Program *p)
{
    for (int i = 0; i < p->call_count; i++)
        if (plan_is_device_sync(p, &p->calls[i]))
            return true;
    return false;
}

/* What T3 needs of the launching kernel besides the child. */
static Refusal *t3_parent_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    if (s->caller_fn < 0 || !(p->functions[s->caller_fn].spaces & SPACE_GLOBAL))
        return refusal_of_site(p, REFUSAL_T3_DEVICE_FUNCTION, ROLE_LAUNCH, s);
    Refusal *why = record_field_refusal(p, s);
    if (!why)
        why = record_refusal(p, f, s);
    if (!why && f->loop_count > 0)
        why = loop_refusal(p, f, s);
    if (why)
        return why;
    /* (A stream the thread made for the launch alone goes with it.) */
    if (s->config_count > 3 && !uniform_in(f->config_level[3], SCOPE_BLOCK) && !plan_stream_is_own_unordered(p, s))
        return refusal_of_site(p, REFUSAL_STREAM_DIFFERS, ROLE_LAUNCH, s);
    if (f->followed_by_sync) {
        why = synchronised_t3_refusal(p, f, s);
        if (why)
            return why;
    }
    why = divergent_return_refusal(p, s->caller_fn);
    /* The block keeps its records' storage and runs the child's blocks,
     * with the child's shared memory, in the launching kernel (T4 keeps
     * neither: the child's shared memory is the thread's own there). */
    return why ? why : shared_limit_refusal(p, s, SHARED_USE_PARENT_RUNS_CHILDREN);
}

/* The site's rules and the child's (T3's or T4's), not the launching
 * kernel's. */
static Refusal *site_and_child_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, Removal t,
                                       bool subtree, SiteForm form)
{
    Refusal *why = site_refusal(p, s, REFUSAL_HOST_SIDE_REMOVE, form);
    if (why)
        return why;
    if (f->recursive && !subtree)
        return refusal_of_site(p, REFUSAL_RECURSIVE, ROLE_LAUNCH, s);
    return child_refusal(p, f, s, t, subtree);
}

Refusal *removal_bound_refusal_but_stream(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    return site_and_child_refusal(p, f, s, REMOVAL_T4, false, SITE_SERIAL_BOUND);
}

/* T4 in place: the site's and child's rules, the stream's, the warp's.
 * SITE_SERIAL_BOUND for --remove=t4 (remove_t4.c: the arguments bound),
 * SITE_SERIAL where the same site may end up in a record (auto, T3's
 * fallback). */
static Refusal *t4_in_place_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, SiteForm form)
{
    Refusal *why = site_and_child_refusal(p, f, s, REMOVAL_T4, false, form);
    if (!why)
        why = stream_refusal(p, s, true);
    return why ? why : diverged_serial_refusal(p, f, s);
}

Refusal *removal_refusal_but_stream(const Program *p, const LaunchFacts *f, const LaunchSite *s, Removal t)
{
    Refusal *why = site_and_child_refusal(p, f, s, t, false, SITE_SERIAL);
    if (!why && t == REMOVAL_T3)
        why = t3_parent_refusal(p, f, s);
    return why;
}

Refusal *removal_lanes_kept_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    return site_and_child_refusal(p, f, s, REMOVAL_T3, false, SITE_SERIAL);
}

Refusal *removal_subtree_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s)
{
    if (s->caller_fn != s->callee_fn)
        return refusal_of_site(p, REFUSAL_THRESHOLD_INDIRECT_RECURSION, ROLE_LAUNCH, s);
    bool *runs = callgraph_called_from(p, s->callee_fn);
    for (int j = 0; j < p->launch_count; j++) {
        const LaunchSite *other = &p->launches[j];
        if (!other->device_side || other->caller_fn < 0 || !runs[other->caller_fn])
            continue;
        if (other->caller_fn != s->callee_fn || other->callee_fn != s->callee_fn) {
            free(runs);
            return refusal_detail(refusal_about(p, REFUSAL_THRESHOLD_SUBTREE_LAUNCHES, ROLE_CHILD, s->callee_fn,
                                                other->node),
                                  0, other->callee);
        }
    }
    free(runs);
    if (p->functions[s->callee_fn].template_params)
        return refusal_of_site(p, REFUSAL_THRESHOLD_SUBTREE_TEMPLATE, ROLE_LAUNCH, s);
    SiteStream stream = plan_stream_of(p, s);
    if (stream == SITE_STREAM_NULL || stream == SITE_STREAM_OWN)
        return refusal_of_site(p, REFUSAL_THRESHOLD_SUBTREE_ORDER, ROLE_LAUNCH, s);
    if (stream == SITE_STREAM_TAIL)
        return refusal_of_site(p, REFUSAL_THRESHOLD_TAIL_LAUNCH, ROLE_LAUNCH, s);
    return site_and_child_refusal(p, f, s, REMOVAL_T4, true, SITE_SERIAL);
}

typedef struct ExitBetween {
    uint32_t from, to;
    bool found;
} ExitBetween;

static bool find_exit_between(TSNode node, void *ctx)
{
    ExitBetween *x = ctx;
    if ((node_is(node, "return_statement") || node_is(node, "goto_statement")) && ts_node_start_byte(node) >= x->from &&
        node_end_byte(node) <= x->to)
        x->found = true;
    return !x->found;
}

/* Whether every path from launch site s reaches sync c: c is a statement
 * of the scope holding the site's record, and no return or goto lies
 * between them (a break or continue cannot leave that scope: loop_refusal). */
static bool sync_always_follows(const Program *p, TSNode scope, const LaunchSite *s, const Call *c)
{
    TSNode statement = parents_of(c->node);
    if (!node_same(parents_of(statement), scope))
        return false;
    ExitBetween x = {node_end_byte(s->statement), ts_node_start_byte(c->node), false};
    node_walk(p->functions[s->caller_fn].body, find_exit_between, &x);
    return !x.found;
}

/* A device-side cudaDeviceSynchronize (CDP1; CUDA 12+ rejects it) can go
 * once no launch of its function is left: the children ran inline. Where
 * T3 launches recorded before it are still pending, the block runs them
 * there (T3 took such a launch only where the whole block reaches the sync
 * together). Where every thread of the block reaches it, it becomes a block
 * barrier, which keeps CDP1's block-wide meaning (the block's children are
 * done); where only some do, it becomes nothing, which is right when a
 * thread reads only its own children's results. */
static void plan_syncs(Plan *plan)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->call_count; i++) {
        const Call *c = &p->calls[i];
        if (!plan_is_device_sync(p, c))
            continue;
        SyncPlan sp = {i, SYNC_KEEP, NULL, NULL, 0};
        /* It may wait for a launch dpopt did not read. */
        Refusal *kept = p->unseen ? unseen_file_refusal(p) : hidden_launch_refusal(p, c->caller_fn, ROLE_PARENT);
        for (int j = 0; j < p->launch_count && !kept; j++) {
            const LaunchSite *s = &p->launches[j];
            if (s->caller_fn == c->caller_fn) {
                if (decision_removal(&plan->sites[j].decision) == REMOVAL_NONE)
                    kept = refusal_of_site(p, REFUSAL_SYNC_LAUNCH_KEPT, ROLE_LAUNCH, s);
            } else if (s->device_side && launch_sync_may_wait_for(p, c->node, c->caller_fn, s)) {
                /* Only a launch run inline (T4) is done by then: a T3
                 * record waits for a sync in its own kernel. */
                if (decision_removal(&plan->sites[j].decision) == REMOVAL_NONE)
                    kept = refusal_of_site(p, REFUSAL_SYNC_OTHER_LAUNCH_KEPT, ROLE_LAUNCH, s);
                else if (!removal_runs_in_place(decision_removal(&plan->sites[j].decision)))
                    kept = refusal_of_site(p, REFUSAL_SYNC_OTHER_LAUNCH_T3, ROLE_LAUNCH, s);
            }
        }
        for (int j = 0; j < p->launch_count && !kept; j++) {
            const SitePlan *site = &plan->sites[j];
            if ((decision_removal(&site->decision) == REMOVAL_T3 || decision_removal(&site->decision) == REMOVAL_AUTO) && p->launches[j].caller_fn == c->caller_fn &&
                sync_runs_record(site->flush_scope, &p->launches[j], c)) {
                sp.flushes = xrealloc(sp.flushes, (size_t)(sp.flush_count + 1) * sizeof *sp.flushes);
                sp.flushes[sp.flush_count++] = j;
                if (sync_always_follows(p, site->flush_scope, &p->launches[j], c))
                    plan->sites[j].removal.run_at_sync_only = true;
            }
        }
        if (kept) {
            sp.reason = kept;
        } else if (sp.flush_count > 0) {
            sp.action = SYNC_FLUSH;
            sp.reason = refusal_about(p, REFUSAL_SYNC_RUNS_RECORDS, ROLE_PARENT, c->caller_fn, c->node);
        } else {
            Uniformity *u = uniformity_analyze(p, c->caller_fn);
            bool convergent = uniform_in(uniformity_of_control(u, c->node), SCOPE_BLOCK);
            uniformity_free(u);
            sp.action = convergent ? SYNC_BARRIER : SYNC_DROP;
            sp.reason = refusal_about(p, convergent ? REFUSAL_SYNC_BARRIER : REFUSAL_SYNC_DROPPED, ROLE_PARENT,
                                      c->caller_fn, c->node);
        }
        plan->syncs = xrealloc(plan->syncs, (size_t)(plan->sync_count + 1) * sizeof *plan->syncs);
        plan->syncs[plan->sync_count++] = sp;
    }
}

char *plan_child_function(const Plan *plan, int site, const char *what)
{
    StrBuf name;
    strbuf_init(&name);
    strbuf_printf(&name, "%s_dp_%s", model_name_base(&plan->program->functions[plan->program->launches[site].callee_fn]), what);
    return strbuf_take(&name);
}

char *plan_removal_function(const Plan *plan, int site, Removal r) { return plan_child_function(plan, site, removal_name(r)); }

char *plan_persistent_name(const Plan *plan, int kernel, const char *what)
{
    StrBuf name;
    strbuf_init(&name);
    strbuf_printf(&name, "%s_dp_%s", model_name_base(&plan->program->functions[kernel]), what);
    char *text = strbuf_take(&name);
    strbuf_free(&name);
    return text;
}

Plan *plan_build_removal(const Program *p, const LaunchFacts *facts, Removal requested)
{
    return plan_build_removal_asked(p, facts, requested, NULL);
}

Plan *plan_build_removal_asked(const Program *p, const LaunchFacts *facts, Removal requested, const Removal *asked)
{
    Plan *plan = xcalloc(1, sizeof *plan);
    plan->program = p;
    plan->removal_requested = requested;
    if (asked) {
        plan->removal_asked = xcalloc((size_t)(p->launch_count ? p->launch_count : 1), sizeof *plan->removal_asked);
        memcpy(plan->removal_asked, asked, (size_t)p->launch_count * sizeof *asked);
    }
    plan->flatten_cap = PLAN_FLATTEN_CAP_DEFAULT;
    plan->sites = xcalloc((size_t)p->launch_count, sizeof *plan->sites);
    plan->kernels = xcalloc((size_t)(p->function_count ? p->function_count : 1), sizeof *plan->kernels);
    plan_find_own_streams(plan);
    /* T1 and T2 keep T3/T4 in the kernel itself, as auto does: the fallback
     * when the GPU cannot run the persistent grid. */
    Removal in_place = requested == REMOVAL_T1 || requested == REMOVAL_T2 ? REMOVAL_AUTO : requested;
    bool flattens = in_place == REMOVAL_FLATTEN_WARP;
    for (int i = 0; asked && i < p->launch_count; i++)
        flattens |= asked[i] == REMOVAL_FLATTEN_WARP;
    bool syncs_on_device = flattens && program_syncs_on_device(p);
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        Refusal *why;
        Removal wanted = asked ? asked[i] : in_place;
        if (wanted == REMOVAL_NONE)
            continue; /* asked to stay as written */
        if (wanted == REMOVAL_AUTO) {
            /* Whichever of T3 and T4 the site allows; both, chosen at run time. */
            Refusal *no_t3 = removal_refusal(p, &facts[i], &p->launches[i], REMOVAL_T3);
            Refusal *no_t4 = removal_refusal(p, &facts[i], &p->launches[i], REMOVAL_T4);
            why = NULL;
            decision_set_removal(&sp->decision, !no_t3 && !no_t4 ? REMOVAL_AUTO : !no_t3 ? REMOVAL_T3 : REMOVAL_T4);
            if (no_t3 && no_t4) {
                why = no_t4;
                refusal_free(no_t3);
            } else if (decision_removal(&sp->decision) != REMOVAL_AUTO) {
                sp->reason = refusal_because(REFUSAL_REMOVAL_ONLY, no_t3 ? no_t3 : no_t4);
                sp->reason->got = decision_removal(&sp->decision);
            }
        } else if (wanted == REMOVAL_FLATTEN_WARP) {
            why = flatten_refusal(p, &facts[i], &p->launches[i]);
            decision_set_removal(&sp->decision, wanted);
            sp->removal.uncapped = syncs_on_device;
            sp->removal.bound_arg = thread_guard_param(p, p->launches[i].callee_fn);
            sp->removal.bounded = sp->removal.bound_arg >= 0;
            if (!why)
                flatten_shared_values(p, &facts[i], &p->launches[i], &sp->removal);
        } else {
            why = wanted == REMOVAL_T4 ? t4_in_place_refusal(p, &facts[i], &p->launches[i], SITE_SERIAL_BOUND)
                                       : removal_refusal(p, &facts[i], &p->launches[i], wanted);
            decision_set_removal(&sp->decision, wanted);
        }
        if (why) {
            decision_set_removal(&sp->decision, REMOVAL_NONE);
            refusal_free(sp->reason);
            sp->reason = why;
            continue;
        }
        if (decision_removal(&sp->decision) == REMOVAL_T3 || decision_removal(&sp->decision) == REMOVAL_AUTO) {
            sp->flush_scope = t3_flush_scope(p, &facts[i], &p->launches[i]);
            sp->removal.waited_for = facts[i].followed_by_sync;
        }
    }
    plan_keep_stream_order(plan, facts);
    refuse_diverged_flattening(plan, facts);
    plan_syncs(plan);
    plan_persistent(plan, facts, requested);
    for (int i = 0; i < p->launch_count; i++) {
        if (decision_removal(&plan->sites[i].decision) == REMOVAL_NONE)
            continue;
        Removal r = decision_removal(&plan->sites[i].decision);
        if (r == REMOVAL_FLATTEN_WARP) {
            plan->sites[i].kernel_name = plan_child_function(plan, i, "thread");
            continue;
        }
        plan->sites[i].kernel_name = plan_removal_function(plan, i, r == REMOVAL_AUTO ? REMOVAL_T4 : r);
        /* The record of a removed launch: T3's block-local list, T1/T2's
         * grid-wide worklists. */
        plan->sites[i].launch_name = plan_persistent_name(plan, p->launches[i].callee_fn, "removed_launch");
    }
    site_index_build(plan);
    return plan;
}
