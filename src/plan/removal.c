#include "plan/plan.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/body_facts.h"
#include "analysis/thread_loops.h"
#include "analysis/uniformity.h"
#include "model/hidden.h"
#include "plan/site_checks.h"
#include "plan/site_index.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

const char *removal_name(Removal r)
{
    static const char *const names[] = {"none", "t3", "t4", "auto", "t1", "t2"};
    return names[r];
}

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
    const char *why;
    bool barriers_anywhere; /* T3: the block's own threads meet the child's barriers */
} ChildScan;

static bool scan_child_for_t4(TSNode node, void *ctx)
{
    ChildScan *c = ctx;
    const Source *src = c->p->src;
    if (c->why)
        return false;
    if (node_is(node, "call_expression")) {
        TSNode fn = ts_node_named_child(node, 0);
        for (int i = 0; simultaneous_calls[i]; i++)
            if (node_text_is(src, fn, simultaneous_calls[i]))
                c->why = "the child uses warp- or block-wide operations that need its threads to run together";
    } else if (node_is(node, "declaration") || node_is(node, "field_declaration")) {
        uint32_t s = ts_node_start_byte(node), e = ts_node_end_byte(node);
        const char *text = src->text + s;
        if (text_has_word(text, e - s, "__shared__")) {
            if (text_has_word(text, e - s, "extern"))
                c->why = "the child uses dynamic shared memory";
            else if (!c->barriers_anywhere && !node_same(parents_of(node), c->body))
                c->why = "the child declares shared memory inside a branch or loop";
        }
    }
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
    return f->loop_count > 0 ? loop_body_of(innermost_loop(s->node)) : p->functions[s->caller_fn].body;
}

/* A sync after the launch inside the scope of its record finds the record
 * still pending: the block runs it there. */
static bool sync_runs_record(TSNode scope, const LaunchSite *s, const Call *c)
{
    return node_contains(scope, c->node) && ts_node_start_byte(c->node) >= ts_node_end_byte(s->statement);
}


/* T3 for a launch that a device-side cudaDeviceSynchronize waits for (CDP1,
 * Free Launch's synchronous launch): the block runs its recorded launches at
 * the sync, so every thread of the block must reach it together; where the
 * block cannot run a launch (pool full, child block too large) the launching
 * thread runs it (T4), since a launch as written would not have finished
 * when the parent reads its results. */
static const char *synchronised_t3_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, char *note,
                                           size_t cap)
{
    if (f->hidden_sync) {
        char *where = model_hidden_where(p, f->hidden_sync);
        snprintf(note, cap,
                 "a cudaDeviceSynchronize made by %s waits for this launch; dpopt %s to run the block's launches "
                 "there (T4 takes it)",
                 where, f->hidden_sync->from == HIDDEN_BY_MACRO ? "cannot see into the macro" : "does not rewrite it");
        free(where);
        return note;
    }
    if (f->far_sync) {
        snprintf(note, cap,
                 "a cudaDeviceSynchronize in '%s' (line %u) may wait for this launch; T3 runs the block's launches "
                 "only at a sync in the launching kernel (T4 takes it)",
                 p->functions[f->far_sync->caller_fn].name,
                 source_pos(p->src, ts_node_start_byte(f->far_sync->node)).line);
        return note;
    }
    Uniformity *u = uniformity_analyze(p, s->caller_fn);
    TSNode scope = t3_flush_scope(p, f, s);
    const char *why = NULL;
    for (int i = 0; i < p->call_count && !why; i++) {
        const Call *c = &p->calls[i];
        if (!plan_is_device_sync(p, c) || !sync_waits_for(p, c, s))
            continue;
        if (!uniform_in(uniformity_of_control(u, c->node), SCOPE_BLOCK))
            why = "a device-side cudaDeviceSynchronize waits for this launch where not every thread of the block "
                  "reaches it together; T3 runs the block's launches there with the whole block (T4 handles it)";
        else if (sync_runs_record(scope, s, c) && !node_is(parents_of(c->node), "expression_statement"))
            why = "the result of the device-side cudaDeviceSynchronize that waits for this launch is used; T3 runs "
                  "the block's launches at a sync only where it is a statement of its own";
    }
    uniformity_free(u);
    char t4_note[256];
    if (!why && removal_refusal(p, f, s, REMOVAL_T4, t4_note, sizeof t4_note))
        why = "a device-side cudaDeviceSynchronize waits for this launch, and where the block cannot run it (launch "
              "pool full, child block too large) the launching thread must (T4), which cannot take this child";
    return why;
}

