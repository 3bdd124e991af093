#include "transform/emit.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "syntax/parents.h"
#include "syntax/statements.h"
#include "transform/block_group.h"
#include "transform/renames.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

char *emit_line_indent(const Source *src, uint32_t offset)
{
    uint32_t start = offset;
    while (start > 0 && src->text[start - 1] != '\n')
        start--;
    uint32_t end = start;
    while (end < src->len && (src->text[end] == ' ' || src->text[end] == '\t'))
        end++;
    return xstrndup(src->text + start, end - start);
}

static int aggregated_site_at(const Emitter *e, TSNode statement)
{
    return plan_site_at_statement(e->plan, statement, e->mode == EMIT_PERSISTENT ? plan_site_rewritten_persistent
                                                      : e->mode == EMIT_HOIST ? plan_site_hoisted : plan_site_rewritten);
}

const char *emit_allocation_rename(const Program *p, TSNode callee)
{
    /* The name first: this is asked of every node emitted. */
    const char *rename = !node_is(callee, "identifier")               ? NULL
                         : node_text_is(p->src, callee, "cudaMalloc") ? "dpopt::arena_cudaMalloc"
                         : node_text_is(p->src, callee, "cudaFree")   ? "dpopt::arena_cudaFree"
                                                                      : NULL;
    if (!rename)
        return NULL;
    TSNode call = parents_of(callee);
    if (!node_is(call, "call_expression") || !node_same(node_named_child(call, 0), callee))
        return NULL;
    int fn = model_function_at(p, ts_node_start_byte(callee));
    return fn >= 0 && (p->functions[fn].spaces & (SPACE_DEVICE | SPACE_GLOBAL)) ? rename : NULL;
}

static const SyncPlan *sync_plan_of(const Plan *plan, TSNode node);

/* The indentation of generated code standing for the node at `offset`:
 * its line's, moved as deep as the copied body around it (reindent). */
static char *indent_at(const Emitter *e, uint32_t offset)
{
    char *line = emit_line_indent(e->plan->program->src, offset);
    if (e->reindent <= 0)
        return line;
    char *deeper = text_indented(line, e->reindent);
    free(line);
    return deeper;
}

const char *emit_shared_struct(const Emitter *e)
{
    switch (e->mode) {
    case EMIT_SERIAL:
    case EMIT_SERIAL_PARTIAL:
    case EMIT_PERSISTENT: return e->as.shared_struct;
    default: return NULL;
    }
}

/* A rewritten launch site: the strategy's statement. */
static bool emit_site(Emitter *e, TSNode node)
{
    int site = aggregated_site_at(e, node);
    if (site < 0)
        return false;
    char *indent = indent_at(e, ts_node_start_byte(node));
    e->hooks->site(e, site, indent);
    free(indent);
    return true;
}

/* The persistent kernel's device-side syncs (remove.c edits the kernel's
 * own text). */
static bool emit_persistent_sync(Emitter *e, TSNode node)
{
    if (!node_is(node, "call_expression") && !node_is(node, "expression_statement"))
        return false;
    TSNode call = node_is(node, "expression_statement") ? node_named_child(node, 0) : node;
    const SyncPlan *sync = ts_node_is_null(call) ? NULL : sync_plan_of(e->plan, call);
    if (sync && sync->action == SYNC_FLUSH && node_is(node, "expression_statement")) {
        char *indent = indent_at(e, ts_node_start_byte(node));
        e->hooks->sync(e, sync, indent);
        free(indent);
        return true;
    }
    if (sync && sync->action != SYNC_KEEP && sync->action != SYNC_FLUSH) {
        bool alone = node_is(node, "expression_statement");
        strbuf_puts(e->out, emit_sync_replacement(sync->action, alone));
        return true;
    }
    return false;
}

