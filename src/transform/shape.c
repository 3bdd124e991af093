#include "transform/shape.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "transform/removed_child.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* ", <shared memory>, <stream>>>>" as written, for the configurations that have them. */
static void emit_config_rest(Emitter *e, const LaunchSite *s)
{
    for (int k = 2; k < s->config_count; k++) {
        char *text = emit_expr(e, s->config[k]);
        strbuf_printf(e->out, ", %s", text);
        free(text);
    }
    strbuf_puts(e->out, ">>>");
}

/* The child, or its coarsened form, launched with the values bound by a
 * threshold: `{ child<<<dp_grid, dp_block, ...>>>(dp_arg0, ...); }`. */
static void emit_bound_launch(Emitter *e, int site, const char *indent)
{
    const Program *p = e->plan->program;
    const LaunchSite *s = &p->launches[site];
    const SitePlan *sp = &e->plan->sites[site];
    const char *targs = s->template_args ? s->template_args : "";
    StrBuf *o = e->out;
    if (sp->coarsen > 1)
        strbuf_printf(o, "{\n%s    %s%s<<<dpopt::coarsened_grid(dp_grid, %uu), dp_block", indent, sp->coarse_name, targs,
                      sp->coarsen);
    else
        strbuf_printf(o, "{\n%s    %s%s<<<dp_grid, dp_block", indent, s->callee, targs);
    emit_config_rest(e, s);
    strbuf_puts(o, "(");
    for (int k = 0; k < s->arg_count; k++)
        strbuf_printf(o, "%sdp_arg%d", k ? ", " : "", k);
    strbuf_printf(o, "%s);\n%s}", sp->coarsen > 1 ? (s->arg_count ? ", dp_grid" : "dp_grid") : "", indent);
}

/* What a rewritten launch statement starts from: the site, its plan, its
 * template arguments, and its grid and block re-emitted, already written
 * into the comment that opens the statement's block. */
typedef struct LaunchOpening {
    const LaunchSite *s;
    const SitePlan *sp;
    const char *targs;
    char *grid, *block;
} LaunchOpening;

static LaunchOpening open_launch(Emitter *e, int site, const char *indent)
{
    LaunchOpening l;
    l.s = &e->plan->program->launches[site];
    l.sp = &e->plan->sites[site];
    l.targs = l.s->template_args ? l.s->template_args : "";
    l.grid = emit_expr(e, l.s->config[0]);
    l.block = emit_expr(e, l.s->config[1]);
    emit_launch_comment(e->out, indent, l.s->callee, l.grid, l.block);
    return l;
}

static void close_opening(LaunchOpening *l)
{
    free(l->grid);
    free(l->block);
}

/* A coarsened launch with no threshold: only the grid is bound (the coarse
 * kernel takes it too, as the original grid). */
static void emit_coarsened_launch(Emitter *e, int site, const char *indent)
{
    LaunchOpening l = open_launch(e, site, indent);
    const LaunchSite *s = l.s;
    const SitePlan *sp = l.sp;
    const char *targs = l.targs, *grid = l.grid, *block = l.block;
    StrBuf *o = e->out;
    strbuf_printf(o, "coarsened: each block does %u of the grid's blocks\n", sp->coarsen);
    strbuf_printf(o, "%s    const dim3 dp_grid(%s);\n", indent, grid);
    strbuf_printf(o, "%s    %s%s<<<dpopt::coarsened_grid(dp_grid, %uu), %s", indent, sp->coarse_name, targs, sp->coarsen, block);
    emit_config_rest(e, s);
    strbuf_puts(o, "(");
    for (int k = 0; k < s->arg_count; k++) {
        char *text = emit_expr(e, s->arg_nodes[k]);
        strbuf_printf(o, "%s%s", k ? ", " : "", text);
        free(text);
    }
    strbuf_printf(o, "%sdp_grid);\n%s}", s->arg_count ? ", " : "", indent);
    close_opening(&l);
}

static void emit_thresholded_launch(Emitter *e, int site, const char *indent)
{
    LaunchOpening l = open_launch(e, site, indent);
    const LaunchSite *s = l.s;
    const SitePlan *sp = l.sp;
    const char *targs = l.targs, *grid = l.grid, *block = l.block;
    StrBuf *o = e->out;
    strbuf_printf(o, "launched only with at least %u threads; a smaller grid is run by this thread (T4)\n", sp->threshold);
    strbuf_printf(o, "%s    const dim3 dp_grid(%s), dp_block(%s);\n", indent, grid, block);
    for (int k = 0; k < s->arg_count; k++) {
        char *text = emit_expr(e, s->arg_nodes[k]);
        strbuf_printf(o, "%s    auto dp_arg%d = %s;\n", indent, k, text);
        free(text);
    }
    strbuf_printf(o, "%s    if (dpopt::launch_thread_count(dp_grid, dp_block) >= %uu) ", indent, sp->threshold);
    char *deeper = text_indented(indent, 4);
    if (sp->aggregate != GRANULARITY_NONE)
        emit_aggregated_launch_bound(e, site, deeper, true);
    else
        emit_bound_launch(e, site, deeper);
    char *serial = plan_removal_function(e->plan, site, REMOVAL_T4);
    strbuf_printf(o, " else {\n%s        for (unsigned int dp_b = 0; dp_b < dpopt::block_count(dp_grid); dp_b++)\n", indent);
    strbuf_printf(o, "%s            %s%s(dp_b, dp_grid, dp_block", indent, serial, targs);
    for (int k = 0; k < s->arg_count; k++)
        strbuf_printf(o, ", dp_arg%d", k);
    strbuf_printf(o, ");\n%s    }\n%s}", indent, indent);
    free(serial);
    free(deeper);
    close_opening(&l);
}

