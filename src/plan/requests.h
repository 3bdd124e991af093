/* What --decisions=FILE asks of each launch site: a kind of
 * plan/decision.h a site, read before planning (the format:
 * docs/decisions.md). The sites the file does not name take the command
 * line's strategy. One program takes kinds of one family: aggregation
 * (warp, block, grid, multiblock batches) or removal (T3, T4, auto); a site
 * asking for the other family's stays as written, with a note. */
#ifndef DPOPT_PLAN_REQUESTS_H
#define DPOPT_PLAN_REQUESTS_H

#include <stdbool.h>

#include "analysis/launch_facts.h"
#include "model/model.h"
#include "plan/plan.h"

typedef struct SiteRequests {
    StrategyKind *kind;        /* per launch site, where given */
    bool *given;               /* per launch site: the file names it */
    unsigned int group_blocks; /* multiblock_batch's "group" (0: not asked) */
    Removal persistent;        /* "persistent": "auto", "t1" or "t2" of any entry: the kernels'
                                  persistent versions, as --remove=auto, t1 or t2 (NONE: not asked) */
} SiteRequests;

/* Reads `path` for program p; false after a `file:line:col: error:` (an
 * entry naming no launch of p, a kind that cannot be asked per site, a
 * kernel or child that is not the site's). */
bool requests_read(SiteRequests *r, const Program *p, const char *path);
void requests_free(SiteRequests *r);
/* The plan of the requests over the command line's strategy (`g` and K
 * for aggregation, `removal`; at most one of them asked). */
Plan *requests_plan(const Program *p, const LaunchFacts *facts, const SiteRequests *r, Granularity g,
                    unsigned int group_blocks, Removal removal);

#endif
