/* Sites found by where they are: the statement holding a launch, and the
 * scope at whose end a postponed launch is made. The transform asks this of
 * every node it emits, so each question is a binary search, not a pass over
 * every site. Built once the plan's sites and their flush scopes are
 * decided (the end of plan_build and plan_build_removal). Internal to plan/. */
#ifndef DPOPT_PLAN_SITE_INDEX_H
#define DPOPT_PLAN_SITE_INDEX_H

#include "plan/plan.h"

void site_index_build(Plan *plan);
void site_index_free(Plan *plan);

#endif
