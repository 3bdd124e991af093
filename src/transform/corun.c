/* Concurrent kernel management (plan/corun.h says what is taken). For
 *
 *     __global__ void scale(float *out, const float *in, int n)
 *     {
 *         int i = blockIdx.x * blockDim.x + threadIdx.x;
 *         if (i < n)
 *             out[i] = 2 * in[i];
 *     }
 *     ...
 *     scale<<<blocks, 256, 0, stream>>>(out, in, n);
 *
 * (in[i] a load that may bypass L1):
 *
 *     __device__ __forceinline__ void scale_dp_block(float *out, const float *in, int n, const dim3 dp_blockIdx,
 *                                                    const bool dp_bypass)
 *     {
 *         int i = dp_blockIdx.x * blockDim.x + threadIdx.x;
 *         if (i < n)
 *             out[i] = 2 * dpopt::corun_load(&in[i], dp_bypass);
 *     }
 *
 *     __global__ void scale_dp_corun(dpopt::CorunState *dp_corun, float *out, const float *in, int n)
 *     {
 *         <thread 0: a slot of the quota on this SM, or the block leaves>
 *         <while thread 0 takes an original block (and the bypass tag follows its target)>
 *             if (dp_ticket.bypass)
 *                 scale_dp_block(out, in, n, dpopt::corun_block_index(dp_ticket.block, dp_corun), true);
 *             else
 *                 scale_dp_block(out, in, n, dpopt::corun_block_index(dp_ticket.block, dp_corun), false);
 *         <thread 0: the slot left>
 *     }
 *     ...
 *     dpopt::corun_launch(scale_dp_corun, scale, "scale", blocks, 256, 0, stream, out, in, n);
 *
 * The runtime's part is runtime/include/dpopt/corun.cuh. */
#include "transform/helper_copy.h"
#include "transform/corun.h"

#include <stdlib.h>
#include <string.h>

#include "plan/corun.h"
#include "syntax/node.h"
#include "syntax/parents.h"
#include "transform/decl.h"
#include "transform/emit.h"
#include "transform/line_mark.h"
#include "transform/writer.h"
#include "util/text.h"

/* The node's text with its named children (and comments) emitted, the text
 * between them as it is. */
static void emit_inside(Emitter *e, TSNode node)
{
    const Source *src = e->plan->program->src;
    uint32_t n, cursor = ts_node_start_byte(node);
    TSNode *kids = node_named_children_and_comments(node, &n);
    for (uint32_t i = 0; i < n; i++) {
        strbuf_append(e->out, src->text + cursor, ts_node_start_byte(kids[i]) - cursor);
        emit_node(e, kids[i]);
        cursor = node_end_byte(kids[i]);
    }
    strbuf_append(e->out, src->text + cursor, node_end_byte(node) - cursor);
    free(kids);
}

bool corun_replace(Emitter *e, TSNode node)
{
    if (!node_is(node, "subscript_expression") || !corun_is_load(e->as.corun, ts_node_start_byte(node)))
        return false;
    strbuf_puts(e->out, "dpopt::corun_load(&");
    emit_inside(e, node);
    strbuf_puts(e->out, ", dp_bypass)");
    return true;
}

/* What the body reads of its block's place, and whether it loads through
 * the cache's tag. */
typedef struct BodyUse {
    bool block_idx, grid_dim, bypass;
} BodyUse;

static BodyUse body_use(const Plan *plan, const Function *fn, const CorunKernel *k)
{
    uint32_t start = ts_node_start_byte(fn->body);
    const char *body = plan->program->src->text + start;
    size_t len = node_end_byte(fn->body) - start;
    BodyUse u = {helper_copy_body_reads(plan, body, len, "blockIdx"), helper_copy_body_reads(plan, body, len, "gridDim"),
                 k->load_count > 0};
    return u;
}

/* `out, in, n` and the place's values, as the block function takes them. */
static void put_block_params(const Function *fn, BodyUse u, StrBuf *o)
{
    for (int i = 0; i < fn->param_count; i++)
        decl_param(o, i ? ", " : "", &fn->params[i], "");
    const char *sep = fn->param_count ? ", " : "";
    if (u.block_idx)
        strbuf_printf(o, "%sconst dim3 dp_blockIdx", sep), sep = ", ";
    if (u.grid_dim)
        strbuf_printf(o, "%sconst dim3 dp_gridDim", sep), sep = ", ";
    if (u.bypass)
        strbuf_printf(o, "%sconst bool dp_bypass", sep);
}

