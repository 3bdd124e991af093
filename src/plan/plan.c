#include "plan/plan.h"

#include "analysis/body_facts.h"
#include "analysis/uniformity.h"
#include "model/callgraph.h"
#include "model/hidden.h"
#include "plan/site_checks.h"
#include "plan/site_index.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/diagnostic.h"
#include "syntax/node.h"
#include "util/alloc.h"
#include "util/name_index.h"
#include "util/strbuf.h"
#include "util/text.h"

const char *granularity_name(Granularity g)
{
    static const char *const names[] = {"none", "warp", "block", "grid", "multiblock"};
    return names[g];
}

const char *plan_granularity_label(const Plan *plan, Granularity g)
{
    return g == GRANULARITY_MULTIBLOCK ? plan->multiblock_label : granularity_name(g);
}

bool granularity_postpones(Granularity g)
{
    return g == GRANULARITY_BLOCK || g == GRANULARITY_GRID || g == GRANULARITY_MULTIBLOCK;
}

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
static const char *null_stream_order_refusal(const Program *p, const LaunchSite *s, char *note, size_t cap)
{
    if (site_stream(p->src, s) != SITE_STREAM_NULL)
        return NULL;
    const char *hidden = hidden_launch_refusal(p, s->caller_fn, "parent");
    if (hidden) {
        snprintf(note, cap,
                 "another launch by the same blocks may go to their NULL stream, and a group's fused grid goes to "
                 "cudaStreamFireAndForget: %s",
                 hidden);
        return note;
    }
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *other = &p->launches[i];
        if (other == s || !other->device_side || other->caller_fn < 0 ||
            site_stream(p->src, other) != SITE_STREAM_NULL)
            continue;
        bool same_block = other->caller_fn == s->caller_fn ||
                          (!(p->functions[other->caller_fn].spaces & SPACE_GLOBAL) &&
                           callgraph_reaches(p, s->caller_fn, other->caller_fn));
        if (same_block)
            return "another launch by the same blocks goes to their NULL stream too, and a group's fused grid goes to "
                   "cudaStreamFireAndForget: the order of the two would be lost";
    }
    return NULL;
}

/* Block, grid and multiblock granularity postpone the launch to the end of
 * the kernel, where every thread of the block is present. */
static const char *postponing_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, Granularity g,
                                      char *note, size_t cap)
{
    if (s->caller_fn < 0 || !(p->functions[s->caller_fn].spaces & SPACE_GLOBAL))
        return "the launch is in a device function; it can be postponed only to the end of a kernel";
    const char *once = record_refusal(f, note, cap);
    if (once)
        return once;
    if (divergent_return_refusal(p, s->caller_fn, note, cap))
        return note;
    if (f->loop_count > 0) {
        if (g == GRANULARITY_GRID)
            return "the launch is inside a loop: a grid-wide batch is made once per grid";
        if (g == GRANULARITY_MULTIBLOCK)
            return "the launch is inside a loop: a batch per group of blocks is made once per grid";
        const char *why = loop_refusal(p, f, s);
        if (why)
            return why;
    }
    if (g == GRANULARITY_BLOCK)
        return NULL;
    if (site_stream(p->src, s) == SITE_STREAM_OWN)
        return g == GRANULARITY_GRID ? "the launch names its own stream; the fused grid goes to cudaStreamTailLaunch"
                                     : "the launch names its own stream; a group's fused grid goes to cudaStreamFireAndForget";
    if (g == GRANULARITY_MULTIBLOCK) {
        const char *why = null_stream_order_refusal(p, s, note, cap);
        if (why)
            return why;
    }
    /* One grid-wide batch per site (one per group of blocks at multiblock)
     * lives in a static variable: the parent grid must not run twice at
     * once. */
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *other = &p->launches[i];
        if (other->callee_fn != s->caller_fn)
            continue;
        if (other->device_side)
            return "the launching kernel is itself launched from the device, so several of its grids may run at once";
        if (other->config_count > 3)
            return "the launching kernel is launched from the host into an explicit stream, so several of its grids may run at once";
    }
    for (int i = 0; i < p->hidden_count; i++) {
        if (!model_hidden_may_launch(p, &p->hidden[i], p->functions[s->caller_fn].name))
            continue;
        char *where = model_hidden_where(p, &p->hidden[i]);
        snprintf(note, cap,
                 "the launching kernel may be launched through %s, which dpopt %s, so several of its grids may run at "
                 "once",
                 where, p->hidden[i].from == HIDDEN_BY_MACRO ? "cannot see into" : "does not rewrite");
        free(where);
        return note;
    }
    return NULL;
}

