/* Flattening at warp scope (--flatten=warp): the lanes of a warp that
 * reach the launch together run the child threads of all their launches
 * themselves, load-balanced over the lanes (runtime/.../warp_flat.cuh),
 * each child thread through <child>_dp_thread (transform/removed_child.h):
 *
 *  {
 *      // dpopt: child<<<grid, block>>> flattened over the warp: ...
 *      const dim3 dp_grid(grid), dp_block(block);
 *      auto dp_arg0 = <argument 0>;
 *      // Only a launch that would start as written runs: ...
 *      const unsigned long long dp_threads =
 *          dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_thread_count(dp_grid, dp_block) : 0ull;
 *          (or launch_threads_below(dp_grid, dp_block, dp_arg<k>) for a child
 *          whose threads past argument k do nothing: analysis/thread_guard.h;
 *          none for a configuration CUDA refuses, whose launch fails as
 *          written: the lane's launch is neither run nor made)
 *      const bool dp_flattened = dp_threads <= CAPu;
 *      if (!dp_flattened) {
 *          child<<<dp_grid, dp_block>>>(dp_arg0);   // too large for one warp: launched as written
 *      }
 *      const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);
 *      dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();
 *      dim3 dp_its_grid = dp_grid, dp_its_block = dp_block;
 *      auto dp_its_arg0 = dp_arg0;
 *      for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {
 *          const unsigned int dp_v = dp_base + dp_flat.rank;
 *          if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {
 *              dp_its_grid = dpopt::warp_flat_fetch(dp_flat, dp_grid, dp_at.lane);
 *              ...
 *          }
 *          if (dp_v < dp_flat.total) { <child>_dp_thread(<its thread>, <its block>, dp_its_grid, dp_its_block, dp_its_arg0); }
 *      }
 *  }
 *
 * Where a device-side sync may wait for the launch (uncapped), none is
 * made as written: one too large for the group's 32-bit count (over 2^26
 * threads) is run by its own lane, thread after thread, after the group's. */
#include <stdlib.h>

#include "transform/aggregate.h"
#include "transform/remove.h"
#include "transform/removed_child.h"
#include "transform/site_code.h"
#include "transform/writer.h"
#include "util/strbuf.h"

/* The most child threads a launch flattened without a cap may have: 32
 * lanes' worth stays within the group's 32-bit count. */
#define UNCAPPED_LIMIT (1u << 26)

/* "<child>_dp_thread<targs>(<thread>, <block>, <grid>, <block dims>, <args>)"
 * for flattened thread `t` of a launch whose values are named <prefix>grid,
 * <prefix>block and <prefix>arg<k>. */
static void thread_call(Emitter *e, int site, Writer *w, const char *t, const char *prefix)
{
    SiteCode c = site_code(e->plan, site);
    StrBuf call, function;
    strbuf_init(&call);
    strbuf_init(&function);
    strbuf_printf(&function, "%s_dp_thread%s", model_name_base(c.child), c.targs);
    removed_child_thread_call(&call, function.data, t, prefix, false);
    strbuf_free(&function);
    for (int k = 0; k < c.s->arg_count; k++)
        strbuf_printf(&call, ", %sarg%d", prefix, k);
    w_line(w, "%s);", call.data);
    strbuf_free(&call);
}

