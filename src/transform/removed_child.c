#include "transform/removed_child.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "syntax/statements.h"
#include "transform/decl.h"
#include "transform/line_mark.h"
#include "transform/serialise.h"
#include "transform/summed_atomics.h"
#include "util/strbuf.h"
#include "util/text.h"

/* A declaration's text without its __shared__: one thread runs the whole
 * block, so the block's shared array becomes that thread's own. */
static void emit_unshared(Emitter *e, TSNode declaration)
{
    StrBuf text;
    strbuf_init(&text);
    Emitter sub = *e;
    sub.out = &text;
    emit_node(&sub, declaration);
    char *at = strstr(text.data, "__shared__");
    if (at) {
        strbuf_append(e->out, text.data, (size_t)(at - text.data));
        const char *rest = at + strlen("__shared__");
        while (*rest == ' ')
            rest++;
        strbuf_puts(e->out, rest);
    } else {
        strbuf_puts(e->out, text.data);
    }
    strbuf_free(&text);
}

/* The child's body spliced at `depth` columns (emit_body_at_depth) without
 * its __shared__ declarations, which the caller made: a comment stands on
 * each one's line, and its line breaks stay, so that the lines after it
 * keep their numbers. */
static void emit_body_without_shared(Emitter *e, TSNode body, int depth)
{
    const Source *src = e->plan->program->src;
    char *line = emit_line_indent(src, ts_node_start_byte(body));
    Emitter deeper = *e;
    deeper.reindent = e->reindent + depth - (int)strlen(line);
    free(line);
    uint32_t pos = ts_node_start_byte(body);
    uint32_t n = ts_node_child_count(body);
    for (uint32_t i = 0; i < n; i++) {
        TSNode child = ts_node_child(body, i);
        emit_source_reindented(&deeper, pos, ts_node_start_byte(child));
        if (statements_is_shared_declaration(src, child)) {
            strbuf_puts(deeper.out, "// (the child's __shared__ declaration, made above for the block)");
            for (uint32_t k = text_line_breaks(src->text + ts_node_start_byte(child),
                                               node_end_byte(child) - ts_node_start_byte(child));
                 k > 0; k--)
                strbuf_puts(deeper.out, "\n");
        } else {
            emit_node(&deeper, child);
        }
        pos = node_end_byte(child);
    }
    emit_source_reindented(&deeper, pos, node_end_byte(body));
}

/* `template <...> __device__ void <child>_dp_t<n>(<where>, params...)` */
static void emit_named_signature(const Plan *plan, int site, const char *name, StrBuf *o, const char *where,
                                 DeclWhich which)
{
    const Program *p = plan->program;
    const Function *child = &p->functions[p->launches[site].callee_fn];
    decl_template_head(o, child, which);
    strbuf_printf(o, "__device__ void %s(%s", name, where);
    for (int k = 0; k < child->param_count; k++)
        decl_param(o, ", ", &child->params[k], "");
    strbuf_puts(o, ")");
}

static void emit_child_signature(const Plan *plan, int site, Removal kind, StrBuf *o, const char *where,
                                 DeclWhich which)
{
    char *name = plan_removal_function(plan, site, kind);
    emit_named_signature(plan, site, name, o, where, which);
    free(name);
}

void removed_child_thread(const Transform *t, int site, StrBuf *o, DeclWhich which)
{
    const Function *child = &t->plan->program->functions[t->plan->program->launches[site].callee_fn];
    StrBuf name;
    strbuf_init(&name);
    strbuf_printf(&name, "%s_dp_thread", model_name_base(child));
    removed_child_thread_named(t, site, name.data, o, which);
    strbuf_free(&name);
}

