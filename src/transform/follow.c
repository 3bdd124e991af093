/* The host's follow-up launch (--flatten=grid, KernelPlan.followed): a
 * launching kernel whose flattened sites' fused grids the host launches
 * right after it, in its stream, instead of its grid's last block
 * launching them from the device (a device-side launch costs several
 * times what a host launch in the same stream does before the fused grid
 * runs).
 * Its body becomes a template on whether a follow-up comes, and two
 * kernels call it: the kernel itself, for any launch dpopt does not
 * rewrite, and a copy that its host launches now launch, with the ticket
 * at which the grid and its follow-ups meet (runtime grid_flat.cuh):
 *
 *  template <bool dp_followed>
 *  __device__ void parent_dp_body(<parameters>, unsigned long long dp_ticket)
 *  { <the body, rewritten; each flattened site's last block hands its batch off when dp_followed> }
 *
 *  __global__ void parent(<parameters>) { parent_dp_body<false>(<names>, 0ull); }
 *  __global__ void parent_dp_followed(<parameters>, unsigned long long dp_ticket)
 *  { parent_dp_body<true>(<names>, dp_ticket); }
 *
 * and each host launch `parent<<<cfg>>>(args);` becomes
 *
 *  {
 *      <the grid and block evaluated once; room for the batches set aside>
 *      const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(<stream>) : 0ull;
 *      if (dp_ticket) {
 *          parent_dp_followed<<<cfg>>>(args, dp_ticket);
 *          child_dp_grid_follow<<<dpopt::grid_flat_follow_blocks(...), dpopt::grid_flat_block, 0, <stream>>>>();
 *      } else {
 *          parent<<<cfg>>>(args);   (no room for a batch, or the stream is being captured into a graph)
 *      }
 *  }
 *
 * The follow-up kernels themselves are flatten_grid.c's. */
#include "transform/follow.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "syntax/parents.h"
#include "transform/decl.h"
#include "transform/emit.h"
#include "transform/widen.h"
#include "transform/writer.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

/* "(p0, p1, ...)" or the parameters declared: the wrappers' lists, with
 * `last` after them where not NULL. */
static void parameter_list(StrBuf *o, const Function *fn, bool declared, const char *last)
{
    strbuf_puts(o, "(");
    for (int i = 0; i < fn->param_count; i++) {
        if (declared)
            decl_param(o, i ? ", " : "", &fn->params[i], "");
        else
            strbuf_printf(o, "%s%s", i ? ", " : "", fn->params[i].name);
    }
    if (last)
        strbuf_printf(o, "%s%s", fn->param_count ? ", " : "", last);
    strbuf_puts(o, ")");
}

static void emit_wrapper(StrBuf *o, const Function *fn, bool bounded, bool followed, const char *why)
{
    strbuf_printf(o, "\n\n// dpopt: %s %s.\n", fn->name, why);
    decl_bound_comment(o, bounded);
    strbuf_puts(o, "__global__ void ");
    decl_launch_bounds(o, fn, bounded);
    strbuf_printf(o, "%s%s", fn->name, followed ? "_dp_followed" : "");
    parameter_list(o, fn, true, followed ? "unsigned long long dp_ticket" : NULL);
    strbuf_printf(o, "\n{\n    %s_dp_body<%s>", fn->name, followed ? "true" : "false");
    parameter_list(o, fn, false, followed ? "dp_ticket" : "0ull");
    strbuf_puts(o, ";\n}\n");
}

/* Where kernel fn's parameter list, which starts at or after `from` (right
 * after its name), opens and closes: the offsets of its `(` and `)`. */
static void parameter_list_span(const Program *p, const Function *fn, uint32_t from, uint32_t *open, uint32_t *close)
{
    if (fn->param_count) {
        TSNode list = parents_of(fn->params[fn->param_count - 1].node);
        assert(node_is(list, "parameter_list"));
        *open = ts_node_start_byte(list);
        *close = node_end_byte(list) - 1;
        return;
    }
    const char *at = strchr(p->src->text + from, '(');
    const char *end = at ? strchr(at, ')') : NULL; /* nothing inside but `void` */
    assert(end && end < p->src->text + ts_node_start_byte(fn->body));
    *open = (uint32_t)(at - p->src->text);
    *close = (uint32_t)(end - p->src->text);
}

