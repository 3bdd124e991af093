#include "transform/removed_child.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "transform/emit.h"
#include "util/strbuf.h"
#include "util/text.h"

static bool is_barrier(const Source *src, TSNode statement)
{
    if (!node_is(statement, "expression_statement"))
        return false;
    TSNode call = ts_node_named_child(statement, 0);
    return node_is(call, "call_expression") && node_text_is(src, ts_node_named_child(call, 0), "__syncthreads");
}

static bool is_shared_declaration(const Source *src, TSNode statement)
{
    uint32_t s = ts_node_start_byte(statement), e = ts_node_end_byte(statement);
    return node_is(statement, "declaration") && text_has_word(src->text + s, e - s, "__shared__");
}

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

/* One thread loop: every thread of the block runs the statements
 * [first, last) of the body, after the declarations of earlier loops it
 * uses are made again. */
static void emit_thread_loop(Emitter *e, TSNode body, uint32_t first, uint32_t last)
{
    const Source *src = e->plan->program->src;
    StrBuf segment;
    strbuf_init(&segment);
    Emitter seg = *e;
    seg.out = &segment;
    for (uint32_t i = first; i < last; i++) {
        TSNode st = ts_node_named_child(body, i);
        if (node_is(st, "comment") || is_shared_declaration(src, st))
            continue;
        strbuf_puts(&segment, "            ");
        emit_node(&seg, st);
        strbuf_puts(&segment, "\n");
    }
    StrBuf *o = e->out;
    strbuf_puts(o, "    for (unsigned int dp_t = 0; dp_t < dp_blockDim.x * dp_blockDim.y * dp_blockDim.z; dp_t++) {\n");
    strbuf_puts(o, "        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);\n");
    strbuf_puts(o, "        [&]() {\n");
    for (uint32_t i = 0; i < first; i++) {
        TSNode st = ts_node_named_child(body, i);
        if (!node_is(st, "declaration") || is_shared_declaration(src, st))
            continue;
        /* Declared in an earlier loop and used here: declared again (the plan
         * checked that nothing changes it after its declaration). */
        TSNode d = node_declarator_identifier(ts_node_named_child(st, ts_node_named_child_count(st) - 1));
        if (ts_node_is_null(d))
            continue;
        char *name = node_text(src, d);
        if (text_has_word(segment.data, segment.len, name)) {
            strbuf_puts(o, "            ");
            emit_node(e, st);
            strbuf_puts(o, " // again, from an earlier thread loop\n");
        }
        free(name);
    }
    strbuf_puts(o, segment.data);
    strbuf_puts(o, "        }();\n    }\n");
    strbuf_free(&segment);
}

/* `template <...> __device__ void <child>_dp_t<n>(<where>, params...)` */
static void emit_child_signature(const Plan *plan, int site, Removal kind, StrBuf *o, const char *where)
{
    const Program *p = plan->program;
    const Function *child = &p->functions[p->launches[site].callee_fn];
    if (child->template_params)
        strbuf_printf(o, "template %s\n", child->template_params);
    char *name = plan_removal_function(plan, site, kind);
    strbuf_printf(o, "__device__ void %s(%s", name, where);
    free(name);
    for (int k = 0; k < child->param_count; k++)
        emit_param_declaration(o, ", ", &child->params[k], "");
    strbuf_puts(o, ")");
}

/* T3: one block of the child run by the calling block, whose threads stand
 * in for the child's (in turns when the child block is the larger). */
void emit_block_child(const Plan *plan, int site, StrBuf *o, bool definition)
{
    const Program *p = plan->program;
    const Function *child = &p->functions[p->launches[site].callee_fn];
    emit_child_signature(plan, site, REMOVAL_T3, o, "dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim");
    if (!definition) {
        strbuf_puts(o, ";\n\n");
        return;
    }
    strbuf_puts(o, "\n{\n    (void)dp_blockIdx;\n    (void)dp_gridDim;\n");
    strbuf_puts(o, "    const unsigned int dp_threads = dp_blockDim.x * dp_blockDim.y * dp_blockDim.z;\n");
    strbuf_puts(o, "    for (unsigned int dp_base = 0; dp_base < dp_threads; dp_base += dpopt::block_thread_count()) {\n");
    strbuf_puts(o, "        const unsigned int dp_t = dp_base + dpopt::block_thread_rank();\n");
    strbuf_puts(o, "        const dim3 dp_threadIdx = dpopt::unflatten(dp_t, dp_blockDim);\n");
    strbuf_puts(o, "        if (dp_t < dp_threads)\n            [&]() ");
    Emitter e = {.plan = plan, .fused = true, .serial = true, .partial_barriers = true, .out = o};
    emit_node(&e, child->body);
    strbuf_puts(o, "();\n    }\n}\n");
}

/* The serialised child: runs block dp_b of the grid, thread after thread,
 * one thread loop per stretch of the body between barriers. */
void emit_serialised_child(const Plan *plan, int site, StrBuf *o, bool definition)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    const Function *child = &p->functions[s->callee_fn];
    emit_child_signature(plan, site, REMOVAL_T4, o, "unsigned int dp_b, dim3 dp_gridDim, dim3 dp_blockDim");
    if (!definition) {
        strbuf_puts(o, ";\n\n");
        return;
    }
    strbuf_puts(o, "\n{\n    const dim3 dp_blockIdx = dpopt::unflatten(dp_b, dp_gridDim);\n");
    strbuf_puts(o, "    (void)dp_blockIdx;\n");
    Emitter e = {.plan = plan, .fused = true, .serial = true, .out = o};
    TSNode body = child->body;
    uint32_t n = ts_node_named_child_count(body);
    for (uint32_t i = 0; i < n; i++) {
        TSNode st = ts_node_named_child(body, i);
        if (is_shared_declaration(p->src, st)) {
            strbuf_puts(o, "    ");
            emit_unshared(&e, st);
            strbuf_puts(o, " // the block's shared memory: this thread's own now\n");
        }
    }
    uint32_t first = 0;
    for (uint32_t i = 0; i <= n; i++) {
        if (i < n && !is_barrier(p->src, ts_node_named_child(body, i)))
            continue;
        if (i > first || i == n)
            emit_thread_loop(&e, body, first, i);
        if (i < n)
            strbuf_puts(o, "    // __syncthreads(): every thread above has finished before any below starts\n");
        first = i + 1;
    }
    strbuf_puts(o, "}\n");
}