/* A thread that runs a child in place keeps what launches into the NULL and
 * fire-and-forget streams promise. A tail launch runs after the whole
 * parent grid; in place it would run before the other blocks are done. A
 * stream of the program's own is refused from measurement: T4 output that
 * left a kernel creating and destroying device streams with nothing
 * launched into them hung on an H100 (CUDA 13, 2026-11-22;
 * tests/difftest/found/t4-empty-streams-hang-6), and ran once the streams
 * went too. */
static const char *stream_refusal(const Program *p, const LaunchSite *s, char *note, size_t cap)
{
    switch (site_stream(p->src, s)) {
    case SITE_STREAM_NULL:
    case SITE_STREAM_FIRE_AND_FORGET:
        return NULL;
    case SITE_STREAM_TAIL:
        return "the launch is a tail launch (cudaStreamTailLaunch): its child runs after the whole parent grid, "
               "and run in place it would run before the other blocks are done";
    case SITE_STREAM_OWN:
        break;
    }
    char *text = node_text(p->src, s->config[3]);
    snprintf(note, cap,
             "the launch goes to the program's own stream '%s': launches into such streams are not removed "
             "(kernels left creating device streams with nothing launched into them hung on an H100)",
             text);
    free(text);
    return note;
}

/* Why T4 cannot take the site for reasons of its own (the child, the
 * stream), leaving aside the kernel's other launches. */
static const char *t4_own_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, char *note, size_t cap)
{
    const char *why = removal_refusal_but_stream(p, f, s, REMOVAL_T4, note, cap);
    return why ? why : stream_refusal(p, s, note, cap);
}

/* Per function, the first of its device-side launches that T4 cannot take
 * for reasons of its own (-1: none), found once per program: the rule below
 * asks it at every divergent site, and asking each time cost a kernel of a
 * thousand launches a thousand checks a site (huge_20000 --remove=t4: 54 s,
 * 1.6 s before the rule). Keyed by the program's serial, like body_facts';
 * `facts` is the program's facts array. plan_free forgets it. */
static struct {
    unsigned serial;
    int *first_kept;
} kept_memo;

static int first_kept_launch(const Program *p, const LaunchFacts *facts, int function)
{
    if (kept_memo.serial != p->serial) {
        free(kept_memo.first_kept);
        kept_memo.serial = p->serial;
        kept_memo.first_kept = xmalloc(((size_t)p->function_count + 1) * sizeof *kept_memo.first_kept);
        for (int fn = 0; fn < p->function_count; fn++)
            kept_memo.first_kept[fn] = -1;
        for (int k = 0; k < p->launch_count; k++) {
            const LaunchSite *s = &p->launches[k];
            char note[512];
            if (s->device_side && s->caller_fn >= 0 && kept_memo.first_kept[s->caller_fn] < 0 &&
                t4_own_refusal(p, &facts[k], s, note, sizeof note))
                kept_memo.first_kept[s->caller_fn] = k;
        }
    }
    return function >= 0 ? kept_memo.first_kept[function] : -1;
}

void removal_forget(const Program *p)
{
    if (kept_memo.serial != p->serial)
        return;
    free(kept_memo.first_kept);
    kept_memo.first_kept = NULL;
    kept_memo.serial = 0;
}

/* A thread that runs a child in place (T4) loops over the child's threads.
 * Where the child's size may differ between the lanes of a warp, the warp
 * leaves that loop diverged, and on an H100 (CUDA 13.0, driver 580.159.04,
 * 2026-11-23) such a warp hung at the device launches its kernel then made
 * as written (differential tester, seed 11 program 1242: 3 of 3 runs; the
 * same loop written by hand in the original hangs too). A __syncwarp over
 * the lanes after the loop ran 1242 but hung programs 1239 and 1311 (3 of 3
 * each), so such a site stays as written while its kernel has a launch T4
 * cannot take. Asked only of a site T4 takes otherwise, which is therefore
 * not that launch itself. `f` is the site's entry in the program's facts
 * array. Thresholding's serial runs are not covered: the tester saw none
 * hang. */
