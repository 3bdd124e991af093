/* The --report output: every function, every launch site with its facts,
 * and the runtime calls, as readable text or as JSON (fields documented in
 * docs/report-json.md). */
#ifndef DPOPT_REPORT_REPORT_H
#define DPOPT_REPORT_REPORT_H

#include <stdio.h>

#include "analysis/launch_facts.h"
#include "model/model.h"
#include "plan/plan.h"

/* plan may be NULL (no strategy asked). */
void report_text(FILE *out, const Program *program, const LaunchFacts *facts, const Plan *plan);
void report_json(FILE *out, const Program *program, const LaunchFacts *facts, const Plan *plan);

#endif