/*  __device__ void kernel_dp_block(<parameters>, <the place it reads>) <body>
 * __forceinline__ where it takes the bypass tag: the co-runnable kernel
 * calls it with the tag a constant, so that each copy's loads are fixed,
 * not chosen at every load (LBM's co-runnable kernel: 38 branches in its
 * PTX, 116 with the tag a variable, 1 as written). */
static void put_block_function(const Transform *t, const CorunKernel *k, BodyUse u, StrBuf *o)
{
    const Program *p = t->plan->program;
    const Function *fn = &p->functions[k->kernel];
    strbuf_printf(o, "\n\n// dpopt: %s's body, one of its original blocks (--corun): the place of that block is\n"
                     "// handed in%s.\n",
                  fn->name, u.bypass ? "; a load of its inputs bypasses L1 where the running block is tagged to" : "");
    strbuf_printf(o, "__device__ %svoid %s_dp_block(", u.bypass ? "__forceinline__ " : "", model_name_base(fn));
    put_block_params(fn, u, o);
    strbuf_puts(o, ")\n");
    Emitter e = emitter_for(t, o);
    e.mode = EMIT_CORUN;
    e.as.corun = k;
    line_mark_insert(&e, ts_node_start_byte(fn->body));
    emit_body_at_depth(&e, fn->body, 0);
}

/*  if (<cond>)
 *      <statement> */
static void put_if(Writer *w, const char *cond, const char *statement)
{
    w_line(w, "if (%s)", cond);
    w_deeper(w);
    w_line(w, "%s", statement);
    w_back(w);
}

/* The co-runnable kernel: admission, the original blocks, the leave. */
static void put_corun_kernel(const Transform *t, const CorunKernel *k, BodyUse u, StrBuf *o)
{
    const Program *p = t->plan->program;
    const Function *fn = &p->functions[k->kernel];
    const char *name = fn->name, *base = model_name_base(fn);
    strbuf_printf(o, "\n\n// dpopt: %s, co-runnable (--corun; runtime corun.cuh): each block takes a slot of the\n"
                     "// kernel's quota on its SM or leaves at once, and the admitted ones run the original blocks,\n"
                     "// taken from a work counter until none is left, so that the kernels beside it keep the rest\n"
                     "// of the SM.\n",
                  name);
    StrBuf kernel;
    strbuf_init(&kernel);
    strbuf_printf(&kernel, "%s_dp_corun", base);
    /* Never a template (plan/corun.c refuses them): no default template
     * argument to keep off a definition declared before. */
    decl_kernel_head(o, fn, kernel.data, DECL_SOLE_DEFINITION, t->plan->kernels[k->kernel].bounded);
    strbuf_free(&kernel);
    strbuf_puts(o, "dpopt::CorunState *dp_corun");
    for (int i = 0; i < fn->param_count; i++)
        decl_param(o, ", ", &fn->params[i], "");
    strbuf_puts(o, ")\n{\n");
    Writer w = w_at(o, "", 1);
    w_line(&w, "__shared__ dpopt::CorunTicket dp_ticket;");
    w_line(&w, "__shared__ bool dp_more;");
    w_line(&w, "bool dp_first = threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0;");
    put_if(&w, "dp_first", "dp_ticket = dpopt::corun_admit(dp_corun);");
    w_line(&w, "__syncthreads();");
    put_if(&w, "!dp_ticket.admitted", "return;");
    w_open(&w, "for (;;) {");
    put_if(&w, "dp_first", "dp_more = dpopt::corun_next(dp_corun, &dp_ticket);");
    w_line(&w, "__syncthreads();");
    put_if(&w, "!dp_more", "break;");
    StrBuf call;
    strbuf_init(&call);
    for (int i = 0; i < fn->param_count; i++)
        strbuf_printf(&call, "%s%s", i ? ", " : "", fn->params[i].name);
    const char *sep = fn->param_count ? ", " : "";
    if (u.block_idx)
        strbuf_printf(&call, "%sdpopt::corun_block_index(dp_ticket.block, dp_corun)", sep), sep = ", ";
    if (u.grid_dim)
        strbuf_printf(&call, "%sdpopt::corun_grid(dp_corun)", sep), sep = ", ";
    if (u.bypass) {
        // One copy of the body for each tag (kernel_dp_block is inlined):
        // the choice made once a block, not at every load.
        w_line(&w, "if (dp_ticket.bypass)");
        w_deeper(&w);
        w_line(&w, "%s_dp_block(%s%strue);", base, call.data, sep);
        w_back(&w);
        w_line(&w, "else");
        w_deeper(&w);
        w_line(&w, "%s_dp_block(%s%sfalse);", base, call.data, sep);
        w_back(&w);
    } else {
        w_line(&w, "%s_dp_block(%s);", base, call.data);
    }
    strbuf_free(&call);
    w_line(&w, "__syncthreads(); // every thread is done with dp_ticket before the next is taken");
    w_close(&w, "}");
    put_if(&w, "dp_first", "dpopt::corun_leave(dp_corun, dp_ticket);");
    strbuf_puts(o, "}");
}

