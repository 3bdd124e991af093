/* Flattening at grid scope (--flatten=grid): grid aggregation's batch
 * (aggregate_batch.c) counted in threads, not blocks. At the end of the
 * block each launch reserves its child threads (runtime grid_flat.cuh).
 * The grid's last block walks a small batch itself; a larger one gets a
 * fused grid with a thread for each child thread of all the grid's
 * launches. Either way each thread walks its warp's share of the batch,
 * running one child thread at a time through <child>_dp_thread
 * (transform/removed_child.h). The plan is plan/flatten_grid.c's. */
#include "transform/flatten_grid.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "transform/decl.h"
#include "transform/removed_child.h"
#include "transform/site_code.h"
#include "util/alloc.h"
#include "util/strbuf.h"

/*  // Its threads, not its blocks, go into the grid's batch (at block scope, the block's): ...
 *  const unsigned long long dp_threads = dp_pending_0.dp_active ? dpopt::launch_thread_count(grid, block) : 0ull;
 *      (or launch_threads_below(grid, block, <bound>) for a child whose
 *      threads past an argument do nothing: analysis/thread_guard.h)
 *  const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
 *      (and, for a child with warp-wide operations, whose threads go in
 *      whole warps: && dpopt::block_count(<block>) % 32u == 0u)
 *  dpopt::BatchOptions dp_options = dpopt::batch_options<<record>, <launch>>();
 *  dpopt::grid_flat_open(&dp_batch, dp_temp, &<kernel>_state, dp_pending_0.dp_active && dp_flattened, (unsigned int)dp_threads,
 *                        dp_options);
 *      (a followed site: dp_options.ticket = dp_ticket; first: the copy the host follows uses the room
 *      it set aside, for the site or, where each grid takes a state, for the grid's stream; one that
 *      lists launches apart also dp_options.apart = dp_followed, and in the followed copy every launch
 *      goes in, one too large for the walk with no threads:
 *      dpopt::grid_flat_open(..., dp_pending_0.dp_active && (dp_flattened || dp_followed),
 *                            dp_flattened ? (unsigned int)dp_threads : 0u, dp_options))
 *      (at block scope: dpopt::block_flat_open(&dp_batch, dp_temp, <the same but the state>))
 */
/* The child threads of launch `pending` that are run: all of them, or for
 * a bounded child those below its bound argument (caller frees). */
static char *launch_threads_text(SiteCode c, const char *pending)
{
    StrBuf b;
    strbuf_init(&b);
    if (c.sp->aggregated.bounded)
        strbuf_printf(&b, "dpopt::launch_threads_below(%s.dp_grid, %s.dp_block, %s.%s)", pending, pending, pending,
                      c.child->params[c.sp->aggregated.bound_arg].name);
    else
        strbuf_printf(&b, "dpopt::launch_thread_count(%s.dp_grid, %s.dp_block)", pending, pending);
    return strbuf_take(&b);
}

/* Whether launch `pending`, of `threads` child threads, goes into the
 * batch: within grid_flat_launch_max, and in blocks of whole warps for a
 * child with warp-wide operations (caller frees). */
static char *launch_fits_text(const SitePlan *sp, const char *threads, const char *pending)
{
    StrBuf b;
    strbuf_init(&b);
    strbuf_printf(&b, "%s <= dpopt::grid_flat_launch_max", threads);
    if (sp->aggregated.whole_warps)
        strbuf_printf(&b, " && dpopt::block_count(%s.dp_block) %% 32u == 0u", pending);
    return strbuf_take(&b);
}

