/* Warp granularity (dissertation, chapter 3): the launches the active
 * lanes of a warp make at one site become one launch of the fused kernel,
 * <child>_dp_warp, made by the warp's leader; the lanes' differing
 * arguments go into a batch of records in the runtime's launch pool. */
#include <stdlib.h>

#include "transform/aggregate.h"
#include "transform/site_code.h"
#include "transform/strategy.h"
#include "util/alloc.h"

/*  {
 *      // dpopt: child<<<grid, block>>> aggregated at warp granularity: ...
 *      const dim3 dp_grid(grid), dp_block(block);
 *      child_dp_record dp_record = {};
 *      dp_record.<argument that differs between lanes> = <its value>;
 *      dpopt::WarpBatch dp_batch;
 *      if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {
 *          if (dpopt::warp_batch_is_leader(dp_batch))
 *              child_dp_warp<<<dp_batch.total_blocks, dp_block>>>(dp_batch.data, <uniform arguments>);
 *          dpopt::warp_batch_close(dp_batch);
 *      } else {
 *          // the launch pool is full: launch as written
 *          child<<<dp_grid, dp_block>>>(...);
 *      }
 *  }
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
    strbuf_printf(o, "aggregated at %s granularity: one launch for the warp's active lanes\n", granularity_name(sp->aggregate));
    if (!bound)
        strbuf_printf(o, "%s    const dim3 dp_grid(%s), dp_block(%s);\n", indent, grid, block);
    strbuf_printf(o, "%s    %s%s dp_record = {};\n", indent, sp->record_name, targs);
    for (int k = 0; k < s->arg_count; k++)
        if (!sp->arg_scalar[k])
            strbuf_printf(o, "%s    dp_record.%s = %s;\n", indent, child->params[k].name, args[k]);
    if (!sp->grid_scalar)
        strbuf_printf(o, "%s    dp_record.dp_grid = dp_grid;\n", indent);
    if (!sp->block_scalar)
        strbuf_printf(o, "%s    dp_record.dp_block = dp_block;\n", indent);
    strbuf_printf(o, "%s    dpopt::WarpBatch dp_batch;\n", indent);
    strbuf_printf(o, "%s    if (dpopt::warp_batch_open(&dp_batch, dpopt::block_count(dp_grid), dp_record)) {\n", indent);
    const char *fused_block = "dp_block";
    if (!sp->block_scalar) {
        strbuf_printf(o, "%s        const dim3 dp_fused_block = dpopt::warp_sparse_max(dp_batch.mask, dp_block);\n", indent);
        fused_block = "dp_fused_block";
    }
    strbuf_printf(o, "%s        if (dpopt::warp_batch_is_leader(dp_batch))\n%s            %s%s", indent, indent,
                  sp->kernel_name, targs);
    char *fused_grid = aggregate_fused_grid_size(sp);
    site_code_config(e, s, fused_grid, fused_block);
    free(fused_grid);
    strbuf_puts(o, "(dp_batch.data");
    for (int k = 0; k < s->arg_count; k++)
        if (sp->arg_scalar[k])
            strbuf_printf(o, ", %s", args[k]);
    if (sp->grid_scalar)
        strbuf_puts(o, ", dp_grid");
    strbuf_puts(o, ");\n");
    strbuf_printf(o, "%s        dpopt::warp_batch_close(dp_batch);\n", indent);
    strbuf_printf(o, "%s    } else {\n%s        // the launch pool is full: launch as written\n%s        %s%s", indent, indent,
                  indent, s->callee, targs);
    site_code_config(e, s, "dp_grid", "dp_block");
    strbuf_puts(o, "(");
    for (int k = 0; k < s->arg_count; k++) {
        if (k)
            strbuf_puts(o, ", ");
        if (sp->arg_scalar[k])
            strbuf_puts(o, args[k]);
        else
            strbuf_printf(o, "dp_record.%s", child->params[k].name);
    }
    strbuf_printf(o, ");\n%s    }\n%s}", indent, indent);

    for (int k = 0; k < s->arg_count; k++)
        free(args[k]);
    free(args);
    free(grid);
    free(block);
}

const Strategy aggregate_warp = {.name = "warp aggregation", .at_site = warp_at_site};
