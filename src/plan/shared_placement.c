/* Shared memory of a persistent kernel and of the children its blocks run
 * (Free Launch, section 2.3). Static __shared__ arrays of two functions
 * cannot overlap, so by default the persistent kernel holds the parent's
 * and every child's side by side (scenario 2), which costs occupancy when
 * shared memory is what limits it. Where both sides' declarations can be
 * lifted into structs, the persistent kernel instead places them in its
 * dynamic shared memory, and the host chooses at launch: side by side if
 * that keeps as many blocks resident (scenario 2), else overlapping
 * (scenario 1: the parent's work is over when the children run), saved to
 * global memory and restored around the rounds at a device-side
 * cudaDeviceSynchronize (scenario 3). */
#include <stdlib.h>

#include "analysis/body_facts.h"
#include "analysis/shared_decls.h"
#include "plan/plan.h"

void plan_shared_placement(Plan *plan, int k)
{
    const Program *p = plan->program;
    if (!body_facts(p, k).uses_shared)
        return;
    SharedDecls parent = shared_decls_of(p, k);
    bool children_share = false;
    const char *blocked = NULL;
    int blocker = -1;
    for (int j = 0; j < p->launch_count; j++) {
        if (p->launches[j].caller_fn != k || plan->sites[j].decision.persistent == REMOVAL_NONE)
            continue;
        int c = p->launches[j].callee_fn;
        if (!body_facts(p, c).uses_shared)
            continue;
        children_share = true;
        SharedDecls child = shared_decls_of(p, c);
        if (!blocked && (child.why || child.count == 0)) {
            blocked = child.why ? child.why : "it reaches shared memory through a function it calls";
            blocker = c;
        }
    }
    if (!children_share)
        return; /* only one side has shared memory: nothing to gain */
    if (!blocked && (parent.why || parent.count == 0)) {
        blocked = parent.why ? parent.why : "it reaches shared memory through a function it calls";
        blocker = k;
    }
    TSNode none = {0};
    if (blocked) { /* detail 0: the blocking function's name; 1: shared_decls' why */
        Refusal *r = refusal_about(p, REFUSAL_SHARED_SIDE_BY_SIDE, blocker == k ? ROLE_PARENT : ROLE_CHILD, blocker,
                                   none);
        refusal_detail(r, 0, p->functions[blocker].name);
        plan->kernels[k].shared_note = refusal_detail(r, 1, blocked);
        return;
    }
    plan->kernels[k].shared_placed = true;
    for (int j = 0; j < p->launch_count; j++)
        if (p->launches[j].caller_fn == k && plan->sites[j].decision.persistent != REMOVAL_NONE &&
            body_facts(p, p->launches[j].callee_fn).uses_shared)
            plan->kernels[p->launches[j].callee_fn].shared_as_child = true;
    /* Detail 0: the kernel's name; `number`: 1 where it works in rounds (scenario 3). */
    Refusal *r = refusal_about(p, REFUSAL_SHARED_PLACED, ROLE_PARENT, k, none);
    refusal_detail(r, 0, p->functions[k].name);
    r->number = plan_kernel_has_rounds(plan, k);
    plan->kernels[k].shared_note = r;
}