void flatten_grid_open(Emitter *e, int site, Writer *w, const char *pending)
{
    SiteCode c = site_code(e->plan, site);
    const SitePlan *sp = c.sp;
    bool block = sp->decision.kind == STRATEGY_FLATTEN_BLOCK;
    if (block)
        w_line(w, "// Its threads, not its blocks, go into the block's batch: the block runs them itself.");
    else
        w_line(w, "// Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.");
    if (sp->aggregated.bounded)
        w_line(w, "// (%s's threads past its argument '%s' do nothing: they are not counted.)", c.s->callee,
               c.child->params[sp->aggregated.bound_arg].name);
    char *threads = launch_threads_text(c, pending), *fits = launch_fits_text(sp, "dp_threads", pending);
    w_line(w, "const unsigned long long dp_threads = %s.dp_active ? %s : 0ull;", pending, threads);
    if (sp->aggregated.whole_warps) {
        w_line(w, "// (%s uses warp-wide operations: only blocks of whole warps go in, so that each warp of the", c.s->callee);
        w_line(w, "// walk runs one of its warps at a time, lane for lane.)");
    }
    w_line(w, "const bool dp_flattened = %s;", fits);
    free(threads);
    free(fits);
    w_line(w, "dpopt::BatchOptions dp_options = dpopt::batch_options<%s%s, %s%s>();", sp->aggregated.record_name, c.targs,
           sp->launch_name, c.targs);
    if (block) {
        w_line(w, "dpopt::block_flat_open(&dp_batch, dp_temp, %s.dp_active && dp_flattened, (unsigned int)dp_threads, dp_options);",
               pending);
        return;
    }
    if (sp->aggregated.followed) /* the copy the host follows finds its batch's room set aside (its stream's) */
        w_line(w, "dp_options.ticket = dp_ticket;");
    char *state = site_code_grid_state(sp);
    if (sp->aggregated.lists_apart) {
        w_line(w, "// In the copy the host follows, a launch too large for the walk goes in with no threads, listed apart:");
        w_line(w, "// the follow-up grid walks it whole.");
        w_line(w, "dp_options.apart = dp_followed;");
        w_line(w, "dpopt::grid_flat_open(&dp_batch, dp_temp, %s, %s.dp_active && (dp_flattened || dp_followed),", state, pending);
        w_line(w, "                      dp_flattened ? (unsigned int)dp_threads : 0u, dp_options);");
    } else {
        w_line(w, "dpopt::grid_flat_open(&dp_batch, dp_temp, %s, %s.dp_active && dp_flattened, (unsigned int)dp_threads, dp_options);",
               state, pending);
    }
    free(state);
}

/* A launch in a loop (SiteAggregation.loop_records): the thread's kept
 * records in pending[], those it can flatten counted, and the grid's batch
 * opened for them.
 *
 *      unsigned int dp_launches = 0u, dp_threads = 0u; // this thread's kept launches that go in, and their threads
 *      for (unsigned int dp_k = 0u; dp_k < dp_pending_0_count; dp_k++) {
 *          const unsigned long long dp_its = dpopt::launch_thread_count(dp_pending_0[dp_k].dp_grid, dp_pending_0[dp_k].dp_block);
 *          if (dp_its <= dpopt::grid_flat_launch_max) { dp_launches++; dp_threads += (unsigned int)dp_its; }
 *      }
 *      dpopt::BatchOptions dp_options = ...; dp_options.sites = K;
 *      dpopt::grid_flat_open_launches(&dp_batch, dp_temp, &child_dp_grid_state, dp_launches, dp_threads, dp_options);
 */
void flatten_grid_open_kept(Emitter *e, int site, Writer *w, const char *pending)
{
    SiteCode c = site_code(e->plan, site);
    const SitePlan *sp = c.sp;
    assert(sp->aggregated.loop_records > 0 && sp->decision.kind == STRATEGY_FLATTEN_GRID);
    w_line(w, "// Their threads, not their blocks, go into the grid's batch: the fused grid has a thread for each.");
    w_line(w, "unsigned int dp_launches = 0u, dp_threads = 0u; // this thread's kept launches that go in, and their threads");
    w_open(w, "for (unsigned int dp_k = 0u; dp_k < %s_count; dp_k++) {", c.pending);
    flatten_grid_count_kept(e, site, w, pending);
    w_line(w, "if (dp_fits) {");
    w_deeper(w);
    w_line(w, "dp_launches++;");
    w_line(w, "dp_threads += (unsigned int)dp_its;");
    w_close(w, "}");
    w_close(w, "}");
    w_line(w, "dpopt::BatchOptions dp_options = dpopt::batch_options<%s%s, %s%s>();", sp->aggregated.record_name, c.targs,
           sp->launch_name, c.targs);
    w_line(w, "dp_options.sites = %uu;", sp->aggregated.loop_records);
    if (sp->aggregated.followed) /* the copy the host follows finds its batch's room set aside (its stream's) */
        w_line(w, "dp_options.ticket = dp_ticket;");
    char *state = site_code_grid_state(sp);
    w_line(w, "dpopt::grid_flat_open_launches(&dp_batch, dp_temp, %s, dp_launches, dp_threads, dp_options);", state);
    free(state);
}