static void flatten_at_site(Emitter *e, int site, const char *indent, bool bound)
{
    (void)bound; /* never under a threshold */
    SiteOpening l = site_code_open(e, site, indent);
    const SitePlan *sp = l.c.sp;
    const LaunchSite *s = l.c.s;
    bool capped = !sp->removal.uncapped;
    unsigned int cap = capped ? e->plan->flatten_cap : UNCAPPED_LIMIT;
    strbuf_puts(e->out, "flattened over the warp: the lanes that reach it together run the child threads of all their "
                        "launches, load-balanced\n");
    site_code_bind(e, &l, indent);
    Writer w = w_at(e->out, indent, 1);
    if (sp->removal.bounded)
        w_line(&w, "// %s's threads past its argument '%s' do nothing: they are not run.", s->callee,
               l.c.child->params[sp->removal.bound_arg].name);
    w_line(&w, "// Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.");
    w_line(&w, "const unsigned long long dp_threads =");
    if (sp->removal.bounded)
        w_line(&w, "    dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_threads_below(dp_grid, dp_block, dp_arg%d) : 0ull;",
               sp->removal.bound_arg);
    else
        w_line(&w, "    dpopt::launch_config_valid(dp_grid, dp_block) ? dpopt::launch_thread_count(dp_grid, dp_block) : 0ull;");
    w_line(&w, "const bool dp_flattened = dp_threads <= %uu;", cap);
    if (capped) {
        bool aggregated = sp->decision.fallback == STRATEGY_GRID_BATCH; /* plan_aggregate_over_cap */
        if (aggregated) {
            w_line(&w, "// More child threads than a warp takes on (--flatten-cap): aggregated with the grid's others");
            w_line(&w, "// over the cap, into a grid that runs after this one.");
        } else {
            w_line(&w, "// More child threads than a warp takes on (--flatten-cap): launched as written.");
        }
        w_start(&w, "if (!dp_flattened) ");
        char *deeper = w_indent(&w);
        if (aggregated)
            aggregate_batch.at_site(e, site, deeper, true);
        else
            site_code_bound_launch(e, site, deeper);
        free(deeper);
        strbuf_puts(e->out, "\n");
    }
    w_line(&w, "const dpopt::WarpFlat dp_flat = dpopt::warp_flat_begin(dp_flattened ? (unsigned int)dp_threads : 0u);");
    w_line(&w, "// Each lane's cursor on the launch holding its thread, and that launch's values.");
    w_line(&w, "dpopt::WarpFlatCursor dp_at = dpopt::warp_flat_cursor();");
    /* What every lane of the group holds alike is read from the lane's own. */
    const SiteRemoval *r = &sp->removal;
    bool any_shared = r->grid_shared || r->block_shared;
    for (int k = 0; k < s->arg_count; k++)
        any_shared = any_shared || r->arg_shared[k];
    if (any_shared)
        w_line(&w, "// (Values every lane holds alike are its own.)");
    w_line(&w, "%sdim3 dp_its_grid = dp_grid;", r->grid_shared ? "const " : "");
    w_line(&w, "%sdim3 dp_its_block = dp_block;", r->block_shared ? "const " : "");
    for (int k = 0; k < s->arg_count; k++)
        w_line(&w, "%sauto dp_its_arg%d = dp_arg%d;", r->arg_shared[k] ? "const " : "", k, k);
    w_open(&w, "for (unsigned int dp_base = 0; dp_base < dp_flat.total; dp_base += dp_flat.lanes) {");
    w_line(&w, "const unsigned int dp_v = dp_base + dp_flat.rank;");
    w_open(&w, "if (dpopt::warp_flat_seek(dp_flat, dp_at, dp_v)) {");
    if (!r->grid_shared)
        w_line(&w, "dp_its_grid = dpopt::warp_flat_fetch(dp_flat, dp_grid, dp_at.lane);");
    if (!r->block_shared)
        w_line(&w, "dp_its_block = dpopt::warp_flat_fetch(dp_flat, dp_block, dp_at.lane);");
    for (int k = 0; k < s->arg_count; k++)
        if (!r->arg_shared[k])
            w_line(&w, "dp_its_arg%d = dpopt::warp_flat_fetch(dp_flat, dp_arg%d, dp_at.lane);", k, k);
    w_close(&w, "}");
    w_open(&w, "if (dp_v < dp_flat.total) {");
    w_line(&w, "const unsigned int dp_t = dp_v - dp_at.start;");
    w_line(&w, "const unsigned int dp_per_block = dpopt::block_count(dp_its_block);");
    thread_call(e, site, &w, "dp_t", "dp_its_");
    w_close(&w, "}");
    w_close(&w, "}");
    if (!capped) {
        w_line(&w, "// Too many child threads for the group's count: this lane runs them, one after another.");
        w_open(&w, "if (!dp_flattened) {");
        w_line(&w, "const unsigned int dp_per_block = dpopt::block_count(dp_block);");
        w_line(&w, "for (unsigned long long dp_t = 0; dp_t < dp_threads; dp_t++)");
        w_deeper(&w);
        thread_call(e, site, &w, "dp_t", "dp_");
        w_back(&w);
        w_close(&w, "}");
    }
    w_end(&w);
    site_code_close(&l);
}

const Strategy flatten_warp = {.name = "flattening at warp scope", .at_site = flatten_at_site};
