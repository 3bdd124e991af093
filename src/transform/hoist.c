#include "transform/hoist.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "transform/decl.h"
#include "transform/line_mark.h"
#include "transform/site_code.h"
#include "transform/writer.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* static dpopt::HoistChild <parent>_dp_hoist_child(<parameters>): the
 * child's size from the parent's arguments; a parameter it does not read
 * is left unnamed. */
static void put_size_function(const Plan *plan, int k, StrBuf *o)
{
    const Program *p = plan->program;
    const Function *fn = &p->functions[k];
    const KernelPlan *kp = &plan->kernels[k];
    const LaunchSite *s = &p->launches[kp->hoist_site];
    char *name = plan_persistent_name(plan, k, "hoist_child");
    strbuf_printf(o,
                  "\n\n// dpopt: the grid of %s that each thread of %s launches (line %u),\n"
                  "// worked out on the host from the kernel's arguments (--hoist).\n"
                  "static dpopt::HoistChild %s(",
                  s->callee, fn->name, site_code_line(plan, kp->hoist_site), name);
    for (int i = 0; i < fn->param_count; i++) {
        if (kp->hoist_params[i]) {
            decl_param(o, i ? ", " : "", &fn->params[i], "");
            continue;
        }
        /* Unnamed: the type alone, as decl_param spaces it. */
        size_t n = strlen(fn->params[i].type);
        while (n > 0 && fn->params[i].type[n - 1] == ' ')
            n--;
        strbuf_printf(o, "%s%.*s", i ? ", " : "", (int)n, fn->params[i].type);
    }
    strbuf_printf(o, ")\n{\n    return dpopt::HoistChild{dim3(%s), dim3(%s)};\n}\n", kp->hoist_grid, kp->hoist_block);
    free(name);
}

/* static __device__ void <child>_dp_hoisted(dim3 dp_blockIdx, dim3
 * dp_gridDim, dim3 dp_blockDim, <parameters>): its declaration, or its
 * definition with the child's body. */
static void put_child_block(const Transform *t, int site, StrBuf *o, bool definition)
{
    const Program *p = t->plan->program;
    const Function *fn = &p->functions[p->launches[site].callee_fn];
    char *name = plan_child_function(t->plan, site, "hoisted");
    if (definition)
        strbuf_printf(o, "\n\n// dpopt: one block of %s, run by a block of its own size in a hoisted grid\n"
                         "// (--hoist): the block's place in the child's grid is handed in.\n",
                      fn->name);
    strbuf_printf(o, "static __device__ void %s(dim3 dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim", name);
    for (int i = 0; i < fn->param_count; i++)
        decl_param(o, ", ", &fn->params[i], "");
    strbuf_puts(o, definition ? ")\n" : ");\n");
    free(name);
    if (!definition)
        return;
    Emitter e = emitter_for(t, o);
    e.mode = EMIT_FUSED;
    line_mark_insert(&e, ts_node_start_byte(fn->body));
    emit_body_at_depth(&e, fn->body, 0);
}

/* The parent's body as its hoisted kernel runs it, its braces at the
 * kernel's depth. */
static char *hoisted_body(const Transform *t, int k)
{
    StrBuf body;
    strbuf_init(&body);
    Emitter e = emitter_for(t, &body);
    e.mode = EMIT_HOIST;
    emit_body_at_depth(&e, t->plan->program->functions[k].body, 4);
    return strbuf_take(&body);
}

