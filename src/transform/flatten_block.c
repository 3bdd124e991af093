/* Flattening at block scope (--flatten=block): a site records its launch
 * (transform/pending.h); at the end of the block, or at a device-side
 * cudaDeviceSynchronize that waits for the launches, the block's launches
 * go into a batch whose "blocks" are their thread counts, and every thread
 * of the block takes flattened threads rank, rank + block size, ..., each
 * through <child>_dp_thread (transform/removed_child.h), finding its launch
 * by a search over the batch's scanned counts (runtime warp_flat.cuh):
 *
 *  {
 *      // dpopt: the block's launches of child from line N, flattened over the block
 *      const unsigned long long dp_threads = dp_pending_0.dp_active ? <its threads> : 0ull;
 *      if (dp_pending_0.dp_active && dp_threads > CAPu) { <launched as written, or T4 where a sync waits> }
 *      dpopt::BlockBatch dp_batch;
 *      dpopt::block_batch_open(&dp_batch, dp_pending_0.dp_active, (unsigned int)dp_threads, ...);
 *      <the record into the batch; a full pool: launched as written, or T4>
 *      dpopt::block_batch_close(&dp_batch);
 *      if (dp_batch.data) {
 *          for (unsigned int dp_v = dpopt::block_thread_rank(); dp_v < dp_batch.total_blocks; dp_v += dpopt::block_thread_count()) {
 *              const unsigned int dp_s = dpopt::block_flat_launch_of(dp_batch.data, dp_batch.count, dp_v);
 *              <launch dp_s's thread dp_v - start: child_dp_thread(...)>
 *          }
 *          __syncthreads();
 *          if (dpopt::block_thread_rank() == 0)
 *              dpopt::pool_release();
 *      }
 *  }
 */
#include <stdlib.h>

#include "transform/pending.h"
#include "transform/remove.h"
#include "transform/site_code.h"
#include "transform/writer.h"
#include "util/strbuf.h"

static void flatten_block_at_site(Emitter *e, int site, const char *indent, bool bound)
{
    const char *callee = e->plan->program->launches[site].callee;
    Writer w = w_block(e->out, indent);
    w_line(&w, "// dpopt: %s<<<...>>> flattened over the block: recorded here, run by the block's threads at %s", callee,
           plan_site_run_at_sync(e->plan, site) ? "the next cudaDeviceSynchronize()" : "its end");
    pending_record(e, site, indent, bound);
}

/* The launch that cannot be flattened: as written, or by this thread (T4)
 * where a cudaDeviceSynchronize waits for it. */
static void not_flattened(Emitter *e, int site, Writer *w, const char *pending)
{
    char *deeper = w_indent(w);
    if (e->plan->sites[site].removal.waited_for) {
        w_line(w, "// a cudaDeviceSynchronize() waits for it: this thread runs it (T4)");
        site_code_run_serially(e, site, deeper, pending);
    } else {
        pending_launch_as_written(e, site, deeper, pending);
    }
    free(deeper);
    w_line(w, "%s.dp_active = false;", pending);
}