/* At warp granularity one batch gathers the lanes that reach the launch
 * together (the active mask) and meets them at warp barriers (shuffles,
 * __syncwarp). Those barriers are only sound when no lane of the warp can
 * be at another warp barrier meanwhile: on Volta and later a barrier pairs
 * with any other of the same mask, wherever it is. Measured on an H100 (the
 * differential tester, seed 11 programs 518 and 583): a lane that had run
 * one warp batch alone (a launch in a loop, in a device function) joined
 * the next with the others, and their barriers paired with the wrong
 * batch's; lanes wrote their records into another batch. So a warp batch
 * is made only where each lane meets at most one in the kernel's life:
 * a launch run once per thread, in the kernel itself, the kernel's only
 * warp-aggregated launch (one_warp_batch_per_kernel), and a kernel with
 * no warp-wide operations of its own. */
static const char *warp_batch_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, char *note,
                                      size_t cap)
{
    if (f->may_repeat || f->lambda_line)
        return "a thread may run the launch more than once (a loop, or a lambda), and a warp batch is sound only "
               "where each lane meets one (the differential tester, seed 11 programs 518 and 583)";
    if (!(p->functions[s->caller_fn].spaces & SPACE_GLOBAL))
        return "the launch is in a device function, and a warp batch is sound only where each lane meets one "
               "(the differential tester, seed 11 programs 518 and 583)";
    /* Measured on an H100 (seed 11 program 543, and 758, 799 once each):
     * a kernel whose thread 0 made its tail launch through a warp batch,
     * while its other threads made fire-and-forget launches as written,
     * hung 3 of 3 runs; as written it ran. Not understood: refused. */
    if (s->config_count > 3 && node_text_is(p->src, s->config[3], "cudaStreamTailLaunch"))
        return "a tail launch made through a warp batch hung on an H100 (the differential tester, seed 11 program 543)";
    BodyFacts kernel = body_facts(p, s->caller_fn);
    if (kernel.uses_warp_ops)
        return "the launching kernel uses warp-wide operations itself, whose barriers a warp batch's could pair with";
    if (kernel.unseen_chain[0]) {
        snprintf(note, cap,
                 "the launching kernel %s, which may use warp-wide operations that a warp batch's barriers could pair "
                 "with",
                 kernel.unseen_chain);
        return note;
    }
    return NULL;
}

/* Whether a configuration value or argument of uniformity `level` has one
 * value across the launches that granularity `g` fuses into one. */
static bool shared_by_fused_launches(UniformLevel level, Granularity g) { return uniform_in(level, scope_of(g)); }

/* The first reason the site cannot be aggregated, or NULL; it may be
 * written into `note` (cap bytes). */
static const char *refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, Granularity g, char *note,
                           size_t cap)
{
    const char *why = site_refusal(p, s, "host-side launch: nothing to aggregate", false);
    if (why)
        return why;
    if (f->hidden_sync) {
        char *where = model_hidden_where(p, f->hidden_sync);
        snprintf(note, cap, "a device-side cudaDeviceSynchronize made by %s waits for this launch", where);
        free(where);
        return note;
    }
    if (f->followed_by_sync)
        return "a device-side cudaDeviceSynchronize waits for this launch (use launch removal)";
    if (f->child.uses_grid_sync)
        return "the child synchronises its whole grid";
    if (g == GRANULARITY_WARP) {
        why = warp_batch_refusal(p, f, s, note, cap);
        if (why)
            return why;
    }
    if (s->config_count > 2 && !shared_by_fused_launches(f->config_level[2], g))
        return "the shared-memory size differs between the launching threads";
    if (s->config_count > 3 && !shared_by_fused_launches(f->config_level[3], g))
        return "the stream differs between the launching threads";
    if (!shared_by_fused_launches(f->config_level[1], g) && f->child.uses_syncthreads)
        return "the child block size differs between launches and the child uses __syncthreads";
    if (record_field_refusal(p, s, note, cap))
        return note;
    return g == GRANULARITY_WARP ? NULL : postponing_refusal(p, f, s, g, note, cap);
}

