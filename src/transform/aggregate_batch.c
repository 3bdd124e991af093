/* Block, grid and multiblock granularity (dissertation, chapter 3): a
 * site only records its launch (transform/pending.h); at the end of the
 * block, the block's records (grid: the grid's, multiblock: the group's)
 * go into one batch, and the block (or the last block of the grid or the
 * group to finish) launches the fused kernel over all of them. */
#include <stdlib.h>

#include "transform/aggregate.h"
#include "transform/pending.h"
#include "transform/site_code.h"
#include "transform/strategy.h"
#include "util/text.h"

/* The site records the launch; the end of the block makes it. */
static void batch_at_site(Emitter *e, int site, const char *indent, bool bound)
{
    const SitePlan *sp = &e->plan->sites[site];
    strbuf_printf(e->out, "{\n%s    // dpopt: %s<<<...>>> postponed to the end of the block, aggregated at %s granularity\n", indent,
                  e->plan->program->launches[site].callee, plan_granularity_label(e->plan, sp->aggregate));
    pending_record(e, site, indent, bound);
}

/* Arguments of the fused launch: the scalars, from the first launch of the
 * batch (they are uniform, so any launch would do). */
static void emit_fused_call(Emitter *e, int site, const char *indent, const char *first, const char *stream)
{
    SiteCode c = site_code(e->plan, site);
    const LaunchSite *s = c.s;
    const SitePlan *sp = c.sp;
    StrBuf *o = e->out;
    char *fused_grid = aggregate_fused_grid_size(sp);
    strbuf_printf(o, "%s            %s%s<<<%s, ", indent, sp->kernel_name, c.targs, fused_grid);
    free(fused_grid);
    if (sp->block_scalar)
        strbuf_printf(o, "%s.dp_block", first);
    else
        strbuf_puts(o, "dp_batch.max_block");
    if (s->config_count > 2 || stream)
        strbuf_printf(o, ", %s%s", s->config_count > 2 ? first : "0", s->config_count > 2 ? ".dp_shmem" : "");
    if (stream)
        strbuf_printf(o, ", %s", stream);
    else if (s->config_count > 3)
        strbuf_printf(o, ", %s.dp_stream", first);
    strbuf_puts(o, ">>>(dp_batch.data");
    for (int k = 0; k < s->arg_count; k++)
        if (sp->arg_scalar[k])
            strbuf_printf(o, ", %s.%s", first, c.child->params[k].name);
    if (sp->grid_scalar)
        strbuf_printf(o, ", %s.dp_grid", first);
    strbuf_puts(o, ");\n");
}

/* Whether the fused launch reads anything from the batch's first launch. */
static bool needs_first(const LaunchSite *s, const SitePlan *sp)
{
    bool any = sp->block_scalar || sp->grid_scalar || s->config_count > 2;
    for (int k = 0; k < s->arg_count; k++)
        any = any || sp->arg_scalar[k];
    return any;
}

/*  {
 *      // dpopt: the block's launches of child from line N, fused into one launch
 *      dpopt::BlockBatch dp_batch;
 *      dpopt::block_batch_open(&dp_batch, dp_pending_0.dp_active, <its blocks>, ...);
 *      if (dp_pending_0.dp_active) {
 *          if (dp_batch.data) { <its record, into the batch> }
 *          else { // the launch pool is full: launch as written }
 *      }
 *      dpopt::block_batch_close(&dp_batch);
 *      if (dpopt::block_batch_is_leader(dp_batch))
 *          child_dp_block<<<dp_batch.total_blocks, ...>>>(dp_batch.data, <uniform arguments>);
 *  }
 * Grid and multiblock: the batch is the grid's or the group's, and the
 * last block to close it launches. */