/* The threads of the kept launch `pending` (dp_its) and whether it goes
 * into the batch (dp_fits): at most grid_flat_launch_max threads, and
 * blocks of whole warps for a child with warp-wide operations. */
void flatten_grid_count_kept(Emitter *e, int site, Writer *w, const char *pending)
{
    SiteCode c = site_code(e->plan, site);
    char *threads = launch_threads_text(c, pending), *fits = launch_fits_text(c.sp, "dp_its", pending);
    w_line(w, "const unsigned long long dp_its = %s;", threads);
    w_line(w, "const bool dp_fits = %s;", fits);
    free(threads);
    free(fits);
}

/* ", <from><uniform argument>, ...": the fused kernel's (or its walk's)
 * arguments after the batch: `from` is "(*dp_first)." where they come from
 * the batch's first launch, "" inside the fused kernel, which has them as
 * parameters. */
static void append_uniform_args(StrBuf *call, SiteCode c, const char *from)
{
    const SitePlan *sp = c.sp;
    for (int k = 0; k < c.s->arg_count; k++)
        if (sp->aggregated.arg_scalar[k])
            strbuf_printf(call, ", %s%s", from, c.child->params[k].name);
    if (sp->aggregated.grid_scalar)
        strbuf_printf(call, ", %sdp_grid", from);
    if (sp->aggregated.block_scalar)
        strbuf_printf(call, ", %sdp_block", from);
}

/* "<first>." or "" (no first launch: nothing uniform is read from it). */
static char *member_of(const char *first)
{
    StrBuf b;
    strbuf_init(&b);
    if (first)
        strbuf_printf(&b, "%s.", first);
    return strbuf_take(&b);
}

/* <kernel><<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, <stream>>>>(dp_batch.data,
 *     <uniform arguments from the batch's first launch>): a thread per child
 * thread; the child has no shared memory. */
void flatten_grid_fused_call(Emitter *e, int site, Writer *w, const char *first, const char *stream)
{
    SiteCode c = site_code(e->plan, site);
    bool nested = site_code_nest_open(w, c.sp, &stream);
    StrBuf call;
    strbuf_init(&call);
    strbuf_printf(&call, "%s%s<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, %s>>>(dp_batch.data",
                  c.sp->kernel_name, c.targs, stream ? stream : "0");
    char *from = member_of(first);
    append_uniform_args(&call, c, from);
    free(from);
    w_line(w, "%s);", call.data);
    strbuf_free(&call);
    if (nested)
        site_code_nest_close(w);
}

/* `<if_line>` (an `if (...)`) and the fused grid's launch under it:
 * braced where the launch takes more than a line (nested:
 * site_code_nest_open). */
static void if_launch(Emitter *e, int site, Writer *w, const char *first, const char *stream, const char *if_line)
{
    if (site_code(e->plan, site).sp->aggregated.nested) {
        w_open(w, "%s {", if_line);
        flatten_grid_fused_call(e, site, w, first, stream);
        w_close(w, "}");
    } else {
        w_line(w, "%s", if_line);
        w_deeper(w);
        flatten_grid_fused_call(e, site, w, first, stream);
        w_back(w);
    }
}

/* The grid's last block, for a site whose small batches it runs itself
 * (SiteAggregation.in_block):
 *
 *  // The grid's last block runs a small batch itself (...); a larger batch gets a fused grid.
 *  const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, &<kernel>_state);
 *      (a child in whole warps: grid_flat_close(&dp_batch, dp_temp, &<kernel>_state, dpopt::grid_flat_whole_warps))
 *  if (dp_closed != dpopt::grid_flat_nothing)
 *      dp_first = dpopt::batch_first<...>(dp_batch.data, dp_batch.capacity);
 *  if (dp_closed == dpopt::grid_flat_launch)
 *      <kernel><<<...>>>(dp_batch.data, <uniform arguments>);
 *      (a followed site: under `if constexpr (!dp_followed)`: the followed copy's batch is in the room set
 *      aside, which the host's follow-up grid walks)
 *  if (dp_closed == dpopt::grid_flat_here) {
 *      <kernel>_walk(0u, 1u, dp_batch.data, <uniform arguments>);
 *      dpopt::grid_flat_done_here();
 *  }
 */