static const char *diverged_serial_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, char *note,
                                           size_t cap)
{
    if (uniform_in(f->config_level[0], SCOPE_WARP) && uniform_in(f->config_level[1], SCOPE_WARP))
        return NULL;
    int kept = first_kept_launch(p, f - (s - p->launches), s->caller_fn);
    if (kept < 0)
        return NULL; /* every launch of the kernel removed as well: none left to hang */
    const LaunchSite *other = &p->launches[kept];
    snprintf(note, cap,
             "the child's size may differ between the lanes of a warp, so running it in place would leave the "
             "warp diverged, and the kernel also launches '%s' (line %u), which stays a launch: such a warp "
             "hung at its later launches on an H100 (the differential tester, seed 11 program 1242)",
             other->callee, source_pos(p->src, ts_node_start_byte(other->node)).line);
    return note;
}

const char *removal_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, Removal t, char *note,
                            size_t cap)
{
    if (t == REMOVAL_T4) {
        const char *why = t4_own_refusal(p, f, s, note, cap);
        return why ? why : diverged_serial_refusal(p, f, s, note, cap);
    }
    const char *why = removal_refusal_but_stream(p, f, s, t, note, cap);
    return why ? why : stream_refusal(p, s, note, cap);
}

const char *removal_refusal_but_stream(const Program *p, const LaunchFacts *f, const LaunchSite *s, Removal t,
                                       char *note, size_t cap)
{
    const char *why = site_refusal(p, s, "host-side launch: nothing to remove", true);
    if (why)
        return why;
    const Function *child = &p->functions[s->callee_fn];
    if (f->recursive)
        return "the launch is recursive: one thread would run a whole subtree";
    why = hidden_launch_refusal(p, s->callee_fn, "child");
    if (why)
        return why;
    if (f->child.launches)
        return "the child launches kernels itself";
    ChildScan c = {p, child->body, NULL, t == REMOVAL_T3};
    node_walk(child->body, scan_child_for_t4, &c);
    if (c.why)
        return c.why;
    if (f->child.uses_warp_ops) {
        if (t != REMOVAL_T3)
            return "the child uses warp-wide operations that need its threads to run together";
        /* T3 keeps lanes: child thread k on the block's thread k mod its size. */
        if (f->child.uses_syncthreads)
            return "the child uses warp-wide operations and barriers: T3 would run it in thread loops, "
                   "which do not keep its lanes";
        if (f->followed_by_sync)
            return "the child uses warp-wide operations, which T3 runs lane for lane only where the block is in "
                   "whole warps, and a cudaDeviceSynchronize waits for it, so it cannot be launched instead";
    }
    bool returns = false;
    node_walk(child->body, has_return, &returns);
    bool barriers = f->child.uses_syncthreads;
    if (returns && barriers)
        return "the child returns early and has barriers: the threads standing in for it would meet them out of step";
    /* T4 splits the child at its barriers (T3 too, for a child block larger
     * than the launching block; where it cannot, it launches that child as
     * written, a choice made at run time). */
    if (t == REMOVAL_T4 && barriers && !thread_loops_can_split(p, s->callee_fn, note, cap))
        return note;
    if (t == REMOVAL_T3) {
        if (s->caller_fn < 0 || !(p->functions[s->caller_fn].spaces & SPACE_GLOBAL))
            return "the launch is in a device function; T3 runs the child at the end of a kernel's block";
        if (record_field_refusal(p, s, note, cap) || record_refusal(f, note, cap))
            return note;
        if (f->loop_count > 0 && loop_refusal(p, f, s))
            return loop_refusal(p, f, s);
        if (s->config_count > 3 && !uniform_in(f->config_level[3], SCOPE_BLOCK))
            return "the stream differs between the launching threads";
        if (f->followed_by_sync)
            return synchronised_t3_refusal(p, f, s, note, cap);
        if (divergent_return_refusal(p, s->caller_fn, note, cap))
            return note;
    }
    return NULL;
}

typedef struct ExitBetween {
    uint32_t from, to;
    bool found;
} ExitBetween;

