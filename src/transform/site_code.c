#include "transform/site_code.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "transform/writer.h"
#include "util/alloc.h"
#include "util/text.h"

SiteCode site_code(const Plan *plan, int site)
{
    const Program *p = plan->program;
    SiteCode c = {.site = site, .s = &p->launches[site], .sp = &plan->sites[site]};
    c.child = &p->functions[c.s->callee_fn];
    c.targs = c.s->template_args ? c.s->template_args : "";
    snprintf(c.pending, sizeof c.pending, "dp_pending_%d", site);
    return c;
}

void site_code_comment(StrBuf *out, const char *indent, const char *callee, const char *grid, const char *block)
{
    char *g = text_one_line(grid), *b = text_one_line(block);
    Writer w = w_block(out, indent);
    w_start(&w, "// dpopt: %s<<<%s, %s>>> ", callee, g, b);
    free(g);
    free(b);
}

/* Whether the stream site s names is one its thread made for it alone
 * and whose creation is left out (plan_stream_call_dropped): a launch the
 * generated code still makes goes to cudaStreamFireAndForget, which orders
 * it with nothing, as the program's stream did. */
static bool stream_dropped(const Emitter *e, const LaunchSite *s)
{
    const SitePlan *sp = &e->plan->sites[s - e->plan->program->launches];
    return !ts_node_is_null(sp->removal.stream_create) &&
           plan_stream_call_dropped(e->plan, sp->removal.stream_create, false);
}

void site_code_config_rest(Emitter *e, const LaunchSite *s)
{
    for (int k = 2; k < s->config_count; k++) {
        char *text = k == 3 && stream_dropped(e, s) ? xstrdup("cudaStreamFireAndForget") : emit_expr(e, s->config[k]);
        strbuf_printf(e->out, ", %s", text);
        free(text);
    }
    strbuf_puts(e->out, ">>>");
}

void site_code_config(Emitter *e, const LaunchSite *s, const char *grid, const char *block)
{
    strbuf_printf(e->out, "<<<%s, %s", grid, block);
    site_code_config_rest(e, s);
}

bool site_code_nest_open(Writer *w, const SitePlan *sp, const char **stream)
{
    if (!sp->aggregated.nested)
        return false;
    w_open(w, "dpopt::launch_nested([&](cudaStream_t dp_stream) {");
    *stream = "dp_stream";
    return true;
}

void site_code_nest_close(Writer *w) { w_close(w, "});"); }

unsigned site_code_line(const Plan *plan, int site)
{
    const Program *p = plan->program;
    return source_pos(p->src, ts_node_start_byte(p->launches[site].node)).line;
}

SiteOpening site_code_open(Emitter *e, int site, const char *indent)
{
    SiteOpening l = {.c = site_code(e->plan, site)};
    l.grid = emit_expr(e, l.c.s->config[0]);
    l.block = emit_expr(e, l.c.s->config[1]);
    site_code_comment(e->out, indent, l.c.s->callee, l.grid, l.block);
    return l;
}

void site_code_close(SiteOpening *l)
{
    free(l->grid);
    free(l->block);
}

void site_code_replace_statement(const Transform *t, int site)
{
    const LaunchSite *s = &t->plan->program->launches[site];
    StrBuf text;
    strbuf_init(&text);
    Emitter e = emitter_for(t, &text);
    char *indent = emit_line_indent(t->plan->program->src, ts_node_start_byte(s->statement));
    t->hooks->site(&e, site, indent);
    edit_replace_taking(t->edits, ts_node_start_byte(s->statement), node_end_byte(s->statement), &text);
    free(indent);
    strbuf_free(&text);
}

/* Whether an argument is an integer literal naming the null pointer (`0`,
 * `0L`, `NULL`, ...): bound with `auto` it would be an integer, which no
 * pointer parameter takes, where the launch converts it. */
static bool null_pointer_literal(const char *text)
{
    static const char *const spellings[] = {"0", "0L", "0l", "0u", "0U", "0UL", "0ul", "0LL", "0ll", "NULL", NULL};
    for (int i = 0; spellings[i]; i++)
        if (strcmp(text, spellings[i]) == 0)
            return true;
    return false;
}

void site_code_bind(Emitter *e, const SiteOpening *l, const char *indent)
{
    Writer w = w_at(e->out, indent, 1);
    w_line(&w, "const dim3 dp_grid = %s, dp_block = %s;", l->grid, l->block);
    const Function *child = l->c.child;
    for (int k = 0; k < l->c.s->arg_count; k++) {
        char *text = emit_expr(e, l->c.s->arg_nodes[k]);
        char *type = text_without_comments(k < child->param_count ? child->params[k].type : "");
        size_t n = strlen(type);
        char *literal = node_text(e->plan->program->src, node_unparenthesised(l->c.s->arg_nodes[k]));
        bool null_pointer = null_pointer_literal(literal);
        free(literal);
        if (!child->is_template && n && type[n - 1] == '*' && null_pointer)
            w_line(&w, "%sdp_arg%d = nullptr;", type, k);
        else
            w_line(&w, "auto dp_arg%d = %s;", k, text);
        free(type);
        free(text);
    }
}

void site_code_walk_blocks(Writer *w, const char *call, const char *grid, const char *block, const char *args,
                           bool check)
{
    if (check) {
        w_line(w, "// Only a launch that would start as written runs: with a configuration CUDA refuses, nothing does.");
        w_line(w, "if (dpopt::launch_config_valid(%s, %s))", grid, block);
        w_deeper(w);
    }
    w_line(w, "for (unsigned long long dp_b = 0; dp_b < dpopt::block_count_wide(%s); dp_b++)", grid);
    w_deeper(w);
    w_line(w, "%sdp_b, %s, %s%s);", call, grid, block, args);
}