static void batch_at_scope_end(Emitter *e, int site, const char *indent)
{
    SiteCode c = site_code(e->plan, site);
    const LaunchSite *s = c.s;
    const SitePlan *sp = c.sp;
    const Function *child = c.child;
    const char *targs = c.targs, *pending = c.pending;
    bool grid = sp->aggregate == GRANULARITY_GRID, group = sp->aggregate == GRANULARITY_MULTIBLOCK;
    StrBuf *o = e->out;
    if (group)
        strbuf_printf(o, "%s    {\n%s        // dpopt: the launches of %s from line %u by this block's group of %u blocks, fused into one launch\n",
                      indent, indent, s->callee, site_code_line(e->plan, site), e->plan->group_blocks);
    else
        strbuf_printf(o, "%s    {\n%s        // dpopt: the %s's launches of %s from line %u, fused into one launch\n", indent, indent,
                      grid ? "grid" : "block", s->callee, site_code_line(e->plan, site));
    /* The first launch of the batch is kept in the batch itself: the fused
     * launch takes its scalar arguments from it. */
    const char *first = "(*dp_first)";
    bool with_first = needs_first(s, sp);
    if (with_first)
        strbuf_printf(o, "%s        %s%s *dp_first = nullptr;\n", indent, sp->launch_name, targs);
    strbuf_printf(o, "%s        dpopt::BlockBatch dp_batch;\n", indent);
    if (group)
        strbuf_printf(o,
                      "%s        const dpopt::BlockGroup dp_group = dpopt::multiblock_group(&%s_groups, %uu);\n"
                      "%s        dpopt::group_batch_open(&dp_batch, dp_group, %s.dp_active, %s.dp_active ? dpopt::block_count(%s.dp_grid) : 0u,\n"
                      "%s                                %s.dp_block, (unsigned int)sizeof(%s%s), (unsigned int)sizeof(%s%s));\n",
                      indent, sp->kernel_name, e->plan->group_blocks, indent, pending, pending, pending, indent, pending,
                      sp->record_name, targs, sp->launch_name, targs);
    else if (grid)
        strbuf_printf(o,
                      "%s        dpopt::grid_batch_open(&dp_batch, &%s_state, %s.dp_active, %s.dp_active ? dpopt::block_count(%s.dp_grid) : 0u,\n"
                      "%s                               %s.dp_block, (unsigned int)sizeof(%s%s), (unsigned int)sizeof(%s%s));\n",
                      indent, sp->kernel_name, pending, pending, pending, indent, pending, sp->record_name, targs,
                      sp->launch_name, targs);
    else
        strbuf_printf(o,
                      "%s        dpopt::block_batch_open(&dp_batch, %s.dp_active, %s.dp_active ? dpopt::block_count(%s.dp_grid) : 0u,\n"
                      "%s                                %s.dp_block, (unsigned int)sizeof(%s%s), (unsigned int)sizeof(%s%s));\n",
                      indent, pending, pending, pending, indent, pending, sp->record_name, targs, sp->launch_name, targs);
    strbuf_printf(o, "%s        if (%s.dp_active) {\n%s            if (dp_batch.data) {\n", indent, pending, indent);
    strbuf_printf(o, "%s                %s%s dp_record = {};\n", indent, sp->record_name, targs);
    for (int k = 0; k < s->arg_count; k++)
        if (!sp->arg_scalar[k])
            strbuf_printf(o, "%s                dp_record.%s = %s.%s;\n", indent, child->params[k].name, pending,
                          child->params[k].name);
    if (!sp->grid_scalar)
        strbuf_printf(o, "%s                dp_record.dp_grid = %s.dp_grid;\n", indent, pending);
    if (!sp->block_scalar)
        strbuf_printf(o, "%s                dp_record.dp_block = %s.dp_block;\n", indent, pending);
    strbuf_printf(o, "%s                dpopt::batch_slots<%s%s>(dp_batch.data, dp_batch.capacity)[dp_batch.slot] = dp_record;\n",
                  indent, sp->record_name, targs);
    strbuf_printf(o, "%s                if (dp_batch.slot == 0)\n%s                    *dpopt::batch_first<%s%s, %s%s>(dp_batch.data, dp_batch.capacity) = %s;\n",
                  indent, indent, sp->launch_name, targs, sp->record_name, targs, pending);
    strbuf_printf(o, "%s            } else {\n%s                // the launch pool is full: launch as written\n", indent, indent);
    char *deeper = text_indented(indent, 16);
    pending_launch_as_written(e, site, deeper, pending);
    free(deeper);
    strbuf_printf(o, "%s            }\n%s        }\n", indent, indent);
    if (grid) {
        strbuf_printf(o, "%s        if (dpopt::grid_batch_close(&dp_batch, &%s_state)) {\n", indent, sp->kernel_name);
        if (with_first)
            strbuf_printf(o, "%s            dp_first = dpopt::batch_first<%s%s, %s%s>(dp_batch.data, dp_batch.capacity);\n",
                          indent, sp->launch_name, targs, sp->record_name, targs);
        emit_fused_call(e, site, indent, first, plan_fused_stream(e->plan, site));
        strbuf_printf(o, "%s            dpopt::grid_batch_reset(&%s_state);\n%s        }\n", indent, sp->kernel_name, indent);
    } else if (group) {
        strbuf_printf(o,
                      "%s        // The group's last block to finish launches, while other groups may still run.\n"
                      "%s        if (dpopt::group_batch_close(&dp_batch, dp_group)) {\n",
                      indent, indent);
        if (with_first)
            strbuf_printf(o, "%s            dp_first = dpopt::batch_first<%s%s, %s%s>(dp_batch.data, dp_batch.capacity);\n",
                          indent, sp->launch_name, targs, sp->record_name, targs);
        emit_fused_call(e, site, indent, first, plan_fused_stream(e->plan, site));
        strbuf_printf(o, "%s            dpopt::group_batch_reset(dp_group);\n%s        }\n", indent, indent);
    } else {
        strbuf_printf(o, "%s        dpopt::block_batch_close(&dp_batch);\n%s        if (dpopt::block_batch_is_leader(dp_batch)) {\n",
                      indent, indent);
        if (with_first)
            strbuf_printf(o, "%s            dp_first = dpopt::batch_first<%s%s, %s%s>(dp_batch.data, dp_batch.capacity);\n",
                          indent, sp->launch_name, targs, sp->record_name, targs);
        emit_fused_call(e, site, indent, first, NULL);
        strbuf_printf(o, "%s        }\n", indent);
    }
    strbuf_printf(o, "%s    }\n", indent);
}

const Strategy aggregate_batch = {.name = "block, grid or multiblock aggregation", .at_site = batch_at_site,
                                  .at_scope_end = batch_at_scope_end};