/* kernel<<<g, b, s, st>>>(args) from the host:
 *     dpopt::corun_launch(kernel_dp_corun, kernel, "kernel", g, b, s, st, args)
 * and from the device:
 *     dpopt::corun_launch_device(kernel_dp_corun, kernel, kernel_dp_corun_setting, g, b, s, st, args) */
static void rewrite_launches(const Transform *t, const CorunKernel *k)
{
    const Program *p = t->plan->program;
    const char *name = p->functions[k->kernel].name, *base = model_name_base(&p->functions[k->kernel]);
    for (int i = 0; i < p->launch_count; i++) {
        const LaunchSite *l = &p->launches[i];
        if (corun_of_site(t->plan->coruns, p, i) != k)
            continue;
        StrBuf o;
        strbuf_init(&o);
        if (l->device_side)
            strbuf_printf(&o, "dpopt::corun_launch_device(%s_dp_corun, %s, %s_dp_corun_setting", base, name, base);
        else
            strbuf_printf(&o, "dpopt::corun_launch(%s_dp_corun, %s, \"%s\"", base, name, name);
        strbuf_printf(&o, ", %s, %s, %s, %s", l->grid, l->block, l->shmem ? l->shmem : "0", l->stream ? l->stream : "0");
        for (int a = 0; a < l->arg_count; a++) {
            char *arg = node_text(p->src, l->arg_nodes[a]);
            strbuf_printf(&o, ", %s", arg);
            free(arg);
        }
        strbuf_puts(&o, ")");
        edit_replace_taking(t->edits, ts_node_start_byte(l->node), node_end_byte(l->node), &o);
        strbuf_free(&o);
    }
}

/* Where function `fn` starts, with the comment lines right above it (a
 * declaration put there does not come between them). */
static uint32_t start_with_comments(const Program *p, int fn)
{
    TSNode outer = p->functions[fn].outer;
    uint32_t at = ts_node_start_byte(outer);
    for (TSNode prev = parents_prev_sibling(outer, false); !ts_node_is_null(prev) && node_is(prev, "comment");
         prev = parents_prev_sibling(prev, false)) {
        int breaks = 0;
        for (uint32_t i = node_end_byte(prev); i < at; i++) {
            if (p->src->text[i] == '\n')
                breaks++;
            else if (p->src->text[i] != ' ' && p->src->text[i] != '\t' && p->src->text[i] != '\r')
                breaks = 2;
        }
        if (breaks > 1)
            break;
        at = ts_node_start_byte(prev);
    }
    return at;
}

static uint32_t earlier(uint32_t at, const Program *p, int fn)
{
    uint32_t start = fn >= 0 ? start_with_comments(p, fn) : at;
    return start < at ? start : at;
}

/* A kernel launched from the device: its setting, where every launch of it
 * from the device and every launch from the host that writes it see it,
 *
 *     static __device__ dpopt::CorunDeviceSetting kernel_dp_corun_setting;
 *
 * and the co-runnable kernel declared before a launching function that
 * comes before the kernel. */