void removed_child_thread_named(const Transform *t, int site, const char *name, StrBuf *o, DeclWhich which)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    const Function *child = &p->functions[p->launches[site].callee_fn];
    emit_named_signature(plan, site, name, o, "dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim",
                         which);
    if (!decl_is_definition(which)) {
        strbuf_puts(o, ";\n\n");
        return;
    }
    strbuf_puts(o, "\n{\n    (void)dp_threadIdx;\n    (void)dp_blockIdx;\n    (void)dp_gridDim;\n    (void)dp_blockDim;\n    ");
    Emitter e = {.plan = plan, .hooks = t->hooks, .copies = t->copies, .mode = EMIT_SERIAL, .out = o,
                 .line_directives = t->edits->line_directives};
    line_mark_insert(&e, ts_node_start_byte(child->body));
    emit_body_at_depth(&e, child->body, 4);
    strbuf_puts(o, "\n}\n");
}

void removed_child_thread_call(StrBuf *o, const char *function, const char *thread, const char *prefix, bool wide)
{
    if (wide)
        strbuf_printf(o, "%s(dpopt::unflatten((unsigned int)(%s %% dp_per_block), %sblock), dpopt::unflatten_wide(%s / dp_per_block, "
                         "%sgrid), %sgrid, %sblock",
                      function, thread, prefix, thread, prefix, prefix, prefix);
    else
        strbuf_printf(o, "%s(dpopt::unflatten(%s %% dp_per_block, %sblock), dpopt::unflatten(%s / dp_per_block, %sgrid), %sgrid, %sblock",
                      function, thread, prefix, thread, prefix, prefix, prefix);
}

/* T3 for a child with barriers whose body splits into thread loops: the
 * block stands in for a child block as large as itself or smaller (in
 * whole warps) thread for thread, and for any other in thread loops. */
static void block_child_in_turns(const Transform *t, const Function *child, const char *shared, StrBuf *o)
{
    const Plan *plan = t->plan;
    const Source *src = plan->program->src;
    strbuf_puts(o, "    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;\n");
    Emitter e = {.plan = plan, .hooks = t->hooks, .copies = t->copies, .mode = EMIT_SERIAL, .out = o, .as.shared_struct = shared,
                 .line_directives = t->edits->line_directives};
    uint32_t n = ts_node_named_child_count(child->body);
    for (uint32_t i = 0; i < n; i++) {
        TSNode st = ts_node_named_child(child->body, i);
        if (statements_is_shared_declaration(src, st)) {
            strbuf_puts(o, "    ");
            emit_node(&e, st);
            strbuf_puts(o, shared ? "\n" : " // the child block's shared memory, whichever way it runs\n");
        }
    }
    strbuf_puts(o, "    if (dpopt::block_can_stand_in(dp_blockDim)) {\n");
    strbuf_puts(o, "        // A thread of this block for each child thread (whole warps): the child's\n"
                   "        // __syncthreads() become barriers over those threads alone.\n");
    strbuf_puts(o, "        const unsigned int dp_t = dpopt::block_thread_rank();\n");
    strbuf_puts(o, "        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);\n");
    strbuf_puts(o, "        if (dp_t < dp_threads)\n            [&]() ");
    Emitter partial = {.plan = plan, .hooks = t->hooks, .copies = t->copies, .mode = EMIT_SERIAL_PARTIAL, .out = o,
                 .line_directives = t->edits->line_directives};
    line_mark_insert(&partial, ts_node_start_byte(child->body));
    emit_body_without_shared(&partial, child->body, 12);
    strbuf_puts(o, "();\n        return;\n    }\n");
    strbuf_puts(o, "    // More child threads than this block has (or not whole warps): each thread of\n"
                   "    // the block runs child threads rank, rank + block size, ..., in thread loops\n"
                   "    // split at the child's barriers, the block meeting at a __syncthreads() between.\n");
    serialise_body(&e, child->body, SERIAL_BLOCK_STRIDED, false, "    ");
}

/* T3: one block of the child run by the calling block, whose threads stand
 * in for the child's (in turns when the child block is the larger). */
