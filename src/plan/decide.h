/* Completes every site's SitePlan.decision (plan/decision.h): the planning
 * passes set the kinds they choose as they go; this adds the strategies
 * planned apart from the sites (promotion, co-running), and the
 * configuration each launch record holds (SitePlan.record_configs). Run
 * once, after the last of them (pipeline.c). */
#ifndef DPOPT_PLAN_DECIDE_H
#define DPOPT_PLAN_DECIDE_H

#include "plan/plan.h"

void plan_decide_sites(Plan *plan);

#endif
