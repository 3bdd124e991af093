/* --threshold=N (dissertation, chapter 8): a child grid of fewer than N
 * threads is not worth a launch; the launching thread runs it itself, every
 * child thread in turn, as launch removal T4 does. Only where T4 could take
 * the site: the same refusals, asked of removal.c. */
#include "plan/plan.h"

#include "plan/site_checks.h"
#include "util/alloc.h"

void plan_add_threshold(Plan *plan, const LaunchFacts *facts, unsigned int threads)
{
    const Program *p = plan->program;
    plan->threshold_requested = threads;
    for (int i = 0; i < p->launch_count; i++) {
        SitePlan *sp = &plan->sites[i];
        const LaunchSite *s = &p->launches[i];
        if (!s->device_side) {
            sp->threshold_reason = xstrdup("host-side launch");
            continue;
        }
        const char *why = removal_refusal(p, &facts[i], s, REMOVAL_T4);
        if (why)
            sp->threshold_reason = xstrdup(why);
        else
            sp->threshold = threads;
    }
}
