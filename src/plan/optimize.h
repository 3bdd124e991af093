/* -O: dpopt chooses each launch site's form itself. For every site from
 * the device, the cost model (plan/cost_model.h) lists the forms it may
 * take, cheapest first; the plan is asked for each site's cheapest, as a
 * --decisions file would ask (plan/requests.h), and a site the plan does
 * not give what was asked (a refusal, a finer granularity, a family kept
 * apart) is asked its next, until every site has what it asked. No form
 * predicted slower than the launch as written, or within the model's
 * margin of it, is asked. */
#ifndef DPOPT_PLAN_OPTIMIZE_H
#define DPOPT_PLAN_OPTIMIZE_H

#include <stdbool.h>

#include "analysis/launch_facts.h"
#include "plan/cost_model.h"
#include "plan/plan.h"

/* What -O predicted and took for each site (Plan.optimized). */
typedef struct Optimized {
    char table[1024];       /* the cost table read, and the GPU it measured */
    char gpu[128];
    SiteCost *costs;        /* per launch site (device-side sites only; count 0 otherwise) */
    int *taken;             /* per launch site: the index in costs[i].cands of the form taken */
    bool **refused;         /* per launch site, per candidate: the plan did not give it */
    bool *for_walk;         /* per launch site: left as written for --hoist's walk over offsets */
} Optimized;

/* The plan of program p with every site's form chosen under table t;
 * plan->optimized holds the predictions. */
Plan *optimize_plan(const Program *p, const LaunchFacts *facts, const CostTable *t);
void optimized_free(Optimized *o, int site_count);

#endif
