/* The --report output: every function, every launch site with its facts,
 * and the runtime calls, as readable text or as JSON (fields documented in
 * docs/report-json.md). */
#ifndef DPOPT_REPORT_REPORT_H
#define DPOPT_REPORT_REPORT_H

#include <stdio.h>

#include "analysis/launch_facts.h"
#include "model/model.h"

void report_text(FILE *out, const Program *program, const LaunchFacts *facts);
void report_json(FILE *out, const Program *program, const LaunchFacts *facts);

#endif