static bool find_exit_between(TSNode node, void *ctx)
{
    ExitBetween *x = ctx;
    if ((node_is(node, "return_statement") || node_is(node, "goto_statement")) && ts_node_start_byte(node) >= x->from &&
        ts_node_end_byte(node) <= x->to)
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
    ExitBetween x = {ts_node_end_byte(s->statement), ts_node_start_byte(c->node), false};
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
        const char *kept = p->unseen; /* it may wait for a launch dpopt did not read */
        char *hidden = kept ? NULL : model_hidden_reached(p, c->caller_fn, HIDDEN_LAUNCH, "parent");
        if (hidden)
            kept = hidden;
        for (int j = 0; j < p->launch_count && !kept; j++) {
            const LaunchSite *s = &p->launches[j];
            if (s->caller_fn == c->caller_fn) {
                if (plan->sites[j].remove == REMOVAL_NONE)
                    kept = "a launch it may wait for is not removed";
            } else if (s->device_side && launch_sync_may_wait_for(p, c->node, c->caller_fn, s)) {
                /* Only a launch run inline (T4) is done by then: a T3
                 * record waits for a sync in its own kernel. */
                if (plan->sites[j].remove == REMOVAL_NONE)
                    kept = "a launch in another function it may wait for is not removed";
                else if (plan->sites[j].remove != REMOVAL_T4)
                    kept = "a launch in another function it may wait for is run by its block (T3), not here";
            }
        }
        for (int j = 0; j < p->launch_count && !kept; j++) {
            const SitePlan *site = &plan->sites[j];
            if ((site->remove == REMOVAL_T3 || site->remove == REMOVAL_AUTO) && p->launches[j].caller_fn == c->caller_fn &&
                sync_runs_record(site->flush_scope, &p->launches[j], c)) {
                sp.flushes = xrealloc(sp.flushes, (size_t)(sp.flush_count + 1) * sizeof *sp.flushes);
                sp.flushes[sp.flush_count++] = j;
                if (sync_always_follows(p, site->flush_scope, &p->launches[j], c))
                    plan->sites[j].run_at_sync_only = true;
            }
        }
        if (kept) {
            sp.reason = xstrdup(kept);
            free(hidden);
        } else if (sp.flush_count > 0) {
            sp.action = SYNC_FLUSH;
            sp.reason = xstrdup("the launches the block's threads made before it run here with the whole block (T3), then "
                                "a block barrier, so the children are done when the block reads their results");
        } else {
            Uniformity *u = uniformity_analyze(p, c->caller_fn);
            bool convergent = uniform_in(uniformity_of_control(u, c->node), SCOPE_BLOCK);
            uniformity_free(u);
            sp.action = convergent ? SYNC_BARRIER : SYNC_DROP;
            sp.reason = xstrdup(convergent ? "the children ran inline; a block barrier keeps the block-wide wait"
                                           : "the children ran inline in the threads that launched them; assumes each "
                                             "thread reads only its own children's results");
        }
        plan->syncs = xrealloc(plan->syncs, (size_t)(plan->sync_count + 1) * sizeof *plan->syncs);
        plan->syncs[plan->sync_count++] = sp;
    }
}

char *plan_removal_function(const Plan *plan, int site, Removal r)
{
    StrBuf name;
    strbuf_init(&name);
    strbuf_printf(&name, "%s_dp_%s", plan->program->functions[plan->program->launches[site].callee_fn].name,
                  removal_name(r));
    char *text = strbuf_take(&name);
    strbuf_free(&name);
    return text;
}

char *plan_persistent_name(const Plan *plan, int kernel, const char *what)
{
    StrBuf name;
    strbuf_init(&name);
    strbuf_printf(&name, "%s_dp_%s", plan->program->functions[kernel].name, what);
    char *text = strbuf_take(&name);
    strbuf_free(&name);
    return text;
}

static char *line_reason(const Program *p, const char *what, TSNode at)
{
    StrBuf b;
    strbuf_init(&b);
    strbuf_printf(&b, "%s (line %u)", what, source_pos(p->src, ts_node_start_byte(at)).line);
    char *text = strbuf_take(&b);
    strbuf_free(&b);
    return text;
}

/* A kernel launched cooperatively may not use the device runtime at all
 * (the launch fails with cudaErrorNotPermitted): no launch, cudaMalloc or
 * even cudaGetLastError, in it or in what it calls. In the persistent
 * kernel's own body (`own_body`) cudaGetLastError and cudaPeekAtLastError
 * become cudaSuccess (its launches are removed) and cudaDeviceSynchronize
 * a round or a barrier (persistent_refusal checked how each is planned);
 * not in the functions it calls nor in a macro's text, which dpopt leaves
 * as they are. */
