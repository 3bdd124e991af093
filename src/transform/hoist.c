#include "transform/hoist.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "transform/decl.h"
#include "transform/line_mark.h"
#include "transform/removed_child.h"
#include "transform/site_code.h"
#include "transform/writer.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* The parameters of a function the host calls with the kernel's arguments:
 * those `used` named, the others their type alone (as decl_param spaces
 * it), unnamed. */
static void put_host_params(StrBuf *o, const Function *fn, const bool *used)
{
    for (int i = 0; i < fn->param_count; i++) {
        if (used[i]) {
            decl_param(o, i ? ", " : "", &fn->params[i], "");
            continue;
        }
        size_t n = strlen(fn->params[i].type);
        while (n > 0 && fn->params[i].type[n - 1] == ' ')
            n--;
        strbuf_printf(o, "%s%.*s", i ? ", " : "", (int)n, fn->params[i].type);
    }
}

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
    put_host_params(o, fn, kp->hoist_params);
    strbuf_printf(o, ")\n{\n    return dpopt::HoistChild{dim3(%s), dim3(%s)};\n}\n", kp->hoist_grid, kp->hoist_block);
    free(name);
}

/* static long long <parent>_dp_hoist_parents(<parameters>): the bound of
 * the thread's index that the reads of the offsets are under (--hoist
 * over offsets), where there is one. */
static void put_parents_function(const Plan *plan, int k, StrBuf *o)
{
    const Program *p = plan->program;
    const Function *fn = &p->functions[k];
    const KernelPlan *kp = &plan->kernels[k];
    char *name = plan_persistent_name(plan, k, "hoist_parents");
    strbuf_printf(o,
                  "\n\n// dpopt: how many threads of %s read %s: those whose index passes its bound, as\n"
                  "// the kernel compares them, worked out on the host from its arguments (--hoist over offsets).\n"
                  "static long long %s(",
                  fn->name, fn->params[kp->hoist_offsets].name, name);
    put_host_params(o, fn, kp->hoist_params);
    strbuf_printf(o, ")\n{\n    return dpopt::offset_walk_bound<%s>(%s);\n}\n", kp->hoist_index_type, kp->hoist_parents);
    free(name);
}

/* static __device__ void <child>_dp_walked(dim3 dp_threadIdx, dim3
 * dp_blockIdx, dim3 dp_gridDim, dim3 dp_blockDim, <parameters>): one
 * thread of the child, for the walk over offsets. */
