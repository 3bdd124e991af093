#include "transform/emit.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "syntax/statements.h"
#include "syntax/parents.h"
#include "transform/persist.h"
#include "transform/shape.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

static const char *const geometry[] = {"blockIdx", "gridDim", "blockDim", "threadIdx", NULL};

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

void emit_launch_comment(StrBuf *out, const char *indent, const char *callee, const char *grid, const char *block)
{
    char *g = text_one_line(grid), *b = text_one_line(block);
    strbuf_printf(out, "{\n%s    // dpopt: %s<<<%s, %s>>> ", indent, callee, g, b);
    free(g);
    free(b);
}

static bool rewritten_at_statement(const SitePlan *sp)
{
    return sp->aggregate != GRANULARITY_NONE || plan_site_postponed(sp) || plan_site_shaped(sp);
}

static int aggregated_site_at(const Plan *plan, TSNode statement)
{
    return plan_site_at_statement(plan, statement, rewritten_at_statement);
}

const char *emit_allocation_rename(const Source *src, TSNode callee)
{
    /* The name first: ts_node_parent costs the node's depth, and this is
     * asked of every node emitted. */
    const char *rename = !node_is(callee, "identifier")              ? NULL
                         : node_text_is(src, callee, "cudaMalloc") ? "dpopt::aggregated_cudaMalloc"
                         : node_text_is(src, callee, "cudaFree")   ? "dpopt::aggregated_cudaFree"
                                                                   : NULL;
    if (!rename)
        return NULL;
    TSNode call = parents_of(callee);
    if (!node_is(call, "call_expression") || !node_same(ts_node_named_child(call, 0), callee))
        return NULL;
    return rename;
}

static const SyncPlan *sync_plan_of(const Plan *plan, TSNode node);

/* What a node becomes in generated code when that is not its own text with
 * its children emitted in turn: written to e->out, and true. */
static bool emit_replacement(Emitter *e, TSNode node)
{
    const Source *src = e->plan->program->src;
    int site = aggregated_site_at(e->plan, node);
    if (site >= 0) {
        char *indent = emit_line_indent(src, ts_node_start_byte(node));
        emit_site_launch(e, site, indent);
        free(indent);
        return true;
    }
    if (e->persistent && (node_is(node, "call_expression") || node_is(node, "expression_statement"))) {
        /* The persistent kernel's device-side syncs (remove.c edits the
         * kernel's own text). */
        TSNode call = node_is(node, "expression_statement") ? ts_node_named_child(node, 0) : node;
        const SyncPlan *sync = ts_node_is_null(call) ? NULL : sync_plan_of(e->plan, call);
        if (sync && sync->action == SYNC_FLUSH && node_is(node, "expression_statement")) {
            char *indent = emit_line_indent(src, ts_node_start_byte(node));
            emit_sync_flush(e, sync, indent);
            free(indent);
            return true;
        }
        if (sync && sync->action != SYNC_KEEP && sync->action != SYNC_FLUSH) {
            bool alone = node_is(node, "expression_statement");
            strbuf_puts(e->out, emit_sync_replacement(sync->action, alone));
            return true;
        }
    }
    if (e->shared_struct && statements_is_shared_declaration(src, node)) {
        /* Placed shared memory: the declaration names its struct member. */
        char *names[16];
        int n = statements_declared_names(src, node, names, 16);
        for (int i = 0; i < n; i++) {
            strbuf_printf(e->out, "%sauto &%s = %s.%s;", i ? " " : "", names[i], e->shared_struct, names[i]);
            free(names[i]);
        }
        strbuf_puts(e->out, " /* dpopt: placed shared memory */");
        return true;
    }
    if (e->partial_barriers && node_is(node, "call_expression") &&
        node_text_is(src, ts_node_named_child(node, 0), "__syncthreads")) {
        strbuf_puts(e->out, "dpopt::child_barrier(dp_threads)");
        return true;
    }
    /* Fused kernels are device code: their allocations are aggregated too. */
    const char *alloc = e->fused && e->plan->aggregate_malloc ? emit_allocation_rename(src, node) : NULL;
    if (alloc) {
        strbuf_puts(e->out, alloc);
        return true;
    }
    if (e->fused && node_is(node, "identifier")) {
        for (int i = 0; geometry[i]; i++) {
            if (node_text_is(src, node, geometry[i]) && (e->serial || strcmp(geometry[i], "threadIdx") != 0)) {
                strbuf_printf(e->out, "dp_%s", geometry[i]);
                return true;
            }
        }
    }
    if (e->persistent && node_is(node, "call_expression") && ts_node_named_child_count(node) == 2 &&
        (node_text_is(src, ts_node_named_child(node, 0), "cudaGetLastError") ||
         node_text_is(src, ts_node_named_child(node, 0), "cudaPeekAtLastError")) &&
        ts_node_named_child_count(ts_node_named_child(node, 1)) == 0) {
        /* Its launches are removed: nothing to report, and a cooperative
         * kernel may not ask the device runtime. */
        strbuf_puts(e->out, "cudaSuccess /* dpopt: was a device-runtime error query */");
        return true;
    }
    if (e->persistent && node_is(node, "identifier") &&
        (node_text_is(src, node, "blockIdx") || node_text_is(src, node, "gridDim"))) {
        strbuf_printf(e->out, "dp_%s", node_text_is(src, node, "blockIdx") ? "blockIdx" : "gridDim");
        return true;
    }
    return false;
}