void emit_site_launch(Emitter *e, int site, const char *indent)
{
    const SitePlan *sp = &e->plan->sites[site];
    if (sp->threshold > 0)
        emit_thresholded_launch(e, site, indent);
    else if (sp->coarsen > 1 && sp->aggregate == GRANULARITY_NONE)
        emit_coarsened_launch(e, site, indent);
    else /* aggregated (and coarsened in its fused kernel), or T3 */
        emit_aggregated_launch(e, site, indent);
}

/* Where the functions a child's sites call are declared: before the child
 * and before every function holding one of those sites. */
static uint32_t declaration_point(const Program *p, int child_fn, bool (*uses)(const SitePlan *), const Plan *plan)
{
    uint32_t before = ts_node_start_byte(p->functions[child_fn].outer);
    for (int j = 0; j < p->launch_count; j++)
        if (uses(&plan->sites[j]) && p->launches[j].callee_fn == child_fn && p->launches[j].caller_fn >= 0 &&
            ts_node_start_byte(p->functions[p->launches[j].caller_fn].outer) < before)
            before = ts_node_start_byte(p->functions[p->launches[j].caller_fn].outer);
    return before;
}

static bool thresholded(const SitePlan *sp) { return sp->threshold > 0; }
static bool coarsened_alone(const SitePlan *sp) { return sp->coarsen > 1 && sp->aggregate == GRANULARITY_NONE; }

/* True for the first site (in source order) of the child of site i that
 * `uses` selects: that site emits the child's generated function. */
static bool first_of_child(const Plan *plan, int i, bool (*uses)(const SitePlan *))
{
    const Program *p = plan->program;
    for (int j = 0; j < i; j++)
        if (uses(&plan->sites[j]) && p->launches[j].callee_fn == p->launches[i].callee_fn)
            return false;
    return true;
}

void shape_apply(const Plan *plan, EditBuffer *edits)
{
    const Program *p = plan->program;
    bool any = false;
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        if (!plan_site_shaped(sp))
            continue;
        any = true;
        const LaunchSite *s = &p->launches[i];
        const Function *child = &p->functions[s->callee_fn];
        if (sp->aggregate == GRANULARITY_NONE) {
            StrBuf text;
            strbuf_init(&text);
            Emitter e = {.plan = plan, .out = &text};
            char *indent = emit_line_indent(p->src, ts_node_start_byte(s->statement));
            emit_site_launch(&e, i, indent);
            edit_replace(edits, ts_node_start_byte(s->statement), ts_node_end_byte(s->statement), text.data);
            free(indent);
            strbuf_free(&text);
        }
        StrBuf decl, code;
        strbuf_init(&decl);
        strbuf_init(&code);
        if (thresholded(sp) && first_of_child(plan, i, thresholded)) {
            strbuf_printf(&decl, "// dpopt: %s run by a single thread, where a launch of it is below the threshold.\n",
                          s->callee);
            emit_serialised_child(plan, i, &decl, false);
            strbuf_printf(&code, "\n\n// dpopt: %s, every thread of one of its blocks run in turn by the calling thread.\n",
                          s->callee);
            emit_serialised_child(plan, i, &code, true);
            edit_insert(edits, declaration_point(p, s->callee_fn, thresholded, plan), decl.data);
            strbuf_free(&decl);
            strbuf_init(&decl);
        }
        if (coarsened_alone(sp) && first_of_child(plan, i, coarsened_alone)) {
            strbuf_printf(&decl, "// dpopt: %s coarsened: each block does %u consecutive blocks of the original grid.\n",
                          s->callee, sp->coarsen);
            emit_coarse_child(plan, i, &decl, false);
            strbuf_printf(&code, "\n\n// dpopt: %s, each block doing the work of %u blocks of the grid it was launched with.\n",
                          s->callee, sp->coarsen);
            emit_coarse_child(plan, i, &code, true);
            edit_insert(edits, declaration_point(p, s->callee_fn, coarsened_alone, plan), decl.data);
        }
        if (code.len)
            edit_insert(edits, ts_node_end_byte(child->outer), code.data);
        strbuf_free(&decl);
        strbuf_free(&code);
    }
    /* Once, whichever strategy asked for it first. */
    if (any && !(edits->prepended && strstr(edits->prepended, "<dpopt/dpopt.cuh>")))
        edit_prepend_toplevel(edits, "#include <dpopt/dpopt.cuh>\n");
}