static char *device_runtime_refusal(const Program *p, int fn, bool own_body, bool *seen)
{
    seen[fn] = true;
    for (int i = 0; i < p->call_count; i++) {
        const Call *c = &p->calls[i];
        if (c->caller_fn != fn)
            continue;
        bool replaced = strcmp(c->callee, "cudaGetLastError") == 0 || strcmp(c->callee, "cudaPeekAtLastError") == 0 ||
                        strcmp(c->callee, "cudaDeviceSynchronize") == 0;
        if (strncmp(c->callee, "cuda", 4) == 0 && isupper((unsigned char)c->callee[4]) && !(replaced && own_body))
            return line_reason(p, "a cooperative launch does not allow the device runtime, which it calls", c->node);
    }
    BodyFacts f = body_facts_of_callees(p, fn);
    if (!f.runtime_chain[0])
        return NULL;
    StrBuf b;
    strbuf_init(&b);
    strbuf_printf(&b, "a cooperative launch does not allow the device runtime: the %s %s", own_body ? "parent" : "child",
                  f.runtime_chain);
    char *why = strbuf_take(&b);
    strbuf_free(&b);
    return why;
}

/* Why kernel `k`, whose launches are removed, gets no persistent version
 * (T1/T2), or NULL. Its persistent grid runs every original block, then,
 * after a grid barrier, every child: so each of its launches must be
 * recorded at the end of its block (T3's record), nothing in it may wait
 * for its children, and dpopt must be able to replace every launch of it. */
static char *persistent_refusal(const Plan *plan, const LaunchFacts *facts, int k)
{
    const Program *p = plan->program;
    const Function *fn = &p->functions[k];
    int host_launches = 0, sites = 0;
    /* Its grid runs every child after a grid barrier: a launch dpopt cannot
     * see would stay a launch, which a cooperative kernel may not make. */
    for (int j = 0; j < p->launch_count; j++)
        if (p->launches[j].caller_fn == k && p->launches[j].device_side) {
            char *hidden = model_hidden_reached(p, k, HIDDEN_LAUNCH, "parent");
            if (hidden)
                return hidden;
            break;
        }
    for (int j = 0; j < p->launch_count; j++) {
        const LaunchSite *s = &p->launches[j];
        if (s->caller_fn == k && s->device_side) {
            const SitePlan *sp = &plan->sites[j];
            if (sp->remove == REMOVAL_NONE)
                return line_reason(p, "a launch in it is not removed", s->node);
            if (sp->remove == REMOVAL_T4) {
                /* sp->reason says why T3 cannot take it: "t4 only: ...". */
                StrBuf b;
                strbuf_init(&b);
                strbuf_printf(&b, "a launch in it can be removed with T4 only (line %u)%s%s",
                              source_pos(p->src, ts_node_start_byte(s->node)).line, sp->reason ? ", " : "",
                              sp->reason ? sp->reason : "");
                char *why = strbuf_take(&b);
                strbuf_free(&b);
                return why;
            }
            /* One record per thread and site between grid barriers: a launch
             * in a loop must be run by a sync in the same iteration. */
            if ((!node_same(sp->flush_scope, fn->body) || facts[j].loop_count > 0) && !sp->run_at_sync_only)
                return line_reason(p, "a launch in it is inside a loop that no cudaDeviceSynchronize in it runs", s->node);
            /* Its records go to the worklist at the end of the block; only a
             * grid-wide round (at a sync that runs them) finishes them. */
            if (sp->waited_for && !sp->run_at_sync_only)
                return line_reason(p, "a cudaDeviceSynchronize waits for a launch in it that it does not always run",
                                   s->node);
            if (body_facts(p, s->callee_fn).uses_warp_ops)
                return line_reason(p, "a child of it uses warp-wide operations, whose lanes the persistent grid's "
                                      "packing does not keep",
                                   s->node);
            /* A child block the persistent block cannot stand in for is run
             * by T4 there: a launch as written is not allowed. */
            if (body_facts(p, s->callee_fn).uses_syncthreads && !thread_loops_can_split(p, s->callee_fn, NULL, 0) &&
                sp->remove != REMOVAL_AUTO)
                return line_reason(p, "a child block with barriers may not fit the parent block, and T4 cannot take it",
                                   s->node);
            sites++;
        }
    }
    if (sites == 0)
        return NULL;
    if (fn->is_template)
        return xstrdup("it is a template kernel; its persistent version is not generated");
    if (sites > 64)
        return xstrdup("it has more than 64 launch sites");
    for (int j = 0; j < p->launch_count; j++) {
        const LaunchSite *s = &p->launches[j];
        if (s->callee_fn != k)
            continue;
        if (s->device_side)
            return line_reason(p, "it is also launched from the device", s->node);
        if (s->unseen) {
            StrBuf b;
            strbuf_init(&b);
            strbuf_printf(&b, "a host launch of it (line %u): %s", source_pos(p->src, ts_node_start_byte(s->node)).line,
                          s->unseen);
            char *why = strbuf_take(&b);
            strbuf_free(&b);
            return why;
        }
        if (!node_is(s->statement, "expression_statement") || !node_same(ts_node_named_child(s->statement, 0), s->node))
            return line_reason(p, "a host launch of it is part of a larger expression", s->node);
        if (site_stream(p->src, s) != SITE_STREAM_NULL)
            return line_reason(p, "a host launch of it names a stream, so two of its grids could share one worklist",
                               s->node);
        if (ts_node_start_byte(s->node) < ts_node_end_byte(fn->outer))
            return line_reason(p, "a host launch of it comes before its definition", s->node);
        if (s->arg_count != fn->param_count)
            return line_reason(p, "a host launch of it relies on default arguments", s->node);
        host_launches++;
    }
    if (host_launches == 0)
        return xstrdup("no host launch of it is in this file");
    for (int i = 0; i < plan->sync_count; i++) {
        const SyncPlan *sync = &plan->syncs[i];
        const Call *c = &p->calls[sync->call];
        if (c->caller_fn == k && sync->action != SYNC_FLUSH && sync->action != SYNC_BARRIER)
            return line_reason(p, "it waits for its children (cudaDeviceSynchronize) where not every thread of the block "
                                  "arrives together; the persistent grid runs children only in grid-wide rounds",
                               c->node);
    }
    for (int i = 0; i < fn->param_count; i++)
        if (!fn->params[i].name[0])
            return xstrdup("a parameter of it is unnamed");
    if (body_facts(p, k).uses_grid_sync)
        return xstrdup("it synchronises its grid itself");
    bool *seen = xcalloc((size_t)p->function_count, sizeof *seen);
    char *runtime = device_runtime_refusal(p, k, true, seen);
    for (int j = 0; j < p->launch_count && !runtime; j++)
        if (p->launches[j].caller_fn == k && p->launches[j].device_side && !seen[p->launches[j].callee_fn])
            runtime = device_runtime_refusal(p, p->launches[j].callee_fn, false, seen);
    free(seen);
    if (runtime)
        return runtime;
    const char *geometry = callees_geometry(p, k, "parent", false);
    if (geometry)
        return xstrdup(geometry);
    return NULL;
}