/* Generated names: <child>_dp_<granularity>, numbered when one child gets
 * several aggregated launch sites. */
/* The aggregated sites of one callee (as written): how many there are, and
 * how many of them name_sites has met so far. */
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
        if (plan->sites[i].aggregate == GRANULARITY_NONE)
            continue;
        const char *callee = p->launches[i].callee;
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
        if (sp->aggregate == GRANULARITY_NONE)
            continue;
        CalleeSites *c = &callees[callee_of_site[i]];
        int same = c->total, index = c->seen++;
        const char *callee = p->functions[p->launches[i].callee_fn].name;
        StrBuf name;
        strbuf_init(&name);
        strbuf_printf(&name, "%s_dp_%s", callee, granularity_name(sp->aggregate));
        if (same > 1)
            strbuf_printf(&name, "_%d", index + 1);
        sp->kernel_name = xstrdup(name.data);
        strbuf_puts(&name, "_args");
        sp->record_name = xstrdup(name.data);
        strbuf_free(&name);
        if (sp->aggregate != GRANULARITY_WARP) {
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

/* Gives a site its granularity, and with it what is uniform enough to
 * travel as a scalar and where a postponed launch is made. */
static void assign(const Program *p, const LaunchFacts *f, const LaunchSite *s, SitePlan *sp, Granularity g)
{
    sp->aggregate = g;
    TSNode none = {0};
    sp->flush_scope = none;
    if (granularity_postpones(g))
        sp->flush_scope = f->loop_count > 0 ? loop_body_of(innermost_loop(s->node)) : p->functions[s->caller_fn].body;
    sp->grid_scalar = shared_by_fused_launches(f->config_level[0], g);
    sp->block_scalar = shared_by_fused_launches(f->config_level[1], g);
    free(sp->arg_scalar);
    sp->arg_scalar = xcalloc((size_t)(s->arg_count ? s->arg_count : 1), sizeof *sp->arg_scalar);
    for (int k = 0; k < s->arg_count; k++)
        sp->arg_scalar[k] = shared_by_fused_launches(f->arg_level[k], g);
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
            if (!granularity_postpones(sp->aggregate))
                continue;
            for (int j = 0; j < p->launch_count; j++) {
                const SitePlan *tp = &plan->sites[j];
                if (p->launches[j].callee_fn != p->launches[i].caller_fn || tp->aggregate == GRANULARITY_NONE ||
                    tp->block_scalar)
                    continue;
                char note[512];
                const char *warp_why = refusal(p, &facts[i], &p->launches[i], GRANULARITY_WARP, note, sizeof note);
                StrBuf b;
                strbuf_init(&b);
                if (warp_why)
                    strbuf_printf(&b, "%s cannot take it: ", plan_granularity_label(plan, plan->requested));
                else
                    strbuf_printf(&b, "warp granularity instead of %s: ", plan_granularity_label(plan, plan->requested));
                strbuf_printf(&b, "the launching kernel also runs fused (line %u) with blocks sized for its largest "
                              "parent, whose surplus threads leave early",
                              source_pos(p->src, ts_node_start_byte(p->launches[j].node)).line);
                if (warp_why)
                    strbuf_printf(&b, "; warp granularity cannot either: %s", warp_why);
                free(sp->reason);
                sp->reason = strbuf_take(&b);
                strbuf_free(&b);
                if (warp_why)
                    sp->aggregate = GRANULARITY_NONE;
                else
                    assign(p, &facts[i], &p->launches[i], sp, GRANULARITY_WARP);
                changed = true;
                break;
            }
        }
    }
}

