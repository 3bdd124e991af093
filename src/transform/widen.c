/* A host launch of a kernel whose whole body is one grid-stride loop, its
 * launches batched at grid scope (KernelPlan.widened, plan/widen.c), gets
 * blocks enough for one iteration a thread:
 *
 *  // dpopt: sp_var_parent runs one iteration of its grid-stride loop (line 26) a thread, as far as
 *  // the GPU holds threads at once (never fewer blocks than written)
 *  sp_var_parent<<<dpopt::grid_stride_grid(f->parent_blocks, SP_PARENT_BLOCK, f->nvars), SP_PARENT_BLOCK>>>(...);
 *
 * The block and the bound are read twice: plan_launch_widened holds them
 * free of effects. A followed kernel's host launch, which follow.c writes,
 * takes the same grid there. */
#include "transform/widen.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "util/strbuf.h"

char *widen_grid_text(const Plan *plan, const LaunchSite *s, const char *block)
{
    StrBuf o;
    strbuf_init(&o);
    strbuf_printf(&o, "dpopt::grid_stride_grid(%s, %s, %s)", s->grid, block ? block : s->block,
                  s->args[plan->kernels[s->callee_fn].widen_bound]);
    return strbuf_take(&o);
}

void widen_comment(StrBuf *o, const Plan *plan, const LaunchSite *s, const char *indent)
{
    const Program *p = plan->program;
    const KernelPlan *kp = &plan->kernels[s->callee_fn];
    strbuf_printf(o, "// dpopt: %s runs one iteration of its grid-stride loop (line %u) a thread, as far as\n"
                     "%s// the GPU holds threads at once (never fewer blocks than written)\n%s",
                  s->callee, source_pos(p->src, kp->widen_loop_at).line, indent, indent);
}

void widen_apply(const Transform *t)
{
    const Plan *plan = t->plan;
    const Program *p = plan->program;
    for (int j = 0; j < p->launch_count; j++) {
        const LaunchSite *s = &p->launches[j];
        if (!plan_launch_widened(plan, s) || plan->kernels[s->callee_fn].followed)
            continue;
        /* The comment as lines of their own above the statement where it
         * begins its line (no #line then breaks the statement). */
        uint32_t at = ts_node_start_byte(s->statement);
        while (at > 0 && (p->src->text[at - 1] == ' ' || p->src->text[at - 1] == '\t'))
            at--;
        bool line_start = at == 0 || p->src->text[at - 1] == '\n';
        char *indent = emit_line_indent(p->src, ts_node_start_byte(s->statement));
        StrBuf comment;
        strbuf_init(&comment);
        if (line_start) {
            strbuf_puts(&comment, indent);
            widen_comment(&comment, plan, s, indent);
            comment.len -= strlen(indent); /* the statement keeps its own indent */
            comment.data[comment.len] = '\0';
        } else {
            at = ts_node_start_byte(s->statement);
            widen_comment(&comment, plan, s, indent);
        }
        edit_insert(t->edits, at, comment.data);
        strbuf_free(&comment);
        char *grid = widen_grid_text(plan, s, NULL);
        edit_replace(t->edits, ts_node_start_byte(s->config[0]), node_end_byte(s->config[0]), grid);
        free(grid);
        free(indent);
    }
}