void flatten_grid_close(Emitter *e, int site, Writer *w, const char *first, const char *stream)
{
    SiteCode c = site_code(e->plan, site);
    const SitePlan *sp = c.sp;
    w_line(w, "// The grid's last block runs a small batch itself (at most dpopt::grid_flat_turns child threads for");
    w_line(w, "// each of its threads: a launch would cost more); a larger batch gets a fused grid.");
    /* The last block walks it only if it is whole warps itself. */
    const char *lanes = sp->aggregated.whole_warps ? "dpopt::grid_flat_whole_warps" : "dpopt::grid_flat_any_lanes";
    char *state = site_code_grid_state(sp);
    if (sp->aggregated.whole_warps) {
        w_line(w, "const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, %s, %s);", state, lanes);
    } else {
        w_line(w, "const dpopt::GridFlatClosed dp_closed = dpopt::grid_flat_close(&dp_batch, dp_temp, %s);", state);
    }
    free(state);
    if (first) {
        w_line(w, "if (dp_closed != dpopt::grid_flat_nothing)");
        w_deeper(w);
        w_line(w, "dp_first = dpopt::batch_first<%s%s, %s%s>(dp_batch.data, dp_batch.capacity);", sp->launch_name, c.targs,
               sp->aggregated.record_name, c.targs);
        w_back(w);
    }
    if (sp->aggregated.followed) {
        w_line(w, "// Where dp_followed, the batch is in the room the host set aside, and the grid it launches right after");
        w_line(w, "// this one (%s_follow) walks it: this copy launches nothing.", sp->kernel_name);
        w_open(w, "if constexpr (!dp_followed) {");
        if_launch(e, site, w, first, stream, "if (dp_closed == dpopt::grid_flat_launch)");
        w_close(w, "}");
    } else {
        if_launch(e, site, w, first, stream, "if (dp_closed == dpopt::grid_flat_launch)");
    }
    w_open(w, "if (dp_closed == dpopt::grid_flat_here) {");
    flatten_walk_here(e, site, w, first);
    w_line(w, "dpopt::grid_flat_done_here();");
    w_close(w, "}");
}

/* <kernel>_walk(0u, 1u, dp_batch.data, <uniform arguments from `first`>):
 * this block alone walks the batch. */
void flatten_walk_here(Emitter *e, int site, Writer *w, const char *first)
{
    SiteCode c = site_code(e->plan, site);
    StrBuf call;
    strbuf_init(&call);
    strbuf_printf(&call, "%s_walk%s(0u, 1u, dp_batch.data", c.sp->kernel_name, c.targs);
    char *from = member_of(first);
    append_uniform_args(&call, c, from);
    free(from);
    w_line(w, "%s);", call.data);
    strbuf_free(&call);
}

/* --flatten=grid: the walk of a batch by the blocks that run it, each
 * thread running one child thread at a time, its warp's share in turn.
 *
 *  template <...>
 *  __device__ void child_dp_grid_1_walk(unsigned int dp_block_at, unsigned int dp_blocks, unsigned char *dp_batch,
 *                                       <uniform arguments>)
 *  {
 *      dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);
 *      child_dp_grid_1_args dp_record;
 *      while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {
 *          const dim3 dp_its_grid = dp_record.dp_grid, dp_its_block = dp_record.dp_block;
 *              (a block that is a constant: const dim3 dp_its_block(<it>u);)
 *          const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
 *          child_dp_thread(<its threadIdx>, <its blockIdx>, dp_its_grid, dp_its_block, dp_record.a, ...);
 *          __syncwarp(); (a child in whole warps: each step is one warp of it)
 *      }
 *  }
 */