/* The kernel's head becomes its body's (its parameter list as written);
 * the two kernels follow it. */
static void split_kernel(const Plan *plan, int k, EditBuffer *edits)
{
    const Program *p = plan->program;
    const Function *fn = &p->functions[k];
    uint32_t params_at = plan->kernels[k].name_at + (uint32_t)strlen(fn->name), body_at = ts_node_start_byte(fn->body);
    uint32_t open, close;
    parameter_list_span(p, fn, params_at, &open, &close);
    const char *text = p->src->text;
    StrBuf head;
    strbuf_init(&head);
    strbuf_printf(&head, "// dpopt: %s's body, as the two kernels below run it (--flatten=grid).\n"
                         "template <bool dp_followed>\n__device__ void %s_dp_body",
                  fn->name, fn->name);
    /* The list as written, the ticket last (`()` and `(void)` hold it alone). */
    strbuf_printf(&head, "%.*s", (int)(open + 1 - params_at), text + params_at);
    if (fn->param_count)
        strbuf_printf(&head, "%.*s, ", (int)(close - open - 1), text + open + 1);
    strbuf_printf(&head, "unsigned long long dp_ticket%.*s", (int)(body_at - close), text + close);
    edit_replace(edits, ts_node_start_byte(fn->node), body_at, head.data);
    strbuf_free(&head);
    StrBuf kernels;
    strbuf_init(&kernels);
    emit_wrapper(&kernels, fn, plan->kernels[k].bounded, false,
                 "as written, for a launch dpopt did not rewrite: its grid's last block launches the fused grids itself");
    emit_wrapper(&kernels, fn, plan->kernels[k].bounded, true,
                 "as its host launches in this file launch it, each followed by the fused grids of its children");
    edit_insert(edits, node_end_byte(fn->outer), kernels.data);
    strbuf_free(&kernels);
}

/* `text` with a newline's continuation `deeper` more indented, as the
 * statement it stands in now is. */
static void append_deeper(StrBuf *o, const char *text, uint32_t from, uint32_t to, const char *deeper)
{
    for (uint32_t i = from; i < to; i++) {
        strbuf_append(o, text + i, 1);
        if (text[i] == '\n')
            strbuf_puts(o, deeper);
    }
}

/* The launch statement from `from` (past the kernel's name, or past its
 * block size) to its end, with `extra` as a last argument where not NULL. */
static void append_launch_rest(StrBuf *o, const LaunchSite *s, const char *text, uint32_t from, const char *extra)
{
    uint32_t end = node_end_byte(s->statement);
    TSNode args = ts_node_child_by_field_name(s->node, "arguments", 9);
    if (!extra || ts_node_is_null(args)) {
        append_deeper(o, text, from, end, "        ");
        return;
    }
    uint32_t close = node_end_byte(args) - 1; /* its `)` */
    append_deeper(o, text, from, close, "        ");
    strbuf_printf(o, "%s%s", s->arg_count ? ", " : "", extra);
    append_deeper(o, text, close, end, "        ");
}

/* Host launch s of kernel fn inside the `if (dp_ticket)` (followed: its
 * copy, the ticket last) or its `else` (the kernel as written), with the
 * grid and block hoisted. */
static void append_copy_launch(StrBuf *o, const Program *p, const LaunchSite *s, const Function *fn, bool followed,
                               const char *indent)
{
    strbuf_printf(o, "%s        %s%s<<<dp_follow_grid, dp_follow_block", indent, fn->name, followed ? "_dp_followed" : "");
    append_launch_rest(o, s, p->src->text, node_end_byte(s->config[1]), followed ? "dp_ticket" : NULL);
}

/* The lock a followed host launch holds up to its follow-ups' launch. */
static void append_follow_lock(StrBuf *o, const char *indent, const char *stream)
{
    strbuf_printf(o, "%s    // From here to its follow-ups, no other host thread's launch comes between in the stream (and, in\n"
                     "%s    // a default stream of this thread's own, its grids wait for the last locked launch's to end).\n"
                     "%s    const dpopt::FollowLock dp_follow_lock(%s);\n",
                  indent, indent, indent, stream);
}

