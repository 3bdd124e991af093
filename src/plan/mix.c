/* Mixing the two families of --decisions in one program (plan/mix.h). */
#include "plan/mix.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "plan/site_checks.h"
#include "plan/site_index.h"
#include "util/alloc.h"
#include "util/strbuf.h"

struct MixCheck {
    const Plan *removal;
    int *owner;    /* per function: the first removed site whose code, or its child's, may run
                      in one thread with it (-1: none) */
    int sync;      /* a device-side cudaDeviceSynchronize (index in program->calls), or -1 */
    int flattens;  /* a site flattened at warp scope, or -1 */
    bool cap_given;
};

/* The code a thread running function f may also run: every function that
 * reaches f through calls, and everything those call. `seen` marks it (the
 * caller clears it); `todo` holds function_count entries. */
static void mark_thread_code(const Program *p, int f, bool *seen, int *todo)
{
    const CallGraph *g = &p->graph;
    int count = 0;
    bool *up = xcalloc((size_t)p->function_count, sizeof *up);
    up[f] = true;
    todo[count++] = f;
    while (count > 0) {
        int v = todo[--count];
        for (int k = g->caller_start[v]; k < g->caller_start[v + 1]; k++)
            if (!up[g->callers[k]])
                up[g->callers[k]] = true, todo[count++] = g->callers[k];
    }
    for (int v = 0; v < p->function_count; v++)
        if (up[v] && !seen[v])
            seen[v] = true, todo[count++] = v;
    while (count > 0) {
        int v = todo[--count];
        for (int k = g->call_start[v]; k < g->call_start[v + 1]; k++)
            if (!seen[g->calls[k]])
                seen[g->calls[k]] = true, todo[count++] = g->calls[k];
    }
    free(up);
}

/* The code of site i's thread and of its child's threads, marked in `seen`. */
static void mark_site_code(const Program *p, int i, bool *seen, int *todo)
{
    const LaunchSite *s = &p->launches[i];
    if (s->caller_fn >= 0)
        mark_thread_code(p, s->caller_fn, seen, todo);
    if (s->callee_fn >= 0)
        mark_thread_code(p, s->callee_fn, seen, todo);
}

bool mix_removes(const Plan *plan)
{
    for (int i = 0; i < plan->program->launch_count; i++)
        if (decision_removal(&plan->sites[i].decision) != REMOVAL_NONE)
            return true;
    return false;
}

bool mix_aggregates(const Plan *plan)
{
    for (int i = 0; i < plan->program->launch_count; i++)
        if (decision_changes_launch(&plan->sites[i].decision))
            return true;
    return false;
}

MixCheck *mix_check_new(const Plan *removal, bool cap_given)
{
    const Program *p = removal->program;
    MixCheck *m = xcalloc(1, sizeof *m);
    m->removal = removal;
    m->cap_given = cap_given;
    m->sync = m->flattens = -1;
    for (int c = 0; c < p->call_count && m->sync < 0; c++)
        if (plan_is_device_sync(p, &p->calls[c]))
            m->sync = c;
    size_t functions = (size_t)(p->function_count ? p->function_count : 1);
    m->owner = xcalloc(functions, sizeof *m->owner);
    bool *seen = xcalloc(functions, sizeof *seen);
    int *todo = xcalloc(functions, sizeof *todo);
    for (size_t f = 0; f < functions; f++)
        m->owner[f] = -1;
    for (int j = 0; j < p->launch_count; j++) {
        Removal r = decision_removal(&removal->sites[j].decision);
        if (r == REMOVAL_NONE)
            continue;
        if (r == REMOVAL_FLATTEN_WARP && m->flattens < 0)
            m->flattens = j;
        memset(seen, 0, functions * sizeof *seen);
        mark_site_code(p, j, seen, todo);
        for (int f = 0; f < p->function_count; f++)
            if (seen[f] && m->owner[f] < 0)
                m->owner[f] = j;
    }
    free(seen);
    free(todo);
    return m;
}

void mix_check_free(MixCheck *m)
{
    if (!m)
        return;
    free(m->owner);
    free(m);
}

/* The note's reason: `asked` here cannot be kept beside `beside`, the line of `at`. */
static Refusal *mix_note(const Program *p, int site, const char *asked, const char *beside, TSNode at)
{
    Refusal *why = refusal_about(p, REFUSAL_DECISION_MIX, ROLE_LAUNCH, p->launches[site].caller_fn, at);
    refusal_detail(why, 0, asked);
    refusal_detail(why, 1, beside);
    return why;
}