/* The walk's block where every launch's is a constant (written as in the
 * launch where short): the divisions that rebuild a child thread's
 * indices are then by a constant, which the compiler makes shifts or
 * multiplications. */
static void put_constant_block(Writer *w, const Program *p, const LaunchSite *s, unsigned int block)
{
    char *text = node_text(p->src, s->config[1]);
    bool shown = strlen(text) <= 32 && !strchr(text, '\n') && strspn(text, "0123456789uU") != strlen(text);
    w_line(w, "const dim3 dp_its_block(%uu); // every launch's block%s%s%s: a constant, no division at run time", block,
           shown ? " (" : "", shown ? text : "", shown ? ")" : "");
    free(text);
}

/* The geometry of dp_record's launch (dp_its_grid, dp_its_block,
 * dp_per_block) and the call of its child thread `thread`; `wide`: in a
 * grid-stride loop over all the launch's threads, 64 bits. A child in
 * whole warps then waits for its warp after each: the walk's steps are
 * whole warps of it (its blocks are, and so are the walk's and its
 * stride). */
static void put_child_thread(Writer *w, const Plan *plan, int site, const char *targs, const char *thread, bool wide)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    const SitePlan *sp = &plan->sites[site];
    const Function *child = &p->functions[s->callee_fn];
    char *grid = sp->aggregated.grid_scalar ? xstrdup("dp_grid") : decl_record_grid(sp, "dp_record");
    w_line(w, "const dim3 dp_its_grid = %s;", grid);
    free(grid);
    if (sp->aggregated.block_constant)
        put_constant_block(w, p, s, sp->aggregated.block_constant);
    else
        w_line(w, "const dim3 dp_its_block = %s;", sp->aggregated.block_scalar ? "dp_block" : "dp_record.dp_block");
    w_line(w, "const unsigned int dp_per_block = dpopt::block_count(dp_its_block);");
    bool whole_warps = sp->aggregated.whole_warps;
    if (wide) {
        w_line(w, "const unsigned long long dp_its = dpopt::launch_thread_count(dp_its_grid, dp_its_block);");
        w_open(w, "for (unsigned long long %s = dpopt::grid_flat_apart_first(); %s < dp_its; %s += dpopt::grid_flat_apart_step())%s",
               thread, thread, thread, whole_warps ? " {" : "");
    }
    StrBuf call, function;
    strbuf_init(&call);
    strbuf_init(&function);
    strbuf_printf(&function, "%s_dp_thread%s", model_name_base(child), targs);
    removed_child_thread_call(&call, function.data, thread, "dp_its_", wide);
    strbuf_free(&function);
    for (int k = 0; k < s->arg_count; k++)
        strbuf_printf(&call, ", %s%s", sp->aggregated.arg_scalar[k] ? "" : "dp_record.", child->params[k].name);
    w_line(w, "%s);", call.data);
    strbuf_free(&call);
    if (whole_warps) {
        w_line(w, "// Lanes that left the child early wait here for the rest of its warp, as if they had ended.");
        w_line(w, "__syncwarp();");
    }
    if (wide && whole_warps)
        w_close(w, "}");
    else if (wide)
        w_back(w);
}

