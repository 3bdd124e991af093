/* Warp granularity (dissertation, chapter 3): the launches the active
 * lanes of a warp make at one site become one launch of the fused kernel,
 * <child>_dp_warp, made by the warp's leader; the lanes' differing
 * arguments go into a batch of records in the runtime's launch pool. */
#include <stdlib.h>

#include "transform/aggregate.h"
#include "transform/decl.h"
#include "transform/site_code.h"
#include "transform/strategy.h"
#include "transform/writer.h"
#include "util/alloc.h"

/*  {
 *      // dpopt: child<<<grid, block>>> aggregated at warp granularity: ...
 *      const dim3 dp_grid = grid, dp_block = block;
 *      child_dp_record dp_record = {};
 *      dp_record.<argument that differs between lanes> = <its value>;
 *      // Only a launch that would start as written runs: ...
 *      if (dpopt::launch_config_valid(dp_grid, dp_block)) {
 *          dpopt::WarpBatch dp_batch;
 *          if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
 *              if (dpopt::warp_batch_is_leader(dp_batch))
 *                  child_dp_warp<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, <uniform arguments>);
 *              dpopt::warp_batch_close(dp_batch);
 *          } else {
 *              // the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written
 *              child<<<dp_grid, dp_block>>>(...);
 *          }
 *      }
 *  }
 * A lane whose launch would not start (a configuration CUDA refuses) stays
 * out of the batch, as its launch as written fails and runs nothing: the
 * other lanes' launches are fused without it, their fused block the
 * largest of theirs.
 */
static void warp_at_site(Emitter *e, int site, const char *indent, bool bound)
{
    SiteCode c = site_code(e->plan, site);
    const LaunchSite *s = c.s;
    const SitePlan *sp = c.sp;
    const Function *child = c.child;
    const char *targs = c.targs;
    StrBuf *o = e->out;
    char *grid = emit_expr(e, s->config[0]), *block = emit_expr(e, s->config[1]);
    char **args = xcalloc((size_t)s->arg_count, sizeof *args);
    for (int k = 0; k < s->arg_count; k++) {
        if (bound) {
            StrBuf name;
            strbuf_init(&name);
            strbuf_printf(&name, "dp_arg%d", k);
            args[k] = strbuf_take(&name);
            strbuf_free(&name);
        } else {
            args[k] = emit_expr(e, s->arg_nodes[k]);
        }
    }

    site_code_comment(o, indent, s->callee, grid, block);
    strbuf_printf(o, "aggregated at %s granularity: one launch for the warp's active lanes\n", granularity_name(decision_granularity(&sp->decision)));
    Writer w = w_at(o, indent, 1);
    if (!bound)
        w_line(&w, "const dim3 dp_grid = %s, dp_block = %s;", grid, block);
    w_line(&w, "%s%s dp_record = {};", sp->aggregated.record_name, targs);
    for (int k = 0; k < s->arg_count; k++)
        if (!sp->aggregated.arg_scalar[k])
            w_line(&w, "dp_record.%s = %s;", child->params[k].name, args[k]);
    if (!sp->aggregated.grid_scalar)
        decl_record_grid_store(&w, sp, "dp_record", "dp_grid");
    if (!sp->aggregated.block_scalar)
        w_line(&w, "dp_record.dp_block = dp_block;");
    w_line(&w, "// Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does");
    w_line(&w, "// (its lane stays out of the batch).");
    w_open(&w, "if (dpopt::launch_config_valid(dp_grid, dp_block)) {");
    w_line(&w, "dpopt::WarpBatch dp_batch;");
    w_open(&w, "if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {");
    const char *fused_block = "dp_block";
    if (!sp->aggregated.block_scalar) {
        w_line(&w, "const dim3 dp_fused_block = dpopt::warp_sparse_max(dp_batch.mask, dp_block);");
        fused_block = "dp_fused_block";
    }
    /* The fused launch, by the warp's leader, and the launch as written. */
    StrBuf fused, written;
    strbuf_init(&fused);
    strbuf_init(&written);
    Emitter to_fused = *e, to_written = *e;
    to_fused.out = &fused;
    to_written.out = &written;
    char *fused_grid = aggregate_fused_grid_size(sp, fused_block);
    site_code_config(&to_fused, s, fused_grid, fused_block);
    free(fused_grid);
    site_code_config(&to_written, s, "dp_grid", "dp_block");
    strbuf_puts(&fused, "(dp_batch.data");
    for (int k = 0; k < s->arg_count; k++)
        if (sp->aggregated.arg_scalar[k])
            strbuf_printf(&fused, ", %s", args[k]);
    if (sp->aggregated.grid_scalar)
        strbuf_puts(&fused, ", dp_grid");
    strbuf_puts(&written, "(");
    for (int k = 0; k < s->arg_count; k++) {
        if (k)
            strbuf_puts(&written, ", ");
        if (sp->aggregated.arg_scalar[k])
            strbuf_puts(&written, args[k]);
        else
            strbuf_printf(&written, "dp_record.%s", child->params[k].name);
    }
    w_line(&w, "if (dpopt::warp_batch_is_leader(dp_batch))");
    w_deeper(&w);
    w_line(&w, "%s%s%s);", sp->kernel_name, targs, fused.data);
    w_back(&w);
    w_line(&w, "dpopt::warp_batch_close(dp_batch);");
    w_close(&w, "} else {");
    w_deeper(&w);
    w_line(&w, "// the launch pool is full, or the lanes' blocks are more than a grid takes: launch as written");
    w_line(&w, "%s%s%s);", s->callee, targs, written.data);
    w_close(&w, "}");
    w_close(&w, "}");
    w_end(&w);
    strbuf_free(&fused);
    strbuf_free(&written);

    for (int k = 0; k < s->arg_count; k++)
        free(args[k]);
    free(args);
    free(grid);
    free(block);
}

const Strategy aggregate_warp = {.name = "warp aggregation", .at_site = warp_at_site};