static void put_child_thread(const Transform *t, int site, StrBuf *o, bool definition)
{
    char *name = plan_child_function(t->plan, site, "walked");
    if (definition)
        strbuf_printf(o, "\n\n// dpopt: one thread of %s, run by a thread of a walk over offsets (--hoist).\n",
                      t->plan->program->launches[site].callee);
    strbuf_puts(o, "static ");
    removed_child_thread_named(t, site, name, o, definition ? DECL_DEFINITION : DECL_DECLARATION);
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

/* The parameters' names, comma-separated. */
static void put_param_names(StrBuf *o, const Function *fn)
{
    for (int i = 0; i < fn->param_count; i++)
        strbuf_printf(o, "%s%s", i ? ", " : "", fn->params[i].name);
}

/* --hoist over offsets: the parent's code for one walked thread, then the
 * walking kernel.
 *
 *  static __device__ void <parent>_dp_walk_thread(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_blockDim,
 *                                                 dim3 dp_gridDim, unsigned long long dp_child_thread,
 *                                                 unsigned long long *dp_child_threads, <parameters>)
 *  {
 *      <the parent's body, its launch the walked thread's child thread, its thread count in *dp_child_threads>
 *  }
 *
 *  __global__ void __launch_bounds__(256) <parent>_dp_hoist(<parameters>, dpopt::OffsetWalk dp_walk)
 *  {
 *      const unsigned long long dp_threads = dpopt::offset_walk_count(dp_walk, <offsets>);
 *      if (dpopt::offset_walk_idle(dp_threads))
 *          return; // past the children's threads
 *      if (!dpopt::offset_walk_sorted(dp_walk, <offsets>)) {
 *          // The offsets decrease somewhere: no search finds a thread's parent. Each block runs the
 *          // child threads of one parent thread at a time, the parent's code telling how many.
 *          const unsigned int dp_blocks = dpopt::offset_walk_working_blocks(dp_threads);
 *          for (unsigned long long dp_v = blockIdx.x; dp_v < dp_walk.parents; dp_v += dp_blocks) {
 *              const dpopt::OffsetPlace dp_place = dpopt::offset_walk_parent(dp_walk, dp_v);
 *              for (unsigned long long dp_t = threadIdx.x;; dp_t += blockDim.x) {
 *                  unsigned long long dp_n = 0; // the child's threads: none where it makes no launch
 *                  <parent>_dp_walk_thread(dp_place.parent_thread, dp_place.parent_block, dp_walk.parent_block,
 *                                          dp_walk.parent_grid, dp_t, &dp_n, <parameters>);
 *                  if (dp_t >= dp_n || dp_n - dp_t <= blockDim.x)
 *                      break;
 *              }
 *          }
 *          return;
 *      }
 *      for (unsigned long long dp_at = ...; dp_at < dp_threads; dp_at += gridDim.x * blockDim.x) {
 *          const dpopt::OffsetPlace dp_place = dpopt::offset_walk_place(dp_walk, <offsets>, dp_at);
 *          unsigned long long dp_n = 0; // the child's threads (the search has found this one among them)
 *          <parent>_dp_walk_thread(dp_place.parent_thread, dp_place.parent_block, dp_walk.parent_block,
 *                                  dp_walk.parent_grid, dp_place.child_thread, &dp_n, <parameters>);
 *      }
 *  }
 *
 * Where the offsets decrease, the kernel makes no launch of the parent as
 * written (it did, into the tail stream): a kernel that may launch starts
 * more slowly even where it never does.
 */
static void put_walking_kernel(const Transform *t, int k, StrBuf *o)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    const Function *fn = &p->functions[k];
    const KernelPlan *kp = &plan->kernels[k];
    const LaunchSite *s = &p->launches[kp->hoist_site];
    const char *offsets = fn->params[kp->hoist_offsets].name;
    char *thread = plan_persistent_name(plan, k, "walk_thread"), *name = plan_persistent_name(plan, k, "hoist");
    StrBuf names;
    strbuf_init(&names);
    put_param_names(&names, fn);
    strbuf_printf(o,
                  "\n// dpopt: the code of one thread of %s, run again for one thread of its child\n"
                  "// (--hoist over offsets): it only reads and launches, and its launch is that child thread.\n"
                  "static __device__ void %s(dim3 dp_threadIdx, dim3 dp_blockIdx, dim3 dp_blockDim, dim3 dp_gridDim,\n"
                  "    unsigned long long dp_child_thread, unsigned long long *dp_child_threads",
                  fn->name, thread);
    for (int i = 0; i < fn->param_count; i++)
        decl_param(o, ", ", &fn->params[i], "");
    strbuf_puts(o, ")\n{\n");
    Writer w = w_at(o, "", 1);
    w_line(&w, "(void)dp_threadIdx;");
    w_line(&w, "(void)dp_blockIdx;");
    w_line(&w, "(void)dp_blockDim;");
    w_line(&w, "(void)dp_gridDim;");
    Emitter at = emitter_for(t, o);
    char *mark = line_mark_text(&at, ts_node_start_byte(fn->body));
    if (mark)
        w_directive(&w, mark);
    free(mark);
    char *body = hoisted_body(t, k);
    w_line(&w, "%s", body);
    free(body);
    w_close(&w, "}");
    strbuf_printf(o,
                  "\n// dpopt: %s with its launch of %s (line %u) hoisted into its host launches\n"
                  "// (--hoist over offsets): a thread for each thread of each child, which finds its\n"
                  "// parent thread by a search in %s and runs that thread's code again.\n",
                  fn->name, s->callee, site_code_line(plan, kp->hoist_site), offsets);
    strbuf_printf(o, "__global__ void __launch_bounds__(dpopt::offset_walk_threads) %s(", name);
    for (int i = 0; i < fn->param_count; i++)
        decl_param(o, i ? ", " : "", &fn->params[i], "");
    strbuf_printf(o, "%sdpopt::OffsetWalk dp_walk)\n{\n", fn->param_count ? ", " : "");
    w = w_at(o, "", 1);
    w_line(&w, "const unsigned long long dp_threads = dpopt::offset_walk_count(dp_walk, %s);", offsets);
    w_line(&w, "if (dpopt::offset_walk_idle(dp_threads))");
    w_line(&w, "    return; // past the children's threads");
    w_open(&w, "if (!dpopt::offset_walk_sorted(dp_walk, %s)) {", offsets);
    w_line(&w, "// The offsets decrease somewhere: no search finds a thread's parent. Each block runs the");
    w_line(&w, "// child threads of one parent thread at a time, the parent's code telling how many.");
    w_line(&w, "const unsigned int dp_blocks = dpopt::offset_walk_working_blocks(dp_threads);");
    w_open(&w, "for (unsigned long long dp_v = blockIdx.x; dp_v < dp_walk.parents; dp_v += dp_blocks) {");
    w_line(&w, "const dpopt::OffsetPlace dp_place = dpopt::offset_walk_parent(dp_walk, dp_v);");
    w_open(&w, "for (unsigned long long dp_t = threadIdx.x;; dp_t += blockDim.x) {");
    w_line(&w, "unsigned long long dp_n = 0; // the child's threads: none where it makes no launch");
    w_line(&w, "%s(dp_place.parent_thread, dp_place.parent_block, dp_walk.parent_block, dp_walk.parent_grid,", thread);
    w_line(&w, "    dp_t, &dp_n, %s);", names.data);
    w_line(&w, "if (dp_t >= dp_n || dp_n - dp_t <= blockDim.x)");
    w_line(&w, "    break;");
    w_close(&w, "}");
    w_close(&w, "}");
    w_line(&w, "return;");
    w_close(&w, "}");
    w_line(&w, "const unsigned long long dp_stride = gridDim.x * blockDim.x;");
    w_open(&w, "for (unsigned long long dp_at = blockIdx.x * blockDim.x + threadIdx.x; dp_at < dp_threads; dp_at += dp_stride) {");
    w_line(&w, "const dpopt::OffsetPlace dp_place = dpopt::offset_walk_place(dp_walk, %s, dp_at);", offsets);
    w_line(&w, "unsigned long long dp_n = 0; // the child's threads (the search has found this one among them)");
    w_line(&w, "%s(dp_place.parent_thread, dp_place.parent_block, dp_walk.parent_block, dp_walk.parent_grid,", thread);
    w_line(&w, "    dp_place.child_thread, &dp_n, %s);", names.data);
    w_close(&w, "}");
    w_close(&w, "}");
    strbuf_free(&names);
    free(thread);
    free(name);
}

