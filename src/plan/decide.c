/* The last of every site's decision (plan/decide.h): the strategies planned
 * apart from the sites' plans (promotion, co-running). */
#include "plan/decide.h"

#include <string.h>

#include "plan/corun.h"
#include "plan/promote.h"

/* Promotion and co-running are strategies of their own (options.c refuses
 * them beside any other): they take the site whatever it was. */
static void decide_site(const Plan *plan, int site, SiteDecision *d)
{
    const Promotion *promoted = plan->promotions ? promote_of_site(plan->promotions, site) : NULL;
    if (promoted && promoted->mode != PROMOTE_NONE)
        d->kind = STRATEGY_PROMOTE;
    else if (plan->coruns && corun_of_site(plan->coruns, plan->program, site))
        d->kind = STRATEGY_CORUN;
}

/* A shared record (decision_shares_record: a removed launch's,
 * <child>_dp_removed_launch, or a recursion's levels') holds the configuration any of its launches gives; a
 * launch that gives less leaves the rest zero, and never reads it. Only
 * the launches of one child can share a record type, and a child's sites
 * name few types (its removed launch's, its levels'), so each child's sites
 * are met once per type they name: linear in the sites for any program. */
static void decide_child_records(Plan *plan, int child)
{
    const Program *p = plan->program;
    const CallGraph *g = &p->graph;
    int first = g->sites_of_start[child], end = g->sites_of_start[child + 1];
    for (int k = first; k < end; k++) {
        int i = g->sites_of[k];
        SitePlan *sp = &plan->sites[i];
        if (!sp->launch_name || !decision_shares_record(&sp->decision) || sp->record_configs)
            continue; /* not shared, or its type was met with an earlier site's */
        int configs = 0;
        for (int pass = 0; pass < 2; pass++)
            for (int m = k; m < end; m++) {
                int j = g->sites_of[m];
                SitePlan *other = &plan->sites[j];
                if (!other->launch_name || !decision_shares_record(&other->decision) ||
                    strcmp(other->launch_name, sp->launch_name) != 0)
                    continue;
                if (pass == 0 && p->launches[j].config_count > configs)
                    configs = p->launches[j].config_count;
                else if (pass == 1)
                    other->record_configs = configs;
            }
    }
}

void plan_decide_sites(Plan *plan)
{
    for (int i = 0; i < plan->program->launch_count; i++)
        decide_site(plan, i, &plan->sites[i].decision);
    for (int fn = 0; fn < plan->program->function_count; fn++)
        decide_child_records(plan, fn);
    for (int i = 0; i < plan->program->launch_count; i++)
        if (!plan->sites[i].record_configs)
            plan->sites[i].record_configs = plan->program->launches[i].config_count;
}
