#include "transform/remove.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "syntax/parents.h"
#include "transform/decl.h"
#include "transform/guard.h"
#include "transform/persist.h"
#include "transform/removed_child.h"
#include "transform/site_code.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

static bool removed(const SitePlan *sp) { return decision_removal(&sp->decision) != REMOVAL_NONE; }

/* Whether some launch of kernel `child` is flattened at warp scope: its
 * one-thread form is then this file's to write (a persistent version's
 * writes its own, persist.c; --decisions keeps the two apart). */
static bool flattened_at_warp(const Plan *plan, int child)
{
    for (int j = 0; j < plan->program->launch_count; j++)
        if (plan->program->launches[j].callee_fn == child && plan->sites[j].decision.kind == STRATEGY_FLATTEN_WARP)
            return true;
    return false;
}

bool remove_apply(const Transform *t)
{
    const Plan *plan = t->plan;
    EditBuffer *edits = t->edits;
    const Program *p = plan->program;
    bool any = false;
    for (int i = 0; i < p->launch_count; i++) {
        if (decision_removal(&plan->sites[i].decision) == REMOVAL_NONE)
            continue;
        any = true;
        const LaunchSite *s = &p->launches[i];
        site_code_replace_statement(t, i); /* T3 and auto record it for the block's end */

        /* The child's T3 and T4 functions, once per kernel, for whichever
         * of them its sites use. */
        if (!site_code_first_of_child(plan, i, removed))
            continue;
        const KernelPlan *kp = &plan->kernels[s->callee_fn];
        const Function *child = &p->functions[s->callee_fn];
        uint32_t before = site_code_declaration_point(plan, s->callee_fn, removed);
        StrBuf decl, code;
        strbuf_init(&decl);
        strbuf_init(&code);
        if (kp->runs_as_block) {
            if (plan->kernels[s->callee_fn].shared_as_child)
                decl_shared_struct(p, s->callee_fn, &decl);
            strbuf_printf(&decl, "// dpopt: %s run by the launching block (launch removal, T3).\n", s->callee);
            decl_launch_type(plan, i, &decl);
            removed_child_block(t, i, &decl, DECL_DECLARATION);
            strbuf_printf(&code, "\n\n// dpopt: one block of %s, run by the calling block's threads.\n", s->callee);
            removed_child_block(t, i, &code, DECL_DEFINITION);
        }
        if (kp->runs_serially) {
            strbuf_printf(&decl, "// dpopt: %s run by a single thread (launch removal, T4).\n", s->callee);
            removed_child_serial(t, i, &decl, DECL_DECLARATION, NULL);
            strbuf_printf(&code, "\n\n// dpopt: %s, every thread of one of its blocks run in turn by the calling thread.\n",
                          s->callee);
            removed_child_serial(t, i, &code, DECL_DEFINITION, NULL);
        }
        /* Flattening's; the persistent version writes its own (persist.c). */
        if (kp->runs_as_thread && flattened_at_warp(plan, s->callee_fn)) {
            strbuf_printf(&decl, "// dpopt: one thread of %s, for the warps that flatten its launches.\n", s->callee);
            removed_child_thread(t, i, &decl, DECL_DECLARATION);
            strbuf_printf(&code, "\n\n// dpopt: one thread of %s (flattening).\n", s->callee);
            removed_child_thread(t, i, &code, DECL_DEFINITION);
        }
        char *guard = guard_of_child(plan, s->callee_fn, removed);
        guard_insert(edits, before, &decl, guard);
        guard_insert(edits, node_end_byte(child->outer), &code, guard);
        free(guard);
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
            edit_replace(edits, ts_node_start_byte(statement), node_end_byte(statement), flush.data);
            free(indent);
            strbuf_free(&flush);
            continue;
        }
        edit_replace(edits, ts_node_start_byte(target), node_end_byte(target), emit_sync_replacement(sp->action, alone));
    }
    return persist_apply(t) || any;
}