Refusal *mix_refusal(const MixCheck *m, int site, const char *asked, bool walks_block)
{
    const Plan *plan = m->removal;
    const Program *p = plan->program;
    /* A sync may wait for launches of both families: the removal family
     * plans it (dropped, a barrier, records run there) for its own sites
     * alone, and the aggregation family keeps every sync. */
    if (m->sync >= 0)
        return mix_note(p, site, asked, "the removal family's plan of a device-side cudaDeviceSynchronize",
                        p->calls[m->sync].node);
    /* The block's walk takes the program's one cap, which flatten_warp's
     * default (4096 threads) would set. */
    if (walks_block && m->flattens >= 0 && !m->cap_given)
        return mix_note(p, site, asked, "flatten_warp's cap without a \"cap\" given (one cap a program)",
                        p->launches[m->flattens].node);
    size_t functions = (size_t)(p->function_count ? p->function_count : 1);
    bool *seen = xcalloc(functions, sizeof *seen);
    int *todo = xcalloc(functions, sizeof *todo);
    mark_site_code(p, site, seen, todo);
    int other = -1;
    for (int f = 0; f < p->function_count; f++)
        if (seen[f] && m->owner[f] >= 0 && (other < 0 || m->owner[f] < other))
            other = m->owner[f];
    free(seen);
    free(todo);
    if (other < 0)
        return NULL;
    /* One thread's launches into an ordered stream would change their
     * order (a batch made at the end of the scope, a removal run in
     * place), a kernel body would be rewritten by both families, a child
     * would get two forms: none of it is proven to keep, so any shared
     * code is refused. */
    StrBuf beside;
    strbuf_init(&beside);
    strbuf_printf(&beside, "%s, whose launching code or child shares code with this launch's",
                  strategy_kind_name(plan->sites[other].decision.kind));
    Refusal *why = mix_note(p, site, asked, beside.data, p->launches[other].node);
    strbuf_free(&beside);
    return why;
}

/* Moves site i's plan from `from` to `to`: what `to` held goes to `from`,
 * freed with it. */
static void swap_site(Plan *to, Plan *from, int i)
{
    SitePlan held = to->sites[i];
    to->sites[i] = from->sites[i];
    from->sites[i] = held;
}

void mix_merge(Plan *removal, Plan *aggregation, const bool *moved)
{
    const Program *p = removal->program;
    assert(aggregation->program == p && removal->removal_requested != REMOVAL_NONE);
    for (int k = 0; k < p->function_count; k++)
        assert(removal->kernels[k].persistent == REMOVAL_NONE); /* persistent versions never mix */
    for (int i = 0; i < p->launch_count; i++) {
        if (!moved[i])
            continue;
        assert(decision_removal(&removal->sites[i].decision) == REMOVAL_NONE);
        swap_site(removal, aggregation, i);
    }
    /* Flattening at grid scope: its kernels' host launches (followed); at
     * block scope, the cap (plan/mix.h: one a program, where both flatten). */
    for (int k = 0; k < p->function_count; k++) {
        KernelPlan *to = &removal->kernels[k], *from = &aggregation->kernels[k];
        if (!from->followed && !from->follow_reason && !from->name_at)
            continue;
        assert(!to->followed && !to->follow_reason && !to->name_at);
        to->followed = from->followed;
        to->follow_reason = from->follow_reason;
        to->name_at = from->name_at;
        from->follow_reason = NULL;
    }
    bool warp_flattens = false;
    for (int i = 0; i < p->launch_count; i++)
        warp_flattens |= removal->sites[i].decision.kind == STRATEGY_FLATTEN_WARP;
    if (!warp_flattens)
        removal->flatten_cap = aggregation->flatten_cap;
    removal->requested = aggregation->requested;
    removal->group_blocks = aggregation->group_blocks;
    memcpy(removal->multiblock_label, aggregation->multiblock_label, sizeof removal->multiblock_label);
    removal->flattened = aggregation->flattened;
    removal->threshold_requested = aggregation->threshold_requested;
    removal->coarsen_requested = aggregation->coarsen_requested;
    free(removal->asked);
    removal->asked = aggregation->asked;
    aggregation->asked = NULL;
    plan_free(aggregation);
    site_index_free(removal);
    site_index_build(removal);
}
