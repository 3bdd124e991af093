#include "transform/emit.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "util/alloc.h"

static const char *const geometry[] = {"blockIdx", "gridDim", "blockDim", NULL};

char *emit_line_indent(const Source *src, uint32_t offset)
{
    uint32_t start = offset;
    while (start > 0 && src->text[start - 1] != '\n')
        start--;
    uint32_t end = start;
    while (end < src->len && (src->text[end] == ' ' || src->text[end] == '\t'))
        end++;
    return xstrndup(src->text + start, end - start);
}

static int aggregated_site_at(const Plan *plan, TSNode statement)
{
    const Program *p = plan->program;
    for (int i = 0; i < p->launch_count; i++)
        if (plan->sites[i].aggregate != GRANULARITY_NONE && node_same(p->launches[i].statement, statement))
            return i;
    return -1;
}

void emit_node(Emitter *e, TSNode node)
{
    const Source *src = e->plan->program->src;
    int site = aggregated_site_at(e->plan, node);
    if (site >= 0) {
        char *indent = emit_line_indent(src, ts_node_start_byte(node));
        emit_aggregated_launch(e, site, indent);
        free(indent);
        return;
    }
    if (e->rename_geometry && node_is(node, "identifier")) {
        for (int i = 0; geometry[i]; i++) {
            if (node_text_is(src, node, geometry[i])) {
                strbuf_printf(e->out, "dp_%s", geometry[i]);
                return;
            }
        }
    }
    uint32_t pos = ts_node_start_byte(node);
    uint32_t n = ts_node_child_count(node);
    for (uint32_t i = 0; i < n; i++) {
        TSNode child = ts_node_child(node, i);
        strbuf_append(e->out, src->text + pos, ts_node_start_byte(child) - pos);
        emit_node(e, child);
        pos = ts_node_end_byte(child);
    }
    strbuf_append(e->out, src->text + pos, ts_node_end_byte(node) - pos);
}

/* The text of an expression as it must read in generated code. */
static char *expr(Emitter *e, TSNode node)
{
    StrBuf b;
    strbuf_init(&b);
    Emitter sub = {e->plan, e->rename_geometry, &b};
    emit_node(&sub, node);
    return b.data;
}

static void emit_config(Emitter *e, const LaunchSite *s, const char *grid, const char *block)
{
    StrBuf *o = e->out;
    strbuf_printf(o, "<<<%s, %s", grid, block);
    for (int k = 2; k < s->config_count; k++) {
        char *text = expr(e, s->config[k]);
        strbuf_printf(o, ", %s", text);
        free(text);
    }
    strbuf_puts(o, ">>>");
}

void emit_aggregated_launch(Emitter *e, int site, const char *indent)
{
    const Plan *plan = e->plan;
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    const SitePlan *sp = &plan->sites[site];
    const Function *child = &p->functions[s->callee_fn];
    const char *targs = s->template_args ? s->template_args : "";
    StrBuf *o = e->out;
    char *grid = expr(e, s->config[0]), *block = expr(e, s->config[1]);
    char **args = xcalloc((size_t)s->arg_count, sizeof *args);
    for (int k = 0; k < s->arg_count; k++)
        args[k] = expr(e, s->arg_nodes[k]);

    strbuf_printf(o, "{\n%s    // dpopt: %s<<<%s, %s>>> aggregated at %s granularity: one launch for the warp's active lanes\n",
                  indent, s->callee, grid, block, granularity_name(sp->aggregate));
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
    emit_config(e, s, "dp_batch.total_blocks", fused_block);
    strbuf_puts(o, "(dp_batch.data");
    for (int k = 0; k < s->arg_count; k++)
        if (sp->arg_scalar[k])
            strbuf_printf(o, ", %s", args[k]);
    if (sp->grid_scalar)
        strbuf_puts(o, ", dp_grid");
    strbuf_puts(o, ");\n");
    strbuf_printf(o, "%s    } else {\n%s        // the launch pool is full: launch as written\n%s        %s%s", indent, indent,
                  indent, s->callee, targs);
    emit_config(e, s, "dp_grid", "dp_block");
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