/* T1, T2, auto: kernels that can run persistent get a persistent version;
 * their launch sites are recorded into its worklists. The kernel itself
 * keeps T3/T4 in place (auto's choice per block), which the host-side
 * selector uses under auto, and the launch falls back to. */
static void plan_persistent(Plan *plan, const LaunchFacts *facts, Removal requested)
{
    const Program *p = plan->program;
    plan->kernel_persistent = xcalloc((size_t)(p->function_count ? p->function_count : 1), sizeof *plan->kernel_persistent);
    plan->kernel_persistent_reason =
        xcalloc((size_t)(p->function_count ? p->function_count : 1), sizeof *plan->kernel_persistent_reason);
    plan->kernel_shared_placed = xcalloc((size_t)(p->function_count ? p->function_count : 1), sizeof(bool));
    plan->child_shared_placed = xcalloc((size_t)(p->function_count ? p->function_count : 1), sizeof(bool));
    plan->kernel_shared_note = xcalloc((size_t)(p->function_count ? p->function_count : 1), sizeof(char *));
    if (requested != REMOVAL_T1 && requested != REMOVAL_T2 && requested != REMOVAL_AUTO)
        return;
    for (int k = 0; k < p->function_count; k++) {
        if (!(p->functions[k].spaces & SPACE_GLOBAL) || !p->functions[k].is_definition)
            continue;
        char *why = persistent_refusal(plan, facts, k);
        bool launches = false;
        for (int j = 0; j < p->launch_count; j++)
            launches = launches || (p->launches[j].caller_fn == k && p->launches[j].device_side);
        if (!launches) {
            free(why);
            continue;
        }
        if (why) {
            plan->kernel_persistent_reason[k] = why;
            if (requested == REMOVAL_AUTO)
                continue;
            /* T1/T2 asked for: the kernel's removed sites say what they got. */
            for (int j = 0; j < p->launch_count; j++) {
                SitePlan *sp = &plan->sites[j];
                if (p->launches[j].caller_fn != k || sp->remove == REMOVAL_NONE)
                    continue;
                StrBuf b;
                strbuf_init(&b);
                strbuf_printf(&b, "%s in place instead of %s: the kernel gets no persistent version: %s",
                              sp->remove == REMOVAL_AUTO ? "T3 or T4" : removal_name(sp->remove),
                              removal_name(requested), why);
                free(sp->reason);
                sp->reason = strbuf_take(&b);
                strbuf_free(&b);
            }
            continue;
        }
        plan->kernel_persistent[k] = requested;
        for (int i = 0; i < plan->sync_count; i++) {
            SyncPlan *sync = &plan->syncs[i];
            if (sync->action != SYNC_FLUSH || p->calls[sync->call].caller_fn != k)
                continue;
            free(sync->reason);
            sync->reason = xstrdup("in the persistent version (T1/T2) the block's launches so far go to the worklists "
                                   "and the whole grid runs a round of child work here (figure 3's goto P and Back); "
                                   "in place, the block runs them itself (T3); the block reads their results after");
        }
        int list = 0;
        for (int j = 0; j < p->launch_count; j++)
            if (p->launches[j].caller_fn == k && p->launches[j].device_side) {
                plan->sites[j].persistent = requested;
                plan->sites[j].list = list++;
            }
        plan_shared_placement(plan, k);
    }
}

