/* One program mixing the two families of --decisions (plan/requests.h):
 * the removal family's plan is the base, and the sites asking the
 * aggregation family's kinds (or a threshold or a coarsening) join it from
 * a plan of their own, built with the removal family's sites as written.
 * Each family planned its sites with the other's as written, so a pair of
 * sites, one of each, is kept only where neither family's rewrite can see
 * the other's: no code that one thread may run (the kernel or device
 * function that launches, and what it calls) and no child is shared
 * between them, no device-side cudaDeviceSynchronize is in the program
 * (the families plan syncs apart), and the flattenings at warp and block
 * scope agree on one cap. Anything else stays as written, with a note. */
#ifndef DPOPT_PLAN_MIX_H
#define DPOPT_PLAN_MIX_H

#include <stdbool.h>

#include "plan/plan.h"

typedef struct MixCheck MixCheck;

/* What a site of the aggregation family is checked against: the sites
 * `removal` removes or flattens; `cap_given`: the file gives a flattening
 * cap, which flatten_warp and flatten_block then share. */
MixCheck *mix_check_new(const Plan *removal, bool cap_given);
/* Why site `site`, asking `asked` (a kind's name, "a threshold", "a
 * coarsening") with a walk at block scope where `walks_block`, cannot join
 * the removal plan; NULL when it can. */
Refusal *mix_refusal(const MixCheck *m, int site, const char *asked, bool walks_block);
void mix_check_free(MixCheck *m);
/* Whether some site of `plan` is removed or flattened at warp scope. */
bool mix_removes(const Plan *plan);
/* Whether some site of `plan` is aggregated, thresholded or coarsened. */
bool mix_aggregates(const Plan *plan);
/* Moves the sites flagged in `moved` (each as `aggregation` planned it),
 * and what the aggregation plan holds for the program as a whole, into
 * `removal`; frees `aggregation`. */
void mix_merge(Plan *removal, Plan *aggregation, const bool *moved);

#endif