/* The last part of warp_batch_refusal, which needs the whole plan: a
 * kernel with two warp-aggregated launches would have a lane meet two warp
 * batches, so both stay as written. */
static void one_warp_batch_per_kernel(Plan *plan)
{
    const Program *p = plan->program;
    int *other = xcalloc((size_t)(p->launch_count ? p->launch_count : 1), sizeof *other);
    for (int i = 0; i < p->launch_count; i++) {
        other[i] = -1;
        for (int j = 0; j < p->launch_count && plan->sites[i].aggregate == GRANULARITY_WARP; j++)
            if (j != i && plan->sites[j].aggregate == GRANULARITY_WARP &&
                p->launches[j].caller_fn == p->launches[i].caller_fn) {
                other[i] = j;
                break;
            }
    }
    static const char instead[] = "warp granularity instead of ";
    for (int i = 0; i < p->launch_count; i++) {
        if (other[i] < 0)
            continue;
        SitePlan *sp = &plan->sites[i];
        StrBuf b;
        strbuf_init(&b);
        if (sp->reason && strncmp(sp->reason, instead, sizeof instead - 1) == 0) {
            const char *rest = strchr(sp->reason + sizeof instead - 1, ':');
            strbuf_printf(&b, "%s cannot take it%s; warp granularity cannot either: ",
                          plan_granularity_label(plan, plan->requested), rest ? rest : "");
        }
        strbuf_printf(&b, "the launching kernel has another launch aggregated at warp granularity (line %u), and a "
                      "warp batch is sound only where each lane meets one (the differential tester, seed 11 programs "
                      "518 and 583)",
                      source_pos(p->src, ts_node_start_byte(p->launches[other[i]].node)).line);
        free(sp->reason);
        sp->reason = strbuf_take(&b);
        strbuf_free(&b);
        sp->aggregate = GRANULARITY_NONE;
        sp->grid_scalar = sp->block_scalar = false;
        free(sp->arg_scalar);
        sp->arg_scalar = NULL;
    }
    free(other);
}

/* A device-side cudaMalloc or cudaFree that a macro makes, which dpopt
 * cannot rename, or NULL. */
static const HiddenUse *hidden_device_alloc(const Program *p)
{
    for (int i = 0; i < p->hidden_count; i++)
        if ((p->hidden[i].kinds & HIDDEN_ALLOC) &&
            (p->functions[p->hidden[i].function].spaces & (SPACE_DEVICE | SPACE_GLOBAL)))
            return &p->hidden[i];
    return NULL;
}

/* The first device-side cudaMalloc or cudaFree of the file, or NULL. */
static const Call *first_device_alloc(const Program *p)
{
    for (int i = 0; i < p->call_count; i++) {
        const Call *c = &p->calls[i];
        if (c->caller_fn >= 0 && (p->functions[c->caller_fn].spaces & (SPACE_DEVICE | SPACE_GLOBAL)) &&
            (strcmp(c->callee, "cudaMalloc") == 0 || strcmp(c->callee, "cudaFree") == 0))
            return c;
    }
    return NULL;
}

