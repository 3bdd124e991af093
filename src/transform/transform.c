#include "transform/transform.h"

#include <assert.h>
#include <stdlib.h>

#include "syntax/node.h"
#include "transform/aggregate.h"
#include "transform/brought.h"
#include "transform/corun.h"
#include "transform/decl.h"
#include "transform/error_queries.h"
#include "transform/follow.h"
#include "transform/host_lock.h"
#include "transform/widen.h"
#include "transform/helper_copy.h"
#include "transform/hoist.h"
#include "transform/includes.h"
#include "transform/level_graph.h"
#include "transform/own_streams.h"
#include "transform/persist.h"
#include "transform/postpone.h"
#include "transform/promote.h"
#include "transform/remove.h"
#include "transform/renames.h"
#include "transform/summed_atomics.h"
#include "transform/shape.h"
#include "transform/strategy.h"
#include "transform/subtree.h"

/* The strategy that writes each kind of site in the kernel itself
 * (plan/decision.h); promotion and co-running rewrite their sites in their
 * own passes. */
static const Strategy *const strategy_of_kind[STRATEGY_KIND_COUNT] = {
    [STRATEGY_WARP_BATCH] = &aggregate_warp,
    [STRATEGY_BLOCK_BATCH] = &aggregate_batch,
    [STRATEGY_GRID_BATCH] = &aggregate_batch,
    [STRATEGY_MULTIBLOCK_BATCH] = &aggregate_batch,
    [STRATEGY_GRID_LEVELS] = &aggregate_batch,
    [STRATEGY_FLATTEN_BLOCK] = &aggregate_batch,
    [STRATEGY_FLATTEN_GRID] = &aggregate_batch,
    [STRATEGY_FLATTEN_WARP] = &flatten_warp,
    [STRATEGY_REMOVE_T3] = &remove_t3,
    [STRATEGY_REMOVE_T4] = &remove_t4,
    [STRATEGY_REMOVE_AUTO] = &remove_t3,
};

/* The strategy that writes site `site` where re-emission meets it: the
 * kind the plan decided, under its threshold or coarsening; in a
 * persistent version the site's record, in a subtree's serial copy the
 * launch it keeps on the thread's stack. */
static const Strategy *strategy_at_site(const Emitter *e, int site)
{
    assert(0 <= site && site < e->plan->program->launch_count);
    const SitePlan *sp = &e->plan->sites[site];
    const SiteDecision *d = &sp->decision;
    if (e->mode == EMIT_HOIST)
        return &hoist;
    if ((e->mode == EMIT_SERIAL || e->mode == EMIT_SERIAL_PARTIAL) && plan_site_in_subtree(sp))
        return &subtree_later;
    if (d->threshold > 0)
        return &threshold;
    if (d->coarsen > 1 && !strategy_kind_batches(d->kind) && !strategy_kind_batches(d->fallback))
        return &coarsen;
    if (d->kind == STRATEGY_WARP_BATCH)
        return &aggregate_warp;
    if (e->mode == EMIT_PERSISTENT)
        return &persistent;
    const Strategy *s = strategy_of_kind[d->kind];
    assert(s && "a rewritten site has a kind transform/ writes");
    return s;
}

/* The strategy that makes a postponed site's launches at the end of its scope. */
static const Strategy *strategy_at_scope_end(const Emitter *e, int site)
{
    assert(0 <= site && site < e->plan->program->launch_count);
    const SiteDecision *d = &e->plan->sites[site].decision;
    if (e->mode == EMIT_PERSISTENT && d->persistent != REMOVAL_NONE)
        return &persistent;
    /* T3's records; an aggregated site's batch (a flattened site's
     * launches over its cap among them). */
    return d->kind == STRATEGY_REMOVE_T3 || d->kind == STRATEGY_REMOVE_AUTO ? &remove_t3 : &aggregate_batch;
}

static void at_site(Emitter *e, int site, const char *indent) { strategy_at_site(e, site)->at_site(e, site, indent, false); }

static void at_scope_end(Emitter *e, int site, const char *indent)
{
    strategy_at_scope_end(e, site)->at_scope_end(e, site, indent);
}

static void at_scope_close(Emitter *e, TSNode scope, const char *indent) { postpone_close(e, scope, indent, at_scope_end); }

static void at_sync(Emitter *e, const SyncPlan *sync, const char *indent)
{
    (e->mode == EMIT_PERSISTENT ? &persistent : &remove_t3)->at_sync(e, sync, indent);
}

/* A copy for a recursion's device graphs (transform/level_graph.h): its
 * error queries cudaSuccess, its streams as in the fused kernel. */
static bool at_graph_node(Emitter *e, TSNode node)
{
    return e->level_graph &&
           (rename_error_query_because(e->plan->program->src, node, "the level's launches are records now", e->out) ||
            own_streams_call(e, node));
}

static bool at_node(Emitter *e, TSNode node)
{
    if (at_graph_node(e, node))
        return true;
    switch (e->mode) {
    case EMIT_PLAIN: return false; /* in place: own_streams_apply edits the streams */
    case EMIT_PERSISTENT: return own_streams_call(e, node) || helper_copy_call(e, node);
    case EMIT_CORUN: return corun_replace(e, node) || helper_copy_call(e, node);
    case EMIT_HOIST: return false;
    default: return summed_atomics_call(e, node) || own_streams_call(e, node) || helper_copy_call(e, node);
    }
}

