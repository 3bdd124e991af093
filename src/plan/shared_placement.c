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
#include "util/alloc.h"
#include "util/strbuf.h"

static char *note(const char *what, const char *name, const char *why)
{
    StrBuf b;
    strbuf_init(&b);
    strbuf_printf(&b, what, name, why);
    char *text = strbuf_take(&b);
    strbuf_free(&b);
    return text;
}

void plan_shared_placement(Plan *plan, int k)
{
    const Program *p = plan->program;
    if (!body_facts(p, k).uses_shared)
        return;
    SharedDecls parent = shared_decls_of(p, k);
    bool children_share = false;
    const char *blocked = NULL, *blocker = NULL;
    for (int j = 0; j < p->launch_count; j++) {
        if (p->launches[j].caller_fn != k || plan->sites[j].persistent == REMOVAL_NONE)
            continue;
        int c = p->launches[j].callee_fn;
        if (!body_facts(p, c).uses_shared)
            continue;
        children_share = true;
        SharedDecls child = shared_decls_of(p, c);
        if (!blocked && (child.why || child.count == 0)) {
            blocked = child.why ? child.why : "it reaches shared memory through a function it calls";
            blocker = p->functions[c].name;
        }
    }
    if (!children_share)
        return; /* only one side has shared memory: nothing to gain */
    if (!blocked && (parent.why || parent.count == 0)) {
        blocked = parent.why ? parent.why : "it reaches shared memory through a function it calls";
        blocker = p->functions[k].name;
    }
    if (blocked) {
        plan->kernel_shared_note[k] =
            note("its persistent version keeps its shared memory and its children's side by side (scenario 2 of "
                 "Free Launch 2.3), as static arrays: '%s' cannot give its shared memory as a struct: %s",
                 blocker, blocked);
        return;
    }
    plan->kernel_shared_placed[k] = true;
    for (int j = 0; j < p->launch_count; j++)
        if (p->launches[j].caller_fn == k && plan->sites[j].persistent != REMOVAL_NONE &&
            body_facts(p, p->launches[j].callee_fn).uses_shared)
            plan->child_shared_placed[p->launches[j].callee_fn] = true;
    bool rounds = plan_kernel_has_rounds(plan, k);
    plan->kernel_shared_note[k] = note(
        "its persistent version places its shared memory (%s_dp_shared) and its children's in one dynamic region, "
        "chosen at launch: side by side where that keeps as many blocks resident (scenario 2 of Free Launch 2.3), "
        "else overlapping, %s; DPOPT_REPORT_SELECTION=1 prints the choice",
        p->functions[k].name,
        rounds ? "the block saving its own to global memory around each round at a cudaDeviceSynchronize (scenario 3)"
               : "since its blocks have finished their own work when the children run (scenario 1)");
}