static void put_hoisted_kernel(const Transform *t, int k, StrBuf *o)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    const Function *fn = &p->functions[k];
    const LaunchSite *s = &p->launches[plan->kernels[k].hoist_site];
    const Function *child = &p->functions[s->callee_fn];
    char *name = plan_persistent_name(plan, k, "hoist");
    strbuf_printf(o,
                  "\n// dpopt: %s with its launch of %s (line %u) hoisted into its host launches\n"
                  "// (--hoist): a block for each child block of each of its threads, which runs that\n"
                  "// thread's code again (it reads no memory and only launches), the launch its own block.\n",
                  fn->name, s->callee, site_code_line(plan, plan->kernels[k].hoist_site));
    decl_kernel_head(o, child, name, DECL_DEFINITION, plan->kernels[k].hoist_bounded);
    for (int i = 0; i < fn->param_count; i++)
        decl_param(o, i ? ", " : "", &fn->params[i], "");
    strbuf_printf(o, "%sdpopt::HoistGrid dp_hoist)\n{\n", fn->param_count ? ", " : "");
    char *body = hoisted_body(t, k);
    size_t len = strlen(body);
    Writer w = w_at(o, "", 1);
    w_line(&w, "const dpopt::HoistPlace dp_place = dpopt::hoist_place(dp_hoist);");
    static const char *const place[][2] = {{"dp_threadIdx", "dp_place.parent_thread"},
                                           {"dp_blockIdx", "dp_place.parent_block"},
                                           {"dp_blockDim", "dp_hoist.parent_block"},
                                           {"dp_gridDim", "dp_hoist.parent_grid"}};
    for (size_t i = 0; i < sizeof place / sizeof *place; i++)
        if (text_has_word(body, len, place[i][0]))
            w_line(&w, "const dim3 %s = %s;", place[i][0], place[i][1]);
    Emitter at = emitter_for(t, o);
    char *mark = line_mark_text(&at, ts_node_start_byte(fn->body));
    if (mark)
        w_directive(&w, mark);
    free(mark);
    w_line(&w, "%s", body);
    w_close(&w, "}");
    free(body);
    free(name);
}

/* A host launch of a hoisted kernel:
 *
 *  {
 *      // dpopt: ...
 *      const dim3 dp_grid = <grid>, dp_block = <block>;
 *      <parameter type> dp_arg0 = <argument 0>; ...
 *      const dpopt::HoistGrid dp_hoist = dpopt::hoist_grid(dp_grid, dp_block, <parent>_dp_hoist_child(dp_arg0, ...));
 *      if (dp_hoist.blocks)
 *          <parent>_dp_hoist<<<dp_hoist.blocks, dp_hoist.child_block, 0, <stream>>>>(dp_arg0, ..., dp_hoist);
 *      else // ...
 *          <parent><<<dp_grid, dp_block, <shared memory>, <stream>>>>(dp_arg0, ...);
 *  }
 */
static void rewrite_host_launch(const Transform *t, int launch)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    const LaunchSite *h = &p->launches[launch];
    const Function *fn = &p->functions[h->callee_fn];
    const LaunchSite *s = &p->launches[plan->kernels[h->callee_fn].hoist_site];
    char *indent = emit_line_indent(p->src, ts_node_start_byte(h->statement));
    StrBuf o, args;
    strbuf_init(&o);
    strbuf_init(&args);
    Writer w = w_block(&o, indent);
    w_line(&w, "// dpopt: %s's launch of %s (line %u) hoisted here (--hoist): one grid of",
           fn->name, s->callee, site_code_line(plan, plan->kernels[h->callee_fn].hoist_site));
    w_line(&w, "// all the children's blocks, or %s as written where that grid cannot be made", fn->name);
    char *grid = node_text(p->src, h->config[0]), *block = node_text(p->src, h->config[1]);
    w_line(&w, "const dim3 dp_grid = %s, dp_block = %s;", grid, block);
    free(grid);
    free(block);
    char *shmem = h->config_count >= 3 ? node_text(p->src, h->config[2]) : xstrdup("0");
    char *stream = h->config_count >= 4 ? node_text(p->src, h->config[3]) : xstrdup("0");
    if (h->config_count >= 3)
        w_line(&w, "const size_t dp_shmem = %s;", shmem);
    if (h->config_count >= 4)
        w_line(&w, "const cudaStream_t dp_stream = %s;", stream);
    for (int i = 0; i < h->arg_count; i++) {
        Param bound = fn->params[i];
        char local[32];
        snprintf(local, sizeof local, "dp_arg%d", i);
        bound.name = local;
        StrBuf decl;
        strbuf_init(&decl);
        decl_param(&decl, "", &bound, " = ");
        w_line(&w, "%s%s;", decl.data, h->args[i]);
        strbuf_free(&decl);
        strbuf_printf(&args, "%sdp_arg%d", i ? ", " : "", i);
    }
    char *size = plan_persistent_name(plan, h->callee_fn, "hoist_child"), *hoisted = plan_persistent_name(plan, h->callee_fn, "hoist");
    long lane = plan->kernels[h->callee_fn].hoist_lane;
    if (lane >= 0) /* one lane of each parent block can launch: a block of the grid each */
        w_line(&w, "const dpopt::HoistGrid dp_hoist = dpopt::hoist_grid_lane(dp_grid, dp_block, %s(%s), %ldu);", size,
               args.data, lane);
    else
        w_line(&w, "const dpopt::HoistGrid dp_hoist = dpopt::hoist_grid(dp_grid, dp_block, %s(%s));", size, args.data);
    const char *on = h->config_count >= 4 ? "dp_stream" : "0";
    w_line(&w, "if (dp_hoist.blocks)");
    w_deeper(&w);
    w_line(&w, "%s<<<dp_hoist.blocks, dp_hoist.child_block, 0, %s>>>(%s%sdp_hoist);", hoisted, on, args.data,
           h->arg_count ? ", " : "");
    w_back(&w);
    w_line(&w, "else");
    w_deeper(&w);
    w_line(&w, "%s<<<dp_grid, dp_block, %s, %s>>>(%s);", fn->name, h->config_count >= 3 ? "dp_shmem" : "0", on,
           args.data);
    w_back(&w);
    w_end(&w);
    edit_replace(t->edits, ts_node_start_byte(h->statement), node_end_byte(h->statement), o.data);
    free(size);
    free(hoisted);
    free(shmem);
    free(stream);
    free(indent);
    strbuf_free(&o);
    strbuf_free(&args);
}