/* emit_node walks the subtree without recursion: `pos` is how far the
 * source has been copied. */
typedef struct EmitWalk {
    Emitter *e;
    uint32_t pos;
} EmitWalk;

static void emit_source_to(EmitWalk *w, uint32_t end)
{
    strbuf_append(w->e->out, w->e->plan->program->src->text + w->pos, end - w->pos);
    w->pos = end;
}

static void emit_postponing(Emitter *e, TSNode scope, bool open)
{
    char *indent = emit_line_indent(e->plan->program->src, ts_node_start_byte(scope));
    if (open)
        emit_postponing_open(e, scope, indent);
    else
        emit_postponing_close(e, scope, indent);
    free(indent);
}

static bool enter_emitted(TSNode node, void *ctx)
{
    EmitWalk *w = ctx;
    emit_source_to(w, ts_node_start_byte(node));
    bool postpones = plan_scope_postpones(w->e->plan, node);
    if (postpones)
        emit_postponing(w->e, node, true);
    if (!emit_replacement(w->e, node))
        return true;
    w->pos = ts_node_end_byte(node);
    if (postpones)
        emit_postponing(w->e, node, false);
    return false;
}

static void leave_emitted(TSNode node, void *ctx)
{
    EmitWalk *w = ctx;
    emit_source_to(w, ts_node_end_byte(node));
    if (plan_scope_postpones(w->e->plan, node))
        emit_postponing(w->e, node, false);
}

void emit_node(Emitter *e, TSNode node)
{
    EmitWalk w = {e, ts_node_start_byte(node)};
    node_walk_scoped(node, enter_emitted, leave_emitted, &w);
}

char *emit_expr(Emitter *e, TSNode node)
{
    StrBuf b;
    strbuf_init(&b);
    /* A missing configuration node (a macro spelling two of them) is never
     * planned on (model/unseen.h); should one get here, the output fails to
     * compile rather than dpopt crash. */
    if (ts_node_is_null(node))
        return b.data;
    Emitter sub = *e;
    sub.out = &b;
    emit_node(&sub, node);
    return b.data;
}

static void emit_config(Emitter *e, const LaunchSite *s, const char *grid, const char *block)
{
    StrBuf *o = e->out;
    strbuf_printf(o, "<<<%s, %s", grid, block);
    for (int k = 2; k < s->config_count; k++) {
        char *text = emit_expr(e, s->config[k]);
        strbuf_printf(o, ", %s", text);
        free(text);
    }
    strbuf_puts(o, ">>>");
}

/* Whether some device-side cudaDeviceSynchronize runs the site's records
 * (SYNC_FLUSH) before the end of its scope does. */