static void put_device_declarations(const Transform *t, const CorunKernel *k)
{
    const Program *p = t->plan->program;
    const Function *fn = &p->functions[k->kernel];
    uint32_t launchers = start_with_comments(p, k->kernel), all;
    for (int i = 0; i < p->launch_count; i++)
        if (p->launches[i].device_side && p->launches[i].callee_fn == k->kernel)
            launchers = earlier(launchers, p, p->launches[i].caller_fn);
    all = launchers;
    for (int i = 0; i < k->setter_count; i++)
        all = earlier(all, p, p->launches[k->setters[i]].caller_fn);
    StrBuf o;
    strbuf_init(&o);
    strbuf_printf(&o, "// dpopt: %s's quota and bypass for its launches from the device (--corun), written by the\n"
                      "// host from DPOPT_CORUN before each launch that leads to them (dpopt::corun_set_device).\n"
                      "static __device__ dpopt::CorunDeviceSetting %s_dp_corun_setting;\n\n",
                  fn->name, model_name_base(fn));
    if (launchers != all)
        edit_insert_taking(t->edits, all, &o); /* leaves o empty */
    if (launchers < start_with_comments(p, k->kernel)) {
        strbuf_printf(&o, "// dpopt: %s, co-runnable (defined after %s).\n", fn->name, fn->name);
        StrBuf kernel;
        strbuf_init(&kernel);
        strbuf_printf(&kernel, "%s_dp_corun", model_name_base(fn));
        decl_kernel_head(&o, fn, kernel.data, DECL_DECLARATION, t->plan->kernels[k->kernel].bounded);
        strbuf_free(&kernel);
        strbuf_puts(&o, "dpopt::CorunState *dp_corun");
        for (int i = 0; i < fn->param_count; i++)
            decl_param(&o, ", ", &fn->params[i], "");
        strbuf_puts(&o, ");\n\n");
    }
    if (o.len)
        edit_insert_taking(t->edits, launchers, &o);
    strbuf_free(&o);
}

/* Before each launch from the host that leads to the kernel's launches from
 * the device, its setting written:
 *
 *     dpopt::corun_set_device(kernel_dp_corun_setting, "kernel");
 *     parent<<<blocks, threads>>>(...);
 *
 * (braced with the launch where the launch's statement is not one of a
 * block's: `if (c) { dpopt::corun_set_device(...); parent<<<...>>>(...); }`). */
static void put_setters(const Transform *t, const CorunKernel *k)
{
    const Program *p = t->plan->program;
    const char *name = p->functions[k->kernel].name, *base = model_name_base(&p->functions[k->kernel]);
    for (int i = 0; i < k->setter_count; i++) {
        TSNode statement = p->launches[k->setters[i]].statement;
        uint32_t at = ts_node_start_byte(statement);
        StrBuf o;
        strbuf_init(&o);
        char *indent = emit_line_indent(p->src, at);
        uint32_t line = at - (uint32_t)strlen(indent);
        if (node_is(parents_of(statement), "compound_statement") && (line == 0 || p->src->text[line - 1] == '\n')) {
            /* a line of its own above the launch's */
            strbuf_printf(&o, "%sdpopt::corun_set_device(%s_dp_corun_setting, \"%s\");\n", indent, base, name);
            at = line;
        } else {
            strbuf_printf(&o, "{ dpopt::corun_set_device(%s_dp_corun_setting, \"%s\"); ", base, name);
            edit_insert(t->edits, node_end_byte(statement), " }");
        }
        free(indent);
        edit_insert_taking(t->edits, at, &o);
        strbuf_free(&o);
    }
}

bool corun_apply(const Transform *t)
{
    const Coruns *cs = t->plan->coruns;
    bool any = false;
    for (int i = 0; cs && i < cs->count; i++) {
        const CorunKernel *k = &cs->items[i];
        if (!k->applied)
            continue;
        const Function *fn = &t->plan->program->functions[k->kernel];
        BodyUse u = body_use(t->plan, fn, k);
        StrBuf o;
        strbuf_init(&o);
        put_block_function(t, k, u, &o);
        put_corun_kernel(t, k, u, &o);
        edit_insert_taking(t->edits, node_end_byte(fn->outer), &o);
        strbuf_free(&o);
        rewrite_launches(t, k);
        if (k->from_device) {
            put_device_declarations(t, k);
            put_setters(t, k);
        }
        any = true;
    }
    return any;
}