/* Placed shared memory: the declaration names its struct member. */
static bool emit_placed_shared(Emitter *e, TSNode node)
{
    const Source *src = e->plan->program->src;
    const char *placed = emit_shared_struct(e);
    if (!placed || !statements_is_shared_declaration(src, node))
        return false;
    char *names[16];
    int n = statements_declared_names(src, node, names, 16);
    for (int i = 0; i < n; i++) {
        strbuf_printf(e->out, "%sauto &%s = %s.%s;", i ? " " : "", names[i], placed, names[i]);
        free(names[i]);
    }
    strbuf_puts(e->out, " /* dpopt: placed shared memory */");
    return true;
}

/* Copies of device code allocate from the arena too. */
static bool emit_allocation(Emitter *e, TSNode node)
{
    const char *alloc = e->plan->arena_malloc ? emit_allocation_rename(e->plan->program, node) : NULL;
    if (alloc)
        strbuf_puts(e->out, alloc);
    return alloc != NULL;
}

static bool emit_hooked(Emitter *e, TSNode node) { return e->hooks->replace && e->hooks->replace(e, node); }

/* What a node becomes in generated code when that is not its own text with
 * its children emitted in turn: written to e->out, and true. */
static bool emit_replacement(Emitter *e, TSNode node)
{
    if (emit_site(e, node))
        return true;
    const Source *src = e->plan->program->src;
    StrBuf *o = e->out;
    switch (e->mode) {
    case EMIT_PLAIN: return emit_hooked(e, node) || emit_allocation(e, node) || rename_marked_readonly_load(e->plan, node, e->out);
    case EMIT_FUSED: {
        if (emit_hooked(e, node) || emit_allocation(e, node) || rename_marked_readonly_load(e->plan, node, e->out))
            return true;
        const char *group = block_group_replacement(e->plan, node);
        if (group)
            return strbuf_puts(o, group), true;
        return rename_child_geometry(src, node, false, o);
    }
    case EMIT_SERIAL:
        return emit_hooked(e, node) || emit_placed_shared(e, node) || emit_allocation(e, node) ||
               rename_readonly_load(src, node, o) || rename_child_geometry(src, node, true, o);
    case EMIT_SERIAL_PARTIAL:
        return emit_hooked(e, node) || emit_placed_shared(e, node) || rename_partial_barrier(src, node, o) ||
               emit_allocation(e, node) || rename_readonly_load(src, node, o) ||
               rename_child_geometry(src, node, true, o);
    case EMIT_PERSISTENT:
        return emit_persistent_sync(e, node) || emit_hooked(e, node) || emit_placed_shared(e, node) ||
               emit_allocation(e, node) || rename_readonly_load(src, node, o) || rename_error_query(src, node, o) ||
               rename_original_block(src, node, o);
    case EMIT_CORUN:
        return emit_hooked(e, node) || emit_allocation(e, node) || rename_marked_readonly_load(e->plan, node, e->out) ||
               rename_original_block(src, node, o);
    case EMIT_HOIST: /* its body calls nothing but its error queries (plan/hoist.c) */
        return rename_error_query(src, node, o) || rename_child_geometry(src, node, true, o);
    }
    return false;
}

/* emit_node walks the subtree without recursion: `pos` is how far the
 * source has been copied. */
typedef struct EmitWalk {
    Emitter *e;
    uint32_t pos;
    int in_literal;  /* inside a string or character literal: its text is never reindented */
} EmitWalk;

/* Copies the source up to `end`; a line starting in it moves e->reindent
 * deeper (blank lines stay blank). */
static void emit_source_to(EmitWalk *w, uint32_t end)
{
    const Source *src = w->e->plan->program->src;
    if (w->e->reindent <= 0 || w->in_literal) {
        strbuf_append(w->e->out, src->text + w->pos, end - w->pos);
        w->pos = end;
        return;
    }
    while (w->pos < end) {
        const char *nl = memchr(src->text + w->pos, '\n', end - w->pos);
        uint32_t stop = nl ? (uint32_t)(nl - src->text) + 1 : end;
        strbuf_append(w->e->out, src->text + w->pos, stop - w->pos);
        w->pos = stop;
        if (nl && stop < src->len && src->text[stop] != '\n' && src->text[stop] != '\r')
            strbuf_printf(w->e->out, "%*s", w->e->reindent, "");
    }
}