static bool run_at_sync(const Plan *plan, int site)
{
    for (int i = 0; i < plan->sync_count; i++)
        for (int k = 0; plan->syncs[i].action == SYNC_FLUSH && k < plan->syncs[i].flush_count; k++)
            if (plan->syncs[i].flushes[k] == site)
                return true;
    return false;
}

/* The fused grid's size: one block per child block, or one per `coarsen`. */
static char *fused_grid_size(const SitePlan *sp)
{
    StrBuf b;
    strbuf_init(&b);
    if (sp->coarsen > 1)
        strbuf_printf(&b, "dpopt::coarsened_blocks(dp_batch.total_blocks, %uu)", sp->coarsen);
    else
        strbuf_puts(&b, "dp_batch.total_blocks");
    return strbuf_take(&b);
}

/* Block, grid and multiblock granularity: the site only records the launch; the flush
 * at the end of the kernel makes it. With `bound`, the configuration and
 * arguments are already in dp_grid, dp_block and dp_arg<k>. */
static void emit_pending_store(Emitter *e, int site, const char *indent, bool bound)
{
    const Program *p = e->plan->program;
    const LaunchSite *s = &p->launches[site];
    const SitePlan *sp = &e->plan->sites[site];
    const Function *child = &p->functions[s->callee_fn];
    StrBuf *o = e->out;
    static const char *const fields[] = {"dp_grid", "dp_block", "dp_shmem", "dp_stream"};
    if (e->persistent)
        strbuf_printf(o, "{\n%s    // dpopt: %s<<<...>>> removed (%s): recorded here, run by the persistent grid\n", indent,
                      s->callee, sp->persistent == REMOVAL_AUTO ? "T1 or T2" : removal_name(sp->persistent));
    else if ((sp->remove == REMOVAL_T3 || sp->remove == REMOVAL_AUTO) && run_at_sync(e->plan, site))
        strbuf_printf(o,
                      "{\n%s    // dpopt: %s<<<...>>> removed (T3): recorded here, run by this block at the next\n"
                      "%s    // cudaDeviceSynchronize() (which waits for it)%s\n",
                      indent, s->callee, indent, sp->run_at_sync_only ? "" : " or else at its end");
    else if (sp->remove == REMOVAL_T3 || sp->remove == REMOVAL_AUTO)
        strbuf_printf(o, "{\n%s    // dpopt: %s<<<...>>> removed (T3): recorded here, run by this block at its end\n", indent,
                      s->callee);
    else
        strbuf_printf(o, "{\n%s    // dpopt: %s<<<...>>> postponed to the end of the block, aggregated at %s granularity\n",
                      indent, s->callee, plan_granularity_label(e->plan, sp->aggregate));
    for (int k = 0; k < s->config_count; k++) {
        char *text = bound && k < 2 ? xstrdup(fields[k]) : emit_expr(e, s->config[k]);
        strbuf_printf(o, "%s    dp_pending_%d.%s = %s;\n", indent, site, fields[k], text);
        free(text);
    }
    for (int k = 0; k < s->arg_count; k++) {
        if (bound) {
            strbuf_printf(o, "%s    dp_pending_%d.%s = dp_arg%d;\n", indent, site, child->params[k].name, k);
            continue;
        }
        char *text = emit_expr(e, s->arg_nodes[k]);
        strbuf_printf(o, "%s    dp_pending_%d.%s = %s;\n", indent, site, child->params[k].name, text);
        free(text);
    }
    strbuf_printf(o, "%s    dp_pending_%d.dp_active = true;\n%s}", indent, site, indent);
}

void emit_aggregated_launch(Emitter *e, int site, const char *indent)
{
    emit_aggregated_launch_bound(e, site, indent, false);
}