void removed_child_block(const Transform *t, int site, StrBuf *o, DeclWhich which)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    const Function *child = &p->functions[p->launches[site].callee_fn];
    /* Placed shared memory: the caller gives the struct (in place, its own
     * __shared__ one; the persistent kernel, part of its dynamic region). */
    const char *shared = plan->kernels[p->launches[site].callee_fn].shared_as_child
                             ? "dp_shared"
                             : NULL;
    StrBuf where;
    strbuf_init(&where);
    if (shared)
        strbuf_printf(&where, "%s_dp_shared &dp_shared, ", child->name);
    strbuf_puts(&where, "dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim");
    emit_child_signature(plan, site, REMOVAL_T3, o, where.data, which);
    strbuf_free(&where);
    if (!decl_is_definition(which)) {
        strbuf_puts(o, ";\n\n");
        return;
    }
    strbuf_puts(o, "\n{\n    (void)dp_blockIdx;\n    (void)dp_gridDim;\n");
    if (plan->kernels[p->launches[site].callee_fn].form == CHILD_IN_TURNS) {
        block_child_in_turns(t, child, shared, o);
        strbuf_puts(o, "}\n");
        return;
    }
    strbuf_puts(o, "    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;\n");
    strbuf_puts(o, "    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {\n");
    strbuf_puts(o, "        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();\n");
    strbuf_puts(o, "        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);\n");
    strbuf_puts(o, "        if (dp_t < dp_threads)\n            [&]() ");
    Emitter e = {.plan = plan, .hooks = t->hooks, .copies = t->copies, .mode = EMIT_SERIAL_PARTIAL, .out = o, .as.shared_struct = shared,
                 .line_directives = t->edits->line_directives};
    line_mark_insert(&e, ts_node_start_byte(child->body));
    emit_body_at_depth(&e, child->body, 12);
    strbuf_puts(o, "();\n    }\n}\n");
}

/* The serialised child: runs block dp_b of the grid, thread after thread,
 * one thread loop per stretch of the body between barriers. dp_b in 64
 * bits: a grid of y or z past 1 may have more blocks than 32 bits count. */
void removed_child_serial(const Transform *t, int site, StrBuf *o, DeclWhich which, const char *stack_type)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    const Function *child = &p->functions[s->callee_fn];
    StrBuf where;
    strbuf_init(&where);
    if (stack_type)
        strbuf_printf(&where, "%s *dp_later, ", stack_type);
    strbuf_puts(&where, "unsigned long long dp_b, dim3 dp_gridDim, dim3 dp_blockDim");
    emit_child_signature(plan, site, REMOVAL_T4, o, where.data, which);
    strbuf_free(&where);
    if (!decl_is_definition(which)) {
        strbuf_puts(o, ";\n\n");
        return;
    }
    strbuf_puts(o, "\n{\n    const dim3 dp_blockIdx = dpopt::unflatten_wide(dp_b, dp_gridDim);\n");
    strbuf_puts(o, "    (void)dp_blockIdx;\n");
    Emitter e = {.plan = plan, .hooks = t->hooks, .copies = t->copies, .mode = EMIT_SERIAL, .out = o,
                 .line_directives = t->edits->line_directives};
    TSNode body = child->body;
    uint32_t n = ts_node_named_child_count(body);
    for (uint32_t i = 0; i < n; i++) {
        TSNode st = ts_node_named_child(body, i);
        if (statements_is_shared_declaration(p->src, st)) {
            strbuf_puts(o, "    ");
            emit_unshared(&e, st);
            strbuf_puts(o, " // the block's shared memory: this thread's own now\n");
        }
    }
    summed_atomics_declare(&e, s->callee_fn, "    ");
    serialise_body(&e, body, SERIAL_ONE_THREAD, plan->kernels[s->callee_fn].threads_whole, "    ");
    summed_atomics_flush(&e, s->callee_fn, "    ");
    strbuf_puts(o, "}\n");
}
