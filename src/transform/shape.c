#include "transform/shape.h"

#include <stdlib.h>
#include <string.h>

#include "syntax/node.h"
#include "transform/coarse_child.h"
#include "transform/removed_child.h"
#include "transform/site_code.h"
#include "util/alloc.h"
#include "util/strbuf.h"
#include "util/text.h"

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
        if (sp->aggregate == GRANULARITY_NONE)
            site_code_replace_statement(t, i);
        StrBuf decl, code;
        strbuf_init(&decl);
        strbuf_init(&code);
        if (thresholded(sp) && first_of_child(plan, i, thresholded)) {
            strbuf_printf(&decl, "// dpopt: %s run by a single thread, where a launch of it is below the threshold.\n",
                          s->callee);
            removed_child_serial(t, i, &decl, false);
            strbuf_printf(&code, "\n\n// dpopt: %s, every thread of one of its blocks run in turn by the calling thread.\n",
                          s->callee);
            removed_child_serial(t, i, &code, true);
            edit_insert(edits, declaration_point(p, s->callee_fn, thresholded, plan), decl.data);
            strbuf_free(&decl);
            strbuf_init(&decl);
        }
        if (coarsened_alone(sp) && first_of_child(plan, i, coarsened_alone)) {
            strbuf_printf(&decl, "// dpopt: %s coarsened: each block does %u consecutive blocks of the original grid.\n",
                          s->callee, sp->coarsen);
            coarse_child_kernel(t, i, &decl, false);
            strbuf_printf(&code, "\n\n// dpopt: %s, each block doing the work of %u blocks of the grid it was launched with.\n",
                          s->callee, sp->coarsen);
            coarse_child_kernel(t, i, &code, true);
            edit_insert(edits, declaration_point(p, s->callee_fn, coarsened_alone, plan), decl.data);
        }
        if (code.len)
            edit_insert(edits, ts_node_end_byte(child->outer), code.data);
        strbuf_free(&decl);
        strbuf_free(&code);
    }
    return any;
}