void emit_aggregated_launch_bound(Emitter *e, int site, const char *indent, bool bound)
{
    if (e->plan->sites[site].aggregate != GRANULARITY_WARP) {
        emit_pending_store(e, site, indent, bound);
        return;
    }
    const Plan *plan = e->plan;
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    const SitePlan *sp = &plan->sites[site];
    const Function *child = &p->functions[s->callee_fn];
    const char *targs = s->template_args ? s->template_args : "";
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

    emit_launch_comment(o, indent, s->callee, grid, block);
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
    char *fused_grid = fused_grid_size(sp);
    emit_config(e, s, fused_grid, fused_block);
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

void emit_kernel_head(StrBuf *o, const Function *child, const char *name)
{
    if (child->template_params)
        strbuf_printf(o, "template %s\n", child->template_params);
    strbuf_puts(o, "__global__ void ");
    if (child->launch_bounds)
        strbuf_printf(o, "__launch_bounds__(%s) ", child->launch_bounds);
    strbuf_printf(o, "%s(", name);
}

void emit_param_declaration(StrBuf *o, const char *before, const Param *param, const char *after)
{
    size_t n = strlen(param->type);
    char last = n ? param->type[n - 1] : ' ';
    strbuf_printf(o, "%s%s%s%s%s", before, param->type, last == '*' || last == '&' ? "" : " ", param->name, after);
}

void emit_field_declaration(StrBuf *o, const char *before, const Param *param, const char *after)
{
    Param field = *param;
    char *type = xstrdup(param->type);
    char *star = strrchr(type, '*'), *amp = strrchr(type, '&');
    if (!star && !amp && !strchr(type, '<'))
        text_drop_word(type, "const"); /* a value: every const is its own */
    else if (star && !amp)
        text_drop_word(star, "const"); /* `int *const p`: the pointer's own */
    field.type = text_trimmed(type, strlen(type));
    emit_param_declaration(o, before, &field, after);
    free(field.type);
    free(type);
}

void emit_pending_launch_as_written(Emitter *e, int site, const char *indent, const char *pending)
{
    const Program *p = e->plan->program;
    const LaunchSite *s = &p->launches[site];
    const Function *child = &p->functions[s->callee_fn];
    StrBuf *o = e->out;
    strbuf_printf(o, "%s%s%s<<<%s.dp_grid, %s.dp_block", indent, s->callee, s->template_args ? s->template_args : "",
                  pending, pending);
    if (s->config_count > 2)
        strbuf_printf(o, ", %s.dp_shmem", pending);
    if (s->config_count > 3)
        strbuf_printf(o, ", %s.dp_stream", pending);
    strbuf_puts(o, ">>>(");
    for (int k = 0; k < s->arg_count; k++)
        strbuf_printf(o, "%s%s.%s", k ? ", " : "", pending, child->params[k].name);
    strbuf_puts(o, ");\n");
}

void emit_launch_type(const Plan *plan, int site, StrBuf *o)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    const SitePlan *sp = &plan->sites[site];
    const Function *child = &p->functions[s->callee_fn];
    if (child->template_params)
        strbuf_printf(o, "template %s\n", child->template_params);
    strbuf_printf(o, "struct %s {\n", sp->launch_name);
    strbuf_puts(o, "    dim3 dp_grid, dp_block;\n");
    if (s->config_count > 2)
        strbuf_puts(o, "    unsigned int dp_shmem;\n");
    if (s->config_count > 3)
        strbuf_puts(o, "    cudaStream_t dp_stream;\n");
    for (int k = 0; k < child->param_count; k++)
        emit_field_declaration(o, "    ", &child->params[k], ";\n");
    strbuf_puts(o, "    bool dp_active;\n};\n\n");
}

static bool postponed_in(const Plan *plan, int site, TSNode scope)
{
    const SitePlan *sp = &plan->sites[site];
    return plan_site_postponed(sp) && node_same(sp->flush_scope, scope);
}