void site_code_run_serially(Emitter *e, int site, const char *indent, const char *record)
{
    SiteCode c = site_code(e->plan, site);
    /* "dp_grid" and "dp_arg<k>", or "<record>.dp_grid" and "<record>.<parameter>" */
    const char *dot = record ? "." : "";
    record = record ? record : "";
    char *serial = plan_removal_function(e->plan, site, REMOVAL_T4);
    StrBuf args;
    strbuf_init(&args);
    for (int k = 0; k < c.s->arg_count; k++) {
        if (dot[0])
            strbuf_printf(&args, ", %s.%s", record, c.child->params[k].name);
        else
            strbuf_printf(&args, ", dp_arg%d", k);
    }
    char *call = strbuf_format("%s%s(", serial, c.targs);
    char *grid = strbuf_format("%s%sdp_grid", record, dot), *block = strbuf_format("%s%sdp_block", record, dot);
    Writer w = w_at(e->out, indent, 0);
    /* A record is active only where the launch would start (pending.h). */
    site_code_walk_blocks(&w, call, grid, block, args.data, !dot[0]);
    strbuf_free(&args);
    free(call);
    free(grid);
    free(block);
    free(serial);
}

void site_code_bound_launch_of(Emitter *e, int site, const char *indent, const char *kernel)
{
    SiteCode c = site_code(e->plan, site);
    const LaunchSite *s = c.s;
    const SitePlan *sp = c.sp;
    const char *targs = c.targs;
    StrBuf *o = e->out;
    bool coarse = sp->decision.coarsen > 1 && !kernel;
    Writer w = w_block(o, indent);
    if (coarse)
        w_start(&w, "%s%s<<<dpopt::coarsened_grid(dp_grid, dp_block, %uu), dp_block", sp->shape.coarse_name, targs, sp->decision.coarsen);
    else
        w_start(&w, "%s%s<<<dp_grid, dp_block", kernel ? kernel : s->callee, targs);
    site_code_config_rest(e, s);
    strbuf_puts(o, "(");
    for (int k = 0; k < s->arg_count; k++)
        strbuf_printf(o, "%sdp_arg%d", k ? ", " : "", k);
    strbuf_printf(o, "%s);\n", coarse ? (s->arg_count ? ", dp_grid" : "dp_grid") : "");
    w_end(&w);
}

void site_code_bound_launch(Emitter *e, int site, const char *indent) { site_code_bound_launch_of(e, site, indent, NULL); }

bool site_code_first_of_child(const Plan *plan, int site, bool (*uses)(const SitePlan *))
{
    const Program *p = plan->program;
    for (int j = 0; j < site; j++)
        if (uses(&plan->sites[j]) && p->launches[j].callee_fn == p->launches[site].callee_fn)
            return false;
    return true;
}

uint32_t site_code_declaration_point(const Plan *plan, int child_fn, bool (*uses)(const SitePlan *))
{
    const Program *p = plan->program;
    uint32_t before = ts_node_start_byte(p->functions[child_fn].outer);
    for (int j = 0; j < p->launch_count; j++)
        if (uses(&plan->sites[j]) && p->launches[j].callee_fn == child_fn && p->launches[j].caller_fn >= 0 &&
            ts_node_start_byte(p->functions[p->launches[j].caller_fn].outer) < before)
            before = ts_node_start_byte(p->functions[p->launches[j].caller_fn].outer);
    return before;
}

const char *site_code_child_barrier_why(const Plan *plan, int child)
{
    return plan->kernels[child].shared ? "the next child block reuses its shared memory"
                                       : "every thread is done with this child block before the next";
}

void site_code_dropped_stream(const Source *src, TSNode call, int which, const char *why, StrBuf *o)
{
    if (which == 1) {
        /* the variable's address only: it is neither read nor left unused */
        TSNode args = node_child_of_type(call, "argument_list");
        char *stream = node_text(src, node_named_child(args, 0));
        strbuf_printf(o, "(void)%s /* dpopt: no stream is made: %s */", stream, why);
        free(stream);
    } else {
        strbuf_puts(o, "(void)0 /* dpopt: the stream was not made */");
    }
}

char *site_code_grid_state(const SitePlan *sp)
{
    StrBuf b;
    strbuf_init(&b);
    if (sp->aggregated.grid_table)
        strbuf_puts(&b, "dp_state");
    else
        strbuf_printf(&b, "&%s_state", sp->kernel_name);
    return strbuf_take(&b);
}

void site_code_take_grid_state(Writer *w, const SitePlan *sp)
{
    if (!sp->aggregated.grid_table)
        return;
    if (!sp->aggregated.followed) {
        w_line(w, "dpopt::GridState *const dp_state = dpopt::grid_state_of(&%s_states, dp_temp); // this grid's own", sp->kernel_name);
        return;
    }
    w_line(w, "// This grid's own: the room the host set aside for its stream, or an entry of the table.");
    if (sp->aggregated.loop_records > 0)
        w_line(w, "dpopt::GridState *const dp_state = dpopt::grid_state_in_stream_room(%s_stream_rooms, dp_ticket, &%s_states, "
                  "dp_temp, %uu);", sp->kernel_name, sp->kernel_name, sp->aggregated.loop_records);
    else
        w_line(w, "dpopt::GridState *const dp_state = dpopt::grid_state_in_stream_room(%s_stream_rooms, dp_ticket, &%s_states, "
                  "dp_temp);", sp->kernel_name, sp->kernel_name);
}
