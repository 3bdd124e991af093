/* --hoist over offsets: a launching kernel that reads memory, and sizes its
 * child by two neighbouring offsets at its thread's index (CSR's rows:
 * analysis/offsets_count.h), is hoisted as a walk: each host launch of it
 * becomes a check that the offsets never decrease and a grid whose threads
 * each take one thread of one child, in [row[0], row[V]), find their parent
 * thread by a search in the offsets, run its code again (it only reads and
 * launches) and, at the launch, their child thread (runtime
 * hoist_offsets.cuh). Where the check finds the offsets unsorted, the
 * kernel as written is launched instead.
 *
 * What it takes besides hoisting's own rules: the kernel's reads are of
 * parameters pointing to const (analysis/pure_body.h); nothing the child
 * writes is seen by them (analysis/child_writes.h: the walk reads them
 * again after the thread's own child threads ran); the child runs its
 * threads apart, as grid flattening's walk runs them (no barriers, shared
 * memory or warp-wide operations; T4's rules); the bound of the index that
 * holds the reads is worked out by the host from the arguments. */
#include <stdlib.h>
#include <string.h>

#include "analysis/child_writes.h"
#include "analysis/host_expr.h"
#include "analysis/integer_expr.h"
#include "analysis/offsets_count.h"
#include "analysis/pure_body.h"
#include "plan/plan.h"
#include "plan/site_checks.h"
#include "util/alloc.h"
#include "util/text.h"

static Refusal *offsets_refusal(const Program *p, int function, TSNode at, const char *why)
{
    return refusal_detail(refusal_about(p, REFUSAL_HOIST_OFFSETS, ROLE_PARENT, function, at), 0, why);
}

Refusal *plan_hoist_offsets(const Plan *plan, const LaunchFacts *facts, int i, KernelPlan *kp)
{
    const Program *p = plan->program;
    const LaunchSite *s = &p->launches[i];
    int k = s->caller_fn, c = s->callee_fn;
    const Function *parent = &p->functions[k];
    bool *reads = xcalloc((size_t)parent->param_count + 1, sizeof *reads);
    TSNode at;
    PureBodyBlocker b = pure_body_check_reading(p, k, s->node, reads, &at);
    if (b != PURE_BODY_OK) {
        free(reads);
        return refusal_detail(refusal_about(p, REFUSAL_HOIST_PARENT_BODY, ROLE_PARENT, k, at), 0, pure_body_blocker_text(b));
    }
    OffsetsCount count;
    const char *why = offsets_count_find(p, s, &count, &at);
    if (why) {
        free(reads);
        return offsets_refusal(p, k, at, why);
    }
    /* The child's threads run apart, one a walked thread, as grid
     * flattening runs them. */
    Refusal *r = flatten_child_refusal(p, &facts[i], s);
    if (!r && facts[i].child.uses_warp_ops)
        r = refusal_detail(refusal_of_site(p, REFUSAL_HOIST_SHAPE, ROLE_LAUNCH, s), 0,
                           "the child uses warp-wide operations, whose lanes a walk over offsets does not keep");
    if (!r)
        r = removal_refusal_but_stream(p, &facts[i], s, REMOVAL_T4);
    if (r) {
        free(reads);
        free(count.index_type);
        return r;
    }
    char *offsets_type = text_pointee(parent->params[count.offsets].type);
    bool integer = offsets_type && integer_expr_type(p, offsets_type);
    free(offsets_type);
    if (!integer) {
        free(reads);
        free(count.index_type);
        return offsets_refusal(p, k, parent->params[count.offsets].node, "the offsets are not of an integer type");
    }
    const char **types = xcalloc((size_t)parent->param_count + 1, sizeof *types);
    int n = 0;
    for (int q = 0; q < parent->param_count; q++)
        if (reads[q])
            types[n++] = text_pointee(parent->params[q].type);
    free(reads);
    char *seen = child_writes_seen_by(p, c, types, n, "the launching kernel's read of ", "", &at);
    for (int q = 0; q < n; q++)
        free((char *)types[q]);
    free(types);
    if (seen) {
        r = refusal_detail(refusal_about(p, REFUSAL_HOIST_OFFSETS, ROLE_CHILD, c, at), 0, seen);
        free(seen);
        free(count.index_type);
        return r;
    }
    bool *used = xcalloc((size_t)parent->param_count + 1, sizeof *used);
    char *parents = NULL;
    if (!ts_node_is_null(count.bound) && !(parents = host_expr_text(p, s, count.bound, used, &at))) {
        free(used);
        free(count.index_type);
        return offsets_refusal(p, k, count.bound, "the bound of the thread's index is not worked out from the "
                                                  "kernel's arguments alone");
    }
    kp->hoist_walks = true;
    kp->hoist_offsets = count.offsets;
    kp->hoist_parents = parents;
    kp->hoist_index_type = count.index_type;
    kp->hoist_params = used;
    return NULL;
}