void emit_postponing_open(Emitter *e, TSNode scope, const char *indent)
{
    const Program *p = e->plan->program;
    StrBuf *o = e->out;
    strbuf_puts(o, "{\n");
    for (int i = 0; i < p->launch_count; i++) {
        if (!postponed_in(e->plan, i, scope))
            continue;
        const char *targs = p->launches[i].template_args ? p->launches[i].template_args : "";
        const char *where = e->plan->sites[i].run_at_sync_only ? "made at the cudaDeviceSynchronize() after it"
                            : run_at_sync(e->plan, i) ? "made at the end of the block or at a cudaDeviceSynchronize() before it"
                                                      : "made at the end of the block";
        strbuf_printf(o, "%s    %s%s dp_pending_%d = {}; // the launch at line %u, %s\n", indent,
                      e->plan->sites[i].launch_name, targs, i, source_pos(p->src, ts_node_start_byte(p->launches[i].node)).line,
                      where);
    }
    bool loop = !node_is(parents_of(scope), "function_definition");
    if (loop)
        strbuf_printf(o, "%s    // The loop body, in a lambda like the kernel's: the launches are made at the end of each iteration.\n%s    [&]() ",
                      indent, indent);
    else
        strbuf_printf(o, "%s    // The original body: a return ends it, not the thread, so every thread reaches the flush.\n%s    [&]() ",
                      indent, indent);
    if (!node_is(scope, "compound_statement"))
        strbuf_puts(o, "{ ");
}

/* Arguments of the fused launch: the scalars, from the first launch of the
 * batch (they are uniform, so any launch would do). */
