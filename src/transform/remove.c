#include "transform/remove.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "syntax/parents.h"
#include "transform/decl.h"
#include "transform/persist.h"
#include "transform/removed_child.h"
#include "transform/site_code.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

static void emit_removed_launch(const Plan *plan, int site, StrBuf *o, const char *indent)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[site];
    const char *targs = s->template_args ? s->template_args : "";
    char *grid = node_text(p->src, s->config[0]), *block = node_text(p->src, s->config[1]);
    site_code_comment(o, indent, s->callee, grid, block);
    strbuf_puts(o, "removed (T4): this thread runs the child's threads itself\n");
    strbuf_printf(o, "%s    const dim3 dp_grid(%s), dp_block(%s);\n", indent, grid, block);
    for (int k = 0; k < s->arg_count; k++)
        strbuf_printf(o, "%s    auto dp_arg%d = %s;\n", indent, k, s->args[k]);
    strbuf_printf(o, "%s    for (unsigned int dp_b = 0; dp_b < dpopt::block_count(dp_grid); dp_b++)\n", indent);
    char *serial = plan_removal_function(plan, site, REMOVAL_T4);
    strbuf_printf(o, "%s        %s%s(dp_b, dp_grid, dp_block", indent, serial, targs);
    free(serial);
    for (int k = 0; k < s->arg_count; k++)
        strbuf_printf(o, ", dp_arg%d", k);
    strbuf_printf(o, ");\n%s}", indent);
    free(grid);
    free(block);
}

bool remove_apply(const Transform *t)
{
    const Plan *plan = t->plan;
    EditBuffer *edits = t->edits;
    const Program *p = plan->program;
    bool any = false;
    for (int i = 0; i < p->launch_count; i++) {
        if (plan->sites[i].remove == REMOVAL_NONE)
            continue;
        any = true;
        const LaunchSite *s = &p->launches[i];
        Removal kind = plan->sites[i].remove;
        if (kind == REMOVAL_T3 || kind == REMOVAL_AUTO) {
            /* Recorded for the block's end, where auto also chooses. */
            site_code_replace_statement(t, i);
        } else {
            StrBuf text;
            strbuf_init(&text);
            char *indent = emit_line_indent(p->src, ts_node_start_byte(s->statement));
            emit_removed_launch(plan, i, &text, indent);
            edit_replace(edits, ts_node_start_byte(s->statement), ts_node_end_byte(s->statement), text.data);
            free(indent);
            strbuf_free(&text);
        }

        /* The child's T3 and T4 functions, once per kernel, for whichever
         * of them its sites use. */
        bool first = true;
        for (int j = 0; j < i; j++)
            first = first && !(plan->sites[j].remove != REMOVAL_NONE && p->launches[j].callee_fn == s->callee_fn);
        if (!first)
            continue;
        const KernelPlan *kp = &plan->kernels[s->callee_fn];
        const Function *child = &p->functions[s->callee_fn];
        uint32_t before = ts_node_start_byte(child->outer);
        for (int j = 0; j < p->launch_count; j++)
            if (plan->sites[j].remove != REMOVAL_NONE && p->launches[j].callee_fn == s->callee_fn &&
                p->launches[j].caller_fn >= 0 && ts_node_start_byte(p->functions[p->launches[j].caller_fn].outer) < before)
                before = ts_node_start_byte(p->functions[p->launches[j].caller_fn].outer);
        StrBuf decl, code;
        strbuf_init(&decl);
        strbuf_init(&code);
        if (kp->runs_as_block) {
            if (plan->child_shared_placed && plan->child_shared_placed[s->callee_fn])
                decl_shared_struct(p, s->callee_fn, &decl);
            strbuf_printf(&decl, "// dpopt: %s run by the launching block (launch removal, T3).\n", s->callee);
            decl_launch_type(plan, i, &decl);
            removed_child_block(t, i, &decl, false);
            strbuf_printf(&code, "\n\n// dpopt: one block of %s, run by the calling block's threads.\n", s->callee);
            removed_child_block(t, i, &code, true);
        }
        if (kp->runs_serially) {
            strbuf_printf(&decl, "// dpopt: %s run by a single thread (launch removal, T4).\n", s->callee);
            removed_child_serial(t, i, &decl, false);
            strbuf_printf(&code, "\n\n// dpopt: %s, every thread of one of its blocks run in turn by the calling thread.\n",
                          s->callee);
            removed_child_serial(t, i, &code, true);
        }
        edit_insert(edits, before, decl.data);
        edit_insert(edits, ts_node_end_byte(child->outer), code.data);
        strbuf_free(&decl);
        strbuf_free(&code);
    }
    for (int i = 0; i < plan->sync_count; i++) {
        const SyncPlan *sp = &plan->syncs[i];
        if (sp->action == SYNC_KEEP)
            continue;
        TSNode call = p->calls[sp->call].node;
        TSNode statement = parents_of(call);
        bool alone = node_is(statement, "expression_statement");
        TSNode target = alone ? statement : call;
        any = true;
        if (sp->action == SYNC_FLUSH) {
            /* The plan took it only as a statement of its own. */
            StrBuf flush;
            strbuf_init(&flush);
            char *indent = emit_line_indent(p->src, ts_node_start_byte(statement));
            Emitter e = emitter_for(t, &flush);
            t->hooks->sync(&e, sp, indent);
            edit_replace(edits, ts_node_start_byte(statement), ts_node_end_byte(statement), flush.data);
            free(indent);
            strbuf_free(&flush);
            continue;
        }
        edit_replace(edits, ts_node_start_byte(target), ts_node_end_byte(target), emit_sync_replacement(sp->action, alone));
    }
    persist_apply(t);
    return any;
}