Plan *plan_build_removal(const Program *p, const LaunchFacts *facts, Removal requested)
{
    Plan *plan = xcalloc(1, sizeof *plan);
    plan->program = p;
    plan->removal_requested = requested;
    plan->sites = xcalloc((size_t)p->launch_count, sizeof *plan->sites);
    /* T1 and T2 keep T3/T4 in the kernel itself, as auto does: the fallback
     * when the GPU cannot run the persistent grid. */
    Removal in_place = requested == REMOVAL_T1 || requested == REMOVAL_T2 ? REMOVAL_AUTO : requested;
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        const char *why;
        char note3[512], note4[512];
        if (in_place == REMOVAL_AUTO) {
            /* Whichever of T3 and T4 the site allows; both, chosen at run time. */
            const char *no_t3 = removal_refusal(p, &facts[i], &p->launches[i], REMOVAL_T3, note3, sizeof note3);
            const char *no_t4 = removal_refusal(p, &facts[i], &p->launches[i], REMOVAL_T4, note4, sizeof note4);
            why = no_t3 && no_t4 ? no_t4 : NULL;
            sp->remove = !no_t3 && !no_t4 ? REMOVAL_AUTO : !no_t3 ? REMOVAL_T3 : REMOVAL_T4;
            if (!why && sp->remove != REMOVAL_AUTO) {
                StrBuf b;
                strbuf_init(&b);
                strbuf_printf(&b, "%s only: %s", removal_name(sp->remove), no_t3 ? no_t3 : no_t4);
                sp->reason = strbuf_take(&b);
                strbuf_free(&b);
            }
        } else {
            why = removal_refusal(p, &facts[i], &p->launches[i], requested, note4, sizeof note4);
            sp->remove = requested;
        }
        if (why) {
            sp->remove = REMOVAL_NONE;
            free(sp->reason);
            sp->reason = xstrdup(why);
            continue;
        }
        if (sp->remove == REMOVAL_T3 || sp->remove == REMOVAL_AUTO) {
            sp->flush_scope = t3_flush_scope(p, &facts[i], &p->launches[i]);
            sp->waited_for = facts[i].followed_by_sync;
        }
    }
    plan_syncs(plan);
    plan_persistent(plan, facts, requested);
    for (int i = 0; i < p->launch_count; i++) {
        if (plan->sites[i].remove == REMOVAL_NONE)
            continue;
        Removal r = plan->sites[i].remove;
        plan->sites[i].kernel_name = plan_removal_function(plan, i, r == REMOVAL_AUTO ? REMOVAL_T4 : r);
        /* The record of a removed launch: T3's block-local list, T1/T2's
         * grid-wide worklists. */
        plan->sites[i].launch_name = plan_persistent_name(plan, p->launches[i].callee_fn, "removed_launch");
    }
    site_index_build(plan);
    return plan;
}
