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
 *          for (unsigned int dp_b = 0; dp_b < dpopt::block_count(dp_grid); dp_b++)
 *              child_dp_t4(dp_b, dp_grid, dp_block, dp_arg0);
 *      }
 *  }
 */
#include <stdlib.h>

#include "transform/aggregate.h"
#include "transform/site_code.h"
#include "transform/strategy.h"
#include "transform/subtree.h"
#include "transform/writer.h"

/* "dp_arg0, dp_arg1, ..." after ", " (none: ""); the caller frees it. */
static char *bound_args(int count)
{
    StrBuf args;
    strbuf_init(&args);
    for (int k = 0; k < count; k++)
        strbuf_printf(&args, ", dp_arg%d", k);
    return strbuf_take(&args);
}

/* In the subtree's own K_dp_t4 (transform/subtree.h), a thread running
 * K's subtree: below the threshold the launch waits on its stack.
 *
 *      if (dpopt::launch_thread_count(dp_grid, dp_block) >= Nu || !K_dp_later(dp_later, dp_grid, dp_block, dp_arg0)) {
 *          K<<<dp_grid, dp_block>>>(dp_arg0);
 *      }
 */
static void later_or_launch(Emitter *e, int site, SiteOpening *l, const char *indent)
{
    StrBuf *o = e->out;
    strbuf_printf(o, "launched only with at least %u threads; a smaller grid waits on this thread's stack, "
                     "then runs with its subtree\n",
                  l->c.sp->shape.threshold);
    site_code_bind(e, l, indent);
    char *later = subtree_later_function(e->plan, site);
    char *args = bound_args(l->c.s->arg_count);
    Writer w = w_at(o, indent, 1);
    w_line(&w, "// A full stack (DPOPT_SUBTREE_LAUNCHES) launches it after all.");
    w_start(&w, "if (dpopt::launch_thread_count(dp_grid, dp_block) >= %uu || !%s(dp_later, dp_grid, dp_block%s)) ",
            l->c.sp->shape.threshold, later, args);
    char *deeper = w_indent(&w);
    site_code_bound_launch(e, site, deeper);
    free(deeper);
    strbuf_puts(o, "\n");
    w_end(&w);
    free(later);
    free(args);
}

static void threshold_at_site(Emitter *e, int site, const char *indent, bool bound)
{
    (void)bound; /* a threshold binds the values itself */
    SiteOpening l = site_code_open(e, site, indent);
    const SitePlan *sp = l.c.sp;
    StrBuf *o = e->out;
    if (sp->shape.subtree && e->serial) {
        later_or_launch(e, site, &l, indent);
        site_code_close(&l);
        return;
    }
    if (sp->shape.subtree)
        strbuf_printf(o, "launched only with at least %u threads; a smaller grid is run by this thread with its "
                         "whole subtree\n",
                      sp->shape.threshold);
    else
        strbuf_printf(o, "launched only with at least %u threads; a smaller grid is run by this thread (T4)\n",
                      sp->shape.threshold);
    site_code_bind(e, &l, indent);
    Writer w = w_at(o, indent, 1);
    /* `if (...) ` then the launch's block, written in place, then ` else {` */
    w_start(&w, "if (dpopt::launch_thread_count(dp_grid, dp_block) >= %uu) ", sp->shape.threshold);
    char *deeper = w_indent(&w);
    if (sp->aggregate == GRANULARITY_WARP)
        aggregate_warp.at_site(e, site, deeper, true);
    else if (sp->aggregate != GRANULARITY_NONE)
        aggregate_batch.at_site(e, site, deeper, true);
    else
        site_code_bound_launch(e, site, deeper);
    free(deeper);
    strbuf_puts(o, " else {\n");
    w_deeper(&w);
    char *loop = w_indent(&w);
    if (sp->shape.subtree) {
        char *run = subtree_run_function(e->plan, site);
        char *args = bound_args(l.c.s->arg_count);
        w_line(&w, "%s(dp_grid, dp_block%s);", run, args);
        free(run);
        free(args);
    } else {
        site_code_run_serially(e, site, loop, NULL);
    }
    free(loop);
    w_close(&w, "}");
    w_end(&w);
    site_code_close(&l);
}

const Strategy threshold = {.name = "thresholding", .at_site = threshold_at_site};