Plan *plan_build(const Program *p, const LaunchFacts *facts, Granularity requested, unsigned int group_blocks)
{
    Plan *plan = xcalloc(1, sizeof *plan);
    plan->program = p;
    plan->requested = requested;
    plan->group_blocks = group_blocks;
    snprintf(plan->multiblock_label, sizeof plan->multiblock_label, "multiblock:%u", group_blocks);
    plan->sites = xcalloc((size_t)p->launch_count, sizeof *plan->sites);
    if (requested == GRANULARITY_NONE) {
        site_index_build(plan);
        return plan;
    }
    /* Device cudaMalloc and cudaFree aggregated across a warp (runtime
     * malloc.cuh) gave wrong addresses on an H100: the differential tester,
     * seed 11 program 249 (tests/difftest/found/seed11-249-warp-malloc), 3 of
     * 5 runs cudaErrorIllegalAddress, 5 of 5 correct without it. Off until
     * it passes the tester; each thread allocates as written. */
    plan->aggregate_malloc = false;
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *s = &p->launches[i];
        const LaunchFacts *f = &facts[i];
        SitePlan *sp = &plan->sites[i];
        /* A site the requested granularity cannot take may still take a
         * finer one: grid or multiblock, then block, then warp. */
        Granularity g = requested;
        char first_note[512], note[512];
        const char *why = refusal(p, f, s, g, first_note, sizeof first_note);
        const char *first_why = why;
        /* Only while warp granularity, the last resort, would take it: a
         * site warp granularity refuses stays as written (the build the
         * differential tester ran on the GPU, 2026-11-23; letting such a
         * site fall to block granularity is not yet run there). */
        char warp_note[512];
        const char *warp_why = refusal(p, f, s, GRANULARITY_WARP, warp_note, sizeof warp_note);
        while (why && g != GRANULARITY_WARP && !warp_why) {
            g = finer(g);
            why = refusal(p, f, s, g, note, sizeof note);
        }
        if (why) {
            StrBuf b;
            strbuf_init(&b);
            strbuf_puts(&b, why);
            if (g != GRANULARITY_WARP && warp_why && strcmp(warp_why, why) != 0)
                strbuf_printf(&b, "; not at warp granularity either: %s", warp_why);
            sp->reason = strbuf_take(&b);
            strbuf_free(&b);
            continue;
        }
        if (g != requested) {
            StrBuf b;
            strbuf_init(&b);
            strbuf_printf(&b, "%s granularity instead of %s: %s", granularity_name(g), plan_granularity_label(plan, requested),
                          first_why);
            sp->reason = strbuf_take(&b);
            strbuf_free(&b);
        }
        assign(p, f, s, sp, g);
    }
    settle_postponed_sites(plan, facts);
    one_warp_batch_per_kernel(plan);
    name_sites(plan);
    site_index_build(plan);
    return plan;
}

const char *plan_fused_stream(const Plan *plan, int site)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    switch (plan->sites[site].aggregate) {
    case GRANULARITY_GRID:
        return "cudaStreamTailLaunch";
    case GRANULARITY_MULTIBLOCK:
        /* Not a tail launch: that would wait for the whole parent grid, and
         * a group's children are to start while other groups still run. A
         * site that asked for a tail launch keeps it. */
        return s->config_count > 3 && node_text_is(p->src, s->config[3], "cudaStreamTailLaunch") ? "cudaStreamTailLaunch"
                                                                                                 : "cudaStreamFireAndForget";
    default:
        return NULL;
    }
}

bool plan_site_postponed(const SitePlan *sp)
{
    return granularity_postpones(sp->aggregate) || sp->remove == REMOVAL_T3 || sp->remove == REMOVAL_AUTO;
}

