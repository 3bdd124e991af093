#include "transform/shape.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "transform/coarse_child.h"
#include "transform/guard.h"
#include "transform/removed_child.h"
#include "transform/site_code.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

static bool thresholded(const SitePlan *sp) { return sp->decision.threshold > 0; }
static bool coarsened_alone(const SitePlan *sp) { return sp->decision.coarsen > 1 && !decision_batches(&sp->decision); }

bool shape_apply(const Transform *t)
{
    const Plan *plan = t->plan;
    EditBuffer *edits = t->edits;
    const Program *p = plan->program;
    bool any = false;
    for (int i = 0; i < p->launch_count; i++) {
        const SitePlan *sp = &plan->sites[i];
        if (!plan_site_shaped(sp))
            continue;
        any = true;
        const LaunchSite *s = &p->launches[i];
        const Function *child = &p->functions[s->callee_fn];
        if (!decision_batches(&sp->decision))
            site_code_replace_statement(t, i);
        StrBuf decl, code;
        strbuf_init(&decl);
        strbuf_init(&code);
        char *code_guard = NULL; /* the condition of what `code` holds */
        if (thresholded(sp) && !sp->shape.subtree && site_code_first_of_child(plan, i, thresholded)) {
            strbuf_printf(&decl, "// dpopt: %s run by a single thread, where a launch of it is below the threshold.\n",
                          s->callee);
            removed_child_serial(t, i, &decl, DECL_DECLARATION, NULL);
            strbuf_printf(&code, "\n\n// dpopt: %s, every thread of one of its blocks run in turn by the calling thread.\n",
                          s->callee);
            removed_child_serial(t, i, &code, DECL_DEFINITION, NULL);
            code_guard = guard_of_child(plan, s->callee_fn, thresholded);
            guard_insert(edits, site_code_declaration_point(plan, s->callee_fn, thresholded), &decl, code_guard);
        }
        if (coarsened_alone(sp) && site_code_first_of_child(plan, i, coarsened_alone)) {
            strbuf_printf(&decl, "// dpopt: %s coarsened: each block does %u consecutive blocks of the original grid.\n",
                          s->callee, sp->decision.coarsen);
            coarse_child_kernel(t, i, &decl, DECL_DECLARATION);
            char *guard = guard_of_child(plan, s->callee_fn, coarsened_alone);
            /* the serial form's code before it, in one piece where one condition holds both */
            if (code.len && !guard_same(code_guard, guard))
                guard_insert(edits, node_end_byte(child->outer), &code, code_guard);
            free(code_guard);
            code_guard = guard;
            strbuf_printf(&code, "\n\n// dpopt: %s, each block doing the work of %u blocks of the grid it was launched with.\n",
                          s->callee, sp->decision.coarsen);
            coarse_child_kernel(t, i, &code, DECL_DEFINITION);
            guard_insert(edits, site_code_declaration_point(plan, s->callee_fn, coarsened_alone), &decl, guard);
        }
        if (code.len)
            guard_insert(edits, node_end_byte(child->outer), &code, code_guard);
        free(code_guard);
        strbuf_free(&decl);
        strbuf_free(&code);
    }
    return any;
}