void flatten_grid_walk(const Plan *plan, int site, StrBuf *o)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    const SitePlan *sp = &plan->sites[site];
    const Function *child = &p->functions[s->callee_fn];
    char *targs = child->template_params ? decl_template_args(child->template_params) : xstrdup("");
    strbuf_printf(o, "\n\n// dpopt: the launches of %s in a batch, run by block dp_block_at of dp_blocks: by the fused grid,\n"
                     "// or by the launching grid's last block where the batch is small.\n", s->callee);
    decl_fused_walk_signature(plan, site, o, DECL_DEFINITION);
    strbuf_puts(o, "\n{\n");
    Writer w = w_at(o, "", 1);
    w_line(&w, "// Each warp takes a share of the flattened threads, 32 at a time; each lane keeps the launch");
    w_line(&w, "// of its current thread and that launch's arguments, and looks again only past its end.");
    w_line(&w, "dpopt::FlatWalk dp_walk = dpopt::grid_flat_walk_in(dp_batch, dp_block_at, dp_blocks);");
    w_line(&w, "%s%s dp_record;", sp->aggregated.record_name, targs);
    w_open(&w, "while (dpopt::grid_flat_step(dp_batch, &dp_walk, &dp_record)) {");
    put_child_thread(&w, plan, site, targs, "dp_walk.thread", false);
    w_close(&w, "}");
    w_close(&w, "}");
    if (sp->aggregated.lists_apart) {
        strbuf_printf(o, "\n\n// dpopt: the launches of %s listed apart in a followed grid's batch (too large for the walk),\n"
                         "// each walked whole by the follow-up grid, grid-stride.\n", s->callee);
        decl_fused_walk_apart_signature(plan, site, o, DECL_SOLE_DEFINITION);
        strbuf_puts(o, "\n{\n");
        Writer a = w_at(o, "", 1);
        w_line(&a, "%s%s dp_record;", sp->aggregated.record_name, targs);
        w_open(&a, "for (unsigned int dp_k = 0u; dp_k < dp_found.apart; dp_k++) {");
        w_line(&a, "dpopt::grid_flat_apart_record<%s%s, %s%s>(dp_found, dp_k, &dp_record);", sp->aggregated.record_name, targs,
               sp->launch_name, targs);
        put_child_thread(&a, plan, site, targs, "dp_thread", true);
        w_close(&a, "}");
        w_close(&a, "}");
    }
    free(targs);
}

/* The fused kernel: its blocks walk the batch.
 *
 *  __global__ void child_dp_grid_1(unsigned char *dp_batch, <uniform arguments>)
 *  {
 *      child_dp_grid_1_walk(blockIdx.x, gridDim.x, dp_batch, <uniform arguments>);
 *      dpopt::grid_flat_leave(dp_batch);
 *  }
 */
void flatten_grid_fused_kernel(const Plan *plan, int site, StrBuf *o)
{
    SiteCode c = site_code(plan, site);
    const Function *child = c.child;
    char *targs = child->template_params ? decl_template_args(child->template_params) : xstrdup("");
    decl_fused_signature(plan, site, o, DECL_DEFINITION);
    strbuf_puts(o, "\n{\n");
    Writer w = w_at(o, "", 1);
    StrBuf call;
    strbuf_init(&call);
    strbuf_printf(&call, "%s_walk%s(blockIdx.x, gridDim.x, dp_batch", c.sp->kernel_name, targs);
    append_uniform_args(&call, c, "");
    w_line(&w, "%s);", call.data);
    strbuf_free(&call);
    w_line(&w, "// Done with the batch: the grid's last block releases it.");
    w_line(&w, "dpopt::grid_flat_leave(dp_batch);");
    w_close(&w, "}");
    free(targs);
}

/* What the host's follow-up launch needs, declared before the launching
 * kernel:
 *
 *  // The grid the host launches right after each grid of <kernel>_dp_followed, to walk its batch.
 *  __global__ void <fused>_follow();      (where each grid takes a state: (unsigned long long dp_ticket),
 *                                          which names the stream's room)
 *  // Its grid's size, and the room the host sets aside for its batches, per device.
 *  static dpopt::PerDevice<unsigned int> <fused>_follow_blocks;
 *  static dpopt::PerDevice<dpopt::GridFlatAside> <fused>_aside;      (one grid at a time)
 *  static __device__ unsigned char *<fused>_stream_rooms[dpopt::grid_flat_stream_rooms];   (a state each: a room a stream)
 *  static dpopt::PerDevice<dpopt::GridFlatStreamAsides> <fused>_stream_asides;
 */
