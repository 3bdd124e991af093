#include "plan/site_index.h"

#include <stdlib.h>

#include "syntax/node.h"
#include "util/alloc.h"

static int by_start(const void *a, const void *b)
{
    const SiteAt *x = a, *y = b;
    if (x->start != y->start)
        return (x->start > y->start) - (x->start < y->start);
    return (x->site > y->site) - (x->site < y->site);
}

void site_index_build(Plan *plan)
{
    const Program *p = plan->program;
    plan->by_statement = xmalloc((size_t)(p->launch_count + 1) * sizeof *plan->by_statement);
    plan->by_flush_scope = xmalloc((size_t)(p->launch_count + 1) * sizeof *plan->by_flush_scope);
    plan->flush_scope_count = 0;
    for (int i = 0; i < p->launch_count; i++) {
        plan->by_statement[i] = (SiteAt){ts_node_start_byte(p->launches[i].statement), i};
        if (!ts_node_is_null(plan->sites[i].flush_scope))
            plan->by_flush_scope[plan->flush_scope_count++] =
                (SiteAt){ts_node_start_byte(plan->sites[i].flush_scope), i};
    }
    qsort(plan->by_statement, (size_t)p->launch_count, sizeof *plan->by_statement, by_start);
    qsort(plan->by_flush_scope, (size_t)plan->flush_scope_count, sizeof *plan->by_flush_scope, by_start);
}

void site_index_free(Plan *plan)
{
    free(plan->by_statement);
    free(plan->by_flush_scope);
}

/* The first entry of a sorted run that starts at `start`, or `count`. */
static int first_at(const SiteAt *index, int count, uint32_t start)
{
    int lo = 0, hi = count;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (index[mid].start < start)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

int plan_site_at_statement(const Plan *plan, TSNode statement, bool (*wanted)(const SitePlan *))
{
    const Program *p = plan->program;
    uint32_t start = ts_node_start_byte(statement);
    for (int k = first_at(plan->by_statement, p->launch_count, start);
         k < p->launch_count && plan->by_statement[k].start == start; k++) {
        int i = plan->by_statement[k].site;
        if (wanted(&plan->sites[i]) && node_same(p->launches[i].statement, statement))
            return i;
    }
    return -1;
}

const SiteAt *plan_sites_by_flush_scope(const Plan *plan, TSNode scope, int *count)
{
    uint32_t start = ts_node_start_byte(scope);
    int first = first_at(plan->by_flush_scope, plan->flush_scope_count, start), last = first;
    while (last < plan->flush_scope_count && plan->by_flush_scope[last].start == start)
        last++;
    *count = last - first;
    return plan->by_flush_scope + first;
}

bool plan_scope_postpones(const Plan *plan, TSNode scope, bool persistent)
{
    int count;
    const SiteAt *run = plan_sites_by_flush_scope(plan, scope, &count);
    for (int k = 0; k < count; k++) {
        const SitePlan *sp = &plan->sites[run[k].site];
        if (plan_site_postponed_in(sp, persistent) && node_same(sp->flush_scope, scope))
            return true;
    }
    return false;
}

bool *plan_first_sites_of_scopes(const Plan *plan)
{
    bool *first = xcalloc((size_t)plan->program->launch_count + 1, sizeof *first);
    for (int k = 0; k < plan->flush_scope_count; k++) {
        const SiteAt *at = &plan->by_flush_scope[k];
        TSNode scope = plan->sites[at->site].flush_scope;
        /* The entries of one start are in site order: an earlier one with
         * the same scope (almost always the one just before) comes first. */
        bool earlier = false;
        for (int j = k - 1; j >= 0 && plan->by_flush_scope[j].start == at->start && !earlier; j--)
            earlier = node_same(plan->sites[plan->by_flush_scope[j].site].flush_scope, scope);
        first[at->site] = !earlier;
    }
    return first;
}