static const EmitHooks hooks = {
    .site = at_site,
    .scope_open = postpone_open,
    .scope_close = at_scope_close,
    .sync = at_sync,
    .replace = at_node,
};

/* Bodies at whose end launches are made run in a lambda (postpone.h).
 * First, so that a flush comes before a fused kernel inserted at the same
 * offset (the end of a recursive kernel). */
static void wrap_postponing_scopes(const Transform *t)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    bool *first = postpone_scopes_in_place(plan);
    for (int i = 0; i < p->launch_count; i++) {
        TSNode scope = plan->sites[i].flush_scope;
        if (!first[i])
            continue;
        char *indent = emit_line_indent(p->src, ts_node_start_byte(scope));
        StrBuf open, close;
        strbuf_init(&open);
        strbuf_init(&close);
        Emitter eo = emitter_for(t, &open), ec = emitter_for(t, &close);
        t->hooks->scope_open(&eo, scope, indent);
        t->hooks->scope_close(&ec, scope, indent);
        edit_insert_taking(t->edits, ts_node_start_byte(scope), &open);
        edit_insert_taking(t->edits, node_end_byte(scope), &close);
        strbuf_free(&open);
        strbuf_free(&close);
        free(indent);
    }
    free(first);
}

/* Every device-side cudaMalloc and cudaFree written in the file becomes the
 * arena's (its copies in generated code are renamed as they are emitted). */
static bool rename_device_allocations(const Transform *t)
{
    const Program *p = t->plan->program;
    bool any = false;
    for (int i = 0; t->plan->arena_malloc && i < p->call_count; i++) {
        TSNode callee = node_named_child(p->calls[i].node, 0);
        const char *rename = emit_allocation_rename(p, callee);
        if (!rename)
            continue;
        edit_replace(t->edits, ts_node_start_byte(callee), node_end_byte(callee), rename);
        any = true;
    }
    return any;
}

/* Every __ldg written in a function the plan marks (Plan.coherent_reads:
 * it may run inside a kernel that writes what it reads) becomes an
 * ordinary load (its copies in generated code are renamed as they are
 * emitted). */
static bool rename_coherent_reads(const Transform *t)
{
    const Program *p = t->plan->program;
    bool any = false;
    for (int i = 0; t->plan->coherent_reads && i < p->call_count; i++) {
        TSNode callee = node_named_child(p->calls[i].node, 0);
        StrBuf name;
        strbuf_init(&name);
        if (rename_marked_readonly_load(t->plan, callee, &name)) {
            edit_replace(t->edits, ts_node_start_byte(callee), node_end_byte(callee), name.data);
            any = true;
        }
        strbuf_free(&name);
    }
    return any;
}

/* A kernel rewritten where it stands keeps its head as written: the bound
 * the plan gives it goes before its name (`__global__ void
 * __launch_bounds__(1024) name(`), the line saying why above it. Last, so
 * that the line stands right above the kernel, after anything inserted
 * before it. */
static void bound_kernels_in_place(const Transform *t)
{
    const Program *p = t->plan->program;
    for (int k = 0; k < p->function_count; k++) {
        const KernelPlan *kp = &t->plan->kernels[k];
        if (!kp->bound_at)
            continue;
        const Function *fn = &p->functions[k];
        uint32_t start = ts_node_start_byte(fn->outer);
        char *indent = emit_line_indent(p->src, start);
        StrBuf o;
        strbuf_init(&o);
        decl_bound_comment(&o, true);
        strbuf_puts(&o, indent);
        edit_insert_taking(t->edits, start, &o);
        decl_launch_bounds(&o, fn, true);
        edit_insert_taking(t->edits, kp->bound_at, &o);
        strbuf_free(&o);
        free(indent);
    }
}

void transform_apply(const Plan *plan, EditBuffer *edits)
{
    Transform t = {.plan = plan, .edits = edits, .hooks = &hooks, .copies = helper_copies_new()};
    wrap_postponing_scopes(&t);
    bool runtime = aggregate_apply(&t);
    level_graph_apply(&t); /* after aggregation: its code follows the chained form's */
    follow_apply(&t);
    widen_apply(&t); /* before the lock: its comment goes above the statement the lock opens */
    host_lock_apply(&t);
    runtime = remove_apply(&t) || runtime;
    own_streams_apply(&t);
    runtime = shape_apply(&t) || runtime;
    runtime = subtree_apply(&t) || runtime;
    bool arena = rename_device_allocations(&t);
    runtime = rename_coherent_reads(&t) || runtime;
    runtime = promote_apply(&t) || runtime;
    runtime = corun_apply(&t) || runtime;
    runtime = hoist_apply(&t) || runtime;
    error_queries_apply(&t); /* after every pass that copies the text a query stands in */
    helper_copies_apply(&t); /* last: every body that calls a copy is written */
    helper_copies_free(t.copies);
    if (runtime || arena)
        includes_prepend(plan, arena, edits);
    brought_write(plan, edits);
    bound_kernels_in_place(&t);
}