static void put_hoisted_kernel(const Transform *t, int k, StrBuf *o)
{
    if (t->plan->kernels[k].hoist_walks) {
        put_walking_kernel(t, k, o);
        return;
    }
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

/* A host launch of a kernel hoisted over offsets (after the bindings of
 * rewrite_host_launch):
 *
 *      const dpopt::OffsetWalk dp_walk = dpopt::offset_walk(dp_grid, dp_block, <parent>_dp_hoist_parents(dp_arg0, ...),
 *                                                           <shared memory>, <stream>);
 *      if (dp_walk.parents) {
 *          if (dp_walk.check_blocks)
 *              dpopt::offsets_check<<<dp_walk.check_blocks, dpopt::offset_walk_threads, 0, <stream>>>>(dp_argR, dp_walk);
 *          <parent>_dp_hoist<<<dp_walk.blocks, dpopt::offset_walk_threads, 0, <stream>>>>(dp_arg0, ..., dp_walk);
 *          dpopt::offset_walk_end(dp_walk, <stream>);
 *      } else if (!dp_walk.nothing) {
 *          <parent><<<dp_grid, dp_block, <shared memory>, <stream>>>>(dp_arg0, ...);
 *      }
 */
static void put_host_walk(Writer *w, const Plan *plan, const LaunchSite *h, const char *args)
{
    const Program *p = plan->program;
    const Function *fn = &p->functions[h->callee_fn];
    const KernelPlan *kp = &plan->kernels[h->callee_fn];
    const char *on = h->config_count >= 4 ? "dp_stream" : "0", *shmem = h->config_count >= 3 ? "dp_shmem" : "0";
    char *hoisted = plan_persistent_name(plan, h->callee_fn, "hoist");
    if (kp->hoist_parents) {
        char *parents = plan_persistent_name(plan, h->callee_fn, "hoist_parents");
        w_line(w, "const long long dp_parents = %s(%s);", parents, args);
        free(parents);
    } else {
        w_line(w, "const long long dp_parents = 0x7fffffffffffffffLL; // every thread reads %s",
               fn->params[kp->hoist_offsets].name);
    }
    w_line(w, "const dpopt::OffsetWalk dp_walk = dpopt::offset_walk(dp_grid, dp_block, dp_parents, %s, %s);", shmem, on);
    w_open(w, "if (dp_walk.parents) {");
    w_line(w, "if (dp_walk.check_blocks) // many parents: the offsets checked by a grid of their own");
    w_deeper(w);
    w_line(w, "dpopt::offsets_check<<<dp_walk.check_blocks, dpopt::offset_walk_threads, 0, %s>>>(dp_arg%d, dp_walk);", on,
           kp->hoist_offsets);
    w_back(w);
    w_line(w, "%s<<<dp_walk.blocks, dpopt::offset_walk_threads, 0, %s>>>(%s%sdp_walk);", hoisted, on, args,
           h->arg_count ? ", " : "");
    w_line(w, "dpopt::offset_walk_end(dp_walk, %s);", on);
    w_close(w, "} else if (!dp_walk.nothing) {");
    w_deeper(w);
    w_line(w, "// The walk cannot be made here: %s as written.", fn->name);
    w_line(w, "%s<<<dp_grid, dp_block, %s, %s>>>(%s);", fn->name, shmem, on, args);
    w_close(w, "}");
    free(hoisted);
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
    if (plan->kernels[h->callee_fn].hoist_walks) {
        w_line(&w, "// dpopt: %s's launch of %s (line %u) hoisted here (--hoist over offsets): a",
               fn->name, s->callee, site_code_line(plan, plan->kernels[h->callee_fn].hoist_site));
        w_line(&w, "// thread for each child thread (where %s decreases, its blocks run the parent",
               fn->params[plan->kernels[h->callee_fn].hoist_offsets].name);
        w_line(&w, "// threads' children in turn), or %s as written where the walk cannot be made", fn->name);
    } else {
        w_line(&w, "// dpopt: %s's launch of %s (line %u) hoisted here (--hoist): one grid of",
               fn->name, s->callee, site_code_line(plan, plan->kernels[h->callee_fn].hoist_site));
        w_line(&w, "// all the children's blocks, or %s as written where that grid cannot be made", fn->name);
    }
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
    const KernelPlan *kp = &plan->kernels[h->callee_fn];
    long lane = kp->hoist_lane;
    if (kp->hoist_walks) {
        put_host_walk(&w, plan, h, args.data);
    } else {
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
    }
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

/* Whether site is the first hoisted the same way (in blocks, or over
 * offsets: its kernel's plan says which) of its child: the one that
 * defines the child's function for that way. */
static bool first_hoisted_of_child(const Plan *plan, int site)
{
    const Program *p = plan->program;
    bool walks = plan->kernels[p->launches[site].caller_fn].hoist_walks;
    for (int j = 0; j < site; j++)
        if (plan->sites[j].decision.hoisted && p->launches[j].callee_fn == p->launches[site].callee_fn &&
            plan->kernels[p->launches[j].caller_fn].hoist_walks == walks)
            return false;
    return true;
}


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
        bool walks = plan->kernels[k].hoist_walks;
        StrBuf o;
        strbuf_init(&o);
        if (!walks)
            put_size_function(plan, k, &o);
        else if (plan->kernels[k].hoist_parents)
            put_parents_function(plan, k, &o);
        /* The child's block (or thread) function is defined right after the
         * child: where the child ends last, this kernel stands at the same
         * place, first. */
        uint32_t at = plan_hoist_insertion_point(p, s);
        if (at == node_end_byte(p->functions[s->callee_fn].outer)) {
            strbuf_puts(&o, "\n");
            if (walks)
                put_child_thread(t, site, &o, false);
            else
                put_child_block(t, site, &o, false);
        }
        put_hoisted_kernel(t, k, &o);
        edit_insert_taking(t->edits, at, &o);
        strbuf_free(&o);
        if (first_hoisted_of_child(plan, site)) {
            StrBuf c;
            strbuf_init(&c);
            if (walks)
                put_child_thread(t, site, &c, true);
            else
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
/* Over offsets, the launch is the walked thread's own child thread, where
 * the launch as written would make it (a configuration CUDA takes, the
 * thread inside the grid):
 *
 *  {
 *      // dpopt: child<<<...>>> hoisted over offsets: this thread is one of its threads
 *      const dim3 dp_its_grid = dim3(<grid>), dp_its_block = dim3(<block>);
 *      *dp_child_threads = dpopt::launch_config_valid(dp_its_grid, dp_its_block)
 *                              ? dpopt::launch_thread_count(dp_its_grid, dp_its_block) : 0ull;
 *      if (dp_child_thread < *dp_child_threads) {
 *          const dpopt::WalkedThread dp_its = dpopt::offset_walk_thread(dp_child_thread, dp_its_grid, dp_its_block);
 *          child_dp_walked(dp_its.thread, dp_its.block, dp_its_grid, dp_its_block, <arguments>);
 *      }
 *
 * The thread and the grid's threads counted in 64 bits: a child of 64-bit
 * offsets may have more than 2^32 threads, and a grid of y or z past 1
 * more than 2^32 blocks (block_count's 32 bits stop at 2^32 - 1).
 *  }
 */
static void walk_at_site(Emitter *e, int site, const char *indent)
{
    SiteOpening l = site_code_open(e, site, indent);
    strbuf_puts(e->out, "hoisted over offsets: this thread is one of its threads\n");
    char *name = plan_child_function(e->plan, site, "walked");
    Writer w = w_at(e->out, indent, 1);
    w_line(&w, "const dim3 dp_its_grid = dim3(%s), dp_its_block = dim3(%s);", l.grid, l.block);
    w_line(&w, "// The launch as written makes it: a configuration CUDA takes, the thread inside the grid");
    w_line(&w, "// (its threads counted in 64 bits).");
    w_line(&w, "*dp_child_threads = dpopt::launch_config_valid(dp_its_grid, dp_its_block)");
    w_line(&w, "                        ? dpopt::launch_thread_count(dp_its_grid, dp_its_block) : 0ull;");
    w_open(&w, "if (dp_child_thread < *dp_child_threads) {");
    w_line(&w, "const dpopt::WalkedThread dp_its = dpopt::offset_walk_thread(dp_child_thread, dp_its_grid, dp_its_block);");
    size_t pad = strlen(name) + 1;
    w_line(&w, "%s(dp_its.thread, dp_its.block, dp_its_grid, dp_its_block,", name);
    StrBuf call;
    strbuf_init(&call);
    for (int k = 0; k < l.c.s->arg_count; k++) {
        char *text = emit_expr(e, l.c.s->arg_nodes[k]);
        strbuf_printf(&call, "%s%s", k ? ", " : "", text);
        free(text);
    }
    w_line(&w, "%*s%s);", (int)pad, "", call.data);
    strbuf_free(&call);
    w_close(&w, "}");
    w_end(&w);
    free(name);
    site_code_close(&l);
}

static void hoist_at_site(Emitter *e, int site, const char *indent, bool bound)
{
    (void)bound;
    if (e->plan->kernels[e->plan->program->launches[site].caller_fn].hoist_walks) {
        walk_at_site(e, site, indent);
        return;
    }
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
