/* Launch removal T3 and auto (Free Launch, CKi->PBi), in the parent
 * kernel itself: a site records its launch (transform/pending.h); at the
 * end of the block, or at a device-side cudaDeviceSynchronize that waits
 * for the launches, the block runs the recorded launches' child blocks one
 * after another, its threads standing in for the child's (<child>_dp_t3,
 * transform/removed_child.h). Auto first lets each launching thread run
 * its own launch (T4) where the block's launches would take T3 more rounds
 * than T4 steps. */
#include <stdlib.h>

#include "transform/decl.h"
#include "transform/guard.h"
#include "transform/pending.h"
#include "transform/site_code.h"
#include "transform/strategy.h"
#include "transform/writer.h"
#include "util/text.h"

/* The site records the launch; the block runs it at its end, or at a
 * cudaDeviceSynchronize that waits for it. */
static void t3_at_site(Emitter *e, int site, const char *indent, bool bound)
{
    const SitePlan *sp = &e->plan->sites[site];
    const char *callee = e->plan->program->launches[site].callee;
    Writer w = w_block(e->out, indent);
    if (plan_site_run_at_sync(e->plan, site)) {
        w_line(&w, "// dpopt: %s<<<...>>> removed (T3): recorded here, run by this block at the next", callee);
        w_line(&w, "// cudaDeviceSynchronize() (which waits for it)%s",
               sp->removal.run_at_sync_only ? "" : " or else at its end");
    } else {
        w_line(&w, "// dpopt: %s<<<...>>> removed (T3): recorded here, run by this block at its end", callee);
    }
    pending_record(e, site, indent, bound);
}

/* T3: the block runs the launches recorded by its threads, one child block
 * after another, its threads standing in for the child's. At the end of the
 * scope of the records, or at a device-side cudaDeviceSynchronize
 * (`at_sync`), after which the records start afresh. */