void flatten_grid_follow_declarations(const Plan *plan, int site, StrBuf *o)
{
    const Program *p = plan->program;
    const SitePlan *sp = &plan->sites[site];
    const char *k = sp->kernel_name;
    bool aside = !sp->aggregated.grid_table;
    strbuf_printf(o,
                  "// The grid the host launches right after each grid of %s_dp_followed, to walk its batch.\n"
                  "__global__ void %s_follow(%s);\n"
                  "// Its grid's size%s, per device.\n"
                  "static dpopt::PerDevice<unsigned int> %s_follow_blocks;\n",
                  p->functions[p->launches[site].caller_fn].name, k, aside ? "" : "unsigned long long dp_ticket",
                  aside ? ", and the room the host sets aside for its batches" : "", k);
    if (aside)
        strbuf_printf(o, "static dpopt::PerDevice<dpopt::GridFlatAside> %s_aside;\n", k);
    else
        strbuf_printf(o, "// The rooms for its batches, one a stream (by the number in the ticket), per device.\n"
                         "static __device__ unsigned char *%s_stream_rooms[dpopt::grid_flat_stream_rooms];\n"
                         "static dpopt::PerDevice<dpopt::GridFlatStreamAsides> %s_stream_asides;\n",
                      k, k);
    strbuf_puts(o, "\n");
}

/* The follow-up kernel, launched by the host right after each grid of the
 * launching kernel's _dp_followed copy (where each grid takes a state of
 * its own, with the same ticket, which names its stream's room):
 *
 *  __global__ void <fused>_follow()
 *  {
 *      dpopt::GridFlatFound dp_found;
 *      if (!dpopt::grid_flat_follow_find(&<fused>_state, &dp_found))
 *          return;             (where each grid takes a state of its own: its stream's room,
 *                               dpopt::grid_flat_stream_state(<fused>_stream_rooms, dp_ticket))
 *      const <launch> *dp_first = dpopt::batch_first<<launch>, <record>>(dp_found.batch, dp_found.capacity);
 *      <fused>_walk(blockIdx.x, gridDim.x, dp_found.batch, <uniform arguments from the first launch>);
 *      <fused>_walk_apart(dp_found, <the same>);      (a site that lists launches apart)
 *      dpopt::grid_flat_follow_leave(dp_found);
 *  }
 */
void flatten_grid_follow_kernel(const Plan *plan, int site, StrBuf *o)
{
    SiteCode c = site_code(plan, site);
    const SitePlan *sp = c.sp;
    const char *k = sp->kernel_name;
    strbuf_printf(o, "\n\n// dpopt: the fused grid of %s's launches as the host launches it, right after each grid of %s_dp_followed.\n",
                  c.s->callee, plan->program->functions[c.s->caller_fn].name);
    /* No template head: a follow-up kernel is for one launching kernel,
     * never a template, whatever its child (its declaration says the same). */
    strbuf_printf(o, "__global__ void %s_follow(%s)\n{\n", k, sp->aggregated.grid_table ? "unsigned long long dp_ticket" : "");
    Writer w = w_at(o, "", 1);
    w_line(&w, "// The batch that grid left in the room, if it made one; only the blocks with a share of it take part%s",
           sp->aggregated.lists_apart ? "" : ".");
    if (sp->aggregated.lists_apart)
        w_line(&w, "// (every block, where launches are listed apart).");
    w_line(&w, "dpopt::GridFlatFound dp_found;");
    if (sp->aggregated.grid_table) /* in its stream's room */
        w_line(&w, "if (!dpopt::grid_flat_follow_find(dpopt::grid_flat_stream_state(%s_stream_rooms, dp_ticket), &dp_found))", k);
    else
        w_line(&w, "if (!dpopt::grid_flat_follow_find(&%s_state, &dp_found))", k);
    w_deeper(&w);
    w_line(&w, "return;");
    w_back(&w);
    StrBuf args;
    strbuf_init(&args);
    append_uniform_args(&args, c, "(*dp_first).");
    if (args.len)
        w_line(&w, "const %s%s *dp_first = dpopt::batch_first<%s%s, %s%s>(dp_found.batch, dp_found.capacity);",
               sp->launch_name, c.targs, sp->launch_name, c.targs, sp->aggregated.record_name, c.targs);
    w_line(&w, "%s_walk%s(blockIdx.x, gridDim.x, dp_found.batch%s);", k, c.targs, args.data);
    if (sp->aggregated.lists_apart)
        w_line(&w, "%s_walk_apart%s(dp_found%s);", k, c.targs, args.data);
    strbuf_free(&args);
    w_line(&w, "dpopt::grid_flat_follow_leave(dp_found);");
    w_close(&w, "}");
}