static void flatten_block_run(Emitter *e, int site, const char *indent, bool at_sync)
{
    SiteCode c = site_code(e->plan, site);
    const LaunchSite *s = c.s;
    const SitePlan *sp = c.sp;
    const char *targs = c.targs, *pending = c.pending;
    Writer w = w_at(e->out, indent, 1);
    w_open(&w, "{");
    w_line(&w, "// dpopt: the block's launches of %s from line %u, flattened over the block: its threads run", s->callee,
           site_code_line(e->plan, site));
    w_line(&w, "// the child threads of all of them, load-balanced");
    if (sp->removal.bounded) {
        w_line(&w, "// (%s's threads past its argument '%s' do nothing: they are not run)", s->callee,
               c.child->params[sp->removal.bound_arg].name);
        w_line(&w, "const unsigned long long dp_threads = %s.dp_active ? dpopt::launch_threads_below(%s.dp_grid, %s.dp_block, %s.%s) : 0ull;",
               pending, pending, pending, pending, c.child->params[sp->removal.bound_arg].name);
    } else {
        w_line(&w, "const unsigned long long dp_threads = %s.dp_active ? dpopt::launch_thread_count(%s.dp_grid, %s.dp_block) : 0ull;",
               pending, pending, pending);
    }
    w_line(&w, "// More child threads than --flatten-cap: not flattened.");
    w_open(&w, "if (%s.dp_active && dp_threads > %uu) {", pending, e->plan->flatten_cap);
    not_flattened(e, site, &w, pending);
    w_close(&w, "}");
    w_line(&w, "dpopt::BlockBatch dp_batch;");
    w_line(&w, "dpopt::block_batch_open(&dp_batch, %s.dp_active, (unsigned int)dp_threads, %s.dp_block, (unsigned int)sizeof(%s%s), 0u);",
           pending, pending, sp->launch_name, targs);
    w_open(&w, "if (%s.dp_active) {", pending);
    w_open(&w, "if (!dp_batch.data) {");
    w_line(&w, "// the launch pool is full");
    not_flattened(e, site, &w, pending);
    w_close(&w, "} else {");
    w_deeper(&w);
    w_line(&w, "dpopt::batch_slots<%s%s>(dp_batch.data, dp_batch.capacity)[dp_batch.slot] = %s;", sp->launch_name, targs,
           pending);
    w_close(&w, "}");
    w_close(&w, "}");
    w_line(&w, "dpopt::block_batch_close(&dp_batch);");
    w_open(&w, "if (dp_batch.data) {");
    w_open(&w, "for (unsigned int dp_v = dpopt::block_thread_rank(); dp_v < dp_batch.total_blocks; dp_v += dpopt::block_thread_count()) {");
    w_line(&w, "const unsigned int dp_s = dpopt::block_flat_launch_of(dp_batch.data, dp_batch.count, dp_v);");
    w_line(&w, "const %s%s dp_l = dpopt::batch_slots<%s%s>(dp_batch.data, dp_batch.capacity)[dp_s];", sp->launch_name, targs,
           sp->launch_name, targs);
    w_line(&w, "const unsigned int dp_t = dp_v - dpopt::batch_block_start(dp_batch.data)[dp_s];");
    w_line(&w, "const unsigned int dp_per_block = dpopt::block_count(dp_l.dp_block);");
    StrBuf call;
    strbuf_init(&call);
    strbuf_printf(&call, "%s%s(dpopt::unflatten(dp_t %% dp_per_block, dp_l.dp_block), dpopt::unflatten(dp_t / dp_per_block, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block",
                  sp->kernel_name, targs);
    for (int k = 0; k < s->arg_count; k++)
        strbuf_printf(&call, ", dp_l.%s", c.child->params[k].name);
    w_line(&w, "%s);", call.data);
    strbuf_free(&call);
    w_close(&w, "}");
    w_line(&w, "__syncthreads(); // every thread is done with the batch before it goes back to the pool");
    w_line(&w, "if (dpopt::block_thread_rank() == 0)");
    w_deeper(&w);
    w_line(&w, "dpopt::pool_release();");
    w_back(&w);
    w_close(&w, "}");
    if (at_sync)
        w_line(&w, "%s.dp_active = false; // run: a later launch here records afresh", pending);
    w_close(&w, "}");
}

static void flatten_block_at_scope_end(Emitter *e, int site, const char *indent) { flatten_block_run(e, site, indent, false); }

static void flatten_block_at_sync(Emitter *e, const SyncPlan *sync, const char *indent)
{
    Writer w = w_block(e->out, indent);
    w_line(&w, "// dpopt: was cudaDeviceSynchronize() (CDP1): the block runs the launches its threads have");
    w_line(&w, "// recorded so far (flattened), then waits for all of them; the body then goes on.");
    for (int k = 0; k < sync->flush_count; k++)
        flatten_block_run(e, sync->flushes[k], indent, true);
    w_line(&w, "__syncthreads(); // the children are done: the block may read their results");
    w_end(&w);
}

const Strategy flatten_block = {.name = "flattening at block scope", .at_site = flatten_block_at_site,
                                .at_scope_end = flatten_block_at_scope_end, .at_sync = flatten_block_at_sync};