static void emit_postponing(Emitter *e, TSNode scope, bool open)
{
    char *indent = indent_at(e, ts_node_start_byte(scope));
    if (open)
        e->hooks->scope_open(e, scope, indent);
    else
        e->hooks->scope_close(e, scope, indent);
    free(indent);
}

static bool enter_emitted(TSNode node, void *ctx)
{
    EmitWalk *w = ctx;
    emit_source_to(w, ts_node_start_byte(node));
    w->in_literal += node_is_literal(node);
    bool postpones = !w->e->level_graph && plan_scope_postpones(w->e->plan, node, w->e->mode == EMIT_PERSISTENT);
    if (postpones) {
        emit_postponing(w->e, node, true);
        w->e->reindent += EMIT_POSTPONED_DEPTH;
    }
    if (!emit_replacement(w->e, node))
        return true;
    w->pos = node_end_byte(node);
    w->in_literal -= node_is_literal(node);
    if (postpones) {
        w->e->reindent -= EMIT_POSTPONED_DEPTH;
        emit_postponing(w->e, node, false);
    }
    return false;
}

static void leave_emitted(TSNode node, void *ctx)
{
    EmitWalk *w = ctx;
    emit_source_to(w, node_end_byte(node));
    w->in_literal -= node_is_literal(node);
    if (!w->e->level_graph && plan_scope_postpones(w->e->plan, node, w->e->mode == EMIT_PERSISTENT)) {
        w->e->reindent -= EMIT_POSTPONED_DEPTH;
        emit_postponing(w->e, node, false);
    }
}

Emitter emitter_for(const Transform *t, StrBuf *out)
{
    return (Emitter){.plan = t->plan, .hooks = t->hooks, .copies = t->copies, .out = out, .line_directives = t->edits->line_directives};
}

void emit_node(Emitter *e, TSNode node)
{
    EmitWalk w = {e, ts_node_start_byte(node), 0};
    node_walk_scoped(node, enter_emitted, leave_emitted, &w);
}

void emit_body_at_depth(Emitter *e, TSNode body, int depth)
{
    char *line = emit_line_indent(e->plan->program->src, ts_node_start_byte(body));
    Emitter deeper = *e;
    deeper.reindent = e->reindent + depth - (int)strlen(line);
    free(line);
    emit_node(&deeper, body);
}

void emit_source_reindented(Emitter *e, uint32_t from, uint32_t to)
{
    EmitWalk w = {e, from, 0};
    emit_source_to(&w, to);
}

char *emit_expr(Emitter *e, TSNode node)
{
    StrBuf b;
    strbuf_init(&b);
    /* A missing configuration node (a macro spelling two of them) is never
     * planned on (model/unseen.h); should one get here, the output fails to
     * compile rather than dpopt crash. */
    if (ts_node_is_null(node))
        return b.data;
    Emitter sub = *e;
    sub.out = &b;
    emit_node(&sub, node);
    return b.data;
}

const char *emit_sync_replacement(SyncAction action, bool alone)
{
    if (action == SYNC_BARRIER)
        return alone ? "__syncthreads(); /* dpopt: was cudaDeviceSynchronize(): the block's children ran inline */"
                     : "(__syncthreads(), cudaSuccess) /* dpopt: was cudaDeviceSynchronize() */";
    return alone ? "/* dpopt: cudaDeviceSynchronize() removed: this thread's children ran inline */"
                 : "cudaSuccess /* dpopt: was cudaDeviceSynchronize(); this thread's children ran inline */";
}

/* The planned sync whose call is `node`, or NULL. */
static const SyncPlan *sync_plan_of(const Plan *plan, TSNode node)
{
    for (int i = 0; i < plan->sync_count; i++)
        if (node_same(plan->program->calls[plan->syncs[i].call].node, node))
            return &plan->syncs[i];
    return NULL;
}
