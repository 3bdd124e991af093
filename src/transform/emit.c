#include "transform/emit.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "syntax/parents.h"
#include "syntax/statements.h"
#include "transform/block_group.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

static const char *const geometry[] = {"blockIdx", "gridDim", "blockDim", "threadIdx", NULL};

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
    return plan_site_at_statement(e->plan, statement, e->persistent ? plan_site_rewritten_persistent : plan_site_rewritten);
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

/* `cudaGetLastError()` or `cudaPeekAtLastError()`: a device-runtime error
 * query, which a persistent kernel (its launches removed) answers itself. */
static bool is_error_query(const Source *src, TSNode node)
{
    return node_is(node, "call_expression") && node_named_child_count(node) == 2 &&
           (node_text_is(src, node_named_child(node, 0), "cudaGetLastError") ||
            node_text_is(src, node_named_child(node, 0), "cudaPeekAtLastError")) &&
           node_named_child_count(node_named_child(node, 1)) == 0;
}

/* An error query compared with cudaSuccess (== or !=, either way round). */
static bool is_compared_error_query(const Source *src, TSNode node)
{
    if (!node_is(node, "binary_expression") || node_named_child_count(node) != 2)
        return false;
    TSNode op = node_operator(node);
    if (!node_text_is(src, op, "!=") && !node_text_is(src, op, "=="))
        return false;
    for (uint32_t i = 0; i < 2; i++)
        if (is_error_query(src, node_named_child(node, i)) && node_text_is(src, node_named_child(node, 1 - i), "cudaSuccess"))
            return true;
    return false;
}

/* What a node becomes in generated code when that is not its own text with
 * its children emitted in turn: written to e->out, and true. */
static bool emit_replacement(Emitter *e, TSNode node)
{
    const Source *src = e->plan->program->src;
    int site = aggregated_site_at(e, node);
    if (site >= 0) {
        char *indent = indent_at(e, ts_node_start_byte(node));
        e->hooks->site(e, site, indent);
        free(indent);
        return true;
    }
    if (e->persistent && (node_is(node, "call_expression") || node_is(node, "expression_statement"))) {
        /* The persistent kernel's device-side syncs (remove.c edits the
         * kernel's own text). */
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
    }
    if (e->hooks->replace && e->hooks->replace(e, node))
        return true;
    if (e->shared_struct && statements_is_shared_declaration(src, node)) {
        /* Placed shared memory: the declaration names its struct member. */
        char *names[16];
        int n = statements_declared_names(src, node, names, 16);
        for (int i = 0; i < n; i++) {
            strbuf_printf(e->out, "%sauto &%s = %s.%s;", i ? " " : "", names[i], e->shared_struct, names[i]);
            free(names[i]);
        }
        strbuf_puts(e->out, " /* dpopt: placed shared memory */");
        return true;
    }
    if (e->partial_barriers && node_is(node, "call_expression") &&
        node_text_is(src, node_named_child(node, 0), "__syncthreads")) {
        strbuf_puts(e->out, "dpopt::child_barrier(dp_threads)");
        return true;
    }
    /* Copies of device code allocate from the arena too. */
    const char *alloc = e->plan->arena_malloc ? emit_allocation_rename(e->plan->program, node) : NULL;
    if (alloc) {
        strbuf_puts(e->out, alloc);
        return true;
    }
    const char *group = e->fused && !e->serial ? block_group_replacement(e->plan, node) : NULL;
    if (group)
        return strbuf_puts(e->out, group), true;
    if (e->fused && node_is(node, "identifier")) {
        for (int i = 0; geometry[i]; i++) {
            if (node_text_is(src, node, geometry[i]) && (e->serial || strcmp(geometry[i], "threadIdx") != 0)) {
                strbuf_printf(e->out, "dp_%s", geometry[i]);
                return true;
            }
        }
    }
    if (e->persistent && is_compared_error_query(src, node)) {
        /* Its launches are removed: no error to find, and a cooperative
         * kernel may not ask the device runtime. */
        bool equal = node_text_is(src, node_operator(node), "==");
        strbuf_printf(e->out, "%s /* dpopt: was a device-runtime error query: its launches are removed */",
                      equal ? "true" : "false");
        return true;
    }
    if (e->persistent && is_error_query(src, node)) {
        /* Its launches are removed: nothing to report, and a cooperative
         * kernel may not ask the device runtime. */
        strbuf_puts(e->out, "cudaSuccess /* dpopt: was a device-runtime error query */");
        return true;
    }
    if ((e->persistent || e->corun) && node_is(node, "identifier") &&
        (node_text_is(src, node, "blockIdx") || node_text_is(src, node, "gridDim"))) {
        strbuf_printf(e->out, "dp_%s", node_text_is(src, node, "blockIdx") ? "blockIdx" : "gridDim");
        return true;
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

/* A body whose launches are made at its end runs in a lambda one level
 * deeper than the body was (transform/postpone.h). */
#define POSTPONED_DEPTH 4

static bool is_literal(TSNode node)
{
    return node_is(node, "string_literal") || node_is(node, "raw_string_literal") || node_is(node, "char_literal");
}

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
    w->in_literal += is_literal(node);
    bool postpones = plan_scope_postpones(w->e->plan, node, w->e->persistent);
    if (postpones) {
        emit_postponing(w->e, node, true);
        w->e->reindent += POSTPONED_DEPTH;
    }
    if (!emit_replacement(w->e, node))
        return true;
    w->pos = node_end_byte(node);
    w->in_literal -= is_literal(node);
    if (postpones) {
        w->e->reindent -= POSTPONED_DEPTH;
        emit_postponing(w->e, node, false);
    }
    return false;
}

static void leave_emitted(TSNode node, void *ctx)
{
    EmitWalk *w = ctx;
    emit_source_to(w, node_end_byte(node));
    w->in_literal -= is_literal(node);
    if (plan_scope_postpones(w->e->plan, node, w->e->persistent)) {
        w->e->reindent -= POSTPONED_DEPTH;
        emit_postponing(w->e, node, false);
    }
}

Emitter emitter_for(const Transform *t, StrBuf *out) { return (Emitter){.plan = t->plan, .hooks = t->hooks, .out = out}; }

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
