/* The last of every site's decision (plan/decide.h): the strategies planned
 * apart from the sites' plans (promotion, co-running). */
#include "plan/decide.h"

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

void plan_decide_sites(Plan *plan)
{
    for (int i = 0; i < plan->program->launch_count; i++)
        decide_site(plan, i, &plan->sites[i].decision);
}