static bool hoisted_site(const SitePlan *sp) { return sp->decision.hoisted; }

bool hoist_apply(const Transform *t)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    bool any = false;
    for (int k = 0; k < p->function_count; k++) {
        if (!plan->kernels[k].hoisted)
            continue;
        any = true;
        int site = plan->kernels[k].hoist_site;
        const LaunchSite *s = &p->launches[site];
        StrBuf o;
        strbuf_init(&o);
        put_size_function(plan, k, &o);
        /* The child's block function is defined right after the child: where
         * the child ends last, this kernel stands at the same place, first. */
        uint32_t at = plan_hoist_insertion_point(p, s);
        if (at == node_end_byte(p->functions[s->callee_fn].outer)) {
            strbuf_puts(&o, "\n");
            put_child_block(t, site, &o, false);
        }
        put_hoisted_kernel(t, k, &o);
        edit_insert_taking(t->edits, at, &o);
        strbuf_free(&o);
        if (site_code_first_of_child(plan, site, hoisted_site)) {
            StrBuf c;
            strbuf_init(&c);
            put_child_block(t, site, &c, true);
            edit_insert_taking(t->edits, node_end_byte(p->functions[s->callee_fn].outer), &c);
            strbuf_free(&c);
        }
    }
    for (int j = 0; j < p->launch_count; j++)
        if (plan_host_launch_hoisted(plan, &p->launches[j]))
            rewrite_host_launch(t, j);
    return any;
}

/* In the hoisted kernel, the launch is the block's own child block:
 *
 *  {
 *      // dpopt: child<<<grid, block>>> hoisted: this block is one of its blocks
 *      child_dp_hoisted(dp_place.child_block, dim3(<grid>), dim3(<block>), <arguments>);
 *  }
 */
static void hoist_at_site(Emitter *e, int site, const char *indent, bool bound)
{
    (void)bound;
    SiteOpening l = site_code_open(e, site, indent);
    strbuf_puts(e->out, "hoisted: this block is one of its blocks\n");
    char *name = plan_child_function(e->plan, site, "hoisted");
    Writer w = w_at(e->out, indent, 1);
    /* The launch's own grid and block: the values the host worked out,
     * written as the launch writes them. */
    w_start(&w, "%s(dp_place.child_block, dim3(%s), dim3(%s)", name, l.grid, l.block);
    for (int k = 0; k < l.c.s->arg_count; k++) {
        char *text = emit_expr(e, l.c.s->arg_nodes[k]);
        strbuf_printf(e->out, ", %s", text);
        free(text);
    }
    strbuf_puts(e->out, ");\n");
    w_end(&w);
    free(name);
    site_code_close(&l);
}

const Strategy hoist = {.name = "hoisting", .at_site = hoist_at_site};