static void t3_run_records(Emitter *e, int site, const char *indent, bool at_sync)
{
    SiteCode c = site_code(e->plan, site);
    const LaunchSite *s = c.s;
    const SitePlan *sp = c.sp;
    const char *targs = c.targs, *pending = c.pending;
    ChildForm form = e->plan->kernels[s->callee_fn].form;
    Writer w = w_at(e->out, indent, 1);
    w_open(&w, "{");
    w_line(&w, "// dpopt: the block's launches of %s from line %u, run by the block itself (T3)", s->callee,
           site_code_line(e->plan, site));
    w_line(&w, "__shared__ dpopt::BlockBatch::TempStorage dp_temp; // the batch helpers' shared memory");
    char *choice = NULL;
    if (sp->decision.persistent == REMOVAL_AUTO) {
        /* The host-side selector reads what the launches looked like. */
        char *stats = plan_persistent_name(e->plan, s->caller_fn, "stats");
        choice = plan_persistent_name(e->plan, s->caller_fn, "choice");
        w_line(&w, "dpopt::launch_stats_note(dp_temp, &%s, %s.dp_active, %s.dp_active ? dpopt::block_count(%s.dp_grid) : 0u);",
               stats, pending, pending, pending);
        free(stats);
    }
    if (sp->decision.kind == STRATEGY_REMOVE_AUTO) {
        /* auto: T4 instead, in each launching thread, where the block's
         * launches would take T3 more rounds than T4 steps (or where the
         * host-side selector chose T4). */
        if (choice) {
            w_line(&w, "if (!dpopt::chosen_t3(dp_temp, %s, %s.dp_active, dpopt::block_count(%s.dp_grid),", choice, pending, pending);
            w_line(&w, "                      dpopt::block_count(%s.dp_grid) * dpopt::block_count(%s.dp_block)) &&", pending,
                   pending);
        } else {
            w_line(&w, "if (!dpopt::block_prefers_t3(dp_temp, %s.dp_active, dpopt::block_count(%s.dp_grid),", pending, pending);
            w_line(&w, "                             dpopt::block_count(%s.dp_grid) * dpopt::block_count(%s.dp_block)) &&",
                   pending, pending);
        }
        w_open(&w, "    %s.dp_active%s) {", pending, sp->removal.in_null_chain ? " && !dp_launched_as_written" : "");
        char *loop = w_indent(&w);
        site_code_run_serially(e, site, loop, pending);
        free(loop);
        w_line(&w, "%s.dp_active = false;", pending);
        w_close(&w, "}");
    }
    free(choice);
    w_line(&w, "dpopt::BlockBatch dp_batch;");
    w_line(&w, "dpopt::block_batch_open(&dp_batch, dp_temp, %s.dp_active, 1u, %s.dp_block, dpopt::batch_options<%s%s>());", pending,
           pending, sp->launch_name, targs);
    w_open(&w, "if (%s.dp_active) {", pending);
    /* Where the block can run the child: any child block (no barriers, or
     * barriers it splits at), or only one its threads can stand in for. */
    if (form == CHILD_IN_TURNS)
        w_line(&w, "// Any child block fits: one larger than this block runs in thread loops split at its barriers.");
    /* A thread whose earlier launch into the NULL stream was made as
     * written makes this one as written too, after it (plan/order.h). */
    const char *chained = sp->removal.in_null_chain ? "dp_launched_as_written || " : "";
    if (sp->removal.in_null_chain)
        w_line(&w, "// Made as written after an earlier launch of this thread that was: the NULL stream's order.");
    if (form == CHILD_STANDING_IN) {
        w_line(&w, "// The child's barriers need its threads in whole warps, no more than the block's.");
        w_open(&w, "if (%s!dp_batch.data || !dpopt::block_can_stand_in(%s.dp_block)) {", chained, pending);
    } else if (form == CHILD_WHOLE_WARPS) {
        w_line(&w, "// The child's warp-wide operations need its lanes kept: this block in whole warps.");
        w_open(&w, "if (%s!dp_batch.data || !dpopt::block_keeps_lanes(%s.dp_block)) {", chained, pending);
    } else {
        w_open(&w, "if (%s!dp_batch.data) {", chained);
    }
    char *deeper = w_indent(&w);
    if (sp->removal.waited_for) {
        /* A launch as written would still be running when the parent reads
         * what the child wrote. */
        w_line(&w, "// a cudaDeviceSynchronize() waits for it: this thread runs it (T4)");
        site_code_run_serially(e, site, deeper, pending);
    } else {
        pending_launch_as_written(e, site, deeper, pending);
        if (sp->removal.in_null_chain)
            strbuf_printf(e->out, "%sdp_launched_as_written = true;\n", deeper);
    }
    free(deeper);
    w_line(&w, "%s.dp_active = false;", pending);
    w_close(&w, "}");
    w_line(&w, "if (dp_batch.data)");
    w_deeper(&w);
    w_line(&w, "dpopt::batch_store_slot(dp_batch.data, dp_batch.capacity, dp_batch.slot, %s);", pending);
    w_back(&w);
    w_close(&w, "}");
    w_line(&w, "dpopt::block_batch_close(&dp_batch);");
    w_open(&w, "if (dp_batch.data) {");
    char *shared = decl_shared_argument(e->plan, site, "dp_child_shared");
    if (shared[0])
        w_line(&w, "__shared__ %s_dp_shared dp_child_shared; // the child block's shared memory", c.child->name);
    w_open(&w, "for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {");
    w_line(&w, "const %s%s dp_l = dpopt::batch_slots<%s%s>(dp_batch.data, dp_batch.capacity)[dp_s];", sp->launch_name, targs,
           sp->launch_name, targs);
    w_line(&w, "if (!dp_l.dp_active)");
    w_deeper(&w);
    w_line(&w, "continue;");
    w_back(&w);
    w_open(&w, "for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_l.dp_grid); dp_b++) {");
    char *block_function = plan_removal_function(e->plan, site, REMOVAL_T3);
    StrBuf args;
    strbuf_init(&args);
    for (int k = 0; k < s->arg_count; k++)
        strbuf_printf(&args, ", dp_l.%s", c.child->params[k].name);
    w_line(&w, "%s%s(%sdpopt::unflatten_wide(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block%s);", block_function, targs, shared,
           args.data ? args.data : "");
    strbuf_free(&args);
    free(block_function);
    free(shared);
    w_line(&w, "__syncthreads(); // %s", site_code_child_barrier_why(e->plan, s->callee_fn));
    w_close(&w, "}");
    w_close(&w, "}");
    w_line(&w, "__syncthreads();");
    w_line(&w, "if (dpopt::block_thread_rank() == 0)");
    w_deeper(&w);
    w_line(&w, "dpopt::pool_release();");
    w_back(&w);
    w_close(&w, "}");
    if (at_sync)
        w_line(&w, "%s.dp_active = false; // run: a later launch here records afresh", pending);
    w_close(&w, "}");
}

static void t3_at_scope_end(Emitter *e, int site, const char *indent) { t3_run_records(e, site, indent, false); }

static void t3_at_sync(Emitter *e, const SyncPlan *sync, const char *indent)
{
    Writer w = w_block(e->out, indent);
    w_line(&w, "// dpopt: was cudaDeviceSynchronize() (CDP1): the block runs the launches its threads have");
    w_line(&w, "// recorded so far (T3), then waits for all of them; the body then goes on.");
    for (int k = 0; k < sync->flush_count; k++) {
        guard_open_site(e->out, e->plan, sync->flushes[k]);
        t3_run_records(e, sync->flushes[k], indent, true);
        guard_close_site(e->out, e->plan, sync->flushes[k]);
    }
    w_line(&w, "__syncthreads(); // the children are done: the block may read their results");
    w_end(&w);
}

const Strategy remove_t3 = {.name = "launch removal T3 (and auto)", .at_site = t3_at_site, .at_scope_end = t3_at_scope_end,
                            .at_sync = t3_at_sync};