void plan_report_notes(const Plan *plan)
{
    const Program *p = plan->program;
    if (p->unseen && plan_requested_anything(plan))
        diag_report(p->src, p->unseen_at, DIAG_NOTE, "every launch left as written: %s", p->unseen);
    const HiddenUse *alloc = hidden_device_alloc(p);
    const Call *first_alloc = first_device_alloc(p);
    if (plan->requested != GRANULARITY_NONE && !p->unseen && !alloc && first_alloc)
        diag_report(p->src, ts_node_start_byte(first_alloc->node), DIAG_NOTE,
                    "device-side cudaMalloc and cudaFree not aggregated: aggregated across a warp they gave wrong "
                    "addresses on an H100 (the differential tester, seed 11 program 249); each thread allocates as "
                    "written");
    if (plan->requested != GRANULARITY_NONE && !p->unseen && alloc && first_alloc) {
        char *where = model_hidden_where(p, alloc);
        diag_report(p->src, ts_node_start_byte(alloc->node), DIAG_NOTE,
                    "device-side cudaMalloc and cudaFree not aggregated: %s allocates or frees device memory, which "
                    "dpopt cannot see into, and every allocation and free of the file must change together",
                    where);
        free(where);
    }
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        if (!sp->reason || !p->launches[i].device_side)
            continue;
        if (sp->remove != REMOVAL_NONE) {
            if (sp->reason)
                diag_report(p->src, ts_node_start_byte(p->launches[i].node), DIAG_NOTE, "launch of '%s' removed with %s",
                            p->launches[i].callee, sp->reason);
            continue;
        }
        if (sp->aggregate != GRANULARITY_NONE)
            diag_report(p->src, ts_node_start_byte(p->launches[i].node), DIAG_NOTE, "launch of '%s' aggregated at %s",
                        p->launches[i].callee, sp->reason);
        else /* thresholding or coarsening may still rewrite it */
            diag_report(p->src, ts_node_start_byte(p->launches[i].node), DIAG_NOTE, "launch of '%s' %s: %s",
                        p->launches[i].callee, plan_site_shaped(sp) ? "not aggregated" : "left as written", sp->reason);
    }
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        uint32_t at = ts_node_start_byte(p->launches[i].node);
        if (!p->launches[i].device_side)
            continue;
        if (sp->threshold_reason)
            diag_report(p->src, at, DIAG_NOTE, "launch of '%s': threshold not applied: %s", p->launches[i].callee,
                        sp->threshold_reason);
        if (sp->coarsen_reason)
            diag_report(p->src, at, DIAG_NOTE, "launch of '%s' not coarsened: %s", p->launches[i].callee,
                        sp->coarsen_reason);
    }
    for (int k = 0; plan->kernel_shared_note && k < p->function_count; k++)
        if (plan->kernel_shared_note[k])
            diag_report(p->src, ts_node_start_byte(p->functions[k].outer), DIAG_NOTE, "kernel '%s': %s",
                        p->functions[k].name, plan->kernel_shared_note[k]);
    for (int i = 0; i < plan->sync_count; i++) {
        const SyncPlan *s = &plan->syncs[i];
        if (s->action == SYNC_KEEP)
            continue; /* an error, from plan_report_kept_syncs */
        static const char *const what[] = {"kept", "made a block barrier", "removed",
                                           "made a run of the block's recorded launches"};
        diag_report(p->src, ts_node_start_byte(p->calls[s->call].node), DIAG_NOTE, "cudaDeviceSynchronize %s: %s",
                    what[s->action], s->reason);
    }
}

void plan_free(Plan *plan)
{
    if (!plan)
        return;
    removal_forget(plan->program);
    site_index_free(plan);
    for (int i = 0; i < plan->program->launch_count; i++) {
        free(plan->sites[i].reason);
        free(plan->sites[i].arg_scalar);
        free(plan->sites[i].kernel_name);
        free(plan->sites[i].record_name);
        free(plan->sites[i].launch_name);
        free(plan->sites[i].threshold_reason);
        free(plan->sites[i].coarsen_reason);
        free(plan->sites[i].coarse_name);
    }
    for (int i = 0; i < plan->sync_count; i++) {
        free(plan->syncs[i].reason);
        free(plan->syncs[i].flushes);
    }
    if (plan->kernel_persistent_reason)
        for (int k = 0; k < plan->program->function_count; k++)
            free(plan->kernel_persistent_reason[k]);
    free(plan->kernel_persistent_reason);
    if (plan->kernel_shared_note)
        for (int k = 0; k < plan->program->function_count; k++)
            free(plan->kernel_shared_note[k]);
    free(plan->kernel_shared_note);
    free(plan->kernel_shared_placed);
    free(plan->child_shared_placed);
    free(plan->kernel_persistent);
    free(plan->kernels);
    free(plan->syncs);
    free(plan->sites);
    free(plan);
}

bool plan_site_run_at_sync(const Plan *plan, int site)
{
    for (int i = 0; i < plan->sync_count; i++)
        for (int k = 0; plan->syncs[i].action == SYNC_FLUSH && k < plan->syncs[i].flush_count; k++)
            if (plan->syncs[i].flushes[k] == site)
                return true;
    return false;
}

bool plan_kernel_has_rounds(const Plan *plan, int k)
{
    for (int i = 0; i < plan->sync_count; i++)
        if (plan->syncs[i].action == SYNC_FLUSH && plan->program->calls[plan->syncs[i].call].caller_fn == k)
            return true;
    return false;
}
