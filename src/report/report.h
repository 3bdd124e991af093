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
/* The kind the plan chose for each launch from the device, as
 * --decisions=FILE reads it (report/report_decisions.c); plan may be NULL. */
void report_decisions(FILE *out, const Program *program, const Plan *plan);
/* Prints a `note:` for every site a requested strategy left as written or
 * took otherwise than asked, and for every device-side sync it changed
 * (report/report_notes.c). */
void report_notes(const Plan *plan);
/* An `error:` at every device-side cudaDeviceSynchronize (CDP1) that the
 * requested strategy leaves in the output, which then would not build on
 * CUDA 12+: it names the --remove options that would take it away
 * (report/report_kept_syncs.c). Nothing when no strategy is asked. */
void report_kept_syncs(const Plan *plan, const LaunchFacts *facts);

/* -O: each form's predicted cost at launch site `index` and what was
 * taken, for --report (report/report_optimized.c); nothing without -O. */
void report_optimized(FILE *out, const Plan *plan, int index);
/* -O: a `note:` at each launch from the device -O left as written, and why. */
void report_optimized_notes(const Plan *plan);
/* -O, for --report=json: what became of candidate k of launch site `index`
 * (`taken`, `refused`, `past_calibration`, `within_margin`, `cheaper_taken`,
 * `not_taken`), and why the form taken was, as the text report says. */
const char *report_optimized_outcome(const Plan *plan, int index, int k);
void report_optimized_why(const Plan *plan, int index, char *out, size_t size);

/* A file's launches from the device: how many the plan took (any kind, or
 * a threshold or coarsening over the launch as written) and how many stay
 * as written (report/report_summary.c). */
typedef struct SiteTally {
    int device_sites;
    int taken;
    int as_written;
} SiteTally;
SiteTally report_tally(const Plan *plan);
/* -v: "FILE: N launches from the device: T taken, W left as written". */
void report_summary(FILE *out, const char *file, SiteTally t);

#endif
