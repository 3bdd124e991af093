/* Launch removal's persistent versions (T1, T2, auto): plan/persistent.c. */
#ifndef DPOPT_PLAN_PERSISTENT_H
#define DPOPT_PLAN_PERSISTENT_H

#include "analysis/launch_facts.h"
#include "plan/plan.h"

/* T1, T2, auto: kernels that can run persistent get a persistent version;
 * their launch sites are recorded into its worklists. */
void plan_persistent(Plan *plan, const LaunchFacts *facts, Removal requested);

#endif