static void emit_fused_call(Emitter *e, int site, const char *indent, const char *first, const char *stream)
{
    const Program *p = e->plan->program;
    const LaunchSite *s = &p->launches[site];
    const SitePlan *sp = &e->plan->sites[site];
    const Function *child = &p->functions[s->callee_fn];
    const char *targs = s->template_args ? s->template_args : "";
    StrBuf *o = e->out;
    char *fused_grid = fused_grid_size(sp);
    strbuf_printf(o, "%s            %s%s<<<%s, ", indent, sp->kernel_name, targs, fused_grid);
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
            strbuf_printf(o, ", %s.%s", first, child->params[k].name);
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

static void emit_flush(Emitter *e, int site, const char *indent)
{
    const Program *p = e->plan->program;
    const LaunchSite *s = &p->launches[site];
    const SitePlan *sp = &e->plan->sites[site];
    const Function *child = &p->functions[s->callee_fn];
    const char *targs = s->template_args ? s->template_args : "";
    bool grid = sp->aggregate == GRANULARITY_GRID, group = sp->aggregate == GRANULARITY_MULTIBLOCK;
    StrBuf *o = e->out;
    char pending[32];
    snprintf(pending, sizeof pending, "dp_pending_%d", site);
    if (group)
        strbuf_printf(o, "%s    {\n%s        // dpopt: the launches of %s from line %u by this block's group of %u blocks, fused into one launch\n",
                      indent, indent, s->callee, source_pos(p->src, ts_node_start_byte(s->node)).line, e->plan->group_blocks);
    else
        strbuf_printf(o, "%s    {\n%s        // dpopt: the %s's launches of %s from line %u, fused into one launch\n", indent, indent,
                      grid ? "grid" : "block", s->callee, source_pos(p->src, ts_node_start_byte(s->node)).line);
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
    emit_pending_launch_as_written(e, site, deeper, pending);
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

/* T4 for one recorded launch: the thread that recorded it runs every thread
 * of every child block itself. `indent` is that of the loop line. */
void emit_t4_run(Emitter *e, int site, const char *indent, const char *pending)
{
    const LaunchSite *s = &e->plan->program->launches[site];
    const Function *child = &e->plan->program->functions[s->callee_fn];
    StrBuf *o = e->out;
    char *serial = plan_removal_function(e->plan, site, REMOVAL_T4);
    strbuf_printf(o, "%sfor (unsigned int dp_b = 0; dp_b < dpopt::block_count(%s.dp_grid); dp_b++)\n", indent, pending);
    strbuf_printf(o, "%s    %s%s(dp_b, %s.dp_grid, %s.dp_block", indent, serial, s->template_args ? s->template_args : "",
                  pending, pending);
    for (int k = 0; k < s->arg_count; k++)
        strbuf_printf(o, ", %s.%s", pending, child->params[k].name);
    strbuf_puts(o, ");\n");
    free(serial);
}

/* T3: the block runs the launches recorded by its threads, one child block
 * after another, its threads standing in for the child's. At the end of the
 * scope of the records, or at a device-side cudaDeviceSynchronize
 * (`at_sync`), after which the records start afresh. */
static void emit_t3_flush(Emitter *e, int site, const char *indent, bool at_sync)
{
    const Program *p = e->plan->program;
    const LaunchSite *s = &p->launches[site];
    const SitePlan *sp = &e->plan->sites[site];
    const Function *child = &p->functions[s->callee_fn];
    const char *targs = s->template_args ? s->template_args : "";
    StrBuf *o = e->out;
    char pending[32];
    snprintf(pending, sizeof pending, "dp_pending_%d", site);
    ChildForm form = e->plan->kernels[s->callee_fn].form;
    strbuf_printf(o, "%s    {\n%s        // dpopt: the block's launches of %s from line %u, run by the block itself (T3)\n", indent,
                  indent, s->callee, source_pos(p->src, ts_node_start_byte(s->node)).line);
    char *stats = NULL, *choice = NULL;
    if (sp->persistent == REMOVAL_AUTO) {
        /* The host-side selector reads what the launches looked like. */
        stats = plan_persistent_name(e->plan, s->caller_fn, "stats");
        choice = plan_persistent_name(e->plan, s->caller_fn, "choice");
        strbuf_printf(o, "%s        dpopt::launch_stats_note(&%s, %s.dp_active, %s.dp_active ? dpopt::block_count(%s.dp_grid) : 0u);\n",
                      indent, stats, pending, pending, pending);
    }
    if (sp->remove == REMOVAL_AUTO) {
        /* auto: T4 instead, in each launching thread, where the block's
         * launches would take T3 more rounds than T4 steps (or where the
         * host-side selector chose T4). */
        if (choice)
            strbuf_printf(o,
                          "%s        if (!dpopt::chosen_t3(%s, %s.dp_active, dpopt::block_count(%s.dp_grid),\n"
                          "%s                              dpopt::block_count(%s.dp_grid) * dpopt::block_count(%s.dp_block)) &&\n"
                          "%s            %s.dp_active) {\n",
                          indent, choice, pending, pending, indent, pending, pending, indent, pending);
        else
            strbuf_printf(o,
                          "%s        if (!dpopt::block_prefers_t3(%s.dp_active, dpopt::block_count(%s.dp_grid),\n"
                          "%s                                     dpopt::block_count(%s.dp_grid) * dpopt::block_count(%s.dp_block)) &&\n"
                          "%s            %s.dp_active) {\n",
                          indent, pending, pending, indent, pending, pending, indent, pending);
        char *loop = text_indented(indent, 12);
        emit_t4_run(e, site, loop, pending);
        free(loop);
        strbuf_printf(o, "%s            %s.dp_active = false;\n%s        }\n", indent, pending, indent);
    }
    free(stats);
    free(choice);
    strbuf_printf(o, "%s        dpopt::BlockBatch dp_batch;\n", indent);
    strbuf_printf(o, "%s        dpopt::block_batch_open(&dp_batch, %s.dp_active, 1u, %s.dp_block, (unsigned int)sizeof(%s%s), 0u);\n",
                  indent, pending, pending, sp->launch_name, targs);
    strbuf_printf(o, "%s        if (%s.dp_active) {\n", indent, pending);
    if (form == CHILD_IN_TURNS)
        strbuf_printf(o,
                      "%s            // Any child block fits: one larger than this block runs in thread loops split at its barriers.\n"
                      "%s            const bool dp_fits = true;\n",
                      indent, indent);
    else if (form == CHILD_STANDING_IN)
        strbuf_printf(o,
                      "%s            // The child's barriers need its threads in whole warps, no more than the block's.\n"
                      "%s            const bool dp_fits = dpopt::block_can_stand_in(%s.dp_block);\n",
                      indent, indent, pending);
    else if (form == CHILD_WHOLE_WARPS)
        strbuf_printf(o,
                      "%s            // The child's warp-wide operations need its lanes kept: this block in whole warps.\n"
                      "%s            const bool dp_fits = dpopt::block_keeps_lanes(%s.dp_block);\n",
                      indent, indent, pending);
    else
        strbuf_printf(o, "%s            const bool dp_fits = true;\n", indent);
    strbuf_printf(o, "%s            if (!dp_batch.data || !dp_fits) {\n", indent);
    char *deeper = text_indented(indent, 16);
    if (sp->waited_for) {
        /* A launch as written would still be running when the parent reads
         * what the child wrote. */
        strbuf_printf(o, "%s// a cudaDeviceSynchronize() waits for it: this thread runs it (T4)\n", deeper);
        emit_t4_run(e, site, deeper, pending);
    } else {
        emit_pending_launch_as_written(e, site, deeper, pending);
    }
    free(deeper);
    strbuf_printf(o, "%s                %s.dp_active = false;\n%s            }\n", indent, pending, indent);
    strbuf_printf(o, "%s            if (dp_batch.data)\n%s                dpopt::batch_slots<%s%s>(dp_batch.data, dp_batch.capacity)[dp_batch.slot] = %s;\n",
                  indent, indent, sp->launch_name, targs, pending);
    strbuf_printf(o, "%s        }\n%s        dpopt::block_batch_close(&dp_batch);\n", indent, indent);
    strbuf_printf(o, "%s        if (dp_batch.data) {\n", indent);
    char *shared = emit_t3_shared_argument(e->plan, site, "dp_child_shared");
    if (shared[0])
        strbuf_printf(o, "%s            __shared__ %s_dp_shared dp_child_shared; // the child block's shared memory\n", indent,
                      child->name);
    strbuf_printf(o, "%s            for (unsigned int dp_s = 0; dp_s < dp_batch.count; dp_s++) {\n", indent);
    strbuf_printf(o, "%s                const %s%s dp_l = dpopt::batch_slots<%s%s>(dp_batch.data, dp_batch.capacity)[dp_s];\n",
                  indent, sp->launch_name, targs, sp->launch_name, targs);
    strbuf_printf(o, "%s                if (!dp_l.dp_active)\n%s                    continue;\n", indent, indent);
    strbuf_printf(o, "%s                for (unsigned int dp_b = 0; dp_b < dpopt::block_count(dp_l.dp_grid); dp_b++) {\n", indent);
    char *block_function = plan_removal_function(e->plan, site, REMOVAL_T3);
    strbuf_printf(o, "%s                    %s%s(%sdpopt::unflatten(dp_b, dp_l.dp_grid), dp_l.dp_grid, dp_l.dp_block", indent,
                  block_function, targs, shared);
    free(block_function);
    free(shared);
    for (int k = 0; k < s->arg_count; k++)
        strbuf_printf(o, ", dp_l.%s", child->params[k].name);
    strbuf_printf(o, ");\n%s                    __syncthreads(); // the next child block reuses its shared memory\n", indent);
    strbuf_printf(o, "%s                }\n%s            }\n", indent, indent);
    strbuf_printf(o, "%s            __syncthreads();\n%s            if (dpopt::block_thread_rank() == 0)\n%s                dpopt::pool_release();\n",
                  indent, indent, indent);
    strbuf_printf(o, "%s        }\n", indent);
    if (at_sync)
        strbuf_printf(o, "%s        %s.dp_active = false; // run: a later launch here records afresh\n", indent, pending);
    strbuf_printf(o, "%s    }\n", indent);
}

/* In the persistent kernel: the block's records so far go to the worklists
 * and the whole grid runs a round of child work (the goto P of figure 3);
 * the block goes on after it (Back). */
static void emit_sync_round(Emitter *e, const SyncPlan *sync, const char *indent)
{
    const Plan *plan = e->plan;
    StrBuf *o = e->out;
    strbuf_printf(o,
                  "{\n%s    // dpopt: was cudaDeviceSynchronize() (CDP1): the block's launches so far go to the\n"
                  "%s    // worklists and the whole persistent grid runs them (a round); the body then goes on.\n",
                  indent, indent);
    for (int k = 0; k < sync->flush_count; k++) {
        int site = sync->flushes[k];
        emit_free_append(e, site, indent);
        strbuf_printf(o, "%s    dp_pending_%d.dp_active = false; // recorded: a later launch here records afresh\n", indent,
                      site);
    }
    strbuf_printf(o, "%s    ", indent);
    emit_round_call(plan, plan->program->calls[sync->call].caller_fn, true, o);
    strbuf_printf(o, ";\n%s}", indent);
}

const char *emit_sync_replacement(SyncAction action, bool alone)
{
    if (action == SYNC_BARRIER)
        return alone ? "__syncthreads(); /* dpopt: was cudaDeviceSynchronize(): the block's children ran inline */"
                     : "(__syncthreads(), cudaSuccess) /* dpopt: was cudaDeviceSynchronize() */";
    return alone ? "/* dpopt: cudaDeviceSynchronize() removed: this thread's children ran inline */"
                 : "cudaSuccess /* dpopt: was cudaDeviceSynchronize(); this thread's children ran inline */";
}

/* The planned sync whose call is `node`, or NULL. */
static const SyncPlan *sync_plan_of(const Plan *plan, TSNode node)
{
    for (int i = 0; i < plan->sync_count; i++)
        if (node_same(plan->program->calls[plan->syncs[i].call].node, node))
            return &plan->syncs[i];
    return NULL;
}

void emit_sync_flush(Emitter *e, const SyncPlan *sync, const char *indent)
{
    StrBuf *o = e->out;
    if (e->persistent) {
        emit_sync_round(e, sync, indent);
        return;
    }
    strbuf_printf(o,
                  "{\n%s    // dpopt: was cudaDeviceSynchronize() (CDP1): the block runs the launches its threads have\n"
                  "%s    // recorded so far (T3), then waits for all of them; the body then goes on.\n",
                  indent, indent);
    for (int k = 0; k < sync->flush_count; k++)
        emit_t3_flush(e, sync->flushes[k], indent, true);
    strbuf_printf(o, "%s    __syncthreads(); // the children are done: the block may read their results\n%s}", indent, indent);
}

void emit_postponing_close(Emitter *e, TSNode scope, const char *indent)
{
    const Program *p = e->plan->program;
    strbuf_puts(e->out, node_is(scope, "compound_statement") ? "();\n" : " }();\n");
    for (int i = 0; i < p->launch_count; i++)
        if (postponed_in(e->plan, i, scope)) {
            if (e->plan->sites[i].run_at_sync_only)
                continue; /* a cudaDeviceSynchronize ran its records */
            if (e->persistent && e->plan->sites[i].persistent != REMOVAL_NONE)
                emit_free_append(e, i, indent);
            else if (e->plan->sites[i].remove != REMOVAL_NONE)
                emit_t3_flush(e, i, indent, false);
            else
                emit_flush(e, i, indent);
        }
    strbuf_printf(e->out, "%s}", indent);
}

void emit_shared_struct(const Program *p, int fn, StrBuf *o)
{
    const Function *f = &p->functions[fn];
    strbuf_printf(o, "// dpopt: the shared memory of %s as one struct, which launch removal places\n"
                     "// beside or over the other side's (Free Launch 2.3).\nstruct %s_dp_shared {\n",
                  f->name, f->name);
    uint32_t n = ts_node_named_child_count(f->body);
    for (uint32_t i = 0; i < n; i++) {
        TSNode st = ts_node_named_child(f->body, i);
        if (!statements_is_shared_declaration(p->src, st))
            continue;
        char *member = statements_shared_as_member(p->src, st);
        strbuf_printf(o, "    %s\n", member);
        free(member);
    }
    strbuf_puts(o, "};\n\n");
}

char *emit_t3_shared_argument(const Plan *plan, int site, const char *shared)
{
    if (!plan->child_shared_placed || !plan->child_shared_placed[plan->program->launches[site].callee_fn])
        return xstrdup("");
    StrBuf b;
    strbuf_init(&b);
    strbuf_printf(&b, "%s, ", shared);
    return strbuf_take(&b);
}
