/* Flattening at grid scope (--flatten=grid): grid aggregation's batch
 * (aggregate_batch.c) counted in threads, not blocks. At the end of the
 * block each launch reserves its child threads (runtime grid_flat.cuh),
 * and the grid's last block launches a fused grid with a thread for each
 * child thread of all the grid's launches, each finding its launch and
 * running one child thread through <child>_dp_thread
 * (transform/removed_child.h). The plan is plan/flatten_grid.c's. */
#include "transform/flatten_grid.h"

#include <stdlib.h>

#include "transform/decl.h"
#include "transform/removed_child.h"
#include "transform/site_code.h"
#include "util/alloc.h"
#include "util/strbuf.h"

/*  // Its threads, not its blocks, go into the grid's batch: ...
 *  const unsigned long long dp_threads = dp_pending_0.dp_active ? dpopt::launch_thread_count(grid, block) : 0ull;
 *      (or launch_threads_below(grid, block, <bound>) for a child whose
 *      threads past an argument do nothing: analysis/thread_guard.h)
 *  const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;
 *  dpopt::grid_flat_open(&dp_batch, &<kernel>_state, dp_pending_0.dp_active && dp_flattened, (unsigned int)dp_threads,
 *                        (unsigned int)sizeof(<record>), (unsigned int)sizeof(<launch>));
 */
void flatten_grid_open(Emitter *e, int site, Writer *w, const char *pending)
{
    SiteCode c = site_code(e->plan, site);
    const SitePlan *sp = c.sp;
    w_line(w, "// Its threads, not its blocks, go into the grid's batch: the fused grid has a thread for each.");
    if (sp->aggregated.bounded) {
        const char *bound = c.child->params[sp->aggregated.bound_arg].name;
        w_line(w, "// (%s's threads past its argument '%s' do nothing: they are not counted.)", c.s->callee, bound);
        w_line(w, "const unsigned long long dp_threads = %s.dp_active ? dpopt::launch_threads_below(%s.dp_grid, %s.dp_block, %s.%s) : 0ull;",
               pending, pending, pending, pending, bound);
    } else {
        w_line(w, "const unsigned long long dp_threads = %s.dp_active ? dpopt::launch_thread_count(%s.dp_grid, %s.dp_block) : 0ull;",
               pending, pending, pending);
    }
    w_line(w, "const bool dp_flattened = dp_threads <= dpopt::grid_flat_launch_max;");
    w_line(w, "dpopt::grid_flat_open(&dp_batch, &%s_state, %s.dp_active && dp_flattened, (unsigned int)dp_threads,", sp->kernel_name,
           pending);
    w_line(w, "                      (unsigned int)sizeof(%s%s), (unsigned int)sizeof(%s%s));", sp->aggregated.record_name, c.targs,
           sp->launch_name, c.targs);
}

/* <kernel><<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, <stream>>>>(dp_batch.data,
 *     <uniform arguments from the batch's first launch>): a thread per child
 * thread; the child has no shared memory. */
void flatten_grid_fused_call(Emitter *e, int site, Writer *w, const char *first, const char *stream)
{
    SiteCode c = site_code(e->plan, site);
    const SitePlan *sp = c.sp;
    StrBuf call;
    strbuf_init(&call);
    strbuf_printf(&call, "%s%s<<<dpopt::grid_flat_blocks(dp_batch.total_blocks), dpopt::grid_flat_block, 0, %s>>>(dp_batch.data",
                  sp->kernel_name, c.targs, stream ? stream : "0");
    for (int k = 0; k < c.s->arg_count; k++)
        if (sp->aggregated.arg_scalar[k])
            strbuf_printf(&call, ", %s.%s", first, c.child->params[k].name);
    if (sp->aggregated.grid_scalar)
        strbuf_printf(&call, ", %s.dp_grid", first);
    if (sp->aggregated.block_scalar)
        strbuf_printf(&call, ", %s.dp_block", first);
    w_line(w, "%s);", call.data);
    strbuf_free(&call);
}

/* --flatten=grid: a thread of the fused grid runs one child thread.
 *
 *  __global__ void child_dp_grid_1(unsigned char *dp_batch, <uniform arguments>)
 *  {
 *      const unsigned int dp_chunks = dpopt::grid_flat_chunks(dp_batch);
 *      for (unsigned int dp_chunk = blockIdx.x; dp_chunk < dp_chunks; dp_chunk += gridDim.x) {
 *          child_dp_grid_1_args dp_record;
 *          const dpopt::FlatThread dp_where = dpopt::grid_flat_find(dp_batch, dp_chunk, &dp_record);
 *          if (dp_where.valid) {
 *              const dim3 dp_its_grid = dp_record.dp_grid, dp_its_block = dp_record.dp_block;
 *              const unsigned int dp_per_block = dpopt::block_count(dp_its_block);
 *              child_dp_thread(<its threadIdx>, <its blockIdx>, dp_its_grid, dp_its_block, dp_record.a, ...);
 *          }
 *      }
 *      dpopt::grid_flat_leave(dp_batch);
 *  }
 */
void flatten_grid_fused_kernel(const Plan *plan, int site, StrBuf *o)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    const SitePlan *sp = &plan->sites[site];
    const Function *child = &p->functions[s->callee_fn];
    char *targs = child->template_params ? decl_template_args(child->template_params) : xstrdup("");
    decl_fused_signature(plan, site, o);
    strbuf_puts(o, "\n{\n");
    Writer w = w_at(o, "", 1);
    w_line(&w, "// Each block takes chunks of the flattened threads in turn: blockIdx.x, blockIdx.x + gridDim.x, ...");
    w_line(&w, "const unsigned int dp_chunks = dpopt::grid_flat_chunks(dp_batch);");
    w_open(&w, "for (unsigned int dp_chunk = blockIdx.x; dp_chunk < dp_chunks; dp_chunk += gridDim.x) {");
    w_line(&w, "// Which launch this thread belongs to, which of its threads it is, and that launch's arguments.");
    w_line(&w, "%s%s dp_record;", sp->aggregated.record_name, targs);
    w_line(&w, "const dpopt::FlatThread dp_where = dpopt::grid_flat_find(dp_batch, dp_chunk, &dp_record);");
    w_open(&w, "if (dp_where.valid) { // not the last chunk's padding");
    w_line(&w, "const dim3 dp_its_grid = %s;", sp->aggregated.grid_scalar ? "dp_grid" : "dp_record.dp_grid");
    w_line(&w, "const dim3 dp_its_block = %s;", sp->aggregated.block_scalar ? "dp_block" : "dp_record.dp_block");
    w_line(&w, "const unsigned int dp_per_block = dpopt::block_count(dp_its_block);");
    StrBuf call, function;
    strbuf_init(&call);
    strbuf_init(&function);
    strbuf_printf(&function, "%s_dp_thread%s", child->name, targs);
    removed_child_thread_call(&call, function.data, "dp_where.thread", "dp_its_");
    strbuf_free(&function);
    for (int k = 0; k < s->arg_count; k++)
        strbuf_printf(&call, ", %s%s", sp->aggregated.arg_scalar[k] ? "" : "dp_record.", child->params[k].name);
    w_line(&w, "%s);", call.data);
    strbuf_free(&call);
    w_close(&w, "}");
    w_close(&w, "}");
    w_line(&w, "// Done with the batch: the grid's last block releases it.");
    w_line(&w, "dpopt::grid_flat_leave(dp_batch);");
    w_close(&w, "}");
    free(targs);
}
