/* Sets every site's SitePlan.decision (plan/decision.h) from what the
 * planning passes chose for it: run once, after the last of them
 * (pipeline.c). */
#ifndef DPOPT_PLAN_DECIDE_H
#define DPOPT_PLAN_DECIDE_H

#include "plan/plan.h"

void plan_decide_sites(Plan *plan);

#endif