/* The rooms set aside on the host for kernel k's followed sites before a
 * host launch into `stream`, and whether each holds the grid's batch
 * (dp_rooms): a site's own where its grids run one at a time, the
 * stream's where each grid takes a state (then the stream's number,
 * dp_stream_slot, first, which the ticket carries). True where
 * dp_stream_slot is declared. */
static bool append_rooms(StrBuf *o, const Plan *plan, int k, const char *indent, const char *stream)
{
    const Program *p = plan->program;
    bool streamed = false;
    strbuf_printf(o, "%s    // The room for the batches of its children's launches, set aside on the host (allocated by the\n"
                     "%s    // first launch, and by any larger one): its blocks then take no room from the launch pool, and\n"
                     "%s    // launch nothing from the device. Where a room cannot hold the grid's batch, the kernel as written.\n",
                  indent, indent, indent);
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        if (p->launches[i].caller_fn == k && sp->aggregated.followed && sp->aggregated.grid_table) {
            strbuf_printf(o, "%s    // Its grids each take a state of their own: the room is the stream's (by its number).\n"
                             "%s    const unsigned int dp_stream_slot = dpopt::grid_flat_stream_slot(%s);\n",
                          indent, indent, stream);
            streamed = true;
            break;
        }
    }
    strbuf_printf(o, "%s    const bool dp_rooms =\n", indent);
    bool first = true;
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        if (p->launches[i].caller_fn != k || !sp->aggregated.followed)
            continue;
        strbuf_printf(o, "%s%s        ", first ? "" : " &&\n", indent);
        first = false;
        const char *targs = p->launches[i].template_args ? p->launches[i].template_args : "";
        if (sp->aggregated.grid_table)
            strbuf_printf(o, "dpopt::grid_flat_set_aside_in(&%s_stream_asides, %s_stream_rooms, dp_stream_slot,\n"
                             "%s                                      dp_follow_grid, dp_follow_block, sizeof(%s%s), sizeof(%s%s)",
                          sp->kernel_name, sp->kernel_name, indent, sp->aggregated.record_name, targs,
                          sp->launch_name, targs);
        else
            strbuf_printf(o, "dpopt::grid_flat_set_aside(&%s_aside, %s_state, dp_follow_grid, dp_follow_block,\n"
                             "%s                                   sizeof(%s%s), sizeof(%s%s), %s",
                          sp->kernel_name, sp->kernel_name, indent, sp->aggregated.record_name, targs,
                          sp->launch_name, targs, stream);
        if (sp->aggregated.loop_records > 0) /* a launch in a loop: that many records a thread */
            strbuf_printf(o, ", %uu", sp->aggregated.loop_records);
        strbuf_puts(o, ")");
    }
    assert(!first);
    strbuf_puts(o, ";\n");
    return streamed;
}

/* Host launch s of kernel k: its configuration evaluated once, the room for
 * each followed site's batch set aside for it (a site whose grids each take
 * a state of their own: the stream's room), its ticket, its copy, then each
 * followed site's follow-up, in a block of their own:
 *
 *  {
 *      const dim3 dp_follow_grid = <grid>, dp_follow_block = <block>;
 *      const dpopt::FollowLock dp_follow_lock(<stream>);
 *      dpopt::grid_flat_set_aside(&<fused>_aside, <fused>_state, dp_follow_grid, dp_follow_block,
 *                                 sizeof(<record>), sizeof(<launch>), <stream>[, <records a thread keeps>]);
 *          (where each grid takes a state:
 *           const unsigned int dp_stream_slot = dpopt::grid_flat_stream_slot(<stream>);
 *           dpopt::grid_flat_set_aside_in(&<fused>_stream_asides, <fused>_stream_rooms, dp_stream_slot, ...);)
 *      const unsigned long long dp_ticket = dpopt::grid_flat_ticket(<stream>[, dp_stream_slot]);
 *      if (dp_ticket) {
 *          parent_dp_followed<<<dp_follow_grid, dp_follow_block<the rest as written, dp_ticket last>;
 *          <fused>_follow<<<...>>>(dp_ticket);
 *      } else {
 *          parent<<<dp_follow_grid, dp_follow_block<the rest as written>;
 *      }
 *  }
 *
 * A statement that names dp_follow_grid or dp_follow_block itself stays as
 * written (the kernel as written): with no room set aside for its grid,
 * the copy would have nowhere to put its batch. */
