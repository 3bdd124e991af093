/* Thresholding (--threshold=N): a launch of fewer than N threads is not
 * made; the launching thread runs the child itself (<child>_dp_t4,
 * transform/removed_child.h). The configuration and arguments are
 * evaluated once, before the test:
 *
 *  {
 *      // dpopt: child<<<grid, block>>> launched only with at least N threads; ...
 *      const dim3 dp_grid(grid), dp_block(block);
 *      auto dp_arg0 = <argument 0>;
 *      if (dpopt::launch_thread_count(dp_grid, dp_block) >= Nu) {
 *          <the launch, or its aggregated or coarsened form, from the bound values>
 *      } else {
 *          if (dpopt::launch_config_valid(dp_grid, dp_block))
 *              for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(dp_grid); dp_b++)
 *                  child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0);
 *      }
 *  }
 * A grid below the threshold that would not start as written (a
 * configuration CUDA refuses) runs nothing, as written: the test is the
 * same in its subtree (<child>_dp_subtree). One at or above it is made as
 * written, and fails there; aggregated, it stays out of the batch.
 */
#include <stdlib.h>

#include "transform/aggregate.h"
#include "transform/site_code.h"
#include "transform/strategy.h"
#include "transform/subtree.h"
#include "transform/writer.h"

static void threshold_at_site(Emitter *e, int site, const char *indent, bool bound)
{
    (void)bound; /* a threshold binds the values itself */
    SiteOpening l = site_code_open(e, site, indent);
    const SitePlan *sp = l.c.sp;
    StrBuf *o = e->out;
    if (sp->shape.subtree)
        strbuf_printf(o, "launched only with at least %u threads; a smaller grid is run by this thread with its "
                         "whole subtree\n",
                      sp->decision.threshold);
    else
        strbuf_printf(o, "launched only with at least %u threads; a smaller grid is run by this thread (T4)\n",
                      sp->decision.threshold);
    site_code_bind(e, &l, indent);
    Writer w = w_at(o, indent, 1);
    /* `if (...) ` then the launch's block, written in place, then ` else {` */
    w_start(&w, "if (dpopt::launch_thread_count(dp_grid, dp_block) >= %uu) ", sp->decision.threshold);
    char *deeper = w_indent(&w);
    if (sp->decision.kind == STRATEGY_WARP_BATCH)
        aggregate_warp.at_site(e, site, deeper, true);
    else if (strategy_kind_batches(sp->decision.kind))
        aggregate_batch.at_site(e, site, deeper, true);
    else
        site_code_bound_launch(e, site, deeper);
    free(deeper);
    strbuf_puts(o, " else {\n");
    w_deeper(&w);
    char *loop = w_indent(&w);
    if (sp->shape.subtree) {
        subtree_run_bound(e, site, loop);
    } else {
        site_code_run_serially(e, site, loop, NULL);
    }
    free(loop);
    w_close(&w, "}");
    w_end(&w);
    site_code_close(&l);
}

const Strategy threshold = {.name = "thresholding", .at_site = threshold_at_site};