static void rewrite_host_launch(const Plan *plan, int k, const LaunchSite *s, EditBuffer *edits)
{
    const Program *p = plan->program;
    const Function *fn = &p->functions[k];
    const char *text = p->src->text;
    uint32_t start = ts_node_start_byte(s->statement), end = node_end_byte(s->statement);
    if (s->config_count < 2 || text_has_word(text + start, end - start, "dp_follow_grid") ||
        text_has_word(text + start, end - start, "dp_follow_block"))
        return;
    char *indent = emit_line_indent(p->src, ts_node_start_byte(s->statement));
    char *stream = s->config_count > 3 ? node_text(p->src, s->config[3]) : xstrdup("0");
    StrBuf o;
    strbuf_init(&o);
    strbuf_printf(&o, "{\n%s    // dpopt: %s's copy, whose children's fused grids are launched after it (--flatten=grid)\n",
                  indent, fn->name);
    if (plan_launch_widened(plan, s)) {
        /* The block first: the widened grid reads it. */
        StrBuf deeper;
        strbuf_init(&deeper);
        strbuf_printf(&deeper, "%s    ", indent);
        strbuf_printf(&o, "%s    const dim3 dp_follow_block = %s;\n%s", indent, s->block, deeper.data);
        widen_comment(&o, plan, s, deeper.data);
        char *grid = widen_grid_text(plan, s, "dp_follow_block");
        strbuf_printf(&o, "const dim3 dp_follow_grid = %s;\n", grid);
        free(grid);
        strbuf_free(&deeper);
    } else {
        uint32_t grid_at = ts_node_start_byte(s->config[0]), block_at = ts_node_start_byte(s->config[1]);
        strbuf_printf(&o, "%s    const dim3 dp_follow_grid = ", indent);
        append_deeper(&o, text, grid_at, node_end_byte(s->config[0]), "    ");
        strbuf_puts(&o, ", dp_follow_block = ");
        append_deeper(&o, text, block_at, node_end_byte(s->config[1]), "    ");
        strbuf_puts(&o, ";\n");
    }
    append_follow_lock(&o, indent, stream);
    bool streamed = append_rooms(&o, plan, k, indent, stream); /* a stream's number for its rooms is in dp_stream_slot */
    strbuf_printf(&o, "%s    // The ticket that marks its grid as followed; none where a room cannot hold its batch, or while the\n"
                      "%s    // stream is captured into a graph (instances of one graph may run at once): then the kernel as written.\n"
                      "%s    const unsigned long long dp_ticket = dp_rooms ? dpopt::grid_flat_ticket(%s%s) : 0ull;\n"
                      "%s    if (dp_ticket) {\n",
                  indent, indent, indent, stream, streamed ? ", dp_stream_slot" : "", indent);
    append_copy_launch(&o, p, s, fn, true, indent);
    for (int i = 0; i < p->launch_count; i++) {
        const char *f = plan->sites[i].kernel_name;
        if (p->launches[i].caller_fn != k || !plan->sites[i].aggregated.followed)
            continue;
        strbuf_printf(&o, "\n%s        %s_follow<<<dpopt::grid_flat_follow_blocks(%s_follow, &%s_follow_blocks), dpopt::grid_flat_block, 0, %s>>>(%s);",
                      indent, f, f, f, stream, plan->sites[i].aggregated.grid_table ? "dp_ticket" : "");
    }
    strbuf_printf(&o, "\n%s    } else {\n", indent);
    append_copy_launch(&o, p, s, fn, false, indent);
    strbuf_printf(&o, "\n%s    }\n%s}", indent, indent);
    edit_replace(edits, start, end, o.data);
    strbuf_free(&o);
    free(stream);
    free(indent);
}

void follow_apply(const Transform *t)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    for (int k = 0; k < p->function_count; k++) {
        if (!plan->kernels[k].followed)
            continue;
        split_kernel(plan, k, t->edits);
        for (int j = 0; j < p->launch_count; j++)
            if (p->launches[j].callee_fn == k && !p->launches[j].device_side)
                rewrite_host_launch(plan, k, &p->launches[j], t->edits);
    }
}
